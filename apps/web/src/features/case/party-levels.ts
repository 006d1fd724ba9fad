import type {
  IssueImportanceResponse,
  IssueResponse,
  OptionImportanceResponse,
  SaveIssueImportanceRequest,
  SaveOptionImportanceRequest,
} from '@parley/contracts';
import { DEFAULT_IMPORTANCE, rankOrder } from '@parley/scoring';

/**
 * A party's levels and orders as data, kept free of React and of any tab: built from the saved rows, fitted to
 * the case's current issues, and compared with the saved rows. Smart Points edits them (points/points-draft.ts)
 * and the saving room keeps them to put back on undo (saving/inverses.ts); it sits at the case's root so that
 * each of those imports it and neither imports the other.
 */

const DEFAULT_LEVEL = DEFAULT_IMPORTANCE;

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
