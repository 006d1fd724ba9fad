import { POINTS_MAX } from './points.js';
import type { ScoredIssue } from './types.js';

/** Points per option id, such as the points entered for the other side or their estimate. */
export type OptionPoints = Record<number, number>;

/** How many offers count as much as the prior in the option values: after n offers theirs weigh n / (n + 4). */
export const PRIOR_OFFERS = 4;

/**
 * The other side's points estimated from the offers they made, starting from the points entered for them: a
 * frequency model of the option values (as in the ANAC agents HardHeaded and Smith: options they offer often are
 * ones they like) and a Bayesian-style update of the issue weights (an issue whose value they keep in their offers,
 * and hold out on longest, matters more to them than one they give away early).
 *
 * Exact definition, per issue i with options k (`offers` in the order made, each an array of option ids in
 * issue order, null or an unknown id for an issue left open; of `issues` only the ids are read):
 * 1. Frequency: vf_k = (n_k + 1) / (max_k n_k + 1), n_k the offers naming option k.
 * 2. Prior (the points entered for them, a missing option as 0): lo_i, hi_i the issue's lowest and highest
 *    points, r_i = hi_i − lo_i; weights wp_i = r_i / Σ r, values vp_k = (p_k − lo_i) / r_i (1 when r_i = 0).
 *    No prior, or one whose issues are all flat, counts as none: then wp_i = 1 / issues and vp_k = vf_k.
 * 3. Kept value: c_i = the mean of vp over the options their offers name on issue i (1 when none names one).
 *    Holding out: h_i = (m_i + 1) / (n + 1), m_i the offers before the first that names on issue i an option
 *    with vp < 1 (all n when none does), n the number of offers.
 * 4. Weights w_i = wp_i × √(c_i × h_i) (renormalising would change nothing below); values
 *    v_k = (1 − b)·vp_k + b·vf_k with b = n / (n + PRIOR_OFFERS) (b = 1 without a prior).
 * 5. Points on the 0–250 scale: R = the prior's largest r_i (250 without a prior), W = max w_i, and
 *    points_k = round(base_i + R·(w_i / W)·v_k), base_i = max(0, min(lo_i, 250 − R·w_i / W)) (0 without one).
 * So with no offer the estimate is the prior itself (whole points within 0–250), an issue's spread of points
 * shows its weight, and no option exceeds 250 (nor falls below 0 for a prior within 0–250).
 */
export function estimateOpponentPoints(
  issues: readonly ScoredIssue[],
  offers: readonly (readonly (number | null)[])[],
  prior?: OptionPoints | null,
): OptionPoints {
  const n = offers.length;
  const named = issues.map((issue, i) =>
    offers.map((offer) => optionOf(issue, offer[i])).filter((k): k is number => k !== null),
  );
  const frequencyValues = issues.map((issue, i) => {
    const counts = issue.options.map(() => 0);
    for (const k of named[i] as number[]) counts[k] = (counts[k] as number) + 1;
    const most = Math.max(0, ...counts);
    return counts.map((count) => (count + 1) / (most + 1));
  });

  const priorPoints =
    prior === undefined || prior === null
      ? null
      : issues.map((issue) => issue.options.map((option) => finiteOrZero(prior[option.id])));
  const lows = priorPoints?.map((points) => Math.min(...points)) ?? [];
  const ranges = priorPoints?.map((points, i) => Math.max(...points) - (lows[i] as number)) ?? [];
  const rangeSum = ranges.reduce((sum, r) => sum + r, 0);
  const hasPrior = priorPoints !== null && rangeSum > 0;

  const priorValues = issues.map((issue, i) =>
    hasPrior
      ? issue.options.map((_, k) => {
          const r = ranges[i] as number;
          return r > 0 ? ((priorPoints?.[i]?.[k] as number) - (lows[i] as number)) / r : 1;
        })
      : (frequencyValues[i] as number[]),
  );
  const weights = issues.map((_, i) => {
    const wp = hasPrior ? (ranges[i] as number) / rangeSum : 1 / issues.length;
    const ks = named[i] as number[];
    const values = priorValues[i] as number[];
    const kept = ks.length === 0 ? 1 : ks.reduce((sum, k) => sum + (values[k] as number), 0) / ks.length;
    let held = 0;
    for (const offer of offers) {
      const k = optionOf(issues[i] as ScoredIssue, offer[i]);
      if (k !== null && (values[k] as number) < 1) break;
      held++;
    }
    return wp * Math.sqrt((kept * (held + 1)) / (n + 1));
  });
  const b = hasPrior ? n / (n + PRIOR_OFFERS) : 1;
  const heaviest = Math.max(...weights);
  const scale = hasPrior ? Math.max(...ranges) : POINTS_MAX;

  const estimate: OptionPoints = {};
  issues.forEach((issue, i) => {
    const spread = heaviest > 0 ? (scale * (weights[i] as number)) / heaviest : 0;
    const base = hasPrior ? Math.max(0, Math.min(lows[i] as number, POINTS_MAX - spread)) : 0;
    issue.options.forEach((option, k) => {
      const value = (1 - b) * (priorValues[i]?.[k] as number) + b * (frequencyValues[i]?.[k] as number);
      estimate[option.id] = Math.round(base + spread * value);
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
