import { describe, expect, it } from 'vitest';
import { aLeaseDetail } from '../../../testing/fixtures';
import { buildPartyDraft } from './points-draft';
import {
  activePartyOf,
  initialSmartPoints,
  partyDraftOf,
  smartPointsReducer,
  allSuggestionsPlan,
  type StoredLevels,
} from './smart-points-state';

const detail = aLeaseDetail();
const stored: StoredLevels = {
  issues: detail.issues,
  issueRows: [
    { partyId: 11, issueId: 22, importance: 4, rank: 1, suggestedPoints: 0, actualPoints: null },
    { partyId: 11, issueId: 21, importance: 2, rank: 2, suggestedPoints: 0, actualPoints: null },
  ],
  optionRows: [],
};
const start = initialSmartPoints(detail.parties);

describe('the Smart Points state', () => {
  it('shows the first party until another is picked, and the first again when the picked one is gone', () => {
    expect(activePartyOf(start, detail.parties)).toBe(11);
    const picked = smartPointsReducer(start, { type: 'party-picked', partyId: 12 });
    expect(activePartyOf(picked, detail.parties)).toBe(12);
    expect(activePartyOf(picked, detail.parties.slice(0, 1))).toBe(11);
    expect(smartPointsReducer(picked, { type: 'party-picked', partyId: 12 })).toBe(picked);
  });

  it('shows the stored levels of a party not edited, and an edit starts from them', () => {
    expect(partyDraftOf(start.drafts, 11, stored)).toEqual(
      buildPartyDraft(detail.issues, 11, stored.issueRows, []),
    );
    const moved = smartPointsReducer(start, {
      type: 'levels-edited',
      partyId: 11,
      edit: { kind: 'move-issue', activeId: 21, overId: 22 },
      stored,
    });
    expect(partyDraftOf(moved.drafts, 11, stored).map((item) => [item.issueId, item.importance])).toEqual([
      [21, 2],
      [22, 4],
    ]);
    // The other party still shows its stored rows (none: the default level, in the order added).
    expect(moved.drafts[12]).toBeUndefined();
  });

  it('builds each edit on the one before, not on the stored rows, and an undo drops every edit', () => {
    let state = smartPointsReducer(start, {
      type: 'levels-edited',
      partyId: 11,
      edit: { kind: 'issue-level', issueId: 21, level: 5 },
      stored,
    });
    state = smartPointsReducer(state, {
      type: 'levels-edited',
      partyId: 11,
      edit: { kind: 'option-level', issueId: 22, optionId: 35, level: 3 },
      stored,
    });
    const draft = partyDraftOf(state.drafts, 11, stored);
    expect(draft.find((item) => item.issueId === 21)?.importance).toBe(5);
    expect(draft.find((item) => item.issueId === 22)?.options[0]).toEqual({ optionId: 35, importance: 3 });
    const undone = smartPointsReducer(state, { type: 'undone' });
    expect(undone.drafts).toEqual({});
    expect(smartPointsReducer(undone, { type: 'undone' })).toBe(undone);
  });

  it('fits an edited draft to issues removed since, and marks "Use all suggestions" while it saves', () => {
    const state = smartPointsReducer(start, {
      type: 'levels-edited',
      partyId: 11,
      edit: { kind: 'move-option', issueId: 22, activeId: 35, overId: 33 },
      stored,
    });
    const withoutTerm = { ...stored, issues: detail.issues.filter((issue) => issue.id !== 22) };
    expect(partyDraftOf(state.drafts, 11, withoutTerm).map((item) => item.issueId)).toEqual([21]);
    const busy = smartPointsReducer(state, { type: 'using-all', busy: true });
    expect(busy.usingAll).toBe(true);
    expect(smartPointsReducer(busy, { type: 'using-all', busy: false }).usingAll).toBe(false);
  });

  it('"Use all suggestions" counts only the typed points it would change', () => {
    const draft = partyDraftOf({}, 11, stored);
    const { scores } = allSuggestionsPlan(draft, new Map());
    expect(scores).toHaveLength(5);
    const same = new Map(scores.map((row) => [row.optionId, row.points]));
    expect(allSuggestionsPlan(draft, same).overwritten).toBe(0);
    same.set(scores[0]!.optionId, scores[0]!.points + 1);
    expect(allSuggestionsPlan(draft, same).overwritten).toBe(1);
  });
});
