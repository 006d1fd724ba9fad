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

export interface OptionDraft {
  optionId: number;
  importance: number;
}

export interface IssueDraft {
  issueId: number;
  importance: number;
  /** In rank order: the first is rank 1. */
  options: OptionDraft[];
}

/** One party's levels, issues in rank order (the first is rank 1). */
export type PartyDraft = IssueDraft[];

/** The saved rows of one group (a party's issues, or a party's options of one issue), by id. */
type RowsById = Map<number, { importance: number; rank: number }>;

/**
 * The order a group is shown in, as the API reads it (`rankOrder`): the items with a saved row by their rank
 * (ties in the order added), the others by their level (the default, so after the ranked ones) in the order
 * added.
 */
function orderByRows(ids: readonly number[], rows: RowsById): number[] {
  return rankOrder(ids.map((id) => rows.get(id) ?? {})).map((index) => ids[index]!);
}

function issueRowsOf(partyId: number, rows: readonly IssueImportanceResponse[]): RowsById {
  return new Map(rows.filter((row) => row.partyId === partyId).map((row) => [row.issueId, row]));
}

function optionRowsOf(partyId: number, issueId: number, rows: readonly OptionImportanceResponse[]): RowsById {
  return new Map(
    rows
      .filter((row) => row.partyId === partyId && row.issueId === issueId)
      .map((row) => [row.optionId, row]),
  );
}

/** A party's draft from the saved rows: no row means importance 1, after the ranked ones in the order added. */
export function buildPartyDraft(
  issues: readonly IssueResponse[],
  partyId: number,
  issueRows: readonly IssueImportanceResponse[],
  optionRows: readonly OptionImportanceResponse[],
): PartyDraft {
  const savedIssues = issueRowsOf(partyId, issueRows);
  const byId = new Map(issues.map((issue) => [issue.id, issue]));
  return orderByRows(
    issues.map((issue) => issue.id),
    savedIssues,
  ).map((issueId) => {
    const issue = byId.get(issueId)!;
    const savedOptions = optionRowsOf(partyId, issueId, optionRows);
    return {
      issueId,
      importance: savedIssues.get(issueId)?.importance ?? DEFAULT_LEVEL,
      options: orderByRows(
        issue.options.map((option) => option.id),
        savedOptions,
      ).map((optionId) => ({
        optionId,
        importance: savedOptions.get(optionId)?.importance ?? DEFAULT_LEVEL,
      })),
    };
  });
}

/**
 * Fits a draft to the case's current issues and options: the ones removed are dropped, the ones added come
 * last with the default level. Returns the same draft when nothing changed.
 */
export function reconcileDraft(draft: PartyDraft, issues: readonly IssueResponse[]): PartyDraft {
  const byId = new Map(issues.map((issue) => [issue.id, issue]));
  const kept = draft.filter((item) => byId.has(item.issueId));
  const known = new Set(kept.map((item) => item.issueId));
  const added = issues
    .filter((issue) => !known.has(issue.id))
    .map((issue) => ({ issueId: issue.id, importance: DEFAULT_LEVEL, options: [] as OptionDraft[] }));
  let changed = kept.length !== draft.length || added.length > 0;
  const next = [...kept, ...added].map((item) => {
    const optionIds = byId.get(item.issueId)!.options.map((option) => option.id);
    const present = new Set(optionIds);
    const keptOptions = item.options.filter((option) => present.has(option.optionId));
    const knownOptions = new Set(keptOptions.map((option) => option.optionId));
    const addedOptions = optionIds
      .filter((id) => !knownOptions.has(id))
      .map((optionId) => ({ optionId, importance: DEFAULT_LEVEL }));
    if (keptOptions.length === item.options.length && addedOptions.length === 0) return item;
    changed = true;
    return { ...item, options: [...keptOptions, ...addedOptions] };
  });
  return changed ? next : draft;
}

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

export interface ChangedRows {
  issues: SaveIssueImportanceRequest[];
  options: SaveOptionImportanceRequest[];
}

interface GroupItem {
  id: number;
  importance: number;
}

/**
 * The items of one group whose level or rank on screen differs from what is saved. An item without a saved
 * row counts as saved at the default level in its place in the default order; it must still be saved when a
 * ranked item ends up below it, or reloading would put it after that item.
 */
function changedInGroup(items: readonly GroupItem[], rows: RowsById, defaultOrder: readonly number[]) {
  const defaultPosition = new Map(defaultOrder.map((id, index) => [id, index + 1]));
  const changed = new Set<number>();
  items.forEach((item, index) => {
    const rank = index + 1;
    const row = rows.get(item.id);
    const differs = row
      ? row.importance !== item.importance || row.rank !== rank
      : item.importance !== DEFAULT_LEVEL || defaultPosition.get(item.id) !== rank;
    if (differs) changed.add(item.id);
  });
  const lastRanked = items.reduce(
    (last, item, index) => (rows.has(item.id) || changed.has(item.id) ? index : last),
    -1,
  );
  items.forEach((item, index) => {
    if (index < lastRanked && !rows.has(item.id)) changed.add(item.id);
  });
  return items.flatMap((item, index) =>
    changed.has(item.id) ? [{ id: item.id, importance: item.importance, rank: index + 1 }] : [],
  );
}

/** The importance and rank rows of a party to save: only those that differ from the saved rows. */
export function changedRows(
  draft: PartyDraft,
  partyId: number,
  issues: readonly IssueResponse[],
  issueRows: readonly IssueImportanceResponse[],
  optionRows: readonly OptionImportanceResponse[],
): ChangedRows {
  const savedIssues = issueRowsOf(partyId, issueRows);
  const byId = new Map(issues.map((issue) => [issue.id, issue]));
  const current = draft.filter((item) => byId.has(item.issueId));
  const issueChanges = changedInGroup(
    current.map((item) => ({ id: item.issueId, importance: item.importance })),
    savedIssues,
    orderByRows(
      issues.map((issue) => issue.id),
      savedIssues,
    ),
  ).map(({ id, importance, rank }) => ({ partyId, issueId: id, importance, rank }));
  const optionChanges = current.flatMap((item) => {
    const savedOptions = optionRowsOf(partyId, item.issueId, optionRows);
    const optionIds = byId.get(item.issueId)!.options.map((option) => option.id);
    const present = new Set(optionIds);
    return changedInGroup(
      item.options
        .filter((option) => present.has(option.optionId))
        .map((option) => ({ id: option.optionId, importance: option.importance })),
      savedOptions,
      orderByRows(optionIds, savedOptions),
    ).map(({ id, importance, rank }) => ({ partyId, issueId: item.issueId, optionId: id, importance, rank }));
  });
  return { issues: issueChanges, options: optionChanges };
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
