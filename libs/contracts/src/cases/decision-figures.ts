import {
  analyze,
  defaultOfferTarget,
  equivalentOffers,
  kalaiSmorodinsky,
  mutualGainPackage,
  paretoImprovement,
  totalsRange,
  trades,
  zopaCount,
  type Analysis,
  type MutualGain,
  type OfferTarget,
  type Scenario,
  type ScoredIssue,
  type TotalsPoint,
  type Trade,
  type WalkAway,
} from '@parley/scoring';
import { Limits } from '../limits.js';
import type { CaseDetailResponse } from './case.response.js';

/**
 * The offer builder's bounds, which `GET /api/cases/:id/export?offers=&tolerance=&target=` holds to as well: 1
 * to 10 offers (3 unless chosen), within 0 points up to the largest total a party can reach (10 unless chosen)
 * of a target from 0 to that total (`defaultOfferTarget` unless chosen).
 */
export const OfferLimits = {
  countMin: 1,
  countMax: 10,
  countDefault: 3,
  toleranceMin: 0,
  toleranceMax: Limits.issuesPerCaseMax * Limits.scoreMax,
  toleranceDefault: 10,
  targetMin: 0,
  targetMax: Limits.issuesPerCaseMax * Limits.scoreMax,
} as const;

/** The tactic in one sentence, the same in the offer builder and the report. */
export const OFFERS_TACTIC =
  'Put these packages on the table together: each is worth about the same to you, and the one they pick shows what matters to them.';

/**
 * Which target the offers use and why, in one sentence: the one the person set, or the default
 * (`defaultOfferTarget`: halfway from the Nash point to the most you can get while both walk-aways are reached).
 * Null when there is no default and none was set.
 */
export function offerTargetSentence(
  defaults: OfferTarget | null,
  chosen: number | null | undefined,
  opponentWalkAwayRecorded: boolean,
): string | null {
  if (chosen !== null && chosen !== undefined)
    return defaults === null
      ? `Target ${chosen} for you: the one you set.`
      : `Target ${chosen} for you: the one you set (the default is ${defaults.target}).`;
  if (defaults === null) return null;
  if (defaults.nash.user === defaults.best.user)
    return `Target ${defaults.target} for you: the balanced deal (Nash point) is already the most you can get${
      opponentWalkAwayRecorded ? ' while they still reach their walk-away total' : ''
    }.`;
  const most = defaults.belowTheirWalkAwayPackage
    ? opponentWalkAwayRecorded
      ? 'the most you can get while they get more than their walk-away total'
      : 'the most you can get while they get more than their worst'
    : opponentWalkAwayRecorded
      ? 'the most you can get while they still reach their walk-away total'
      : 'the most you can get';
  return `Target ${defaults.target} for you: about halfway from your total at the balanced deal (Nash point, ${defaults.nash.user}) to ${most} (${defaults.best.user}), an ambitious first offer that stays credible.`;
}

/** How many equivalent offers, and within how many points of which total for you (the offer builder's inputs). */
export interface OfferSettings {
  count: number;
  tolerance: number;
  /** Your total the offers are worth about; absent or null: the default (`defaultOfferTarget`). */
  target?: number | null;
}

/** What decision support needs besides the issues: walk-away totals, the final agreement, the offer settings. */
export interface DecisionRequest {
  walkAway: WalkAway;
  /** The final agreement's option id per issue, in issue order; null where an issue has none yet. */
  agreed: (number | null)[];
  offers: OfferSettings;
}

/** Every decision-support figure of a case, from @parley/scoring (see `decisionFigures`). */
export interface DecisionFigures {
  /** The whole analysis; its Nash point is relative to `disagreement`. */
  analysis: Analysis;
  /** Each recorded walk-away total, else that side's worst total. */
  disagreement: TotalsPoint;
  /** Scenarios reaching both recorded walk-away totals (all scenarios when none is recorded). */
  zopaCount: number;
  /** zopaCount / scenarioCount (0 without scenarios). */
  zopaShare: number;
  kalaiSmorodinsky: Scenario | null;
  /** Every trade from the compromise scenario, best first by the headline rule (docs/decisions.md §22). */
  trades: Trade[];
  /** The package better for both sides than the compromise (any number of issues), or null when none is. */
  mutualGain: MutualGain | null;
  /** Equivalent offers reaching both walk-away totals, as the Strategy tab's offer builder makes them. */
  offers: Scenario[];
  /** The default target of the offers and what it stands on; null when no package reaches both walk-aways. */
  offerTarget: OfferTarget | null;
  /**
   * For a complete final agreement: the best package at least as good for both and better for one, or
   * 'efficient' when none is; null while an issue has no agreed option.
   */
  leftOnTable: Scenario | 'efficient' | null;
}

/**
 * The request a case's own records make: both parties' walk-away totals and the final agreement in issue
 * order, with the offer settings the reader chose.
 */
export function decisionRequestOf(detail: CaseDetailResponse, offers: OfferSettings): DecisionRequest {
  const party = (type: string) => detail.parties.find((p) => p.type === type);
  const agreed = new Map(detail.finalAgreements.map((a) => [a.issueId, a.optionId]));
  return {
    walkAway: {
      user: party('user')?.reservationValue ?? null,
      opponent: party('opponent')?.reservationValue ?? null,
    },
    agreed: detail.issues.map((issue) => agreed.get(issue.id) ?? null),
    offers,
  };
}

/**
 * Decision support for a case, all exact and all from @parley/scoring, as the Strategy tab computes it: the
 * analysis with the Nash point relative to the walk-away point (each recorded walk-away total, else that
 * side's worst total), the zone of possible agreement, the Kalai–Smorodinsky point from the same point, every
 * trade from the compromise scenario, equivalent offers that reach both walk-away totals, and what a complete
 * final agreement leaves on the table. Pure, so it runs in a worker thread as well as anywhere else.
 */
export function decisionFigures(issues: readonly ScoredIssue[], request: DecisionRequest): DecisionFigures {
  const { walkAway } = request;
  const range = totalsRange(issues);
  const disagreement = {
    user: walkAway.user ?? range.userMin,
    opponent: walkAway.opponent ?? range.opponentMin,
  };
  const analysis = analyze(issues, { disagreement });
  const zopa = zopaCount(issues, walkAway);
  const agreed = request.agreed;
  const complete = issues.length > 0 && agreed.length === issues.length && agreed.every((id) => id !== null);
  return {
    analysis,
    disagreement,
    zopaCount: zopa,
    zopaShare: analysis.scenarioCount === 0 ? 0 : zopa / analysis.scenarioCount,
    kalaiSmorodinsky: kalaiSmorodinsky(issues, disagreement),
    trades: trades(issues, { limit: Infinity }),
    mutualGain: mutualGainPackage(issues),
    offers: equivalentOffers(issues, {
      count: request.offers.count,
      tolerance: request.offers.tolerance,
      walkAway,
      target: request.offers.target ?? null,
    }),
    offerTarget: defaultOfferTarget(issues, walkAway),
    leftOnTable: complete ? (paretoImprovement(issues, agreed as number[]) ?? 'efficient') : null,
  };
}
