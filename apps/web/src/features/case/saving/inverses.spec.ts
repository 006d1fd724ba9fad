import { describe, expect, it } from 'vitest';
import type { IssueImportanceResponse, OptionImportanceResponse } from '@parley/contracts';
import { aLeaseDetail } from '../../../testing/fixtures';
import { buildPartyDraft } from '../party-levels';
import {
  agreementInverse,
  deletedOptionInverse,
  issueInverse,
  optionInverse,
  pointsInverse,
  pointsRequest,
  walkAwayInverse,
} from './inverses';

const detail = aLeaseDetail({ finalAgreements: [{ issueId: 21, optionId: 32 }] });
const issueRow = (
  partyId: number,
  issueId: number,
  importance: number,
  rank: number,
): IssueImportanceResponse => ({
  partyId,
  issueId,
  importance,
  rank,
  suggestedPoints: 0,
  actualPoints: null,
});
const optionRow = (
  partyId: number,
  optionId: number,
  importance: number,
  rank: number,
): OptionImportanceResponse => ({
  ...issueRow(partyId, 21, importance, rank),
  optionId,
});

describe('what puts a change back', () => {
  it('points: the value each option had, null where it had none', () => {
    expect(
      pointsInverse(detail, 11, null, [
        { issueId: 21, optionId: 31 },
        { issueId: 22, optionId: 33 },
      ]),
    ).toEqual({
      kind: 'points',
      partyId: 11,
      levels: null,
      scores: [
        { issueId: 21, optionId: 31, points: 40 },
        { issueId: 22, optionId: 33, points: null },
      ],
    });
  });

  it('an agreement: the option agreed before, or none', () => {
    expect(agreementInverse(detail, 21)).toEqual({ kind: 'agreement', issueId: 21, optionId: 32 });
    expect(agreementInverse(detail, 22)).toEqual({ kind: 'agreement', issueId: 22, optionId: null });
  });

  it('a walk-away value, an issue and an option: their fields as they were', () => {
    expect(walkAwayInverse({ ...detail.parties[0]!, reservationValue: 90, alternative: 'Stay' })).toEqual({
      kind: 'walk-away',
      partyId: 11,
      reservationValue: 90,
      alternative: 'Stay',
    });
    expect(issueInverse(detail.issues[0]!)).toEqual({
      kind: 'issue',
      issueId: 21,
      name: 'Rent',
      description: 'Monthly rent',
      priority: 80,
    });
    expect(optionInverse(detail.issues[0]!.options[1]!)).toEqual({
      kind: 'option',
      optionId: 32,
      name: 'Low',
      description: 'What we ask for',
    });
  });

  it('a deleted option: its name, both parties’ points and levels, and its agreement', () => {
    const rows = [optionRow(11, 32, 5, 1), optionRow(12, 32, 2, 2), optionRow(11, 31, 1, 2)];
    expect(deletedOptionInverse(detail, rows, 21, detail.issues[0]!.options[1]!)).toEqual({
      kind: 'restore-option',
      issueId: 21,
      optionId: 32,
      name: 'Low',
      description: 'What we ask for',
      scores: [
        { partyId: 11, points: 200 },
        { partyId: 12, points: 60 },
      ],
      levels: [
        { partyId: 11, importance: 5, rank: 1 },
        { partyId: 12, importance: 2, rank: 2 },
      ],
      agreed: true,
    });
  });

  it('sends nothing when nothing differs, and null points to remove points an option did not have', () => {
    const stored = [issueRow(11, 21, 3, 1)];
    const levels = buildPartyDraft(detail.issues, 11, stored, []);
    expect(
      pointsRequest({ kind: 'points', partyId: 11, levels, scores: [] }, detail.issues, stored, []),
    ).toBeNull();
    expect(
      pointsRequest(
        { kind: 'points', partyId: 11, levels: null, scores: [{ issueId: 22, optionId: 33, points: null }] },
        detail.issues,
        stored,
        [],
      ),
    ).toEqual({ partyId: 11, scores: [{ issueId: 22, optionId: 33, points: null }] });
  });
});
