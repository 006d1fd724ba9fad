import {
  Limits,
  Messages,
  type IssueImportanceResponse,
  type IssueResponse,
  type OptionImportanceResponse,
  type SaveIssueImportanceRequest,
  type SaveOptionImportanceRequest,
  type ScoreResponse,
} from '@parley/contracts';
import {
  DEFAULT_IMPORTANCE,
  levelsFromPoints,
  rankConflicts,
  rankOrder,
  suggestIssuePoints,
  suggestPartyPoints,
  type RatedIssue,
} from '@parley/scoring';
import type { PartyDraft } from '../party-levels';

/**
 * The Smart Points tab's arithmetic, kept free of React: one party's on-screen levels (the draft), the
 * orders, the suggestions computed from them, which rows differ from what is saved, and manual points.
 */

export interface Level {
  value: number;
  label: string;
}

/** Issue importance levels, 1 to 5 (docs/product.md, Points). */
export const IMPORTANCE_LEVELS: Level[] = [
  { value: 1, label: 'Less Important' },
  { value: 2, label: 'Somewhat Important' },
  { value: 3, label: 'Important' },
  { value: 4, label: 'Very Important' },
  { value: 5, label: 'Extremely Important' },
];

/** Option preference levels, 1 to 5 (docs/product.md, Points). */
export const PREFERENCE_LEVELS: Level[] = [
  { value: 1, label: 'Least Preferred' },
  { value: 2, label: 'Somewhat Preferred' },
  { value: 3, label: 'Preferred' },
  { value: 4, label: 'Highly Preferred' },
  { value: 5, label: 'Most Preferred' },
];

/** The level of an issue or option that has no saved row. */
export const DEFAULT_LEVEL = DEFAULT_IMPORTANCE;

export {
  buildPartyDraft,
  changedRows,
  reconcileDraft,
  type ChangedRows,
  type IssueDraft,
  type OptionDraft,
  type PartyDraft,
} from '../party-levels';

/** Moves the item `activeId` to where `overId` is (dnd-kit's drop); unknown ids leave the list as it is. */
export function moveItem<T>(
  items: readonly T[],
  idOf: (item: T) => number,
  activeId: number,
  overId: number,
): T[] {
  const from = items.findIndex((item) => idOf(item) === activeId);
  const to = items.findIndex((item) => idOf(item) === overId);
  if (from < 0 || to < 0 || from === to) return [...items];
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved!);
  return next;
}

export function moveIssue(draft: PartyDraft, activeId: number, overId: number): PartyDraft {
  return moveItem(draft, (item) => item.issueId, activeId, overId);
}

export function moveOption(draft: PartyDraft, issueId: number, activeId: number, overId: number): PartyDraft {
  return draft.map((item) =>
    item.issueId === issueId
      ? { ...item, options: moveItem(item.options, (option) => option.optionId, activeId, overId) }
      : item,
  );
}

/** A level held to 1–5 and made whole. */
function level(value: number): number {
  const whole = Number.isFinite(value) ? Math.round(value) : DEFAULT_LEVEL;
  return Math.min(Limits.importanceMax, Math.max(Limits.importanceMin, whole));
}

/** The group in the order its levels give, highest first, ties where they stand (`rankOrder` without ranks). */
function byLevels<T extends { importance: number }>(items: readonly T[]): T[] {
  return rankOrder(items.map((item) => ({ importance: item.importance }))).map((index) => items[index]!);
}

/**
 * Sets one item's level in a group. While the group's order follows its levels (nobody dragged an item above
 * a higher-rated one), the order keeps following them: the item moves to its level's place. A group whose
 * order a drag set against the levels keeps that order, and the conflict is shown.
 */
function setLevel<T extends { importance: number }>(
  items: readonly T[],
  isItem: (item: T) => boolean,
  value: number,
) {
  const next = items.map((item) => (isItem(item) ? { ...item, importance: level(value) } : item));
  const followedLevels = byLevels(items).every((item, index) => item === items[index]);
  return followedLevels ? byLevels(next) : next;
}

export function setIssueImportance(draft: PartyDraft, issueId: number, importance: number): PartyDraft {
  return setLevel(draft, (item) => item.issueId === issueId, importance);
}

export function setOptionImportance(
  draft: PartyDraft,
  issueId: number,
  optionId: number,
  importance: number,
): PartyDraft {
  return draft.map((item) =>
    item.issueId === issueId
      ? { ...item, options: setLevel(item.options, (option) => option.optionId === optionId, importance) }
      : item,
  );
}

