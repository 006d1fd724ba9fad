import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { issuesArb } from '../testing/arbitraries.js';
import { barelySeparates, flatPointsParties } from './points-spread.js';
import { totalsRange } from './totals.js';

describe('barelySeparates', () => {
  it('holds when the worst total is within 15 % of the best', () => {
    expect(barelySeparates({ best: 200, worst: 170 })).toBe(true); // 170 = 0.85 × 200
    expect(barelySeparates({ best: 200, worst: 169 })).toBe(false); // 169 < 170
    expect(barelySeparates({ best: 240, worst: 240 })).toBe(true); // nothing separates
    expect(barelySeparates({ best: 0, worst: 0 })).toBe(false); // no points yet: not this notice
  });

  it('decides on whole numbers exactly as worst ≥ 0.85 × best with best > 0', () => {
    fc.assert(
      fc.property(fc.nat(3000), fc.nat(3000), (a, b) => {
        const [worst, best] = a <= b ? [a, b] : [b, a];
        // 0.85 × best in hundredths, so no floating-point rounding decides a tie.
        expect(barelySeparates({ best, worst })).toBe(best > 0 && worst * 100 >= best * 85);
      }),
    );
  });
});

describe('flatPointsParties', () => {
  it('names each party whose points barely separate the packages', () => {
    const issues = [
      {
        id: 1,
        name: 'Rent',
        options: [
          { id: 11, name: 'Low', user: 100, opponent: 20 },
          { id: 12, name: 'High', user: 90, opponent: 200 },
        ],
      },
    ];
    // You: worst 90 ≥ 0.85 × 100 = 85; the opponent: 20 < 0.85 × 200 = 170.
    expect(flatPointsParties(issues)).toEqual(['user']);
    expect(flatPointsParties([])).toEqual([]);
  });

  it('agrees with each party’s best and worst totals', () => {
    fc.assert(
      fc.property(issuesArb(), (issues) => {
        const range = totalsRange(issues);
        const expected = [
          ...(range.userMax > 0 && range.userMin * 100 >= range.userMax * 85 ? ['user'] : []),
          ...(range.opponentMax > 0 && range.opponentMin * 100 >= range.opponentMax * 85 ? ['opponent'] : []),
        ];
        expect(flatPointsParties(issues)).toEqual(expected);
      }),
    );
  });
});
