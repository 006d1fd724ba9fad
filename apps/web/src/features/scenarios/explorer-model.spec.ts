import {
  enumerateScenarios,
  selectionContains,
  selectionFromRanges,
  type PointsRange,
  type Scenario,
  type ScoredIssue,
} from '@parley/scoring';
import { describe, expect, it } from 'vitest';
import { explorerStatics, explorerView, spread, TOP_LINES, type ExplorerQuery } from './explorer-model';
import { idsOf, ladderCase, leaseIssues } from './testing/cases';

/** The matches best first by listing: joint total, then your total, then option order. */
function rankedByListing(
  issues: readonly ScoredIssue[],
  ranges: readonly PointsRange[],
  exclude: boolean,
): Scenario[] {
  const selection = ranges.length === 0 ? null : selectionFromRanges(issues, ranges, exclude);
  const chosen = [...enumerateScenarios(issues)].filter(
    (s) => selection === null || selectionContains(issues, selection, s),
  );
  const value = (s: Scenario) => s.userTotal + s.opponentTotal;
  return chosen.sort((a, b) => value(b) - value(a) || b.userTotal - a.userTotal);
}

const query = (over: Partial<ExplorerQuery>): ExplorerQuery => ({
  ranges: [],
  exclude: false,
  party: 'user',
  offset: 0,
  limit: 5,
  ...over,
});

describe('explorerView', () => {
  const issues: ScoredIssue[] = ladderCase(3, 4).map((issue, i) => ({
    ...issue,
    // Uneven points so that ties are few but present: option k gives you 10k + i and them 35 − 10k.
    options: issue.options.map((option, k) => ({
      ...option,
      user: 10 * k + i,
      opponent: 35 - 10 * k + (k === 2 ? 12 : 0),
    })),
  }));
  const ranges: PointsRange[] = [
    { issueIndex: 0, party: 'user', min: 5, max: 40 },
    { issueIndex: 2, party: 'opponent', min: 0, max: 30 },
  ];

  it.each([
    ['no filter', [], false],
    ['two filters', ranges, false],
    ['two filters, excluded', ranges, true],
  ] as const)('pages the matches best first, as listing and sorting them does: %s', (_, r, exclude) => {
    const expected = rankedByListing(issues, r, exclude);
    const pages: string[] = [];
    for (let offset = 0; offset < expected.length; offset += 7) {
      const view = explorerView(issues, query({ ranges: r, exclude, offset, limit: 7 }));
      expect(view.selected).toBe(expected.length);
      expect(view.offset).toBe(offset);
      pages.push(...idsOf(view.page));
    }
    expect(pages).toEqual(idsOf(expected));
    const view = explorerView(issues, query({ ranges: r, exclude }));
    expect(idsOf(view.top)).toEqual(idsOf(expected.slice(0, TOP_LINES)));
    expect(view.active).toBe(r.length > 0);
  });

  it('counts exactly at 10^12 and pages deep without a cap', () => {
    const huge = ladderCase(12, 10);
    const view = explorerView(
      huge,
      query({ ranges: [{ issueIndex: 0, party: 'user', min: 50, max: 100 }], offset: 10_050, limit: 50 }),
    );
    expect(view.total).toBe(10 ** 12);
    expect(view.selected).toBe(5 * 10 ** 11);
    expect(view.page).toHaveLength(50);
    // Every scenario of the ladder sums to 90 per issue: all tie on joint total, so rank order is your total.
    expect(view.page[0]!.userTotal).toBeGreaterThanOrEqual(view.page[49]!.userTotal);
  });

  it('lists the lease best first when filtered, not in option order', () => {
    const lease = leaseIssues();
    // Term U.Pts ≥ 100 keeps 36 months: Low + 36 (380, you 320) before High + 36 (380, you 160).
    const view = explorerView(
      lease,
      query({ ranges: [{ issueIndex: 1, party: 'user', min: 100, max: 230 }] }),
    );
    expect(idsOf(view.page)).toEqual(['32,35', '31,35']);
  });
});

describe('explorerStatics and spread', () => {
  it('keeps both ends and spreads the picks evenly', () => {
    expect(spread([1, 2, 3, 4, 5, 6, 7, 8, 9], 3)).toEqual([1, 5, 9]);
    expect(spread([1, 2], 5)).toEqual([1, 2]);
  });

  it('gives the frontier, the Nash point and the totals range', () => {
    const statics = explorerStatics(leaseIssues());
    // Totals: you 40 … 320, opponent 60 … 220; frontier Low + 36 (320, 60) and High + 36 (160, 220).
    expect(statics).toMatchObject({ userMin: 40, userMax: 320, opponentMin: 60, opponentMax: 220 });
    expect(idsOf(statics.pareto).sort()).toEqual(['31,35', '32,35']);
    expect(statics.nash).not.toBeNull();
  });
});
