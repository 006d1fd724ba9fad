import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { zopaByEnumeration } from '../testing/brute-force.js';
import { lease, randomCase, scoredIssue } from '../testing/cases.js';
import { countAtOrAboveOnGrid } from './at-or-above-grid.js';
import { scoreTable } from './score-table.js';
import type { ScoredIssue, TotalsPoint } from './types.js';

const countByEnumeration = (issues: ScoredIssue[], floor: TotalsPoint): number =>
  zopaByEnumeration(issues, floor);

describe('countAtOrAboveOnGrid', () => {
  it('takes the grid only where the sums fill it', () => {
    // lease: halves {Rent} and {Term, Deposit}; Rent's 3 sums against a 201 × 176 grid → sorting is cheaper
    expect(countAtOrAboveOnGrid(scoreTable(lease), { user: 0, opponent: 0 })).toBeNull();
    // Points 1e12 apart: the grid would be astronomically large.
    const far = [1, 2].map((i) =>
      scoredIssue(i, `I${i}`, [
        ['a', 0, 0],
        ['b', 1e12, 1e12],
      ]),
    );
    expect(countAtOrAboveOnGrid(scoreTable(far), { user: 0, opponent: 0 })).toBeNull();
  });

  it('agrees with enumeration on dense small cases, floors inside and outside the range', () => {
    // Points 0–6 on up to 7 issues of up to 5 options: sums crowd a small grid, so the grid path runs.
    const issuesArb = fc.array(
      fc.array(fc.tuple(fc.constant('o'), fc.integer({ min: 0, max: 6 }), fc.integer({ min: 0, max: 6 })), {
        minLength: 1,
        maxLength: 5,
      }),
      { minLength: 1, maxLength: 7 },
    );
    let onGrid = 0;
    fc.assert(
      fc.property(
        issuesArb,
        fc.integer({ min: -3, max: 45 }),
        fc.integer({ min: -3, max: 45 }),
        (raw, u, o) => {
          const issues = raw.map((options, i) => scoredIssue(i + 1, `I${i}`, options));
          const floor = { user: u, opponent: o };
          const counted = countAtOrAboveOnGrid(scoreTable(issues), floor);
          if (counted === null) return;
          onGrid++;
          expect(counted).toBe(countByEnumeration(issues, floor));
        },
      ),
      { numRuns: 2000, seed: 1011 },
    );
    expect(onGrid).toBeGreaterThan(1000);
  }, 20_000);

  it('reads a fractional floor as the next whole total, and NaN as unreachable', () => {
    const issues = randomCase(3, 4, 5).map((issue) => ({
      ...issue,
      options: issue.options.map((o) => ({ ...o, user: o.user % 7, opponent: o.opponent % 5 })),
    }));
    const table = scoreTable(issues);
    expect(countAtOrAboveOnGrid(table, { user: 8.2, opponent: 3.5 })).toBe(
      countByEnumeration(issues, { user: 9, opponent: 4 }),
    );
    expect(countAtOrAboveOnGrid(table, { user: Number.NaN, opponent: 0 })).toBe(0);
    expect(countAtOrAboveOnGrid(table, { user: -Infinity, opponent: -Infinity })).toBe(64);
  });

  it('counts 10^12 scenarios of 12 × 10 exactly at the extremes', () => {
    const issues = randomCase(12, 10, 20250113);
    const table = scoreTable(issues);
    const userMin = issues.reduce((sum, issue) => sum + Math.min(...issue.options.map((o) => o.user)), 0);
    const opponentMin = issues.reduce(
      (sum, issue) => sum + Math.min(...issue.options.map((o) => o.opponent)),
      0,
    );
    expect(countAtOrAboveOnGrid(table, { user: userMin, opponent: opponentMin })).toBe(1e12);
    // Reaching the user's maximum takes a best option on every issue: the product of how many tie for best.
    const userMax = issues.reduce((sum, issue) => sum + Math.max(...issue.options.map((o) => o.user)), 0);
    const bestChoices = issues.reduce((product, issue) => {
      const best = Math.max(...issue.options.map((o) => o.user));
      return product * issue.options.filter((o) => o.user === best).length;
    }, 1);
    expect(countAtOrAboveOnGrid(table, { user: userMax, opponent: opponentMin })).toBe(bestChoices);
    expect(countAtOrAboveOnGrid(table, { user: userMax + 1, opponent: opponentMin })).toBe(0);
  }, 20_000);
});
