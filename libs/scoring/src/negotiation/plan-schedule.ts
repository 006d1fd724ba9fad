import type { ScoredIssue } from '../types.js';
import { nextOffer } from './next-offer.js';
import { roundTime, type NegotiationPlan } from './plan.js';

/** One round of the plan as it would go if nothing new came from them. */
export interface PlannedRound {
  round: number;
  /** What the plan asks for in the round (`planLevel`, never above your offer before it). */
  level: number;
  /** Your total of the package it would offer: a real step or the same offer held. */
  total: number;
  /** Whether that package is the one offered the round before. */
  holds: boolean;
}

/**
 * The rounds `from`…`rounds` of a plan, each the package `nextOffer` would suggest if their offers stayed as
 * they are (`theirOffers`) and you made each suggested offer in turn, starting after `lastOffer` (null: before
 * your first). So the schedule shows the steps the plan can actually take — holding an offer, or moving to
 * another package — rather than a curve no package follows. Rounds past the first that has no package are left
 * out.
 */
export function planSchedule(
  issues: readonly ScoredIssue[],
  plan: NegotiationPlan,
  opts: {
    rounds: number;
    from: number;
    theirOffers?: readonly (readonly (number | null)[])[];
    lastOffer?: readonly number[] | null;
  },
): PlannedRound[] {
  const schedule: PlannedRound[] = [];
  let last = opts.lastOffer ?? null;
  for (let round = Math.max(1, opts.from); round <= opts.rounds; round++) {
    const next = nextOffer(issues, {
      plan,
      t: roundTime(round, opts.rounds),
      theirOffers: opts.theirOffers ?? [],
      lastOffer: last,
    });
    if (next === null) break;
    schedule.push({ round, level: next.level, total: next.offer.userTotal, holds: next.holds });
    last = next.offer.optionIds;
  }
  return schedule;
}
