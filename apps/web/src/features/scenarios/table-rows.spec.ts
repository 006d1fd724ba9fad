import { selectedBestFirst } from '@parley/scoring';
import { describe, expect, it } from 'vitest';
import { ALL_PAGE_SIZE, DEFAULT_SHOW, SHOW_CHOICES, tableWindow, toRows } from './table-rows';
import { leaseIssues } from './testing/cases';

const lease = leaseIssues();

describe('table rows', () => {
  it('offers 5, 10, 25, 50 and All, 5 by default; All is paged', () => {
    expect(SHOW_CHOICES).toEqual([5, 10, 25, 50, 'all']);
    expect(DEFAULT_SHOW).toBe(5);
    expect(tableWindow(25, 3)).toEqual({ offset: 0, limit: 25 });
    expect(tableWindow('all', 1)).toEqual({ offset: 0, limit: ALL_PAGE_SIZE });
    expect(tableWindow('all', 3)).toEqual({ offset: 2 * ALL_PAGE_SIZE, limit: ALL_PAGE_SIZE });
  });

  it('turns scenarios into rows with per-axis points, option names, totals and ranks from the offset', () => {
    const [best] = selectedBestFirst(lease, { options: [] });
    const [row] = toRows(lease, [best!], 100);
    expect(row).toMatchObject({
      key: '32-35',
      rank: 101,
      values: [200, 60, 120, 0],
      optionNames: ['Low', '36 months'],
      userTotal: 320,
      opponentTotal: 60,
      total: 380,
    });
  });
});
