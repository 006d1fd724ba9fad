import { allowedOptions } from './matching.js';
import type { Box } from './ranked.js';
import { scoreTable, type IssueScores } from './score-table.js';
import type { PointsRange, Scenario, ScoredIssue } from './types.js';

/**
 * A selection of scenarios as the explorer makes it: per issue, the options a selected scenario may pick
 * (a "box", what the chart's ranges leave on each axis), or, after Exclude, every scenario outside that box.
 */
export interface ScenarioSelection {
  /**
   * Per issue, in issue order, the ids of the options a selected scenario may pick. `null`, `undefined` or a
   * missing entry allows every option of that issue; ids that are not options of the issue are ignored, so an
   * empty list (or only unknown ids) allows none and the box is empty.
   */
  options: readonly (readonly number[] | null | undefined)[];
  /** Exclude inverts the selection: the scenarios that pick, on some issue, an option outside its list. */
  exclude?: boolean;
}

/**
 * The selection the chart's ranges make (the same test as `countMatching`: inclusive ends, whole points; a
 * range naming an issue that does not exist matches nothing). Without ranges the box is the whole space,
 * so `exclude` then selects nothing.
 */
export function selectionFromRanges(
  issues: readonly ScoredIssue[],
  ranges: readonly PointsRange[],
  exclude = false,
): ScenarioSelection {
  const table = scoreTable(issues);
  const allowed = allowedOptions(table, ranges);
  return {
    options: table.map((issue, i) => (allowed?.[i] ?? []).map((k) => issue.optionIds[k] as number)),
    exclude,
  };
}

/**
 * The chart ranges that make a selection, the inverse of `selectionFromRanges`: per issue whose box leaves out
 * an option, the range of the kept options' points for each party whose range does not span the whole axis
 * (an issue that keeps none gets the empty range min 1, max 0). A selection the explorer made from ranges comes
 * back exactly (`selectionFromRanges(issues, rangesOfSelection(issues, s), s.exclude)` holds the same
 * scenarios); any other box comes back as the smallest box of ranges around it. When nothing is left out the
 * answer is one range spanning the first issue's points for you, so that it still reads as a selection (with
 * Exclude, an empty one). [] without issues.
 */
export function rangesOfSelection(
  issues: readonly ScoredIssue[],
  selection: ScenarioSelection,
): PointsRange[] {
  const table = scoreTable(issues);
  const box = selectionBox(table, selection);
  const ranges: PointsRange[] = [];
  table.forEach((issue, issueIndex) => {
    const kept = box[issueIndex] as readonly number[];
    if (kept.length === issue.optionIds.length) return;
    if (kept.length === 0) {
      ranges.push({ issueIndex, party: 'user', min: 1, max: 0 });
      return;
    }
    for (const party of ['user', 'opponent'] as const) {
      const points = kept.map((k) => issue[party][k] as number);
      const min = Math.min(...points);
      const max = Math.max(...points);
      if (min > Math.min(...issue[party]) || max < Math.max(...issue[party]))
        ranges.push({ issueIndex, party, min, max });
    }
  });
  const first = table[0];
  if (ranges.length === 0 && first !== undefined && first.user.length > 0)
    ranges.push({ issueIndex: 0, party: 'user', min: Math.min(...first.user), max: Math.max(...first.user) });
  return ranges;
}

/** The box of a selection as option indexes per issue (ascending), ignoring `exclude`. */
export function selectionBox(table: readonly IssueScores[], selection: ScenarioSelection): Box {
  return table.map((issue, i) => {
    const ids = selection.options[i];
    const all = issue.optionIds.map((_, k) => k);
    if (ids === null || ids === undefined) return all;
    const wanted = new Set(ids);
    return all.filter((k) => wanted.has(issue.optionIds[k] as number));
  });
}

/**
 * Disjoint boxes whose union is exactly the selection: the box itself, or for Exclude its complement,
 * {issue 0 outside} ∪ {issue 0 inside, issue 1 outside} ∪ … — at most one box per issue. Empty boxes are left out.
 */
export function selectionBoxes(table: readonly IssueScores[], selection: ScenarioSelection): Box[] {
  if (table.length === 0) return [];
  const box = selectionBox(table, selection);
  const nonEmpty = (b: Box): boolean => b.every((options) => options.length > 0);
  if (selection.exclude !== true) return nonEmpty(box) ? [box] : [];
  const boxes: Box[] = [];
  table.forEach((issue, i) => {
    const inside = new Set(box[i]);
    const outside = issue.optionIds.map((_, k) => k).filter((k) => !inside.has(k));
    const complementPart = table.map((other, j) => {
      if (j < i) return box[j] as readonly number[];
      if (j === i) return outside;
      return other.optionIds.map((_, k) => k);
    });
    if (nonEmpty(complementPart)) boxes.push(complementPart);
  });
  return boxes;
}

/** The number of scenarios in a box: the product of its per-issue option counts (0 without issues). */
export function boxSize(box: Box): number {
  return box.length === 0 ? 0 : box.reduce((count, options) => count * options.length, 1);
}

/**
 * How many scenarios a selection holds, exactly and without listing: the product of the allowed option
 * counts, or for Exclude every scenario minus that product. Exact below 2^53 (12 issues × 10 options is 10^12).
 */
export function selectionCount(issues: readonly ScoredIssue[], selection: ScenarioSelection): number {
  const table = scoreTable(issues);
  return selectionBoxes(table, selection).reduce((count, box) => count + boxSize(box), 0);
}

/** Whether a scenario (of these issues) is in the selection. */
export function selectionContains(
  issues: readonly ScoredIssue[],
  selection: ScenarioSelection,
  scenario: Pick<Scenario, 'optionIds'>,
): boolean {
  const inBox = issues.every((_, i) => {
    const ids = selection.options[i];
    return ids === null || ids === undefined || ids.includes(scenario.optionIds[i] as number);
  });
  return inBox !== (selection.exclude === true);
}
