import type { CaseDetailResponse } from '@parley/contracts';
import { describe, expect, it } from 'vitest';
import { LIST_ID } from '../../../lib/api';
import { everythingOf, noticeFor, tagsForEvent } from './live-events';

const detail = {
  case: { id: 3, name: 'Lease' },
  issues: [
    { id: 10, name: 'Monthly rent', options: [{ id: 100, name: '1 800' }] },
    { id: 11, name: 'Term', options: [{ id: 110, name: '2 years' }] },
  ],
  parties: [],
  scores: [],
  finalAgreements: [],
} as unknown as CaseDetailResponse;

const ana = { id: 7, name: 'Ana' };

describe('tagsForEvent', () => {
  it('reads again the case and the ratings when points moved, and the history', () => {
    expect(tagsForEvent(3, { type: 'change', actor: ana, subject: { kind: 'points', id: 10 } })).toEqual([
      { type: 'Case', id: 3 },
      { type: 'IssueImportance', id: 3 },
      { type: 'OptionImportance', id: 3 },
      'Answers',
      { type: 'Activity', id: 3 },
    ]);
  });

  it('reads only the offers when an offer moved', () => {
    expect(tagsForEvent(3, { type: 'change', actor: ana, subject: { kind: 'offer', id: 1 } })).toEqual([
      { type: 'Offers', id: 3 },
      { type: 'Activity', id: 3 },
    ]);
  });

  it('reads the members when someone joined, left or changed role', () => {
    expect(
      tagsForEvent(3, { type: 'change', actor: ana, subject: { kind: 'member', id: 9 } }),
    ).toContainEqual({
      type: 'Members',
      id: 3,
    });
    expect(
      tagsForEvent(3, { type: 'member_removed', actor: ana, subject: { kind: 'member', id: 9 } }),
    ).toContainEqual({ type: 'Members', id: 3 });
  });

  it('reads the case, the list and the ratings on a change to the case itself or a party', () => {
    const all = [
      { type: 'Case', id: 3 },
      { type: 'Case', id: LIST_ID },
      { type: 'IssueImportance', id: 3 },
      { type: 'OptionImportance', id: 3 },
      'Answers',
      { type: 'Activity', id: 3 },
    ];
    expect(tagsForEvent(3, { type: 'change', actor: ana, subject: { kind: 'case' } })).toEqual(all);
    expect(tagsForEvent(3, { type: 'change', actor: ana, subject: { kind: 'party', id: 1 } })).toEqual(all);
  });

  it('reads the case, the list and the table when an agreement moved', () => {
    expect(tagsForEvent(3, { type: 'change', actor: ana, subject: { kind: 'agreement', id: 10 } })).toEqual([
      { type: 'Case', id: 3 },
      { type: 'Case', id: LIST_ID },
      { type: 'Table', id: 3 },
      { type: 'Activity', id: 3 },
    ]);
  });

  it("reads the table, the case and the list on the joint table's events (issue 36)", () => {
    for (const kind of ['ready', 'proposals', 'marks', 'improvement', 'counterpart', 'table']) {
      const tags = tagsForEvent(3, { type: 'change', actor: ana, subject: { kind } });
      expect(tags).toContainEqual({ type: 'Table', id: 3 });
      expect(tags).toContainEqual({ type: 'Case', id: 3 });
      expect(tags).toContainEqual({ type: 'Case', id: LIST_ID });
    }
  });

  it('reads the suggestions when one was made or answered, and the table when someone joined', () => {
    expect(tagsForEvent(3, { type: 'change', actor: ana, subject: { kind: 'suggestion', id: 4 } })).toEqual([
      { type: 'Suggestions', id: 3 },
      { type: 'Activity', id: 3 },
    ]);
    expect(
      tagsForEvent(3, { type: 'change', actor: ana, subject: { kind: 'member', id: 9 } }),
    ).toContainEqual({ type: 'Table', id: 3 });
    expect(everythingOf(3)).toEqual(
      expect.arrayContaining([
        { type: 'Table', id: 3 },
        { type: 'Suggestions', id: 3 },
      ]),
    );
  });

  it('reads the case for a kind it does not know, never nothing', () => {
    expect(
      tagsForEvent(3, { type: 'change', actor: ana, subject: { kind: 'something-new' } }),
    ).toContainEqual({
      type: 'Case',
      id: 3,
    });
  });

  it('reads everything on a resync and only who is here on presence', () => {
    expect(tagsForEvent(3, { type: 'resync', actor: null })).toEqual(everythingOf(3));
    expect(tagsForEvent(3, { type: 'presence', actor: null })).toEqual([{ type: 'Presence', id: 3 }]);
  });
});

describe('noticeFor', () => {
  it('names the person and what they changed, from the case as shown', () => {
    expect(noticeFor({ type: 'change', actor: ana, subject: { kind: 'points', id: 10 } }, detail)).toBe(
      "Ana changed Monthly rent's points",
    );
    expect(noticeFor({ type: 'change', actor: ana, subject: { kind: 'points', id: 110 } }, detail)).toBe(
      "Ana changed 2 years's points",
    );
    expect(noticeFor({ type: 'change', actor: ana, subject: { kind: 'issue', id: 11 } }, detail)).toBe(
      'Ana changed the issue Term',
    );
    expect(noticeFor({ type: 'change', actor: ana, subject: { kind: 'agreement', id: 10 } }, detail)).toBe(
      'Ana changed the agreement on Monthly rent',
    );
  });

  it('says it plainly when the thing is gone or unknown', () => {
    expect(noticeFor({ type: 'change', actor: ana, subject: { kind: 'issue', id: 99 } }, detail)).toBe(
      'Ana changed the issues',
    );
    expect(noticeFor({ type: 'change', actor: ana, subject: { kind: 'party', id: 1 } }, undefined)).toBe(
      'Ana changed a walk-away value',
    );
    expect(noticeFor({ type: 'change', actor: null, subject: { kind: 'case' } }, detail)).toBe(
      'Someone changed the case',
    );
  });

  it('says nothing for what is no one change', () => {
    expect(noticeFor({ type: 'presence', actor: ana }, detail)).toBeNull();
    expect(noticeFor({ type: 'resync', actor: null }, detail)).toBeNull();
  });

  it('says plainly that something moved at the table, never what', () => {
    expect(noticeFor({ type: 'change', actor: ana, subject: { kind: 'ready' } }, detail)).toBe(
      'Ana moved at the table',
    );
    expect(noticeFor({ type: 'change', actor: ana, subject: { kind: 'suggestion', id: 2 } }, detail)).toBe(
      'Ana suggested a change to the issues',
    );
  });

  it('says who deleted the case', () => {
    expect(noticeFor({ type: 'case_deleted', actor: ana }, detail)).toBe('Ana deleted this case');
  });
});
