import { describe, expect, it } from 'vitest';
import { Limits } from '../limits.js';
import { AiAnswerLimits } from './answer-limits.js';
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
  it('cuts every text to the answer limits, which an issue and an option accept', () => {
    expect(AiAnswerLimits.recommendationName).toBeLessThanOrEqual(Limits.issueNameMax);
    expect(AiAnswerLimits.recommendationDescription).toBeLessThanOrEqual(Limits.issueDescriptionMax);
    expect(AiAnswerLimits.optionName).toBeLessThanOrEqual(Limits.optionNameMax);
    const sut = recommendationWithinLimits({
      name: 'n'.repeat(Limits.issueNameMax + 5),
      description: 'word '.repeat(500),
      priority: 101,
      reasoning: 'r'.repeat(3000),
      options: ['  ', 'One', 'o'.repeat(Limits.optionNameMax + 1), 'Three', 'Four', 'Five'],
    });
    // One word longer than the limit is cut inside it: 79 letters and the ellipsis.
    expect(sut.name).toBe(`${'n'.repeat(79)}…`);
    // 60 words take 60 × 5 − 1 = 299 characters, the ellipsis the 300th.
    expect(sut.description).toBe(`${Array.from({ length: 60 }, () => 'word').join(' ')}…`);
    expect(sut.priority).toBe(100);
    expect(sut.reasoning).toHaveLength(AiAnswerLimits.recommendationReasoning);
    // Blank options go; names are cut to the option limit; at most 4 remain.
    expect(sut.options).toEqual(['One', `${'o'.repeat(59)}…`, 'Three', 'Four']);
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
