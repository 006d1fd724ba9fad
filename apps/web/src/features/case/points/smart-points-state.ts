import type {
  IssueImportanceResponse,
  IssueResponse,
  OptionImportanceResponse,
  PartyResponse,
} from '@parley/contracts';
import {
  buildPartyDraft,
  moveIssue,
  moveOption,
  reconcileDraft,
  setIssueImportance,
  setOptionImportance,
  suggestionsFor,
  type PartyDraft,
} from './points-draft';

/**
 * The Smart Points tab's state as a pure reducer (kept free of React, tested on its own): the party picked, each
 * party's levels once edited, and whether "Use all suggestions" is saving. The component draws it and dispatches.
 */

export interface SmartPointsState {
  /** The party picked (the first party when it is gone: `activePartyOf`). */
  selectedPartyId: number | undefined;
  /** Each party's levels once edited; a party not edited shows its saved rows. */
  drafts: Partial<Record<number, PartyDraft>>;
  /** "Use all suggestions" is being saved. */
  usingAll: boolean;
}

/** What is stored for the case's levels: the draft of a party not edited is built from these. */
export interface StoredLevels {
  issues: readonly IssueResponse[];
  issueRows: readonly IssueImportanceResponse[];
  optionRows: readonly OptionImportanceResponse[];
}

export type LevelEdit =
  | { kind: 'move-issue'; activeId: number; overId: number }
  | { kind: 'issue-level'; issueId: number; level: number }
  | { kind: 'move-option'; issueId: number; activeId: number; overId: number }
  | { kind: 'option-level'; issueId: number; optionId: number; level: number }
  /** The levels read back from the points (the choice offered instead of "Use all suggestions"). */
  | { kind: 'replace'; draft: PartyDraft };

export type SmartPointsAction =
  | { type: 'party-picked'; partyId: number }
  | { type: 'levels-edited'; partyId: number; edit: LevelEdit; stored: StoredLevels }
  /** An undo put the stored levels back: what is on screen is the stored levels again. */
  | { type: 'undone' }
  | { type: 'using-all'; busy: boolean };

export function initialSmartPoints(parties: readonly PartyResponse[]): SmartPointsState {
  return { selectedPartyId: parties[0]?.id, drafts: {}, usingAll: false };
}

/** The party shown: the one picked while it exists, else the first. */
export function activePartyOf(
  state: SmartPointsState,
  parties: readonly PartyResponse[],
): number | undefined {
  return parties.some((party) => party.id === state.selectedPartyId) ? state.selectedPartyId : parties[0]?.id;
}

/** A party's levels on screen: its edited draft, or its stored rows, fitted to the case's issues and options. */
export function partyDraftOf(
  drafts: SmartPointsState['drafts'],
  partyId: number,
  { issues, issueRows, optionRows }: StoredLevels,
): PartyDraft {
  return reconcileDraft(drafts[partyId] ?? buildPartyDraft(issues, partyId, issueRows, optionRows), issues);
}

export function applyLevelEdit(draft: PartyDraft, edit: LevelEdit): PartyDraft {
  switch (edit.kind) {
    case 'move-issue':
      return moveIssue(draft, edit.activeId, edit.overId);
    case 'issue-level':
      return setIssueImportance(draft, edit.issueId, edit.level);
    case 'move-option':
      return moveOption(draft, edit.issueId, edit.activeId, edit.overId);
    case 'option-level':
      return setOptionImportance(draft, edit.issueId, edit.optionId, edit.level);
    case 'replace':
      return edit.draft;
  }
}

export function smartPointsReducer(state: SmartPointsState, action: SmartPointsAction): SmartPointsState {
  switch (action.type) {
    case 'party-picked':
      return state.selectedPartyId === action.partyId ? state : { ...state, selectedPartyId: action.partyId };
    case 'levels-edited': {
      const current = partyDraftOf(state.drafts, action.partyId, action.stored);
      return {
        ...state,
        drafts: { ...state.drafts, [action.partyId]: applyLevelEdit(current, action.edit) },
      };
    }
    case 'undone':
      return Object.keys(state.drafts).length === 0 ? state : { ...state, drafts: {} };
    case 'using-all':
      return state.usingAll === action.busy ? state : { ...state, usingAll: action.busy };
  }
}

/**
 * "Use all suggestions" for the levels on screen: every option's points become its suggestion; `overwritten`
 * counts the options whose points would change (the person is asked first when there are any).
 */
export function allSuggestionsPlan(draft: PartyDraft, points: ReadonlyMap<number, number>) {
  const suggestions = suggestionsFor(draft);
  const scores = draft.flatMap((item) =>
    item.options.map((option) => ({
      issueId: item.issueId,
      optionId: option.optionId,
      points: suggestions.options.get(option.optionId) ?? 0,
    })),
  );
  const overwritten = scores.filter((row) => {
    const current = points.get(row.optionId);
    return current !== undefined && current !== row.points;
  }).length;
  return { scores, overwritten };
}
