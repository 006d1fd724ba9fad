import { enumerateScenarios, scenarioCount, type PointsRange } from '@parley/scoring';
import { describe, expect, it } from 'vitest';
import {
  allowedOptionIds,
  counterText,
  excludedScenarios,
  formatCount,
  selectedMask,
  selectedScenarios,
  selectionCounts,
  take,
} from './selection';
import { idsOf, ladderCase, leaseIssues } from './testing/cases';

const lease = leaseIssues();
const rentUserAtLeast100: PointsRange = { issueIndex: 0, party: 'user', min: 100, max: 230 };
const termUserAtLeast100: PointsRange = { issueIndex: 1, party: 'user', min: 100, max: 230 };

describe('selectionCounts', () => {
  it('counts every scenario as selected when there is no filter', () => {
    expect(selectionCounts(lease, { ranges: [], excluded: false })).toEqual({
      total: 6,
      matching: 6,
      selected: 6,
      active: false,
    });
  });

  it('counts the scenarios matching all ranges together, inclusively', () => {
    // Rent U.Pts ≥ 100: only Low (200) → Low × 3 terms = 3.
    expect(selectionCounts(lease, { ranges: [rentUserAtLeast100], excluded: false }).selected).toBe(3);
    // Term U.Pts ≥ 100: only 36 months (120) → 2 rents × 1 = 2.
    expect(selectionCounts(lease, { ranges: [termUserAtLeast100], excluded: false }).selected).toBe(2);
    // Both: Low + 36 months only.
    expect(
      selectionCounts(lease, { ranges: [rentUserAtLeast100, termUserAtLeast100], excluded: false }).selected,
    ).toBe(1);
    // Inclusive ends: Rent O.Pts exactly 60 … 60 keeps Low → 3.
    const exactly60: PointsRange = { issueIndex: 0, party: 'opponent', min: 60, max: 60 };
    expect(selectionCounts(lease, { ranges: [exactly60], excluded: false }).selected).toBe(3);
  });

  it('inverts the selection on Exclude: total − matching', () => {
    // Rent U.Pts ≥ 100 matches 3 of 6 → 3 excluded; both ranges match 1 → 5.
    expect(selectionCounts(lease, { ranges: [rentUserAtLeast100], excluded: true })).toEqual({
      total: 6,
      matching: 3,
      selected: 3,
      active: true,
    });
    expect(
      selectionCounts(lease, { ranges: [rentUserAtLeast100, termUserAtLeast100], excluded: true }).selected,
    ).toBe(5);
  });

  it('formats the counter with thousands separators', () => {
    expect(counterText({ total: 1_679_616, matching: 2_304, selected: 2_304, active: true })).toBe(
      'Total: 1,679,616 · Selected: 2,304',
    );
    expect(counterText(selectionCounts(lease, { ranges: [rentUserAtLeast100], excluded: false }))).toBe(
      'Total: 6 · Selected: 3',
    );
  });

  it('counts a 12 × 10 case (10^12 scenarios) exactly without listing it', () => {
    const issues = ladderCase(12, 10); // option k: you 10k, opponent 90 − 10k
    const started = performance.now();
    // Issue 1 you 50 … 90 → options 5–9 (5 of 10); issue 4 opponent 0 … 20 → 90 − 10k ≤ 20 → k ≥ 7 (3 of 10).
    const ranges: PointsRange[] = [
      { issueIndex: 0, party: 'user', min: 50, max: 90 },
      { issueIndex: 3, party: 'opponent', min: 0, max: 20 },
    ];
    const counts = selectionCounts(issues, { ranges, excluded: false });
    const inverted = selectionCounts(issues, { ranges, excluded: true });
    const firstExcluded = take(selectedScenarios(issues, { ranges, excluded: true }), 5);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(counts.total).toBe(scenarioCount(issues));
    expect(counts.total).toBe(1e12);
    expect(counts.selected).toBe(5 * 3 * 1e10); // 1.5 × 10^11
    expect(inverted.selected).toBe(1e12 - 1.5e11);
    expect(counterText(counts)).toBe('Total: 1,000,000,000,000 · Selected: 150,000,000,000');
    // The first non-matching scenarios: all first options (issue 1 at 0 points fails its range).
    expect(firstExcluded).toHaveLength(5);
    expect(firstExcluded[0]!.user).toEqual(new Array(12).fill(0));
  });
});

