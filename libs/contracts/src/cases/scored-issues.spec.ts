import { describe, expect, it } from 'vitest';
import type { CaseDetailResponse } from './case.response.js';
import { scoredIssuesOf } from './scored-issues.js';

const detail: CaseDetailResponse = {
  case: {
    id: 1,
    name: 'Lease',
    goal: null,
    description: null,
    status: 'active',
    closedAt: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  },
  parties: [
    { id: 5, name: 'You', type: 'user', reservationValue: null, alternative: '' },
    { id: 6, name: 'Opponent', type: 'opponent', reservationValue: null, alternative: '' },
  ],
  issues: [
    {
      id: 10,
      name: 'Rent',
      description: null,
      priority: 50,
      isAiSuggested: false,
      options: [
        { id: 100, name: 'High', description: null },
        { id: 101, name: 'Low', description: null },
      ],
    },
  ],
  scores: [
    { partyId: 5, issueId: 10, optionId: 100, points: 40 },
    { partyId: 6, issueId: 10, optionId: 100, points: 220 },
    { partyId: 6, issueId: 10, optionId: 101, points: 60 },
  ],
  finalAgreements: [],
};

describe('scoredIssuesOf', () => {
  it('pairs each option with both parties’ points, 0 where none is set', () => {
    expect(scoredIssuesOf(detail)).toEqual([
      {
        id: 10,
        name: 'Rent',
        options: [
          { id: 100, name: 'High', user: 40, opponent: 220 },
          { id: 101, name: 'Low', user: 0, opponent: 60 },
        ],
      },
    ]);
  });

  it('counts a missing party’s points as 0', () => {
    const noOpponent = { ...detail, parties: detail.parties.slice(0, 1) };
    expect(scoredIssuesOf(noOpponent)[0]!.options.map((o) => o.opponent)).toEqual([0, 0]);
  });
});
