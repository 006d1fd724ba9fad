import { describe, expect, it } from 'vitest';
import { aLeaseDetail } from '../../testing/fixtures';
import { explorerMissing, explorerNotes } from './explorer-gaps';
import { leaseIssues } from './testing/cases';

describe('explorerMissing', () => {
  it('names the issue, the one thing a new case lacks (both parties exist from its creation)', () => {
    expect(explorerMissing(aLeaseDetail({ issues: [] }))).toBe(
      'Add at least one issue with its options to explore scenarios.',
    );
    expect(explorerMissing(aLeaseDetail())).toBeNull();
  });

  it('names a missing party only when it is missing', () => {
    const onlyYou = aLeaseDetail({
      parties: [{ id: 11, name: 'You', type: 'user', reservationValue: null, alternative: '' }],
    });
    expect(explorerMissing(onlyYou)).toBe('Add the opponent to explore scenarios.');
    expect(explorerMissing({ ...onlyYou, parties: [], issues: [] })).toBe(
      'Add your party, the opponent and at least one issue with its options to explore scenarios.',
    );
  });
});

describe('explorerNotes', () => {
  it('says nothing of a scored case with choices', () => {
    expect(explorerNotes(leaseIssues())).toEqual([]);
    expect(explorerNotes([])).toEqual([]);
  });

  it('says when there is a single scenario and which side has no points', () => {
    const single = leaseIssues().map((issue) => ({ ...issue, options: issue.options.slice(0, 1) }));
    // Rent High: you 40, opp 220; Term 12 months: 0, 0 → both sides scored somewhere.
    expect(explorerNotes(single)).toEqual([
      'Every issue has one option, so there is one scenario: add options to compare deals.',
    ]);
    const zero = (side: 'user' | 'opponent') =>
      leaseIssues().map((issue) => ({
        ...issue,
        options: issue.options.map((option) => ({ ...option, [side]: 0 })),
      }));
    expect(explorerNotes(zero('user'))).toEqual([
      'You have no points yet, so your options sit at 0: set points in Smart Points to place the options.',
    ]);
    expect(explorerNotes(zero('opponent'))).toEqual([
      'The opponent has no points yet, so their options sit at 0: set points in Smart Points to place the options.',
    ]);
    const neither = zero('user').map((issue) => ({
      ...issue,
      options: issue.options.map((option) => ({ ...option, opponent: 0 })),
    }));
    expect(explorerNotes(neither)).toEqual([
      'Neither side has points yet, so every option sits at 0: set points in Smart Points to place the options.',
    ]);
  });
});
