import type { PointsRange } from '@parley/scoring';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SHOW, ROW_CAP, SHOW_CHOICES, showLimit, tableScenarios, toRows } from './table-rows';
import { idsOf, ladderCase, leaseIssues } from './testing/cases';

const lease = leaseIssues();
const rentUserAtLeast100: PointsRange = { issueIndex: 0, party: 'user', min: 100, max: 230 };

describe('table rows', () => {
  it('offers 5, 10, 25, 50 and All, 5 by default', () => {
    expect(SHOW_CHOICES).toEqual([5, 10, 25, 50, 'all']);
    expect(DEFAULT_SHOW).toBe(5);
    expect(showLimit(25)).toBe(25);
    expect(showLimit('all')).toBe(ROW_CAP);
  });

  it('lists the best scenarios by total without a selection', () => {
    // 380: Low+36 (you 320) before High+36 (you 160); 260: Low+12, Low+24 (you 200), then High+12.
    expect(idsOf(tableScenarios(lease, { ranges: [], excluded: false }, 5))).toEqual([
      '32,35',
      '31,35',
      '32,33',
      '32,34',
      '31,33',
    ]);
  });

  it('lists the selected scenarios in lexicographic order, only as many as asked', () => {
    expect(idsOf(tableScenarios(lease, { ranges: [rentUserAtLeast100], excluded: false }, 2))).toEqual([
      '32,33',
      '32,34',
    ]);
    expect(idsOf(tableScenarios(lease, { ranges: [rentUserAtLeast100], excluded: true }, 10))).toEqual([
      '31,33',
      '31,34',
      '31,35',
    ]);
  });

  it('turns scenarios into rows with per-axis points, option names and totals', () => {
    const [row] = toRows(lease, tableScenarios(lease, { ranges: [], excluded: false }, 1));
    expect(row).toMatchObject({
      key: '32-35',
      rank: 1,
      values: [200, 60, 120, 0],
      optionNames: ['Low', '36 months'],
      userTotal: 320,
      opponentTotal: 60,
      total: 380,
    });
  });

  it('takes the first rows of a huge selection quickly', () => {
    const issues = ladderCase(12, 10);
    const ranges: PointsRange[] = [{ issueIndex: 0, party: 'user', min: 50, max: 90 }];
    const started = performance.now();
    const rows = tableScenarios(issues, { ranges, excluded: false }, 50);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(rows).toHaveLength(50);
    expect(rows[0]!.user[0]).toBe(50); // option 6 of issue 1 is the first allowed
  });
});
