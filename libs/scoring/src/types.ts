/** One option of an issue with both parties' points; a missing score is 0. */
export interface ScoredOption {
  id: number;
  name: string;
  user: number;
  opponent: number;
}

/** An issue with its options, in the order the case lists them. */
export interface ScoredIssue {
  id: number;
  name: string;
  options: ScoredOption[];
}

/** One option chosen per issue, with each party's points per issue and in total. */
export interface Scenario {
  /** Chosen option id per issue, in issue order. */
  optionIds: number[];
  /** Each party's points per issue, in issue order. */
  user: number[];
  opponent: number[];
  userTotal: number;
  opponentTotal: number;
}

export type Party = 'user' | 'opponent';

/** A point in the (userTotal, opponentTotal) plane, such as a walk-away (disagreement) point. */
export interface TotalsPoint {
  user: number;
  opponent: number;
}

export interface Analysis {
  /** Product of option counts (0 when there are no issues or an issue has no option). */
  scenarioCount: number;
  userMax: number;
  userMin: number;
  opponentMax: number;
  opponentMin: number;
  /** Mean totals over all scenarios. */
  averageUser: number;
  averageOpponent: number;
  /** Share (0..1) of scenarios with both totals at or above the averages, decided exactly. */
  winWinRate: number;
  /** Best `top` (default 5) by userTotal + opponentTotal. */
  top: Scenario[];
  /** The Pareto-efficient frontier, one scenario per distinct point, by userTotal descending. */
  pareto: Scenario[];
  /** The Nash bargaining point over the frontier points at or above the disagreement point. */
  nash: Scenario | null;
}

export interface AnalyzeOptions {
  /** How many top scenarios to return (default 5; `Infinity` lists every scenario). */
  top?: number;
  /** Each side's walk-away totals (default: `userMin`, `opponentMin`). */
  disagreement?: TotalsPoint;
}

/** An inclusive filter on one party's points on one issue (a Hi-Plot axis range). */
export interface PointsRange {
  issueIndex: number;
  party: Party;
  min: number;
  max: number;
}
