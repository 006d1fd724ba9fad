import { describe, expect, it } from 'vitest';
import { suggestForParty } from './suggestions.js';

const issues = [
  { id: 10, options: [{ id: 100 }, { id: 101 }] },
  { id: 20, options: [{ id: 200 }] },
];

describe('suggestForParty', () => {
  it('rates what nobody has rated at importance 1, ranked in the order it was added', () => {
    const result = suggestForParty(issues, new Map(), new Map());
    expect(result.issues).toEqual([
      // Issue rank 1: 0.35·20 + 0.35·100 + 0.2·100 + 0.1·100 = 72 → round(25 + 0.72·225) = 187.
      { issueId: 10, importance: 1, rank: 1, suggestedPoints: 187 },
      // Issue rank 2: 0.35·20 + 0.35·80 + 30 = 65 → round(171.25) = 171.
      { issueId: 20, importance: 1, rank: 2, suggestedPoints: 171 },
    ]);
    expect(result.options).toEqual([
      // 0.35·20 + 0.35·100 + 0.2·20 + 0.1·100 = 56 → 151.
      { issueId: 10, optionId: 100, importance: 1, rank: 1, suggestedPoints: 151 },
      // Option rank 2: 0.1·80 instead of 0.1·100 → 54 → round(146.5) = 147.
      { issueId: 10, optionId: 101, importance: 1, rank: 2, suggestedPoints: 147 },
      // Issue rank 2: 0.35·20 + 0.35·80 + 4 + 10 = 49 → round(135.25) = 135.
      { issueId: 20, optionId: 200, importance: 1, rank: 1, suggestedPoints: 135 },
    ]);
  });

  it('uses the saved levels, and an issue’s level moves its options’ suggestions', () => {
    const result = suggestForParty(
      issues,
      new Map([[20, { importance: 5, rank: 1 }]]),
      new Map([[200, { importance: 5, rank: 1 }]]),
    );
    expect(result.issues[1]).toEqual({ issueId: 20, importance: 5, rank: 1, suggestedPoints: 250 });
    expect(result.options[2]).toEqual({
      issueId: 20,
      optionId: 200,
      importance: 5,
      rank: 1,
      suggestedPoints: 250,
    });
  });

  it('suggests nothing for a case without issues', () => {
    expect(suggestForParty([], new Map(), new Map())).toEqual({ issues: [], options: [] });
  });
});
