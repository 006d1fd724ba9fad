import { POINTS_MAX } from './points.js';
import type { ScoredIssue } from './types.js';
import { readOpponent, type OptionPoints } from './opponent-estimate.js';

export type { OptionPoints } from './opponent-estimate.js';

/**
 * The other side's points estimated from the offers they made.
 * - With points entered for them (`prior`, a missing option as 0, some issue not flat): `readOpponent`'s
 *   estimate, which keeps each issue's order of options as entered and reads from their moves how much each
 *   issue matters and how far apart its options are; with no move to read, `prior` itself.
 * - Without (the simulated styles, which know nothing of the other side but its offers): a frequency model as in
 *   the ANAC agents HardHeaded and Smith: per issue i with options k, vf_k = (n_k + 1) / (max_k n_k + 1), n_k the
 *   offers naming option k (options they offer often are ones they like), weighted as below.
 * `offers` in the order made, each an array of option ids in issue order (null or an unknown id: left open).
 */
export function estimateOpponentPoints(
  issues: readonly ScoredIssue[],
  offers: readonly (readonly (number | null)[])[],
  prior?: OptionPoints | null,
): OptionPoints {
  if (prior !== undefined && prior !== null) {
    const flat = issues.every(
      (issue) => new Set(issue.options.map((o) => finiteOrZero(prior[o.id]))).size <= 1,
    );
    if (!flat) return readOpponent(issues, offers, prior).points;
  }
  // The frequency model with even weights, each scaled by how much of its value their offers keep and how long
  // they held it: w_i = √(c_i · h_i) with c_i the mean vf of the options their offers name on i (1 if none) and
  // h_i = (m_i + 1) / (n + 1), m_i the offers before the first naming an option with vf < 1;
  // points_k = round(250 · (w_i / max w) · vf_k).
  const n = offers.length;
  const frequency = issues.map((issue, i) => {
    const counts = issue.options.map(() => 0);
    for (const offer of offers) {
      const k = optionOf(issue, offer[i]);
      if (k !== null) counts[k] = (counts[k] as number) + 1;
    }
    const most = Math.max(0, ...counts);
    return counts.map((count) => (count + 1) / (most + 1));
  });
  const weights = issues.map((issue, i) => {
    const values = frequency[i] as number[];
    let kept = 0;
    let named = 0;
    let held = 0;
    let holding = true;
    for (const offer of offers) {
      const k = optionOf(issue, offer[i]);
      if (k !== null) {
        kept += values[k] as number;
        named++;
        if ((values[k] as number) < 1) holding = false;
      }
      if (holding) held++;
    }
    return Math.sqrt(((named === 0 ? 1 : kept / named) * (held + 1)) / (n + 1));
  });
  const heaviest = Math.max(...weights);
  const estimate: OptionPoints = {};
  issues.forEach((issue, i) => {
    const spread = heaviest > 0 ? (POINTS_MAX * (weights[i] as number)) / heaviest : 0;
    issue.options.forEach((option, k) => {
      estimate[option.id] = Math.round(spread * ((frequency[i] as number[])[k] as number));
    });
  });
  return estimate;
}

function optionOf(issue: ScoredIssue, id: number | null | undefined): number | null {
  if (id === null || id === undefined) return null;
  const k = issue.options.findIndex((option) => option.id === id);
  return k < 0 ? null : k;
}

function finiteOrZero(x: number | undefined): number {
  return x !== undefined && Number.isFinite(x) ? x : 0;
}

/** An issue whose share of the other side's priorities differs between the points entered and the estimate. */
export interface PriorityShift {
  issueId: number;
  /** The issue's spread of points (highest − lowest) over the sum of all issues' spreads, entered and estimated. */
  enteredShare: number;
  estimatedShare: number;
  /** `more` when the estimate gives the issue a larger share than entered: it seems to matter more to them. */
  direction: 'more' | 'less';
}

/** The share of the issues' total spread each issue holds by `points` (0 each when every issue is flat). */
export function priorityShares(issues: readonly ScoredIssue[], points: OptionPoints): number[] {
  const spreads = issues.map((issue) => {
    const values = issue.options.map((option) => finiteOrZero(points[option.id]));
    return values.length === 0 ? 0 : Math.max(...values) - Math.min(...values);
  });
  const sum = spreads.reduce((total, spread) => total + spread, 0);
  return spreads.map((spread) => (sum > 0 ? spread / sum : 0));
}

/**
 * Where their offers contradict the points entered for them: the issues whose share of the total spread of
 * points moves by at least `threshold` (default 0.1, ten points in a hundred) from `entered` to `estimate`,
 * largest move first (ties in issue order). Point 2 of issue 23 words the first `more` and `less` ones.
 */
export function priorityShifts(
  issues: readonly ScoredIssue[],
  entered: OptionPoints,
  estimate: OptionPoints,
  threshold = 0.1,
): PriorityShift[] {
  const before = priorityShares(issues, entered);
  const after = priorityShares(issues, estimate);
  return issues
    .map((issue, i) => ({
      issueId: issue.id,
      enteredShare: before[i] as number,
      estimatedShare: after[i] as number,
      direction: (after[i] as number) > (before[i] as number) ? ('more' as const) : ('less' as const),
    }))
    .filter((shift) => Math.abs(shift.estimatedShare - shift.enteredShare) >= threshold)
    .sort(
      (a, b) => Math.abs(b.estimatedShare - b.enteredShare) - Math.abs(a.estimatedShare - a.enteredShare),
    );
}

/** What the other side's offers did on one issue, by the points entered for them. */
export interface IssueStance {
  issueId: number;
  /** How many of their offers name an option on the issue (the others leave it open). */
  named: number;
  /** Every offer naming an option on the issue names one of their best by the points entered (named > 0). */
  held: boolean;
  /** At least one offer names an option below their best by the points entered. */
  gaveWay: boolean;
}

/**
 * Per issue, whether the other side's offers held it at their best option by the points entered for them
 * (`entered`, a missing option as 0) or gave way on it. What point 2 of issue 23 puts in words beside
 * `priorityShifts`: "their offers keep X at their best while giving way on Y" is said only where this holds.
 * `offers` as for `estimateOpponentPoints` (null or an unknown id: the issue left open).
 */
export function offerStances(
  issues: readonly ScoredIssue[],
  offers: readonly (readonly (number | null)[])[],
  entered: OptionPoints,
): IssueStance[] {
  return issues.map((issue, i) => {
    const points = issue.options.map((option) => finiteOrZero(entered[option.id]));
    const best = points.length === 0 ? 0 : Math.max(...points);
    let named = 0;
    let below = 0;
    for (const offer of offers) {
      const k = optionOf(issue, offer[i]);
      if (k === null) continue;
      named++;
      if ((points[k] as number) < best) below++;
    }
    return { issueId: issue.id, named, held: named > 0 && below === 0, gaveWay: below > 0 };
  });
}
