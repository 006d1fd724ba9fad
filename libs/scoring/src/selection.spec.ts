import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { issuesArb, selectionCaseArb } from '../testing/arbitraries.js';
import { selectedByEnumeration } from '../testing/brute-force.js';
import { lease } from '../testing/cases.js';
import { countMatching } from './matching.js';
import { enumerateScenarios } from './scenarios.js';
import { rangesOfSelection, selectionContains, selectionCount, selectionFromRanges } from './selection.js';
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

  it('gives back the ranges of a selection: the same scenarios for a selection made from ranges', () => {
    // Rent kept to $1800 and $1900 (your 250 and 150; their 25 and 125): your 150–250, their 25–125.
    const selection = selectionFromRanges(lease, [{ issueIndex: 0, party: 'user', min: 100, max: 250 }]);
    expect(rangesOfSelection(lease, selection)).toEqual([
      { issueIndex: 0, party: 'user', min: 150, max: 250 },
      { issueIndex: 0, party: 'opponent', min: 25, max: 125 },
    ]);
    // Nothing left out still reads as a selection (Exclude: an empty one); an issue keeping nothing, as none.
    const everything = selectionFromRanges(lease, [{ issueIndex: 1, party: 'user', min: 0, max: 999 }], true);
    expect(
      selectionCount(lease, selectionFromRanges(lease, rangesOfSelection(lease, everything), true)),
    ).toBe(0);
    const none = selectionFromRanges(lease, [{ issueIndex: 2, party: 'user', min: 999, max: 999 }]);
    expect(rangesOfSelection(lease, none)).toEqual([{ issueIndex: 2, party: 'user', min: 1, max: 0 }]);
    expect(rangesOfSelection([], { options: [] })).toEqual([]);

    const rangesCase = issuesArb().chain((issues) =>
      fc.tuple(
        fc.constant(issues),
        fc.array(
          fc.record({
            issueIndex: fc.integer({ min: 0, max: issues.length }),
            party: fc.constantFrom<PointsRange['party']>('user', 'opponent'),
            min: fc.integer({ min: 0, max: 60 }),
            max: fc.integer({ min: 0, max: 60 }),
          }),
          { maxLength: 5 },
        ),
        fc.boolean(),
      ),
    );
    fc.assert(
      fc.property(rangesCase, ([issues, ranges, exclude]) => {
        const selection = selectionFromRanges(issues, ranges, exclude);
        const again = selectionFromRanges(issues, rangesOfSelection(issues, selection), exclude);
        for (const s of enumerateScenarios(issues))
          expect(selectionContains(issues, again, s)).toBe(selectionContains(issues, selection, s));
      }),
      { numRuns: 2000, seed: 1003 },
    );
  }, 20_000);

  it('gives back the smallest box of ranges around any other box', () => {
    fc.assert(
      fc.property(selectionCaseArb(), ([issues, selection]) => {
        const box = { options: selection.options };
        const around = selectionFromRanges(issues, rangesOfSelection(issues, box));
        for (const s of enumerateScenarios(issues))
          if (selectionContains(issues, box, s)) expect(selectionContains(issues, around, s)).toBe(true);
      }),
      { numRuns: 1500, seed: 1004 },
    );
  }, 20_000);
});
