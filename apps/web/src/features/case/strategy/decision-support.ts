import {
  caseDecision,
  describeTrade,
  OfferLimits,
  packageOfScenario,
  scoredIssuesOf,
  TRADES_LISTED,
} from '@parley/contracts';
import type { CaseDetailResponse, DecisionCards, FactPackage, OfferSettings } from '@parley/contracts';
import {
  equivalentOffers,
  type MutualGain,
  type OfferTarget,
  type Scenario,
  type ScoredIssue,
  type TotalsRange,
  type Trade,
  type TradeMove,
} from '@parley/scoring';

/** Each side's recorded walk-away total (null: not recorded). */
export interface WalkAwayTotals {
  user: number | null;
  opponent: number | null;
}

/** A package with where it falls short of a recorded walk-away total. */
export interface DealPackage extends FactPackage {
  belowWalkAway: { user: boolean; opponent: boolean };
}

/** An equivalent offer, with the issues where it gives you your preferred option. */
export interface OfferPackage extends DealPackage {
  /** Names of the issues where this package has your highest points. */
  yourBest: string[];
  /** Its option per issue, in issue order (what the robustness figures check). */
  optionIds: number[];
}

/** A trade in plain words (issue 11's form) and the option moves behind it. */
export interface TradeView {
  text: string;
  /** "Deposit: 1 month → 2 months; Term: 12 months → 24 months" */
  moves: string;
}

/** A package better for both sides than the compromise, with the option moves it takes. */
export interface MutualGainView {
  deal: DealPackage;
  userGain: number;
  opponentGain: number;
  changedIssues: number;
  /** "Deposit: 1 month → 2 months; Term: 12 months → 24 months" */
  moves: string;
}

export interface DecisionSupport {
  walkAway: WalkAwayTotals;
  scenarioCount: number;
  /** Packages reaching every recorded walk-away total (all packages when none is recorded). */
  zopaCount: number;
  range: TotalsRange;
  /** Every point of the Pareto frontier, by your total descending. */
  frontier: DealPackage[];
  /** Relative to the walk-away point (each unrecorded side at its worst total). */
  nash: DealPackage | null;
  kalaiSmorodinsky: DealPackage | null;
  /** The recorded final agreement, once every issue is agreed. */
  agreement: DealPackage | null;
  /** Where trades start from: every issue split down the middle (docs/decisions.md §22). */
  compromise: DealPackage | null;
  trades: TradeView[];
  /** Without a trade: the package better for both than the compromise (any number of issues), or null. */
  mutualGain: MutualGainView | null;
  /** null without a complete final agreement; otherwise the improvement, or 'efficient'. */
  leftOnTable: DealPackage | 'efficient' | null;
  /** The equivalent offers' default target and what it stands on (null: no package reaches both walk-aways). */
  offerTarget: OfferTarget | null;
  /**
   * When no package gives both sides more than the compromise (no trade, no package better for both): the trades
   * that raise one total and leave the other exactly where it was.
   */
  oneSidedTrades: TradeView[];
  /** What the issue cards read of these figures (the issue playbook follows every move listed here). */
  cards: CardsSupport;
}

/**
 * What the issue cards read of the decision support (computed in its worker by `caseDecision`, as the report's
 * are): the trades it lists (one-sided ones when nothing gives both sides more), the packages it recommends and
 * the cards' advice, for the case `key` names (`cardsKey`).
 */
export interface CardsSupport extends DecisionCards {
  key: string;
}

/**
 * The case as the cards' support reads it: every option's points, the walk-away totals and the agreement, so
 * that support computed for an older version of the case is never read with a newer one.
 */
export function cardsKey(
  issues: readonly ScoredIssue[],
  walkAway: { user: number | null; opponent: number | null },
  agreed: readonly (number | undefined)[],
): string {
  const scores = issues.map(
    (i) => `${i.id}:${i.options.map((o) => `${o.id},${o.user},${o.opponent}`).join(';')}`,
  );
  return `${scores.join('|')}/${walkAway.user ?? ''},${walkAway.opponent ?? ''}/${agreed.join(',')}`;
}

