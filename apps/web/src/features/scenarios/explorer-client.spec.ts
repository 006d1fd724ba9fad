import { selectionCount, selectionFromRanges } from '@parley/scoring';
import { describe, expect, it } from 'vitest';
import { runExplorerJob, warmUpQueries } from './explorer-client';
import { explorerView } from './explorer-model';
import { ladderCase, leaseIssues } from './testing/cases';

describe('the explorer worker warm-up', () => {
  it.each([
    ['the lease', leaseIssues()],
    ['a 12 × 10 ladder', ladderCase(12, 10)],
  ])('filters %s on real options, with and without Exclude and by both parties', (_, issues) => {
    const queries = warmUpQueries(issues);
    expect(queries.map((q) => [q.exclude, q.party])).toEqual([
      [false, 'user'],
      [true, 'user'],
      [false, 'opponent'],
    ]);
    for (const query of queries) {
      const [range] = query.ranges;
      expect(range!.min).toBeLessThanOrEqual(range!.max);
      // Each range keeps at least one option of its issue, so the filtered code paths really run.
      const inside = selectionFromRanges(issues, query.ranges, false);
      expect(selectionCount(issues, inside)).toBeGreaterThan(0);
      expect(explorerView(issues, query).active).toBe(true);
    }
    expect(runExplorerJob({ kind: 'warm', issues })).toEqual({ kind: 'warm', views: 3 });
  });
});
