import { describe, expect, it } from 'vitest';
import { aiPriorityLabel } from './ai.js';

describe('aiPriorityLabel', () => {
  it('labels 80 and above High Priority', () => {
    expect(aiPriorityLabel(100)).toBe('High Priority');
    expect(aiPriorityLabel(80)).toBe('High Priority');
  });

  it('labels 60–79 Medium-High, 40–59 Medium and below 40 Low Priority', () => {
    expect(aiPriorityLabel(79)).toBe('Medium-High');
    expect(aiPriorityLabel(60)).toBe('Medium-High');
    expect(aiPriorityLabel(59)).toBe('Medium');
    expect(aiPriorityLabel(40)).toBe('Medium');
    expect(aiPriorityLabel(39)).toBe('Low Priority');
    expect(aiPriorityLabel(0)).toBe('Low Priority');
  });
});
