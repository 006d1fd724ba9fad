import { describe, expect, it } from 'vitest';
import type { IssueImportanceResponse } from '@parley/contracts';
import { aLeaseDetail } from '../../../testing/fixtures';
import { pointsRequest } from '../saving/inverses';
import { buildPartyDraft, moveIssue, setIssueImportance } from './points-draft';

/** Smart Points' edits of levels, put back through the saving room (moved here from saving/inverses.spec.ts). */

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

describe('what puts a change back', () => {
  it('replays levels as the rows that differ from what is stored now, and skips options that are gone', () => {
    const storedBefore = [issueRow(11, 21, 3, 1), issueRow(11, 22, 2, 2)];
    const before = buildPartyDraft(detail.issues, 11, storedBefore, []);
    // Since then Term moved first at level 5 and was saved.
    const storedNow = [issueRow(11, 22, 5, 1), issueRow(11, 21, 3, 2)];
    expect(setIssueImportance(moveIssue(before, 22, 21), 22, 5)).toEqual(
      buildPartyDraft(detail.issues, 11, storedNow, []),
    );
    const request = pointsRequest(
      { kind: 'points', partyId: 11, levels: before, scores: [{ issueId: 21, optionId: 99, points: 5 }] },
      detail.issues,
      storedNow,
      [],
    );
    expect(request).toEqual({
      partyId: 11,
      issueImportance: [
        { issueId: 21, importance: 3, rank: 1 },
        { issueId: 22, importance: 2, rank: 2 },
      ],
    });
  });
});
