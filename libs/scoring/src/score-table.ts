import type { ScoredIssue } from './types.js';

/** One issue's options as parallel arrays of whole points, the shape every algorithm here works on. */
export interface IssueScores {
  optionIds: number[];
  user: number[];
  opponent: number[];
}

/**
 * Points are whole numbers (a manual entry is read as one), which is what lets every
 * comparison here be exact: fractional input is rounded to the nearest whole number and anything
 * non-finite counts as 0, like a missing score.
 */
export function wholePoints(points: number): number {
  return Number.isFinite(points) ? Math.round(points) : 0;
}

export function scoreTable(issues: readonly ScoredIssue[]): IssueScores[] {
  return issues.map((issue) => ({
    optionIds: issue.options.map((option) => option.id),
    user: issue.options.map((option) => wholePoints(option.user)),
    opponent: issue.options.map((option) => wholePoints(option.opponent)),
  }));
}

/** Reads an array slot that the caller's loop bounds already guarantee exists. */
export function at(values: ArrayLike<number>, index: number): number {
  return values[index] as number;
}
