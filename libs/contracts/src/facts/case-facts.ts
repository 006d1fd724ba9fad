import {
  analyze,
  analyzeSelection,
  categoryCounts,
  finalAgreementTotals,
  issueStructures,
  compromiseScenario,
  kalaiSmorodinsky,
  minorIssues,
  mutualGainPackage,
  paretoImprovement,
  selectionFromRanges,
  strategicIssues,
  totalsRange,
  trades,
  zopaCount,
  type CategoryCounts,
  type IssueCategory,
  type IssueRelation,
  type IssueStructure,
  type PointsRange,
  type Scenario,
  type ScoredIssue,
  type Trade,
} from '@parley/scoring';
import type { CaseDetailResponse } from '../cases/case.response.js';
import { scoredIssuesOf } from '../cases/scored-issues.js';

/** The case's name, goal and description (empty strings where none). */
export interface FactCase {
  name: string;
  goal: string;
  description: string;
}

/** A package: its totals and the option it picks on each issue, by name. */
export interface FactPackage {
  userTotal: number;
  opponentTotal: number;
  options: { issue: string; option: string }[];
}

/** One side's stake in an issue: how far it can move that side's total, and the option(s) it prefers. */
export interface FactStake {
  swing: number;
  preferred: string[];
}

/**
 * An issue as the advice reads it: its stakes (each side's swing, what the bars show) and category, and its structure (`issueStructures`):
 * shared (one option best for both), opposed (what helps one side costs the other), mixed; who cares more (the
 * larger swing); what giving them their preferred option costs you and gains them; options both would rule out;
 * and every option's points.
 */
export interface FactIssue {
  name: string;
  yourImportance: number;
  opponentImportance: number;
  category: IssueCategory;
  relation: IssueRelation;
  /** Both swings under half of that side's mean swing over the case's issues (`minorIssues`). */
  minor: boolean;
  caresMore: 'you' | 'them' | 'equal';
  you: FactStake;
  them: FactStake;
  /** Null on a shared issue. */
  concession: { keep: string; give: string; cost: number; gain: number } | null;
  /** Options another option beats for both sides. */
  ruledOut: string[];
  options: { name: string; you: number; them: number }[];
}

/** One logrolling trade, in names and points (see `describeTrade`). */
export interface FactTrade {
  give: { issue: string; option: string; you: number; them: number };
  get: { issue: string; option: string; you: number; them: number };
  userGain: number;
  opponentGain: number;
}

/**
 * The case's facts: what the server computes from a stored case before any advice is written, with
 * @parley/scoring — the only figures the advice (the offline rules, or a language model) may stand on when a
 * request names a case.
 */
export interface CaseFacts {
  case: FactCase;
  /** Per issue: the SPEC's category and, from `issueStructures`, how the issue divides the sides. */
  issues: FactIssue[];
  categoryCounts: CategoryCounts;
  scenarioCount: number;
  userMax: number;
  opponentMax: number;
  /** Walk-away totals (null: not recorded) and best alternatives ('' : none). */
  walkAway: {
    user: number | null;
    opponent: number | null;
    userAlternative: string;
    opponentAlternative: string;
  };
  /** Scenarios where both totals reach the recorded walk-away values (all scenarios when none is recorded). */
  zopaCount: number;
  frontierSize: number;
  /** Relative to the walk-away point when both are recorded, otherwise to the worst case. */
  nash: FactPackage | null;
  kalaiSmorodinsky: FactPackage | null;
  /** The compromise package (every issue split down the middle) trades start from; null without packages. */
  compromise: FactPackage | null;
  /** Best first by the headline rule, from the compromise scenario (docs/decisions.md, trades). */
  trades: FactTrade[];
  /**
   * Only when no package gives both sides more than the compromise (no trade, no package better for both):
   * trades that raise one total and leave the other exactly where it was (`trades`' `oneSided`).
   */
  oneSidedTrades: FactTrade[];
  /**
   * The package better for both sides than the compromise (any number of issues changed) by the same rule,
   * or null when none is; advice cites it when no two-issue trade exists.
   */
  mutualGain: (FactPackage & { userGain: number; opponentGain: number; changedIssues: number }) | null;
  finalAgreement: {
    complete: boolean;
    userTotal: number;
    opponentTotal: number;
    belowWalkAway: { user: boolean; opponent: boolean };
    /** The agreed package once every issue is agreed (null: incomplete). */
    agreed: FactPackage | null;
    /** The best package at least as good for both and better for one; null when efficient or incomplete. */
    improvement: FactPackage | null;
  } | null;
  /** Present when the request carried the explorer's ranges. */
  selection?: {
    ranges: PointsRange[];
    exclude: boolean;
    scenarioCount: number;
    winWinRate: number;
    userMax: number;
    maxTotalValue: number;
    best: FactPackage | null;
  };
}

