import {
  analyze,
  scenarioCount,
  selectedBestFirst,
  selectionCount,
  selectionFromRanges,
  selectionPage,
  totalsRange,
  type Party,
  type PointsRange,
  type Scenario,
  type ScenarioSelection,
  type ScoredIssue,
} from '@parley/scoring';
import { densitySegments, type DensitySegment } from './density';
import { buildIssueAxes } from './issue-axes';

/** Top matches drawn as individual lines over the density. */
export const TOP_LINES = 10;
/** At most this many Pareto-efficient scenarios are drawn (evenly spread along the frontier). */
export const PARETO_LINES = 60;

/** What the explorer asks for: the filters, Exclude, which party places the options and one table page. */
export interface ExplorerQuery {
  ranges: readonly PointsRange[];
  exclude: boolean;
  party: Party;
  offset: number;
  limit: number;
}

/** Everything the explorer draws for a query; computed off the main thread in the browser. */
export interface ExplorerView {
  total: number;
  /** Scenarios in the selection (every scenario while there is no filter). */
  selected: number;
  /** A selection exists while a filter is active. */
  active: boolean;
  segments: DensitySegment[];
  /** The best matches by joint total (or the best overall without a filter). */
  top: Scenario[];
  /** One table page of the matches, best first. */
  page: Scenario[];
  offset: number;
}

/** What does not change with the filters: the frontier, the Nash point and the colour scale's range. */
export interface ExplorerStatics {
  pareto: Scenario[];
  nash: Scenario | null;
  /** The range of each party's total, for the colour scale. */
  userMin: number;
  userMax: number;
  opponentMin: number;
  opponentMax: number;
}

/** The selection a query makes, or null without filters (then everything is shown and nothing is selected). */
export function querySelection(
  issues: readonly ScoredIssue[],
  query: Pick<ExplorerQuery, 'ranges' | 'exclude'>,
): ScenarioSelection | null {
  return query.ranges.length === 0 ? null : selectionFromRanges(issues, query.ranges, query.exclude);
}

const EVERYTHING: ScenarioSelection = { options: [] };

export function explorerView(issues: readonly ScoredIssue[], query: ExplorerQuery): ExplorerView {
  const selection = querySelection(issues, query);
  const total = scenarioCount(issues);
  const effective = selection ?? EVERYTHING;
  const top: Scenario[] = [];
  for (const scenario of selectedBestFirst(issues, effective)) {
    if (top.length >= TOP_LINES) break;
    top.push(scenario);
  }
  const page = selectionPage(issues, effective, query.offset, query.limit);
  return {
    total,
    selected: selection === null ? total : selectionCount(issues, selection),
    active: selection !== null,
    segments: densitySegments(issues, buildIssueAxes(issues, query.party), selection),
    top,
    page: page.scenarios,
    offset: page.offset,
  };
}

/** Spreads `limit` picks evenly over a list, keeping both ends. */
export function spread<T>(items: readonly T[], limit: number): T[] {
  if (items.length <= limit) return [...items];
  const picks: T[] = [];
  for (let k = 0; k < limit; k++) picks.push(items[Math.round((k * (items.length - 1)) / (limit - 1))] as T);
  return picks;
}

export function explorerStatics(issues: readonly ScoredIssue[]): ExplorerStatics {
  const analysis = analyze(issues, { top: 0 });
  const range = totalsRange(issues);
  return {
    pareto: spread(analysis.pareto, PARETO_LINES),
    nash: analysis.nash,
    userMin: range.userMin,
    userMax: range.userMax,
    opponentMin: range.opponentMin,
    opponentMax: range.opponentMax,
  };
}
