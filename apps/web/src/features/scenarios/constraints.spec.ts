import { describe, expect, it } from 'vitest';
import { buildAxes } from './axes';
import { filterCountLabel, rangeOn, withBound, withoutRange, withRange } from './constraints';
import { leaseIssues } from './testing/cases';

const { axes, max } = buildAxes(leaseIssues()); // max 230
const rentUser = axes[0]!;

describe('constraints', () => {
  it('keeps one range per axis, in axis order', () => {
    let c = withRange([], { issueIndex: 1, party: 'user', min: 100, max: 230 });
    c = withRange(c, { issueIndex: 0, party: 'opponent', min: 0, max: 100 });
    c = withRange(c, { issueIndex: 0, party: 'user', min: 100, max: 230 });
    expect(c.map((r) => `${r.issueIndex}:${r.party}`)).toEqual(['0:user', '0:opponent', '1:user']);
    // Brushing the same axis again replaces its range.
    c = withRange(c, { issueIndex: 0, party: 'user', min: 10, max: 50 });
    expect(c).toHaveLength(3);
    expect(rangeOn(c, 0, 'user')).toEqual({ issueIndex: 0, party: 'user', min: 10, max: 50 });
    expect(withoutRange(c, 0, 'user').map((r) => `${r.issueIndex}:${r.party}`)).toEqual([
      '0:opponent',
      '1:user',
    ]);
  });

  it('edits one end from the filter panel, filling the other with the axis end', () => {
    const c = withBound([], rentUser, max, 'min', 100);
    expect(c).toEqual([{ issueIndex: 0, party: 'user', min: 100, max: 230 }]);
    expect(withBound(c, rentUser, max, 'max', 150)).toEqual([
      { issueIndex: 0, party: 'user', min: 100, max: 150 },
    ]);
    expect(withBound([], rentUser, max, 'max', 50)).toEqual([
      { issueIndex: 0, party: 'user', min: 0, max: 50 },
    ]);
  });

  it('removes the range once both ends are cleared', () => {
    const open = withBound([], rentUser, max, 'min', 100); // 100 … 230
    expect(withBound(open, rentUser, max, 'min', null)).toEqual([]);
    // The other end is still set: clearing opens this end only.
    const closed = [{ issueIndex: 0, party: 'user' as const, min: 100, max: 150 }];
    expect(withBound(closed, rentUser, max, 'min', null)).toEqual([
      { issueIndex: 0, party: 'user', min: 0, max: 150 },
    ]);
    expect(withBound([], rentUser, max, 'max', null)).toEqual([]);
  });

  it('labels the filter count', () => {
    expect(filterCountLabel(0)).toBe('0 Filters');
    expect(filterCountLabel(1)).toBe('1 Filter');
    expect(filterCountLabel(2)).toBe('2 Filters');
  });
});
