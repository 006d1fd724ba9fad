import {
  analyze,
  compromiseScenario,
  defaultOfferTarget,
  equivalentOffers,
  kalaiSmorodinsky,
  mutualGainPackage,
  nashPoint,
  paretoFrontier,
  paretoImprovement,
  scenarioCount,
  scenarioOf,
  totalsRange,
  trades,
  zopaCount,
  type Analysis,
  type MutualGain,
  type OfferTarget,
  type Scenario,
  type ScoredIssue,
  type TotalsPoint,
  type TotalsRange,
  type Trade,
  type WalkAway,
} from '@parley/scoring';
import { issuesAdvice, type AdviceDeals, type IssueAdviceEntry } from '../advice/issue-advice.js';
import { packageOfScenario } from '../facts/case-facts.js';
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
  const most = defaults.belowTheirWalkAwayPackage
    ? opponentWalkAwayRecorded
      ? 'the most you can get while they get more than their walk-away total'
      : 'the most you can get while they get more than their worst'
    : opponentWalkAwayRecorded
      ? 'the most you can get while they still reach their walk-away total'
      : 'the most you can get';
  if (defaults.nash.user === defaults.best.user)
    return `Target ${defaults.target} for you: the balanced deal (Nash point) is already ${most}.`;
  return `Target ${defaults.target} for you: about halfway from your total at the balanced deal (Nash point, ${defaults.nash.user}) to ${most} (${defaults.best.user}), an ambitious first offer that stays credible.`;
}

/** How many equivalent offers, and within how many points of which total for you (the offer builder's inputs). */
export interface OfferSettings {
  count: number;
  tolerance: number;
  /** Your total the offers are worth about; absent or null: the default (`defaultOfferTarget`). */
  target?: number | null;
}

/**
 * How many trades the Strategy tab and the report state, best first; the issue cards of both follow exactly these
 * (the report's count of all trades says how many more there are).
 */
export const TRADES_LISTED = 3;

/** What the decision needs besides the issues: both walk-away totals and the final agreement. */
export interface DecisionInput {
  walkAway: WalkAway;
  /** The agreed option id per issue, in issue order; null (or undefined) where an issue has none yet. */
  agreed: readonly (number | null | undefined)[];
}

/**
 * What the issue cards say and the moves they follow: the trades listed (the one-sided ones when nothing gives
 * both sides more), the packages recommended, and per issue its facts and advice (`issuesAdvice` of these).
 */
export interface DecisionCards {
  trades: Trade[];
  deals: AdviceDeals;
  advice: IssueAdviceEntry[];
}

/** A case's decision as the Strategy tab and the report both state it (see `caseDecision`). */
export interface CaseDecision {
  /** Each recorded walk-away total, else that side's worst total. */
  disagreement: TotalsPoint;
  range: TotalsRange;
  scenarioCount: number;
  /** Scenarios reaching both recorded walk-away totals (all scenarios when none is recorded). */
  zopaCount: number;
  /** Every point of the Pareto frontier, by your total descending. */
  frontier: Scenario[];
  /** The balanced deal, relative to `disagreement`. */
  nash: Scenario | null;
  kalaiSmorodinsky: Scenario | null;
  /** Where trades start from: every issue split down the middle (docs/decisions.md §22). */
  compromise: Scenario | null;
  /** The recorded final agreement, once every issue is agreed. */
  agreement: Scenario | null;
  /**
   * For a complete final agreement: the best package at least as good for both and better for one, or
   * 'efficient' when none is; null while an issue has no agreed option.
   */
  leftOnTable: Scenario | 'efficient' | null;
  /** The best `TRADES_LISTED` trades from the compromise scenario, best first by the headline rule (§22). */
  trades: Trade[];
  /** Without a trade: the package better for both sides than the compromise (any number of issues), or null. */
  mutualGain: MutualGain | null;
  /**
   * When no package gives both sides more than the compromise (no trade, no package better for both): the best
   * `TRADES_LISTED` trades that raise one total and leave the other exactly where it was.
   */
  oneSidedTrades: Trade[];
  /** The equivalent offers' default target and what it stands on; null when no package reaches both walk-aways. */
  offerTarget: OfferTarget | null;
  cards: DecisionCards;
}

/**
 * A case's decision, the one source of what the Strategy tab and the report state, all exact and all from
 * @parley/scoring: the zone of possible agreement, the frontier with its Nash and Kalai–Smorodinsky points
 * relative to the walk-away totals (each unrecorded side at its worst total), the compromise and the trades
 * listed from it (else the package better for both, else the one-sided trades), what a complete final agreement
 * leaves on the table, the offers' default target, and the issue cards that follow every move listed. Pure: the
 * tab runs it in a Web Worker, the API on a worker thread.
 */