describe('allowedOptionIds', () => {
  it('lists, per issue, the options passing every range on it', () => {
    expect(allowedOptionIds(lease, [rentUserAtLeast100]).map((s) => [...s])).toEqual([[32], [33, 34, 35]]);
    // A range on an issue that does not exist matches nothing.
    const unknown: PointsRange = { issueIndex: 5, party: 'user', min: 0, max: 10 };
    expect(allowedOptionIds(lease, [unknown]).map((s) => s.size)).toEqual([0, 0]);
  });
});

describe('selectedMask', () => {
  const all = [...enumerateScenarios(lease)]; // High+12, High+24, High+36, Low+12, Low+24, Low+36

  it('is null without a selection and marks the matching lines otherwise', () => {
    expect(selectedMask(lease, all, { ranges: [], excluded: false })).toBeNull();
    expect(selectedMask(lease, all, { ranges: [rentUserAtLeast100], excluded: false })).toEqual([
      false,
      false,
      false,
      true,
      true,
      true,
    ]);
    expect(selectedMask(lease, all, { ranges: [termUserAtLeast100], excluded: true })).toEqual([
      true,
      true,
      false,
      true,
      true,
      false,
    ]);
  });
});

describe('excludedScenarios', () => {
  it('lists the non-matching scenarios in lexicographic order, like filtering the whole space', () => {
    for (const ranges of [
      [rentUserAtLeast100],
      [termUserAtLeast100],
      [rentUserAtLeast100, termUserAtLeast100],
    ]) {
      const allowed = allowedOptionIds(lease, ranges);
      const expected = [...enumerateScenarios(lease)].filter(
        (s) => !s.optionIds.every((id, i) => allowed[i]!.has(id)),
      );
      expect(idsOf([...excludedScenarios(lease, ranges)])).toEqual(idsOf(expected));
    }
    // Both ranges: everything but Low + 36 months.
    expect(idsOf([...excludedScenarios(lease, [rentUserAtLeast100, termUserAtLeast100])])).toEqual([
      '31,33',
      '31,34',
      '31,35',
      '32,33',
      '32,34',
    ]);
  });

  it('is empty when every scenario matches', () => {
    const everything: PointsRange = { issueIndex: 0, party: 'user', min: 0, max: 1000 };
    expect([...excludedScenarios(lease, [everything])]).toEqual([]);
  });
});

describe('formatCount', () => {
  it('writes every number exactly as Intl.NumberFormat en-US does', () => {
    const intl = new Intl.NumberFormat('en-US');
    const edges = [
      0,
      -0,
      1,
      -1,
      9,
      10,
      99,
      100,
      999,
      1000,
      -1000,
      9999,
      10_000,
      123_456,
      1_000_000,
      1_679_616,
      150_000_000_000,
      1_000_000_000_000,
      Number.MAX_SAFE_INTEGER,
      -Number.MAX_SAFE_INTEGER,
      Number.MAX_SAFE_INTEGER + 1,
      1e21,
      1e25,
      0.5,
      -0.5,
      1234.5678,
      0.0004,
      1e-7,
      NaN,
      Infinity,
      -Infinity,
    ];
    let seed = 7;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const randoms = Array.from({ length: 2000 }, (_, i) => {
      const magnitude = 10 ** Math.floor(random() * 16);
      const value = Math.floor(random() * magnitude) * (random() < 0.2 ? -1 : 1);
      return i % 5 === 0 ? value + random() : value;
    });
    for (const value of [...edges, ...randoms])
      expect(formatCount(value), String(value)).toBe(intl.format(value));
  });
});