export interface Suggestions {
  /** What each issue is worth at most (its best option's suggestion), by issue id. */
  issues: Map<number, number>;
  /** Each option's suggested points, by option id. */
  options: Map<number, number>;
}

/** The draft as @parley/scoring reads a party's ratings: the draft is in rank order, so a rank is a place. */
function ratedIssuesOf(draft: PartyDraft): RatedIssue[] {
  return draft.map((item, index) => ({
    id: item.issueId,
    importance: item.importance,
    rank: index + 1,
    options: item.options.map((option, k) => ({
      id: option.optionId,
      importance: option.importance,
      rank: k + 1,
    })),
  }));
}

/** The suggested points of the levels on screen (the API computes the same from the saved rows). */
export function suggestionsFor(draft: PartyDraft): Suggestions {
  const suggested = suggestPartyPoints(ratedIssuesOf(draft));
  return {
    issues: new Map(suggested.issues.map((issue) => [issue.issueId, issue.suggestedPoints])),
    options: new Map(suggested.options.map((option) => [option.optionId, option.suggestedPoints])),
  };
}

/** The levels on screen by id (issues' importance, options' preference), for the trade-off questions. */
export function levelsOf(draft: PartyDraft): {
  issues: Map<number, number>;
  options: Map<number, number>;
} {
  return {
    issues: new Map(draft.map((issue) => [issue.issueId, issue.importance])),
    options: new Map(draft.flatMap((issue) => issue.options.map((o) => [o.optionId, o.importance] as const))),
  };
}

/**
 * A draft whose levels and order are read from the party's points (`levelsFromPoints`): issues by their
 * stake, options by their points, for a case nobody rated.
 */
export function draftFromPoints(
  issues: readonly IssueResponse[],
  points: ReadonlyMap<number, number>,
): PartyDraft {
  const rated = levelsFromPoints(
    issues.map((issue) => ({
      id: issue.id,
      options: issue.options.map((option) => ({ id: option.id, points: points.get(option.id) ?? null })),
    })),
  );
  const byRank = <T extends { rank?: number }>(items: readonly T[]) =>
    [...items].sort((a, b) => (a.rank ?? 0) - (b.rank ?? 0));
  return byRank(rated).map((issue) => ({
    issueId: issue.id,
    importance: issue.importance ?? DEFAULT_LEVEL,
    options: byRank(issue.options).map((option) => ({
      optionId: option.id,
      importance: option.importance ?? DEFAULT_LEVEL,
    })),
  }));
}

/** Whether every issue and every option of the draft stands at one level (a case nobody rated, e.g. imported). */
export function levelsAllSame(draft: PartyDraft): boolean {
  const issueLevels = new Set(draft.map((issue) => issue.importance));
  return (
    issueLevels.size <= 1 && draft.every((issue) => new Set(issue.options.map((o) => o.importance)).size <= 1)
  );
}

export interface Conflicts {
  /** Issue id → the ids of the issues ranked below it that are rated more important. */
  issues: Map<number, number[]>;
  /** Option id → the ids of the options of its issue ranked below it that are preferred more. */
  options: Map<number, number[]>;
}

/** Where the order on screen contradicts the levels (`rankConflicts`), by issue and by option. */
export function conflictsFor(draft: PartyDraft): Conflicts {
  const conflicts: Conflicts = { issues: new Map(), options: new Map() };
  for (const conflict of rankConflicts(ratedIssuesOf(draft))) {
    if (conflict.optionId === null) conflicts.issues.set(conflict.issueId, conflict.rankedAbove);
    else conflicts.options.set(conflict.optionId, conflict.rankedAbove);
  }
  return conflicts;
}

