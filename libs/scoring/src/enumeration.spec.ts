import { describe, expect, it } from 'vitest';
import { lease } from '../testing/cases.js';
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
