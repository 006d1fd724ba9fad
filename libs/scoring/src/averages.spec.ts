import { describe, expect, it } from 'vitest';
import { exactMeanTrap, lease, scoredIssue } from '../testing/cases.js';
import { averageTotals } from './averages.js';

describe('averageTotals', () => {
  it('sums the mean points of each issue', () => {
    expect(averageTotals(lease)).toEqual({
      user: 312.5, // (250 + 150 + 50) / 3 + (50 + 150) / 2 + (100 + 25) / 2 = 150 + 100 + 62.5
      opponent: 950 / 3, // (25 + 125 + 200) / 3 + (150 + 100) / 2 + (50 + 100) / 2 = 116.67 + 125 + 75
    });
  });

  it('gives the nearest double of the exact mean', () => {
    // 4/2 + 7/3 + 2/3 = 5 exactly; adding the means in floating point gives 5.000000000000001.
    const issues = exactMeanTrap;
    expect(averageTotals(issues)).toEqual({ user: 5, opponent: 0 });
  });

  it('is 0 when there is no scenario', () => {
    expect(averageTotals([])).toEqual({ user: 0, opponent: 0 });
    expect(averageTotals([...lease, scoredIssue(4, 'Pets', [])])).toEqual({ user: 0, opponent: 0 });
  });
});
