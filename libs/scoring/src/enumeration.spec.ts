import { describe, expect, it } from 'vitest';
import { exactMeanTrap, lease } from '../testing/cases.js';
import { analyze } from './analyze.js';
import { analyzeByEnumeration, countMatchingByEnumeration } from './enumeration.js';

describe('analyzeByEnumeration', () => {
  it('lists its way to the same analysis', () => {
    const sut = analyzeByEnumeration(lease);
    expect(sut).toMatchObject({ scenarioCount: 12, userMax: 500, averageUser: 312.5, winWinRate: 1 / 12 });
    expect(sut.nash?.optionIds).toEqual([12, 21, 30]);
    expect(sut).toEqual(analyze(lease));
    expect(analyzeByEnumeration(lease, { top: 12 })).toEqual(analyze(lease, { top: 12 }));
  });

  it('counts a total equal to the average as win-win, as analyze does', () => {
    // The reference the fast counts are tested against: its boundary is theirs. 11 of 18, four of them exactly
    // at the user average of 5 and every one at the opponent's average of 0 (win-win.spec.ts shows the count).
    expect(analyzeByEnumeration(exactMeanTrap).winWinRate).toBe(11 / 18);
    expect(analyzeByEnumeration(exactMeanTrap)).toEqual(analyze(exactMeanTrap));
  });

  it('reports an empty space as zeros', () => {
    expect(analyzeByEnumeration([])).toEqual(analyze([]));
  });
});

describe('countMatchingByEnumeration', () => {
  it('tests every scenario against every range', () => {
    // Rent user 100..250 ($1800, $1900) → 2 × 2 × 2 = 8
    expect(countMatchingByEnumeration(lease, [{ issueIndex: 0, party: 'user', min: 100, max: 250 }])).toBe(8);
    expect(countMatchingByEnumeration(lease, [{ issueIndex: 5, party: 'user', min: 0, max: 999 }])).toBe(0);
  });
});