export type { OfferSettings };

/** What the worker needs for the decision support: the scored issues, walk-away totals and the agreement. */
export interface DecisionSupportInput {
  issues: readonly ScoredIssue[];
  walkAway: WalkAwayTotals;
  /** The agreed option id per issue, in issue order (undefined: not agreed). */
  agreed: readonly (number | undefined)[];
}

export type DecisionSupportRequest =
  | ({ kind: 'support' } & DecisionSupportInput)
  | ({ kind: 'offers'; issues: readonly ScoredIssue[]; walkAway: WalkAwayTotals } & OfferSettings);

export type OffersAnswer = { kind: 'offers'; offers: OfferPackage[] } | { kind: 'offers'; error: string };
export type DecisionSupportAnswer = { kind: 'support'; support: DecisionSupport } | OffersAnswer;

/** How many trades the tab states (the report states the same ones). */
export { TRADES_LISTED };
/** The offer builder starts where the report does without a query (OfferLimits, shared with the API). */
export const DEFAULT_OFFER_SETTINGS: OfferSettings = {
  count: OfferLimits.countDefault,
  tolerance: OfferLimits.toleranceDefault,
  target: null,
};

/** The worker's input from a case: scored issues, both walk-away totals, the agreed options. */
export function decisionSupportInput(detail: CaseDetailResponse): DecisionSupportInput {
  const issues = scoredIssuesOf(detail);
  return {
    issues,
    walkAway: walkAwayOf(detail),
    agreed: agreedOf(detail, issues),
  };
}

/** The agreed option id per issue, in issue order (undefined: not agreed). */
export function agreedOf(
  detail: CaseDetailResponse,
  issues: readonly ScoredIssue[] = scoredIssuesOf(detail),
): (number | undefined)[] {
  return issues.map((i) => detail.finalAgreements.find((a) => a.issueId === i.id)?.optionId);
}

export function walkAwayOf(detail: CaseDetailResponse): WalkAwayTotals {
  const party = (type: string) => detail.parties.find((p) => p.type === type);
  return {
    user: party('user')?.reservationValue ?? null,
    opponent: party('opponent')?.reservationValue ?? null,
  };
}

/** Whether a package falls short of either recorded walk-away total. */
export function belowWalkAway(
  totals: { userTotal: number; opponentTotal: number },
  walkAway: WalkAwayTotals,
): { user: boolean; opponent: boolean } {
  return {
    user: walkAway.user !== null && totals.userTotal < walkAway.user,
    opponent: walkAway.opponent !== null && totals.opponentTotal < walkAway.opponent,
  };
}

/**
 * The Strategy tab's decision support: the case's decision (`caseDecision`, the report's one source as well) in
 * the tab's words — the zone of possible agreement, the whole frontier with its Nash and Kalai–Smorodinsky points
 * relative to the walk-away totals, trades in plain words, what a complete final agreement leaves on the table,
 * and the issue cards that follow them. Far longer than a frame on a large case: the tab runs it in a Web Worker
 * (decision-support.worker.ts).
 */
export function decisionSupportOf({ issues, walkAway, agreed }: DecisionSupportInput): DecisionSupport {
  const deal = (scenario: Scenario | null): DealPackage | null => {
    const p = packageOfScenario(issues, scenario);
    return p === null ? null : { ...p, belowWalkAway: belowWalkAway(p, walkAway) };
  };
  const decision = caseDecision(issues, { walkAway, agreed });
  const left = decision.leftOnTable;
  return {
    walkAway,
    scenarioCount: decision.scenarioCount,
    zopaCount: decision.zopaCount,
    range: decision.range,
    frontier: decision.frontier.map((s) => deal(s) as DealPackage),
    nash: deal(decision.nash),
    kalaiSmorodinsky: deal(decision.kalaiSmorodinsky),
    agreement: deal(decision.agreement),
    compromise: deal(decision.compromise),
    trades: decision.trades.map((t) => tradeView(issues, t)),
    mutualGain: decision.mutualGain === null ? null : mutualGainView(issues, decision.mutualGain, deal),
    leftOnTable: left === null || left === 'efficient' ? left : deal(left),
    offerTarget: decision.offerTarget,
    oneSidedTrades: decision.oneSidedTrades.map((t) => tradeView(issues, t)),
    cards: { key: cardsKey(issues, walkAway, agreed), ...decision.cards },
  };
}

