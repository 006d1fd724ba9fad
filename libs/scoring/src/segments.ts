import { scoreTable } from './score-table.js';
import { selectionBox, type ScenarioSelection } from './selection.js';
import type { ScoredIssue } from './types.js';

/** How many scenarios pass through each option and each segment of the parallel-coordinates chart. */
export interface SegmentCounts {
  /** Per issue (axis), per option index: all scenarios, and the selected ones, that pick this option. */
  options: { all: number[]; selected: number[] }[];
  /**
   * Per pair of neighbouring axes i and i + 1 (n − 1 entries), `all[a][b]` and `selected[a][b]`: the
   * scenarios picking option a on issue i and option b on issue i + 1 (option indexes, not ids).
   */
  segments: { all: number[][]; selected: number[][] }[];
}

/**
 * Exact scenario counts through every option and every option-to-option segment between neighbouring
 * axes, for drawing density without listing scenarios. Every count is a product of per-issue option counts:
 * through a segment (a, b) pass all the combinations of the other issues, and of the selected ones, the
 * other issues' allowed options when a and b are both allowed (for Exclude: all minus those). Without a
 * selection, `selected` equals `all`. O(issues × options) per axis and O(issues + options²) per pair of
 * axes; exact below 2^53 (12 × 10 has 10^12 scenarios).
 */
export function segmentCounts(
  issues: readonly ScoredIssue[],
  selection: ScenarioSelection | null = null,
): SegmentCounts {
  const table = scoreTable(issues);
  const box = selection === null ? null : selectionBox(table, selection);
  const exclude = selection?.exclude === true;
  const sizes = table.map((issue) => issue.optionIds.length);
  const allowed = table.map((issue, i) => {
    const inBox = new Set(box === null ? issue.optionIds.map((_, k) => k) : box[i]);
    return issue.optionIds.map((_, k) => inBox.has(k));
  });
  const allowedSizes = allowed.map((flags) => flags.filter(Boolean).length);
  /** Product of `counts` over every issue except those listed. */
  const productWithout = (counts: readonly number[], ...skip: number[]): number =>
    counts.reduce((product, count, j) => (skip.includes(j) ? product : product * count), 1);
  const pick = (all: number, boxCount: number): number => {
    if (selection === null) return all;
    return exclude ? all - boxCount : boxCount;
  };

  const options = table.map((issue, i) => {
    const all = productWithout(sizes, i);
    const inBox = productWithout(allowedSizes, i);
    return {
      all: issue.optionIds.map(() => all),
      selected: issue.optionIds.map((_, a) => pick(all, allowed[i]?.[a] === true ? inBox : 0)),
    };
  });
  const segments = table.slice(0, -1).map((issue, i) => {
    const next = table[i + 1]?.optionIds ?? [];
    const all = productWithout(sizes, i, i + 1);
    const inBox = productWithout(allowedSizes, i, i + 1);
    return {
      all: issue.optionIds.map(() => next.map(() => all)),
      selected: issue.optionIds.map((_, a) =>
        next.map((_, b) => pick(all, allowed[i]?.[a] === true && allowed[i + 1]?.[b] === true ? inBox : 0)),
      ),
    };
  });
  return { options, segments };
}
