import { describe, expect, it } from 'vitest';
import { categorize, categoryCounts, tacticalPriority } from './categories.js';

describe('categorize', () => {
  it('marks an issue contested when both importances exceed 150 and differ by less than 30', () => {
    expect(categorize(180, 170)).toBe('contested'); // both > 150, |10| < 30
    expect(categorize(151, 151)).toBe('contested'); // both > 150, |0| < 30
    expect(categorize(200, 171)).toBe('contested'); // |29| < 30
  });

  it('does not call it contested at exactly 150 or at a gap of exactly 30', () => {
    expect(categorize(150, 160)).toBe('win-win'); // 150 is not above 150; diff −10
    expect(categorize(200, 170)).toBe('win-win'); // |30| is not under 30, and 30 is not above 30
    expect(categorize(170, 200)).toBe('win-win'); // diff −30 is not below −30
  });

  it('gives your-advantage above a gap of 30 and opponent-advantage below −30', () => {
    expect(categorize(100, 69)).toBe('your-advantage'); // diff 31 > 30
    expect(categorize(250, 160)).toBe('your-advantage'); // both > 150 but |90| ≥ 30
    expect(categorize(69, 100)).toBe('opponent-advantage'); // diff −31 < −30
    expect(categorize(100, 100)).toBe('win-win'); // diff 0
    expect(categorize(100, 70)).toBe('win-win'); // diff 30, not above 30
  });
});

describe('tacticalPriority', () => {
  it('orders your-advantage 1, win-win 2, opponent-advantage 3, contested 4', () => {
    expect(tacticalPriority('your-advantage')).toBe(1);
    expect(tacticalPriority('win-win')).toBe(2);
    expect(tacticalPriority('opponent-advantage')).toBe(3);
    expect(tacticalPriority('contested')).toBe(4);
  });
});

describe('categoryCounts', () => {
  it('counts the issues per category, zero included', () => {
    expect(categoryCounts(['win-win', 'contested', 'win-win'])).toEqual({
      'your-advantage': 0,
      'win-win': 2,
      'opponent-advantage': 0,
      contested: 1,
    });
  });
});
