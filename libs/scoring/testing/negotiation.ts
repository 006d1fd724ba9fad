// Oracles for the negotiation specs: each answer by listing every scenario, written for clarity, not speed.
import { enumerateScenarios } from '../src/scenarios.js';
import { defaultOfferTargetByEnumeration } from './brute-force.js';
import type { Scenario, ScoredIssue } from '../src/types.js';

/** Sum of `points` over the scenario's options. */
export function totalBy(
  issues: readonly ScoredIssue[],
  optionIds: readonly number[],
  points: Record<number, number>,
) {
  return optionIds.reduce((sum, id) => sum + (points[id] ?? 0), 0);
}

/**
 * The packages worth at least `level` to the user with the largest total by `points` (their points as believed
 * or estimated), and among them those with the largest user total: every one the definition allows.
 */
export function bestAtLevelByEnumeration(
  issues: readonly ScoredIssue[],
  level: number,
  points: Record<number, number>,
): Scenario[] {
  const eligible = [...enumerateScenarios(issues)].filter((s) => s.userTotal >= level);
  const best = Math.max(...eligible.map((s) => totalBy(issues, s.optionIds, points)));
  const tied = eligible.filter((s) => totalBy(issues, s.optionIds, points) === best);
  const top = Math.max(...tied.map((s) => s.userTotal));
  return tied.filter((s) => s.userTotal === top);
}

/** The plan's opening and target by enumeration (see `negotiationPlan`): the one opening of the case. */
export function planByEnumeration(
  issues: readonly ScoredIssue[],
  walkAway: { user: number | null; opponent: number | null },
): { opening: number; target: number; zone: boolean } {
  const all = [...enumerateScenarios(issues)];
  const userMin = Math.min(...all.map((s) => s.userTotal));
  const userMax = Math.max(...all.map((s) => s.userTotal));
  const du = Math.max(userMin, walkAway.user ?? -Infinity);
  const opening = defaultOfferTargetByEnumeration(issues, walkAway);
  if (opening === null) return { opening: userMax, target: du, zone: false };
  return {
    opening: opening.target,
    target: Math.min(opening.target, Math.max(du, opening.nash.user)),
    zone: true,
  };
}
