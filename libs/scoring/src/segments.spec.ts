import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { selectionCaseArb } from '../testing/arbitraries.js';
import { allScenarios, selectedByEnumeration } from '../testing/brute-force.js';
import { lease, randomCase } from '../testing/cases.js';
import { segmentCounts } from './segments.js';
import type { ScenarioSelection } from './selection.js';
import type { ScoredIssue } from './types.js';

function segmentsByEnumeration(issues: ScoredIssue[], selection: ScenarioSelection | null) {
  const selected = new Set(
    (selection === null
      ? allScenarios(issues).map((s) => s.scenario)
      : selectedByEnumeration(issues, selection)
    ).map((s) => s.optionIds.join()),
  );
  const options = issues.map((issue) => ({
    all: issue.options.map(() => 0),
    selected: issue.options.map(() => 0),
  }));
  const segments = issues.slice(0, -1).map((issue, i) => ({
    all: issue.options.map(() => issues[i + 1]!.options.map(() => 0)),
    selected: issue.options.map(() => issues[i + 1]!.options.map(() => 0)),
  }));
  for (const { scenario, indexes } of allScenarios(issues)) {
    const isSelected = selected.has(scenario.optionIds.join());
    indexes.forEach((k, i) => {
      options[i]!.all[k]!++;
      if (isSelected) options[i]!.selected[k]!++;
      if (i + 1 < indexes.length) {
        segments[i]!.all[k]![indexes[i + 1]!]!++;
        if (isSelected) segments[i]!.selected[k]![indexes[i + 1]!]!++;
      }
    });
  }
  return { options, segments };
}

describe('segmentCounts', () => {
  it('counts the scenarios through each option and each pair of neighbouring options', () => {
    // Rent $1800 or $1900 only: through Term 12 months → Deposit 1 month pass Rent's 3 options (all) and 2 (selected)
    const selection = { options: [[10, 11], null, null] };
    const counts = segmentCounts(lease, selection);
    expect(counts.options[0]).toEqual({ all: [4, 4, 4], selected: [4, 4, 0] }); // 2 × 2 each
    expect(counts.segments[1]).toEqual({
      all: [
        [3, 3],
        [3, 3],
      ],
      selected: [
        [2, 2],
        [2, 2],
      ],
    });
    // Exclude: everything minus the box — only $2000 remains, 4 scenarios, through each Term–Deposit pair once
    expect(segmentCounts(lease, { ...selection, exclude: true }).segments[1]?.selected).toEqual([
      [1, 1],
      [1, 1],
    ]);
    expect(segmentCounts(lease).segments[0]?.selected).toEqual(segmentCounts(lease).segments[0]?.all);
  });

  it('agrees with enumeration, with boxes and exclusions', () => {
    fc.assert(
      fc.property(selectionCaseArb(), fc.boolean(), ([issues, selection], none) => {
        const chosen = none ? null : selection;
        expect(segmentCounts(issues, chosen)).toEqual(segmentsByEnumeration(issues, chosen));
      }),
      { numRuns: 1000, seed: 1003 },
    );
  }, 20_000);

  it('stays exact for 10^12 scenarios', () => {
    const issues = randomCase(12, 10, 3);
    const counts = segmentCounts(issues, { options: [[issues[0]!.options[0]!.id]], exclude: true });
    expect(counts.segments[0]?.all[0]?.[0]).toBe(1e10);
    expect(counts.segments[0]?.selected[0]?.[0]).toBe(0); // option 0 of issue 0 is the excluded box
    expect(counts.segments[0]?.selected[1]?.[0]).toBe(1e10);
    expect(counts.options[5]?.selected[3]).toBe(9e10); // 10^11 through it, minus the 10^10 in the box
  });
});
