import { CONCESSION_PACE, concessionTarget } from '../concession.js';
import { defaultOfferTarget } from '../equivalent-offers.js';
import { scoreTable } from '../score-table.js';
import type { ScoredIssue } from '../types.js';
import { floorOf, type WalkAway } from '../walk-away.js';
import { sumOf } from './package-table.js';

// The plan (concession strategy, as NegMAS and GENIUS keep it apart): where to open, what to aim at, how fast
// to concede and when (issue 34: moved out of negotiation.ts unchanged).

/** Point 3's plan: open at `opening`, concede at pace `e` to `target` by the last round, never below `walkAway`. */
export interface NegotiationPlan {
  opening: number;
  target: number;
  walkAway: number;
  e: number;
  k: number;
  /** Whether some package reaches both walk-away values by the points believed for the other side. */
  zone: boolean;
  /**
   * Re-planned from where the talk stands (issue 32): your last offer's total and its time; from then on the
   * plan concedes from that total (or its own level then, if lower) to the target at the same pace.
   */
  from?: { total: number; t: number };
}

export interface PlanOptions {
  walkAway?: WalkAway | null;
  /** The pace (default 0.2, tough). */
  e?: number;
  /** The share conceded at once (default 0). */
  k?: number;
  /** Your last offer's total and the time it was made: the plan goes on from there (see `NegotiationPlan`). */
  from?: { total: number; t: number } | null;
}

export const PLAN_PACE = CONCESSION_PACE.tough;

/**
 * The plan for the user (issues' `opponent` points are what is believed of the other side):
 * - opening: the case's one opening, `defaultOfferTarget` (Strategy's offers to open with aim at the same total):
 *   halfway from the balanced deal to the most you can get while they still reach their walk-away value, never
 *   a package that leaves them exactly at it when another gives them more;
 * - target: your total at its Nash point (from the walk-away point), at most the opening;
 * - walkAway: the user's walk-away value (or lowest total).
 * Without a package reaching both walk-away values (`zone` false) it opens at the user's best total and concedes
 * to the walk-away value. With `from`, the plan goes on from your last offer (see `planLevel`). Null when there
 * is no scenario.
 */
export function negotiationPlan(
  issues: readonly ScoredIssue[],
  opts: PlanOptions = {},
): NegotiationPlan | null {
  const table = scoreTable(issues);
  if (table.length === 0 || table.some((issue) => issue.optionIds.length === 0)) return null;
  const own = table.map((issue) => issue.user);
  const userMin = sumOf(own, Math.min);
  const userMax = sumOf(own, Math.max);
  const walkAway = Math.max(userMin, floorOf(opts.walkAway?.user));
  const e = opts.e ?? PLAN_PACE;
  const k = opts.k ?? 0;
  const from = opts.from ?? undefined;
  const opening = defaultOfferTarget(issues, {
    user: opts.walkAway?.user ?? null,
    opponent: opts.walkAway?.opponent ?? null,
  });
  const plan: NegotiationPlan =
    opening === null
      ? { opening: userMax, target: walkAway, walkAway, e, k, zone: false }
      : {
          opening: opening.target,
          target: Math.min(opening.target, Math.max(walkAway, opening.nash.user)),
          walkAway,
          e,
          k,
          zone: true,
        };
  return from === undefined ? plan : { ...plan, from };
}

/**
 * The total the plan demands at time t: concessionTarget from `opening` to `target`, never below `walkAway`.
 * Re-planned (`from`): after its time t0, concessionTarget over the time left, (t − t0) / (1 − t0), from
 * min(from.total, the plan's own level at t0) to min(target, that), so it never asks more than your last offer.
 */
export function planLevel(plan: NegotiationPlan, t: number): number {
  const curve = (time: number, max: number, min: number) =>
    Math.max(plan.walkAway, concessionTarget({ t: time, e: plan.e, k: plan.k, min, max }));
  const own = (time: number) => curve(time, plan.opening, plan.target);
  const from = plan.from;
  if (from === undefined || t < from.t) return own(t);
  const start = Math.min(from.total, own(from.t));
  const left = 1 - from.t;
  return curve(left <= 0 ? 1 : (t - from.t) / left, start, Math.min(plan.target, start));
}

/** Normalised time of a round: 0 at the first, 1 at the last (1 when there is a single round). */
export function roundTime(round: number, rounds: number): number {
  return rounds <= 1 ? 1 : Math.min(1, Math.max(0, (round - 1) / (rounds - 1)));
}