/** "A", "A and B", "A, B and C". */
export function listOf(names: readonly string[]): string {
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** The words shown beside an issue or option ranked above ones rated higher. */
export function conflictText(kind: 'issue' | 'option', rankedAbove: readonly string[]): string {
  const why = kind === 'issue' ? 'which you rated more important' : 'which you prefer more';
  return `Ranked above ${listOf(rankedAbove)}, ${why}`;
}

/** The issue rows once `saved` are stored, with the suggestions on screen (the API gives the same). */
export function withSavedIssueRows(
  rows: readonly IssueImportanceResponse[],
  saved: readonly SaveIssueImportanceRequest[],
  suggestions: Suggestions,
): IssueImportanceResponse[] {
  const next = [...rows];
  for (const change of saved) {
    const at = next.findIndex((row) => row.partyId === change.partyId && row.issueId === change.issueId);
    const row: IssueImportanceResponse = {
      partyId: change.partyId,
      issueId: change.issueId,
      importance: change.importance,
      rank: change.rank,
      suggestedPoints:
        suggestions.issues.get(change.issueId) ??
        suggestIssuePoints({ issueImportance: change.importance, issueRank: change.rank }),
      actualPoints: at >= 0 ? next[at]!.actualPoints : null,
    };
    if (at >= 0) next[at] = row;
    else next.push(row);
  }
  return next;
}

/** The option rows once `saved` are stored, with the suggestions on screen (the API gives the same). */
export function withSavedOptionRows(
  rows: readonly OptionImportanceResponse[],
  saved: readonly SaveOptionImportanceRequest[],
  suggestions: Suggestions,
): OptionImportanceResponse[] {
  const next = [...rows];
  for (const change of saved) {
    const at = next.findIndex((row) => row.partyId === change.partyId && row.optionId === change.optionId);
    const previous = at >= 0 ? next[at] : undefined;
    const row: OptionImportanceResponse = {
      partyId: change.partyId,
      issueId: change.issueId,
      optionId: change.optionId,
      importance: change.importance,
      rank: change.rank,
      suggestedPoints:
        suggestions.options.get(change.optionId) ?? previous?.suggestedPoints ?? Limits.pointsMin,
      actualPoints: previous?.actualPoints ?? null,
    };
    if (previous) next[at] = row;
    else next.push(row);
  }
  return next;
}

/** A party's points by option id (an option without a score is absent). */
export function pointsByOption(scores: readonly ScoreResponse[], partyId: number): Map<number, number> {
  return new Map(
    scores.filter((score) => score.partyId === partyId).map((score) => [score.optionId, score.points]),
  );
}

/** What a manual entry reads as: points to save, or why it cannot be saved as typed. */
export type ManualPoints =
  | { kind: 'points'; points: number }
  | { kind: 'empty' }
  /** A whole number outside 0–250: refused, nothing is sent. */
  | { kind: 'out-of-range' }
  /** Not a whole number ('150.7', 'abc'): becomes 0, as the product's rule says, and the person is told. */
  | { kind: 'not-whole' };

export const POINTS_RANGE_MESSAGE = Messages.wholeNumberBetween('Points', Limits.scoreMin, Limits.scoreMax);
export const NOT_WHOLE_MESSAGE = 'Not a whole number, so it was saved as 0';

/** Reads a manual entry (docs/product.md, Points): a whole number from 0 to 250; anything else becomes 0. */
export function readManualPoints(text: string): ManualPoints {
  const trimmed = text.trim();
  if (trimmed === '') return { kind: 'empty' };
  if (!/^[+-]?\d+$/.test(trimmed)) return { kind: 'not-whole' };
  const value = Number(trimmed);
  if (value < Limits.scoreMin || value > Limits.scoreMax) return { kind: 'out-of-range' };
  // `-0` reads as 0.
  return { kind: 'points', points: value === 0 ? 0 : value };
}

/** What to do with a manual entry when it is left: points to save (null when nothing changed) and a message. */
export interface ManualPointsOutcome {
  save: number | null;
  /** Shown under the field: why nothing was sent, or that the entry became 0. */
  message: string | null;
  /** The entry stays in the field (it was refused) rather than showing the stored points. */
  keepTyped: boolean;
}

export function manualPointsOutcome(text: string, current: number | null): ManualPointsOutcome {
  const read = readManualPoints(text);
  const changed = (points: number) => (points === current ? null : points);
  switch (read.kind) {
    case 'points':
      return { save: changed(read.points), message: null, keepTyped: false };
    // Emptying the field of an option with points is read as no points: 0.
    case 'empty':
      return { save: current === null ? null : changed(Limits.scoreMin), message: null, keepTyped: false };
    case 'out-of-range':
      return { save: null, message: POINTS_RANGE_MESSAGE, keepTyped: true };
    case 'not-whole':
      return { save: changed(Limits.scoreMin), message: NOT_WHOLE_MESSAGE, keepTyped: false };
  }
}
