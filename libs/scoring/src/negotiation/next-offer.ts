import { estimateOpponentPoints, type OptionPoints } from '../opponent-model.js';
import { scenarioFromTable } from '../scenarios.js';
import { scoreTable, type IssueScores } from '../score-table.js';
import type { Scenario, ScoredIssue } from '../types.js';
import { totalOf } from './package-table.js';
import { planLevel, type NegotiationPlan } from './plan.js';
import { planPackage } from './plan-offer.js';

// The offering strategy of the plan: the package to offer next, by the opponent model's estimate (issue 34:
// moved out of negotiation.ts unchanged).

export interface NextOfferInput {
  plan: NegotiationPlan;
  /** Time of the offer, in [0, 1] (see `roundTime`). */
  t: number;
  /** The other side's offers so far, in order: option ids in issue order, null for an open issue. */
  theirOffers?: readonly (readonly (number | null)[])[];
  /** Your last complete offer (option ids in issue order), or null / absent before your first. */
  lastOffer?: readonly number[] | null;
}

export interface NextOffer {
  /** The total the plan demands now (never above your last offer's total). */
  level: number;
  /** The package to offer. */
  offer: Scenario;
  /** The estimate of the other side's points it was chosen by. */
  estimate: OptionPoints;
  /** Whether it holds your last offer (the same package). */
  holds: boolean;
}

/**
 * Point 3's next offer (issue 32): `planPackage` at the plan's level with the current estimate
 * (`estimateOpponentPoints` from their offers, with the points believed for them, the issues' `opponent`
 * points, as the prior), from your last offer: never worth more to you than it, holding it or changing at least
 * one option, on the frontier by the estimate, changing as few issues as it can; never below your walk-away
 * value. A last offer that is not a full package of the issues' options counts as none. Null when there is no
 * scenario or, before your first offer, no package reaches the level.
 */
export function nextOffer(issues: readonly ScoredIssue[], input: NextOfferInput): NextOffer | null {
  const table = scoreTable(issues);
  if (table.length === 0 || table.some((issue) => issue.optionIds.length === 0)) return null;
  const prior: OptionPoints = {};
  for (const issue of issues) for (const option of issue.options) prior[option.id] = option.opponent;
  const estimate = estimateOpponentPoints(issues, input.theirOffers ?? [], prior);
  const own = table.map((issue) => issue.user);
  const estimated = table.map((issue) => issue.optionIds.map((id) => estimate[id] ?? 0));
  const last = indexesOf(table, input.lastOffer);
  const planned = planLevel(input.plan, input.t);
  const level = last === null ? planned : Math.min(planned, totalOf(own, last));
  const indexes = planPackage(own, estimated, level, input.plan.walkAway, last);
  if (indexes === null) return null;
  const holds = last !== null && last.every((k, i) => indexes[i] === k);
  return { level, offer: scenarioFromTable(table, indexes), estimate, holds };
}

/** Option indexes of a full package given by ids, or null (absent, or not a full package of the options). */
function indexesOf(
  table: readonly IssueScores[],
  ids: readonly number[] | null | undefined,
): number[] | null {
  if (ids === null || ids === undefined || ids.length !== table.length) return null;
  const indexes = ids.map((id, i) => (table[i] as IssueScores).optionIds.indexOf(id));
  return indexes.some((k) => k < 0) ? null : indexes;
}