/**
 * Equivalent offers reaching both walk-away totals, as packages. The scoring throws a RangeError beyond its
 * pattern sets (docs/decisions.md §29); the answer then carries the message instead of leaving the screen
 * waiting.
 */
export function offersOf(
  issues: readonly ScoredIssue[],
  walkAway: WalkAwayTotals,
  settings: OfferSettings,
): OffersAnswer {
  try {
    const offers = equivalentOffers(issues, {
      count: settings.count,
      tolerance: settings.tolerance,
      walkAway,
      target: settings.target ?? null,
    });
    const highest = issues.map((issue) => Math.max(...issue.options.map((o) => o.user)));
    return {
      kind: 'offers',
      offers: offers.map((s) => {
        const p = packageOfScenario(issues, s) as FactPackage;
        const yourBest = issues.filter((issue, i) => s.user[i] === highest[i]).map((issue) => issue.name);
        return { ...p, belowWalkAway: belowWalkAway(p, walkAway), yourBest, optionIds: s.optionIds };
      }),
    };
  } catch (error) {
    return { kind: 'offers', error: error instanceof Error ? error.message : String(error) };
  }
}

/** The worker's answer to either request (also the in-place fallback where there is no Worker). */
export function runDecisionSupport(request: DecisionSupportRequest): DecisionSupportAnswer {
  if (request.kind === 'offers') return offersOf(request.issues, request.walkAway, request);
  return { kind: 'support', support: decisionSupportOf(request) };
}

function mutualGainView(
  issues: readonly ScoredIssue[],
  found: MutualGain,
  deal: (scenario: Scenario | null) => DealPackage | null,
): MutualGainView {
  const { scenario, fromOptionIds, userGain, opponentGain, changedIssues } = found;
  const name = (issue: ScoredIssue, id: number | undefined) =>
    issue.options.find((o) => o.id === id)?.name ?? '';
  const moves = issues
    .flatMap((issue, i) =>
      scenario.optionIds[i] === fromOptionIds[i]
        ? []
        : [`${issue.name}: ${name(issue, fromOptionIds[i])} → ${name(issue, scenario.optionIds[i])}`],
    )
    .join('; ');
  return { deal: deal(scenario) as DealPackage, userGain, opponentGain, changedIssues, moves };
}

function tradeView(issues: readonly ScoredIssue[], trade: Trade): TradeView {
  const side = (move: TradeMove) => {
    const issue = issues.find((i) => i.id === move.issueId);
    const option = (id: number) => issue?.options.find((o) => o.id === id)?.name ?? '';
    return {
      fact: {
        issue: issue?.name ?? '',
        option: option(move.optionId),
        you: move.userChange,
        them: move.opponentChange,
      },
      move: `${issue?.name ?? ''}: ${option(move.fromOptionId)} → ${option(move.optionId)}`,
    };
  };
  const give = side(trade.give);
  const get = side(trade.get);
  return {
    text: describeTrade({
      give: give.fact,
      get: get.fact,
      userGain: trade.userGain,
      opponentGain: trade.opponentGain,
    }),
    moves: `${give.move}; ${get.move}`,
  };
}

/** "Rent: Low; Term: Short" */
export const packageOptions = (p: FactPackage) => p.options.map((o) => `${o.issue}: ${o.option}`).join('; ');

/** "1 package", "2 packages" (numbers with thousands separators). */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${new Intl.NumberFormat('en-US').format(count)} ${count === 1 ? singular : plural}`;
}
