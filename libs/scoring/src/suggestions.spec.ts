import { describe, expect, it } from 'vitest';
import { suggestPartyPoints } from './suggestions.js';

const unrated = [
  { id: 10, options: [{ id: 100 }, { id: 101 }] },
  { id: 20, options: [{ id: 200 }] },
];

describe('suggestPartyPoints', () => {
  it('rates what the party has not rated at importance 1, ranked where it stands', () => {
    const sut = suggestPartyPoints(unrated);
    expect(sut.issues).toEqual([
      // Issue rank 1 (its best option: preference 5, rank 1): 0.35·20 + 0.35·100 + 0.2·100 + 0.1·100 = 72
      // → round(25 + 0.72·225) = 187.
      { issueId: 10, importance: 1, rank: 1, suggestedPoints: 187 },
      // Issue rank 2: 0.35·20 + 0.35·80 + 20 + 10 = 65 → round(171.25) = 171.
      { issueId: 20, importance: 1, rank: 2, suggestedPoints: 171 },
    ]);
    expect(sut.options).toEqual([
      // 0.35·20 + 0.35·100 + 0.2·20 + 0.1·100 = 56 → 25 + 0.56·225 = 151.
      { issueId: 10, optionId: 100, importance: 1, rank: 1, suggestedPoints: 151 },
      // Option rank 2: 0.1·80 instead of 0.1·100 → 54 → round(146.5) = 147.
      { issueId: 10, optionId: 101, importance: 1, rank: 2, suggestedPoints: 147 },
      // Issue rank 2: 0.35·20 + 0.35·80 + 4 + 10 = 49 → round(135.25) = 135.
      { issueId: 20, optionId: 200, importance: 1, rank: 1, suggestedPoints: 135 },
    ]);
  });

  it('uses the ratings given, and an issue’s rating moves its options’ suggestions', () => {
    const sut = suggestPartyPoints([
      { id: 20, importance: 4, rank: 3, options: [{ id: 200, importance: 2, rank: 2 }] },
    ]);
    // Issue: 0.35·80 + 0.35·60 + 0.2·100 + 0.1·100 = 79 → round(202.75) = 203.
    expect(sut.issues.map((issue) => issue.suggestedPoints)).toEqual([203]);
    // Option: 0.35·80 + 0.35·60 + 0.2·40 + 0.1·80 = 65 → round(171.25) = 171.
    expect(sut.options.map((option) => [option.importance, option.rank, option.suggestedPoints])).toEqual([
      [2, 2, 171],
    ]);
  });

  it('takes a missing rank from the position even when the importance is set', () => {
    const sut = suggestPartyPoints([
      { id: 1, options: [] },
      { id: 2, importance: 3, options: [] },
    ]);
    // Rank 2, importance 3: 0.35·60 + 0.35·80 + 20 + 10 = 79 → round(202.75) = 203.
    expect(sut.issues[1]).toEqual({ issueId: 2, importance: 3, rank: 2, suggestedPoints: 203 });
  });

  it('suggests nothing for a case without issues', () => {
    expect(suggestPartyPoints([])).toEqual({ issues: [], options: [] });
  });
});
