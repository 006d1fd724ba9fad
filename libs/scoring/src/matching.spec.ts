import { describe, expect, it } from 'vitest';
import { lease } from '../testing/cases.js';
import { countMatching, matchingScenarios } from './matching.js';

describe('countMatching', () => {
  it('multiplies, per issue, the options inside every range on that issue', () => {
    // Rent user points in 100..250: $1800 (250), $1900 (150) → 2 × 2 × 2 = 8
    expect(countMatching(lease, [{ issueIndex: 0, party: 'user', min: 100, max: 250 }])).toBe(8);
    // … and Term opponent points in 100..100: 24 months only → 2 × 1 × 2 = 4 (both ends inclusive)
    expect(
      countMatching(lease, [
        { issueIndex: 0, party: 'user', min: 100, max: 250 },
        { issueIndex: 1, party: 'opponent', min: 100, max: 100 },
      ]),
    ).toBe(4);
  });

  it('intersects ranges on the same issue', () => {
    // Rent user 100..250 ($1800, $1900) and Rent opponent 0..100 ($1800: 25) → 1 × 2 × 2 = 4
    expect(
      countMatching(lease, [
        { issueIndex: 0, party: 'user', min: 100, max: 250 },
        { issueIndex: 0, party: 'opponent', min: 0, max: 100 },
      ]),
    ).toBe(4);
  });

  it('counts every scenario without ranges, and none for empty or impossible ranges', () => {
    expect(countMatching(lease, [])).toBe(12);
    expect(countMatching(lease, [{ issueIndex: 2, party: 'user', min: 200, max: 100 }])).toBe(0);
    expect(countMatching(lease, [{ issueIndex: 3, party: 'user', min: 0, max: 250 }])).toBe(0); // no 4th issue
    expect(countMatching([], [])).toBe(0);
  });
});

describe('matchingScenarios', () => {
  it('lists the matching scenarios in lexicographic order', () => {
    const ranges = [
      { issueIndex: 0, party: 'user' as const, min: 100, max: 250 },
      { issueIndex: 1, party: 'opponent' as const, min: 100, max: 100 },
    ];
    expect([...matchingScenarios(lease, ranges)].map((s) => s.optionIds.join(','))).toEqual([
      '10,21,30',
      '10,21,31',
      '11,21,30',
      '11,21,31',
    ]);
    expect([...matchingScenarios(lease, [{ issueIndex: 9, party: 'user', min: 0, max: 1 }])]).toEqual([]);
  });
});