export function caseDecision(issues: readonly ScoredIssue[], input: DecisionInput): CaseDecision {
  const { walkAway, agreed } = input;
  const range = totalsRange(issues);
  const disagreement = {
    user: walkAway.user ?? range.userMin,
    opponent: walkAway.opponent ?? range.opponentMin,
  };
  const frontier = paretoFrontier(issues);
  const complete =
    issues.length > 0 &&
    agreed.length === issues.length &&
    agreed.every((id) => id !== null && id !== undefined);
  const agreedIds = complete ? (agreed as number[]) : null;
  const listed = trades(issues, { limit: TRADES_LISTED });
  const mutualGain = listed.length === 0 ? mutualGainPackage(issues) : null;
  const oneSided =
    listed.length === 0 && mutualGain === null
      ? trades(issues, { limit: TRADES_LISTED, oneSided: true })
      : [];
  const agreement = agreedIds === null ? null : scenarioOf(issues, agreedIds);
  const leftOnTable = agreedIds === null ? null : (paretoImprovement(issues, agreedIds) ?? 'efficient');
  const nash = nashPoint(frontier, disagreement);
  const proportional = kalaiSmorodinsky(issues, disagreement);
  const compromise = compromiseScenario(issues);
  const named = (scenario: Scenario | null) => packageOfScenario(issues, scenario);
  const deals: AdviceDeals = {
    compromise: named(compromise),
    mutualGain: named(mutualGain?.scenario ?? null),
    agreement: named(agreement),
    improvement: leftOnTable === 'efficient' ? null : named(leftOnTable),
    nash: named(nash),
    kalaiSmorodinsky: named(proportional),
  };
  const cardTrades = listed.length > 0 ? listed : oneSided;
  return {
    disagreement,
    range,
    scenarioCount: scenarioCount(issues),
    zopaCount: zopaCount(issues, walkAway),
    frontier,
    nash,
    kalaiSmorodinsky: proportional,
    compromise,
    agreement,
    leftOnTable,
    trades: listed,
    mutualGain,
    oneSidedTrades: oneSided,
    offerTarget: defaultOfferTarget(issues, walkAway),
    cards: { trades: cardTrades, deals, advice: issuesAdvice(issues, cardTrades, deals) },
  };
}

/** What the report needs besides the issues: the decision's input and the offer settings. */
export interface DecisionRequest extends DecisionInput {
  /** The final agreement's option id per issue, in issue order; null where an issue has none yet. */
  agreed: (number | null)[];
  offers: OfferSettings;
}

/** The report's figures: the case's decision (`caseDecision`) with what only the report prints. */
export interface DecisionFigures extends CaseDecision {
  /** The whole analysis (the best outcomes, the summary); its Nash point is `nash`. */
  analysis: Analysis;
  /** zopaCount / scenarioCount (0 without scenarios). */
  zopaShare: number;
  /** How many trades there are from the compromise scenario; the report states the first `TRADES_LISTED`. */
  tradeCount: number;
  /** Equivalent offers reaching both walk-away totals, as the Strategy tab's offer builder makes them. */
  offers: Scenario[];
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
 * The printable report's figures: the case's decision (`caseDecision`, the same as the Strategy tab's), with the
 * whole analysis, how many trades there are in all and the equivalent offers chosen by `request.offers`. Pure, so
 * it runs in a worker thread as well as anywhere else.
 */
export function decisionFigures(issues: readonly ScoredIssue[], request: DecisionRequest): DecisionFigures {
  const decision = caseDecision(issues, request);
  const analysis = analyze(issues, { disagreement: decision.disagreement });
  const { walkAway } = request;
  return {
    ...decision,
    analysis,
    zopaShare: decision.scenarioCount === 0 ? 0 : decision.zopaCount / decision.scenarioCount,
    tradeCount:
      decision.trades.length < TRADES_LISTED
        ? decision.trades.length
        : trades(issues, { limit: Infinity }).length,
    offers: equivalentOffers(issues, {
      count: request.offers.count,
      tolerance: request.offers.tolerance,
      walkAway,
      target: request.offers.target ?? null,
    }),
  };
}

/**
 * Where no package gives both sides more than the compromise (no trade, no package better for both): what the
 * Strategy tab and the report say, before the `count` one-sided trades they list (alone when there are none).
 */
export function oneSidedTradesSentence(count: number): string {
  if (count === 0)
    return 'No package gives both sides more than the compromise package, or one side more at no cost to the other.';
  return `No package gives both sides more than the compromise package, but ${
    count === 1
      ? 'this trade gives one side more and costs the other nothing:'
      : 'these trades give one side more and cost the other nothing:'
  }`;
}
