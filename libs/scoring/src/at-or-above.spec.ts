import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lease, randomCase, scoredIssue } from '../testing/cases.js';
import { countScenariosAtOrAbove } from './at-or-above.js';
import { enumerateScenarios, scenarioCount } from './scenarios.js';
import { totalsRange } from './totals.js';
import type { ScoredIssue, TotalsPoint } from './types.js';

function countByEnumeration(issues: ScoredIssue[], floor: TotalsPoint): number {
  let count = 0;
  for (const s of enumerateScenarios(issues))
    if (s.userTotal >= floor.user && s.opponentTotal >= floor.opponent) count++;
  return count;
}

describe('countScenariosAtOrAbove', () => {
  it('counts the scenarios at or above a point on both totals', () => {
    // (300, 325) $1900/12 months/1 month, (325, 325) $1900/24/2, (300, 350) $2000/24/1; equal totals count
    expect(countScenariosAtOrAbove(lease, { user: 300, opponent: 300 })).toBe(3);
    expect(countScenariosAtOrAbove(lease, { user: 125, opponent: 175 })).toBe(12); // the worst case: all
    expect(countScenariosAtOrAbove(lease, { user: 500, opponent: 176 })).toBe(0); // 500 only with 175
  });

  it('is 0 when there is no scenario', () => {
    expect(countScenariosAtOrAbove([], { user: 0, opponent: 0 })).toBe(0);
    expect(countScenariosAtOrAbove([scoredIssue(1, 'Empty', [])], { user: 0, opponent: 0 })).toBe(0);
  });

  it('agrees with enumeration for random floors', () => {
    const issuesArb = fc.array(
      fc.array(fc.tuple(fc.constant('o'), fc.integer({ min: 0, max: 30 }), fc.integer({ min: 0, max: 30 })), {
        minLength: 1,
        maxLength: 5,
      }),
      { maxLength: 6 },
    );
    fc.assert(
      fc.property(
        issuesArb,
        fc.integer({ min: 0, max: 120 }),
        fc.integer({ min: 0, max: 120 }),
        (raw, u, o) => {
          const issues = raw.map((options, i) => scoredIssue(i + 1, `I${i}`, options));
          const floor = { user: u, opponent: o };
          expect(countScenariosAtOrAbove(issues, floor)).toBe(countByEnumeration(issues, floor));
        },
      ),
      { numRuns: 500 },
    );
  });

  it('stays exact with very large points, where sums can no longer be packed for sorting', () => {
    const big = (k: number) => 1e12 + k * 987_654_321;
    const issues = [0, 1, 2].map((i) =>
      scoredIssue(
        i + 1,
        `I${i}`,
        [0, 1, 2, 3].map((k): [string, number, number] => ['o', big(k * (i + 2)), big(7 - k * i)]),
      ),
    );
    for (const floor of [
      { user: 3e12, opponent: 3e12 },
      { user: 3e12 + 9e9, opponent: 3e12 + 1e10 },
      { user: 3e12 + 2e10, opponent: 0 },
    ]) {
      expect(countScenariosAtOrAbove(issues, floor)).toBe(countByEnumeration(issues, floor));
    }
  });

  it('counts exactly in a space of 2,176,782,336 scenarios', () => {
    const issues = randomCase(12, 6, 42);
    const range = totalsRange(issues);
    expect(countScenariosAtOrAbove(issues, { user: range.userMin, opponent: range.opponentMin })).toBe(
      scenarioCount(issues),
    );
    // Reaching the user's maximum takes a best option on every issue: the product of how many tie for best.
    const bestChoices = issues.reduce((product, issue) => {
      const best = Math.max(...issue.options.map((option) => option.user));
      return product * issue.options.filter((option) => option.user === best).length;
    }, 1);
    expect(countScenariosAtOrAbove(issues, { user: range.userMax, opponent: range.opponentMin })).toBe(
      bestChoices,
    );
    // Raising the user's floor by one from the minimum excludes exactly the scenarios at the minimum.
    const worstChoices = issues.reduce((product, issue) => {
      const worst = Math.min(...issue.options.map((option) => option.user));
      return product * issue.options.filter((option) => option.user === worst).length;
    }, 1);
    expect(countScenariosAtOrAbove(issues, { user: range.userMin + 1, opponent: range.opponentMin })).toBe(
      scenarioCount(issues) - worstChoices,
    );
  });
});
