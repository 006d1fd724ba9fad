import { describe, expect, it } from 'vitest';
import { Limits } from '../limits.js';
import { clampPriority, recommendationWithinLimits } from './recommendation-limits.js';

describe('clampPriority', () => {
  it('rounds to a whole number and holds it to 0–100', () => {
    expect(clampPriority(72.5)).toBe(73);
    expect(clampPriority(-4)).toBe(0);
    expect(clampPriority(180)).toBe(100);
  });

  it('takes the slider default for a value that is not a number', () => {
    expect(clampPriority(Number.NaN)).toBe(50);
    expect(clampPriority(Number.POSITIVE_INFINITY)).toBe(50);
  });
});

describe('recommendationWithinLimits', () => {
  it('cuts name and description to the issue limits and keeps the reasoning', () => {
    const sut = recommendationWithinLimits({
      name: 'n'.repeat(Limits.issueNameMax + 5),
      description: 'd'.repeat(Limits.issueDescriptionMax + 1),
      priority: 101,
      reasoning: 'r'.repeat(3000),
      options: ['  ', 'One', 'o'.repeat(Limits.optionNameMax + 1), 'Three', 'Four', 'Five'],
    });
    expect(sut.name).toHaveLength(200);
    expect(sut.description).toHaveLength(2000);
    expect(sut.priority).toBe(100);
    expect(sut.reasoning).toHaveLength(3000);
    // Blank options go; names are cut to the option limit; at most 4 remain.
    expect(sut.options).toEqual(['One', 'o'.repeat(Limits.optionNameMax), 'Three', 'Four']);
  });

  it('leaves a recommendation within the limits as it is', () => {
    const within = {
      name: 'Signing bonus',
      description: '',
      priority: 65,
      reasoning: 'Often decisive.',
      options: ['None', '5,000'],
    };
    expect(recommendationWithinLimits(within)).toEqual(within);
  });
});
