import {
  enumerateScenarios,
  selectionContains,
  selectionFromRanges,
  type ScenarioSelection,
  type ScoredIssue,
} from '@parley/scoring';
import { describe, expect, it } from 'vitest';
import { densityScale, densitySegments } from './density';
import { buildIssueAxes } from './issue-axes';
import { ladderCase, leaseIssues } from './testing/cases';

/** Per (axis, from, to): all and selected scenario counts, by listing every scenario. */
function byEnumeration(
  issues: readonly ScoredIssue[],
  party: 'user' | 'opponent',
  selection: ScenarioSelection | null,
) {
  const counts = new Map<string, { all: number; selected: number }>();
  for (const scenario of enumerateScenarios(issues)) {
    const values = party === 'user' ? scenario.user : scenario.opponent;
    const chosen = selection === null || selectionContains(issues, selection, scenario);
    for (let i = 0; i + 1 < values.length; i++) {
      const key = `${i}:${values[i]}:${values[i + 1]}`;
      const entry = counts.get(key) ?? { all: 0, selected: 0 };
      entry.all += 1;
      if (chosen) entry.selected += 1;
      counts.set(key, entry);
    }
  }
  return Object.fromEntries([...counts].sort(([a], [b]) => a.localeCompare(b)));
}

function bySegments(
  issues: readonly ScoredIssue[],
  party: 'user' | 'opponent',
  selection: ScenarioSelection | null,
) {
  const segments = densitySegments(issues, buildIssueAxes(issues, party), selection);
  return Object.fromEntries(
    segments
      .map((s) => [`${s.axis}:${s.from}:${s.to}`, { all: s.all, selected: s.selected }] as const)
      .sort(([a], [b]) => a.localeCompare(b)),
  );
}

// The lease: Term's 12 and 24 months both give (0, 0), so their segments share a height and merge.
const lease = leaseIssues();
// Uneven points, with two options sharing the opponent's 30 on issue 2: 3 × 4 × 2 = 24 scenarios.
const uneven: ScoredIssue[] = [
  {
    id: 1,
    name: 'A',
    options: [
      [10, 70],
      [50, 40],
      [90, 10],
    ],
  },
  {
    id: 2,
    name: 'B',
    options: [
      [0, 30],
      [20, 30],
      [35, 0],
      [60, 55],
    ],
  },
  {
    id: 3,
    name: 'C',
    options: [
      [15, 5],
      [40, 45],
    ],
  },
].map((issue) => ({
  id: issue.id,
  name: issue.name,
  options: issue.options.map(([user, opponent], k) => ({
    id: issue.id * 10 + k,
    name: `${issue.name}${k}`,
    user: user as number,
    opponent: opponent as number,
  })),
}));

describe('densitySegments', () => {
  const selections: [string, readonly ScoredIssue[], ScenarioSelection | null][] = [
    ['no filter (lease)', lease, null],
    [
      'a filter (lease)',
      lease,
      selectionFromRanges(lease, [{ issueIndex: 0, party: 'user', min: 100, max: 230 }]),
    ],
    ['no filter', uneven, null],
    [
      'two filters',
      uneven,
      selectionFromRanges(uneven, [
        { issueIndex: 0, party: 'user', min: 40, max: 100 },
        { issueIndex: 1, party: 'opponent', min: 20, max: 60 },
      ]),
    ],
    [
      'two filters, excluded',
      uneven,
      selectionFromRanges(
        uneven,
        [
          { issueIndex: 0, party: 'user', min: 40, max: 100 },
          { issueIndex: 1, party: 'opponent', min: 20, max: 60 },
        ],
        true,
      ),
    ],
    [
      'a filter matching nothing',
      uneven,
      selectionFromRanges(uneven, [{ issueIndex: 2, party: 'user', min: 41, max: 99 }]),
    ],
  ];

  for (const party of ['user', 'opponent'] as const) {
    it.each(selections)(
      `counts each distinct segment as enumeration does: %s, placed by ${party}`,
      (_, issues, selection) => {
        expect(bySegments(issues, party, selection)).toEqual(byEnumeration(issues, party, selection));
      },
    );
  }

  it('merges options that share their heights into one segment', () => {
    // Lease by your points: Rent 40 / 200 to Term 0 (12 and 24 months) / 120 → 2 × 2 = 4 segments.
    const segments = densitySegments(lease, buildIssueAxes(lease, 'user'), null);
    expect(segments).toHaveLength(4);
    expect(segments.find((s) => s.from === 40 && s.to === 0)).toMatchObject({ all: 2, selected: 2 });
  });

  it('stays exact at 10^12 scenarios without listing them', () => {
    const huge = ladderCase(12, 10);
    const selection = selectionFromRanges(huge, [{ issueIndex: 0, party: 'user', min: 50, max: 100 }]);
    const segments = densitySegments(huge, buildIssueAxes(huge, 'user'), selection);
    // Between axes 0 and 1: 100 segments, each passed by 10^10 scenarios; with option 5…9 on axis 0 selected.
    const first = segments.filter((s) => s.axis === 0);
    expect(first).toHaveLength(100);
    expect(first.every((s) => s.all === 10 ** 10)).toBe(true);
    expect(first.filter((s) => s.selected === 10 ** 10)).toHaveLength(50);
    expect(densityScale(segments, true)).toBe(10 ** 10);
  });
});