/** The explorer's selection a scenario analysis names: the axis ranges, kept or excluded. */
export interface FactsSelection {
  ranges: PointsRange[];
  exclude: boolean;
}

/** A scenario as a package: its totals and, per issue, the chosen option's name. */
export function packageOfScenario(
  issues: readonly ScoredIssue[],
  scenario: Scenario | null,
): FactPackage | null {
  if (!scenario) return null;
  return {
    userTotal: scenario.userTotal,
    opponentTotal: scenario.opponentTotal,
    options: issues.map((issue, i) => ({
      issue: issue.name,
      option: issue.options.find((o) => o.id === scenario.optionIds[i])?.name ?? '',
    })),
  };
}

/** The agreed options as a package (every issue agreed), with the agreement's totals. */
function packageOfAgreement(
  issues: readonly ScoredIssue[],
  optionIds: readonly number[],
  totals: { user: number; opponent: number },
): FactPackage {
  return {
    userTotal: totals.user,
    opponentTotal: totals.opponent,
    options: issues.map((issue, i) => ({
      issue: issue.name,
      option: issue.options.find((o) => o.id === optionIds[i])?.name ?? '',
    })),
  };
}

/** A change in points with its sign: +50, −30, ±0. */
export const signedPoints = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '±0');

/**
 * A trade in plain words: "Give ground on Deposit (−30 for you, +60 for them) and ask for Term (+80 for you,
 * −20 for them): +50 for you, +40 for them".
 */
export function describeTrade(trade: FactTrade): string {
  const { give, get } = trade;
  return (
    `Give ground on ${give.issue} (${signedPoints(give.you)} for you, ${signedPoints(give.them)} for them) ` +
    `and ask for ${get.issue} (${signedPoints(get.you)} for you, ${signedPoints(get.them)} for them): ` +
    `${signedPoints(trade.userGain)} for you, ${signedPoints(trade.opponentGain)} for them`
  );
}

/** How many trades the facts carry: enough to advise on, few enough for a prompt. */
export const FACT_TRADES = 3;

function optionName(issues: readonly ScoredIssue[], issueId: number, optionId: number) {
  const issue = issues.find((i) => i.id === issueId);
  return { issue: issue?.name ?? '', option: issue?.options.find((o) => o.id === optionId)?.name ?? '' };
}

/** A trade in names and points, as advice states it. */
export function factTrade(issues: readonly ScoredIssue[], t: Trade): FactTrade {
  return {
    give: {
      ...optionName(issues, t.give.issueId, t.give.optionId),
      you: t.give.userChange,
      them: t.give.opponentChange,
    },
    get: {
      ...optionName(issues, t.get.issueId, t.get.optionId),
      you: t.get.userChange,
      them: t.get.opponentChange,
    },
    userGain: t.userGain,
    opponentGain: t.opponentGain,
  };
}

function mutualGainFact(issues: readonly ScoredIssue[]): CaseFacts['mutualGain'] {
  const found = mutualGainPackage(issues);
  if (found === null) return null;
  const { scenario, userGain, opponentGain, changedIssues } = found;
  return { ...packageOfScenario(issues, scenario)!, userGain, opponentGain, changedIssues };
}

/**
 * An issue's facts: its stakes and category beside its structure, in option names; `minor` from the case's
 * other issues (`minorIssues`).
 */
export function factIssue(
  issue: ScoredIssue,
  strategic: { yourImportance: number; opponentImportance: number; category: IssueCategory },
  structure: IssueStructure,
  minor = false,
): FactIssue {
  const name = (id: number) => issue.options.find((o) => o.id === id)?.name ?? '';
  const names = (ids: readonly number[]) => ids.map(name);
  const { concession } = structure;
  return {
    name: issue.name,
    yourImportance: Math.round(strategic.yourImportance),
    opponentImportance: Math.round(strategic.opponentImportance),
    category: strategic.category,
    relation: structure.relation,
    minor,
    caresMore: structure.caresMore === 'user' ? 'you' : structure.caresMore === 'opponent' ? 'them' : 'equal',
    you: { swing: structure.user.swing, preferred: names(structure.user.preferred) },
    them: { swing: structure.opponent.swing, preferred: names(structure.opponent.preferred) },
    concession: concession && {
      keep: name(concession.fromOptionId),
      give: name(concession.toOptionId),
      cost: concession.cost,
      gain: concession.gain,
    },
    ruledOut: names(structure.dominated),
    options: issue.options.map((o) => ({ name: o.name, you: o.user, them: o.opponent })),
  };
}

