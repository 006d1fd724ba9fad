import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { issuesArb, selectionCaseArb } from '../testing/arbitraries.js';
import { selectedByEnumeration } from '../testing/brute-force.js';
import { lease } from '../testing/cases.js';
import { countMatching } from './matching.js';
import { enumerateScenarios } from './scenarios.js';
import { selectionContains, selectionCount, selectionFromRanges } from './selection.js';
import type { PointsRange } from './types.js';

describe('selections', () => {
  it('turns chart ranges into allowed options per issue', () => {
    // Rent: your points 100–250 keep $1800 (250) and $1900 (150); Term and Deposit are unfiltered.
    const ranges: PointsRange[] = [{ issueIndex: 0, party: 'user', min: 100, max: 250 }];
    expect(selectionFromRanges(lease, ranges)).toEqual({
      options: [
        [10, 11],
        [20, 21],
        [30, 31],
      ],
      exclude: false,
    });
    // 2 × 2 × 2 = 8 inside; Exclude: 12 − 8 = 4 (the $2000 ones)
    expect(selectionCount(lease, selectionFromRanges(lease, ranges))).toBe(8);
    expect(selectionCount(lease, selectionFromRanges(lease, ranges, true))).toBe(4);
    // A range on an issue that does not exist matches nothing, so Exclude then holds everything.
    const unknown: PointsRange[] = [{ issueIndex: 5, party: 'user', min: 0, max: 999 }];
    expect(selectionCount(lease, selectionFromRanges(lease, unknown))).toBe(0);
    expect(selectionCount(lease, selectionFromRanges(lease, unknown, true))).toBe(12);
  });

  it('counts like countMatching for ranges, and like enumeration for any box or its complement', () => {
    fc.assert(
      fc.property(selectionCaseArb(), ([issues, selection]) => {
        const listed = selectedByEnumeration(issues, selection);
        expect(selectionCount(issues, selection)).toBe(listed.length);
        const ids = new Set(listed.map((s) => s.optionIds.join()));
        for (const s of enumerateScenarios(issues))
          expect(selectionContains(issues, selection, s)).toBe(ids.has(s.optionIds.join()));
      }),
      { numRuns: 1500, seed: 1001 },
    );
    const withRanges = issuesArb().chain((issues) =>
      fc.tuple(
        fc.constant(issues),
        fc.array(
          fc.record({
            issueIndex: fc.integer({ min: 0, max: issues.length }),
            party: fc.constantFrom<PointsRange['party']>('user', 'opponent'),
            min: fc.integer({ min: 0, max: 60 }),
            max: fc.integer({ min: 0, max: 60 }),
          }),
          { maxLength: 4 },
        ),
        fc.boolean(),
      ),
    );
    fc.assert(
      fc.property(withRanges, ([issues, ranges, exclude]) => {
        const inside = countMatching(issues, ranges);
        const total = issues.length === 0 ? 0 : issues.reduce((n, issue) => n * issue.options.length, 1);
        expect(selectionCount(issues, selectionFromRanges(issues, ranges, exclude))).toBe(
          exclude ? total - inside : inside,
        );
      }),
      { numRuns: 1500, seed: 1002 },
    );
  }, 20_000);
});
