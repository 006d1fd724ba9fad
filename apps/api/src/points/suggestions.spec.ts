import { describe, expect, it } from 'vitest';
import { suggestForParty } from './suggestions.js';

const issues = [
  { id: 10, options: [{ id: 100 }, { id: 101 }] },
  { id: 20, options: [{ id: 200 }] },
];

describe('suggestForParty', () => {
  it('reads only the level of a saved row, whatever else the row holds', () => {
    // The default for what nobody has rated is specified beside suggestPartyPoints in @parley/scoring.
    const row = { id: 7, partyId: 3, issueId: 10, importance: 2, rank: 2, suggestedPoints: 25 };
    const result = suggestForParty(issues, new Map([[10, row]]), new Map());
    // Weight 40 − 10 + 80/10 = 38, best option (value 100): 25 + 0.38 × 225 = 110.5 → 111.
    expect(result.issues[0]).toEqual({ issueId: 10, importance: 2, rank: 2, suggestedPoints: 111 });
    // Issue 20 is unrated: importance 1, after the ranked issue 10 (rank 2): weight 18 → 65.5 → 66.
    expect(result.issues[1]).toEqual({ issueId: 20, importance: 1, rank: 2, suggestedPoints: 66 });
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
