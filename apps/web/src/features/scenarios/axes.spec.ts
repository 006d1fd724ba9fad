import { describe, expect, it } from 'vitest';
import { axisLabel, buildAxes, scenarioAxisValues } from './axes';
import { leaseIssues } from './testing/cases';
import { topScenarios } from '@parley/scoring';

describe('buildAxes', () => {
  it('gives two axes per issue, user first, all from 0 to the highest points + 10', () => {
    const { axes, max } = buildAxes(leaseIssues());
    expect(axes.map((a) => a.label)).toEqual(['Rent U.Pts', 'Rent O.Pts', 'Term U.Pts', 'Term O.Pts']);
    expect(axes.map((a) => [a.issueIndex, a.party])).toEqual([
      [0, 'user'],
      [0, 'opponent'],
      [1, 'user'],
      [1, 'opponent'],
    ]);
    // Highest points anywhere: the opponent's 220 for High rent → 220 + 10.
    expect(max).toBe(230);
    expect(axes[1]?.description).toBe('Rent: their points');
    expect(axes.map((a) => a.name)).toEqual(['Rent U.Pts', 'Rent O.Pts', 'Term U.Pts', 'Term O.Pts']);
  });

  it('is 0 … 10 when nothing is scored', () => {
    const issues = leaseIssues().map((issue) => ({
      ...issue,
      options: issue.options.map((o) => ({ ...o, user: 0, opponent: 0 })),
    }));
    expect(buildAxes(issues).max).toBe(10);
    expect(buildAxes([])).toEqual({ axes: [], max: 10 });
  });
});

describe('axis names', () => {
  it('add the issue name when two axes share a label', () => {
    const issues = [
      { id: 1, name: 'Salary 2025', options: [] },
      { id: 2, name: 'Salary 2026', options: [] },
      { id: 3, name: 'Bonus', options: [] },
    ];
    const { axes } = buildAxes(issues);
    expect(axes.map((a) => a.label)).toEqual([
      'Salary U.Pts',
      'Salary O.Pts',
      'Salary U.Pts',
      'Salary O.Pts',
      'Bonus U.Pts',
      'Bonus O.Pts',
    ]);
    expect(axes.map((a) => a.name)).toEqual([
      'Salary U.Pts (Salary 2025)',
      'Salary O.Pts (Salary 2025)',
      'Salary U.Pts (Salary 2026)',
      'Salary O.Pts (Salary 2026)',
      'Bonus U.Pts',
      'Bonus O.Pts',
    ]);
  });
});

describe('axisLabel', () => {
  it('keeps the first 6 characters of the issue name', () => {
    expect(axisLabel('Monthly rent', 'user')).toBe('Monthl U.Pts');
    expect(axisLabel('Monthly rent', 'opponent')).toBe('Monthl O.Pts');
    expect(axisLabel('Pay', 'user')).toBe('Pay U.Pts');
    expect(axisLabel('Issue 12', 'user')).toBe('Issue U.Pts'); // the cut's trailing space goes
    // Code points, not UTF-16 units: the emoji stays whole.
    expect(axisLabel('🏠🏠🏠 house', 'user')).toBe('🏠🏠🏠 ho U.Pts');
  });
});

describe('scenarioAxisValues', () => {
  it('interleaves your and the opponent’s points per issue', () => {
    // Best scenario: Low + 36 months → Rent (200, 60), Term (120, 0).
    const [best] = topScenarios(leaseIssues(), 1);
    expect(scenarioAxisValues(best!)).toEqual([200, 60, 120, 0]);
  });
});
