import { describe, expect, it } from 'vitest';
import type { CaseDetailResponse } from '../cases/case.response.js';
import { caseFacts, describeTrade } from './case-facts.js';

describe('describeTrade', () => {
  it('states both moves and both gains with signs', () => {
    // Deposit: −30 for you, +60 for them; Term: +80 for you, −20 for them → +50 for you, +40 for them.
    const text = describeTrade({
      give: { issue: 'Deposit', option: '2 months', you: -30, them: 60 },
      get: { issue: 'Term', option: '24 months', you: 80, them: -20 },
      userGain: 50,
      opponentGain: 40,
    });
    expect(text).toBe(
      'Give ground on Deposit (−30 for you, +60 for them) and ask for Term (+80 for you, −20 for them): +50 for you, +40 for them',
    );
  });
});

describe('caseFacts', () => {
  it('never calls an agreement on a case without issues complete', () => {
    // Every one of no issues is agreed, vacuously: an agreement row left without its issue must not read as
    // a complete final agreement with nothing left on the table.
    const detail: CaseDetailResponse = {
      case: {
        id: 1,
        name: 'Empty',
        goal: null,
        description: null,
        status: 'active',
        closedAt: null,
        createdAt: '2026-03-01T09:00:00.000Z',
        updatedAt: '2026-03-01T09:00:00.000Z',
      },
      parties: [
        { id: 5, name: 'You', type: 'user', reservationValue: null, alternative: '' },
        { id: 6, name: 'Opponent', type: 'opponent', reservationValue: null, alternative: '' },
      ],
      issues: [],
      scores: [],
      finalAgreements: [{ issueId: 9, optionId: 90 }],
    };
    expect(caseFacts(detail).finalAgreement).toMatchObject({
      complete: false,
      userTotal: 0,
      opponentTotal: 0,
      improvement: null,
    });
  });
});
