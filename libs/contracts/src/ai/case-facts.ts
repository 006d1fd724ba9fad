import type { CategoryCounts, IssueCategory, PointsRange, Scenario, ScoredIssue } from '@parley/scoring';
import type { AiCaseData } from './ai.contracts.js';

/** Who wrote an AI answer: a language model, or the offline rules. */
export type AiSource = 'openai' | 'offline';

/** A package: its totals and the option it picks on each issue, by name. */
export interface FactPackage {
  userTotal: number;
  opponentTotal: number;
  options: { issue: string; option: string }[];
}

/** One logrolling trade, in names and points (see `describeTrade`). */
export interface FactTrade {
  give: { issue: string; option: string; you: number; them: number };
  get: { issue: string; option: string; you: number; them: number };
  userGain: number;
  opponentGain: number;
}

/**
 * What the server computes from a stored case before any advice is written, with @parley/scoring: the only
 * figures the AI may stand on when a request names a case.
 */
export interface CaseFacts {
  case: AiCaseData;
  issues: { name: string; yourImportance: number; opponentImportance: number; category: IssueCategory }[];
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
  /** Best first, from the compromise scenario (docs/decisions.md, trades). */
  trades: FactTrade[];
  finalAgreement: {
    complete: boolean;
    userTotal: number;
    opponentTotal: number;
    belowWalkAway: { user: boolean; opponent: boolean };
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

const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');

/**
 * A trade in plain words: "Give ground on Deposit (−30 for you, +60 for them) and ask for Term (+80 for you,
 * −20 for them): +50 for you, +40 for them".
 */
export function describeTrade(trade: FactTrade): string {
  const { give, get } = trade;
  return (
    `Give ground on ${give.issue} (${signed(give.you)} for you, ${signed(give.them)} for them) ` +
    `and ask for ${get.issue} (${signed(get.you)} for you, ${signed(get.them)} for them): ` +
    `${signed(trade.userGain)} for you, ${signed(trade.opponentGain)} for them`
  );
}