/**
 * Every figure the advice may cite, computed from the stored case with @parley/scoring (the API runs it on a
 * worker thread): categories, the
 * frontier with the Nash and Kalai–Smorodinsky points (relative to each recorded walk-away value, else to
 * that side's worst total), the zone of possible agreement, trades, the final agreement and, with ranges, the selection.
 */
export function caseFacts(detail: CaseDetailResponse, selection?: FactsSelection): CaseFacts {
  const issues = scoredIssuesOf(detail);
  const user = detail.parties.find((p) => p.type === 'user');
  const opponent = detail.parties.find((p) => p.type === 'opponent');
  const walkAway = { user: user?.reservationValue ?? null, opponent: opponent?.reservationValue ?? null };
  const strategic = strategicIssues(issues);
  const structures = issueStructures(issues);
  const range = totalsRange(issues);
  const disagreement = {
    user: walkAway.user ?? range.userMin,
    opponent: walkAway.opponent ?? range.opponentMin,
  };
  const analysis = analyze(issues, { top: 0, disagreement });
  const tradeList = trades(issues, { limit: FACT_TRADES }).map((t) => factTrade(issues, t));
  const mutualGain = mutualGainFact(issues);
  const oneSided =
    tradeList.length === 0 && mutualGain === null
      ? trades(issues, { limit: FACT_TRADES, oneSided: true }).map((t) => factTrade(issues, t))
      : [];
  const minor = minorIssues(structures);

  let finalAgreement: CaseFacts['finalAgreement'] = null;
  if (detail.finalAgreements.length > 0) {
    const totals = finalAgreementTotals(issues, detail.finalAgreements);
    const complete = totals.missingIssueIds.length === 0 && issues.length > 0;
    const agreedIds = issues.map(
      (i) => detail.finalAgreements.find((a) => a.issueId === i.id)?.optionId ?? 0,
    );
    finalAgreement = {
      complete,
      userTotal: totals.user,
      opponentTotal: totals.opponent,
      belowWalkAway: {
        user: walkAway.user !== null && totals.user < walkAway.user,
        opponent: walkAway.opponent !== null && totals.opponent < walkAway.opponent,
      },
      agreed: complete ? packageOfAgreement(issues, agreedIds, totals) : null,
      improvement: complete ? packageOfScenario(issues, paretoImprovement(issues, agreedIds)) : null,
    };
  }

  let selected: CaseFacts['selection'];
  if (selection) {
    const s = analyzeSelection(issues, selectionFromRanges(issues, selection.ranges, selection.exclude), {
      top: 1,
    });
    selected = {
      ranges: selection.ranges,
      exclude: selection.exclude,
      scenarioCount: s.scenarioCount,
      winWinRate: s.winWinRate,
      userMax: s.userMax,
      maxTotalValue: s.maxTotalValue,
      best: packageOfScenario(issues, s.top[0] ?? null),
    };
  }

  return {
    case: {
      name: detail.case.name,
      goal: detail.case.goal ?? '',
      description: detail.case.description ?? '',
    },
    issues: strategic.map((i, k) =>
      factIssue(issues[k] as ScoredIssue, i, structures[k] as IssueStructure, minor[k] === true),
    ),
    categoryCounts: categoryCounts(strategic.map((i) => i.category)),
    scenarioCount: analysis.scenarioCount,
    userMax: analysis.userMax,
    opponentMax: analysis.opponentMax,
    walkAway: {
      ...walkAway,
      userAlternative: user?.alternative ?? '',
      opponentAlternative: opponent?.alternative ?? '',
    },
    zopaCount: zopaCount(issues, walkAway),
    frontierSize: analysis.pareto.length,
    nash: packageOfScenario(issues, analysis.nash),
    kalaiSmorodinsky: packageOfScenario(issues, kalaiSmorodinsky(issues, disagreement)),
    compromise: packageOfScenario(issues, compromiseScenario(issues)),
    trades: tradeList,
    oneSidedTrades: oneSided,
    mutualGain,
    finalAgreement,
    ...(selected ? { selection: selected } : {}),
  };
}
