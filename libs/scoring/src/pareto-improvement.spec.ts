import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { issuesArb } from '../testing/arbitraries.js';
import { allScenarios, rankedByEnumeration } from '../testing/brute-force.js';
import { lease } from '../testing/cases.js';
import { paretoImprovement } from './pareto-improvement.js';

describe('paretoImprovement', () => {
  it('finds the best scenario at least as good for both and better for one', () => {
    // $1800/12 months/1 month = (400, 225). Dominating it: (500,175)? no (opponent less); (425,225) 10,21,31 and
    // (400,275) 11,21,30 — worth 650 and 675 → (400, 275).
    expect(paretoImprovement(lease, [10, 20, 30])?.optionIds).toEqual([11, 21, 30]);
    // (325, 325) is on the frontier: nothing to improve.
    expect(paretoImprovement(lease, [11, 21, 31])).toBeNull();
  });

  it('refuses ids that are not one option per issue', () => {
    expect(() => paretoImprovement(lease, [10, 20])).toThrow(RangeError);
    expect(() => paretoImprovement(lease, [10, 20, 99])).toThrow(RangeError);
  });

  it('agrees with enumeration from every kind of starting scenario', () => {
    const withStart = issuesArb(5, 4, 1).chain((issues) =>
      fc.tuple(
        fc.constant(issues),
        fc.tuple(...issues.map((issue) => fc.constantFrom(...issue.options.map((o) => o.id)))),
      ),
    );
    fc.assert(
      fc.property(withStart, ([issues, optionIds]) => {
        const all = allScenarios(issues).map((s) => s.scenario);
        const given = all.find((s) => s.optionIds.join() === optionIds.join())!;
        const better = all.filter(
          (s) =>
            s.userTotal >= given.userTotal &&
            s.opponentTotal >= given.opponentTotal &&
            (s.userTotal > given.userTotal || s.opponentTotal > given.opponentTotal),
        );
        expect(paretoImprovement(issues, optionIds)).toEqual(rankedByEnumeration(better)[0] ?? null);
      }),
      { numRuns: 2000, seed: 1103 },
    );
  }, 20_000);
});
