import type { PartyDraft } from '../party-levels';

/**
 * The case screen's undo (issue 21, point 2), kept free of React: each change that was saved pushes what puts it
 * back (its inverse, read from the cached data before the change), and Undo replays the newest inverse through
 * the same API calls. The stack lives as long as one visit of the case screen.
 */

/** How many changes a visit can take back; the oldest is forgotten beyond it. */
export const UNDO_LIMIT = 30;

/** Where a change was made: each place shows its own saving status beside it. */
export type SaveArea = 'issues' | 'points' | 'walk-away' | 'agreement';

/** One option's points as they were: null when it had none. */
export interface PointsBack {
  issueId: number;
  optionId: number;
  points: number | null;
}

/** One party's level of an option as it was, to give a re-created option back. */
export interface OptionLevelBack {
  partyId: number;
  importance: number;
  rank: number;
}

/** What puts a saved change back. */
export type Inverse =
  /** A party's levels (the whole order as it was, or null to leave them) and some options' points. */
  | { kind: 'points'; partyId: number; levels: PartyDraft | null; scores: PointsBack[] }
  /** The option agreed on an issue, or null for "not agreed yet". */
  | { kind: 'agreement'; issueId: number; optionId: number | null }
  | { kind: 'walk-away'; partyId: number; reservationValue: number | null; alternative: string }
  | { kind: 'issue'; issueId: number; name: string; description: string | null; priority: number }
  | { kind: 'option'; optionId: number; name: string; description: string | null }
  /** An issue that was added: removed again. */
  | { kind: 'remove-issue'; issueId: number }
  /** An option that was added: removed again. */
  | { kind: 'remove-option'; optionId: number }
  /** An option that was deleted: added again with its name, both parties' points and levels, and agreement. */
  | {
      kind: 'restore-option';
      issueId: number;
      optionId: number;
      name: string;
      description: string | null;
      scores: Array<{ partyId: number; points: number }>;
      levels: OptionLevelBack[];
      agreed: boolean;
    };

export interface UndoEntry {
  /** What the change was, in words: "Undo" names it ("Undo points for Rent: High"). */
  label: string;
  area: SaveArea;
  inverse: Inverse;
  /**
   * The case version the change was stored at (issue 35): the undo is sent against it, so that the API refuses
   * it when someone else changed the same thing since. Absent: sent against the version last read.
   */
  version?: number;
}

export interface UndoState {
  /** Oldest first; the last is undone first. */
  entries: UndoEntry[];
}

export const EMPTY_UNDO: UndoState = { entries: [] };

export type UndoAction =
  | { type: 'push'; entry: UndoEntry }
  /** The newest entry was undone. */
  | { type: 'pop' }
  /** These issues and options are gone: a change to them can no longer be taken back. */
  | { type: 'forget'; issueIds: readonly number[]; optionIds: readonly number[] }
  /** An option was added again under a new id: older changes to it now name the new id. */
  | { type: 'alias'; from: number; to: number }
  /** The newest entry is to be sent against another version (undefined: the one last read), after a conflict. */
  | { type: 'rebase'; version: number | undefined }
  | { type: 'clear' };

export function undoReducer(state: UndoState, action: UndoAction): UndoState {
  switch (action.type) {
    case 'push': {
      const entries = [...state.entries, action.entry];
      return { entries: entries.length > UNDO_LIMIT ? entries.slice(entries.length - UNDO_LIMIT) : entries };
    }
    case 'pop':
      return state.entries.length === 0 ? state : { entries: state.entries.slice(0, -1) };
    case 'forget': {
      const issues = new Set(action.issueIds);
      const options = new Set(action.optionIds);
      return {
        entries: state.entries.flatMap((entry) => {
          const inverse = withoutGone(entry.inverse, issues, options);
          return inverse ? [{ ...entry, inverse }] : [];
        }),
      };
    }
    case 'alias':
      return {
        entries: state.entries.map((entry) => ({
          ...entry,
          inverse: renamedOption(entry.inverse, action.from, action.to),
        })),
      };
    case 'rebase': {
      const top = state.entries.at(-1);
      if (!top) return state;
      const { version: _stale, ...rest } = top;
      const entry: UndoEntry = action.version === undefined ? rest : { ...rest, version: action.version };
      return { entries: [...state.entries.slice(0, -1), entry] };
    }
    case 'clear':
      return EMPTY_UNDO;
  }
}

/** The inverse without what names a removed issue or option; null when nothing of it is left to put back. */
function withoutGone(inverse: Inverse, issues: Set<number>, options: Set<number>): Inverse | null {
  switch (inverse.kind) {
    case 'points': {
      const scores = inverse.scores.filter((s) => !issues.has(s.issueId) && !options.has(s.optionId));
      // The levels are the party's whole order: what is gone drops out when they are put back.
      if (scores.length === 0 && inverse.levels === null) return null;
      return { ...inverse, scores };
    }
    case 'agreement':
      if (issues.has(inverse.issueId)) return null;
      return inverse.optionId !== null && options.has(inverse.optionId)
        ? { ...inverse, optionId: null }
        : inverse;
    case 'walk-away':
      return inverse;
    case 'issue':
    case 'remove-issue':
      return issues.has(inverse.issueId) ? null : inverse;
    case 'option':
    case 'remove-option':
      return options.has(inverse.optionId) ? null : inverse;
    case 'restore-option':
      return issues.has(inverse.issueId) ? null : inverse;
  }
}

function renamedOption(inverse: Inverse, from: number, to: number): Inverse {
  const rename = (id: number) => (id === from ? to : id);
  switch (inverse.kind) {
    case 'points':
      return {
        ...inverse,
        scores: inverse.scores.map((s) => ({ ...s, optionId: rename(s.optionId) })),
        levels:
          inverse.levels?.map((issue) => ({
            ...issue,
            options: issue.options.map((o) => ({ ...o, optionId: rename(o.optionId) })),
          })) ?? null,
      };
    case 'agreement':
      return inverse.optionId === null ? inverse : { ...inverse, optionId: rename(inverse.optionId) };
    case 'option':
    case 'remove-option':
    case 'restore-option':
      return { ...inverse, optionId: rename(inverse.optionId) };
    default:
      return inverse;
  }
}

/** The newest entry, the one Undo takes back. */
export function nextUndo(state: UndoState): UndoEntry | undefined {
  return state.entries.at(-1);
}
