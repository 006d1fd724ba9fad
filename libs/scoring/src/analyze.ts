import { averageTotalsOfTable } from './averages.js';
import { nashPoint } from './nash.js';
import { paretoFrontierOfTable } from './pareto.js';
import { scenarioCount } from './scenarios.js';
import { scoreTable } from './score-table.js';
import { TOP_SCENARIOS, topScenariosOfTable } from './top.js';
import { totalsRangeOfTable } from './totals.js';
import type { Analysis, AnalyzeOptions, ScoredIssue } from './types.js';
import { winWinCountOfTable } from './win-win.js';

/**
 * Every scenario statistic of a case, computed exactly without listing the scenarios: closed forms for the
 * extremes and averages, a meet-in-the-middle count for the win-win rate, best-first search for the top
 * scenarios, and the frontier merged issue by issue, with the Nash point taken from it.
 */
export function analyze(issues: readonly ScoredIssue[], opts: AnalyzeOptions = {}): Analysis {
  const table = scoreTable(issues);
  const count = scenarioCount(issues);
  const range = totalsRangeOfTable(table);
  const average = averageTotalsOfTable(table);
  const pareto = paretoFrontierOfTable(table);
  const disagreement = opts.disagreement ?? { user: range.userMin, opponent: range.opponentMin };
  return {
    scenarioCount: count,
    ...range,
    averageUser: average.user,
    averageOpponent: average.opponent,
    winWinRate: count === 0 ? 0 : winWinCountOfTable(table) / count,
    top: topScenariosOfTable(table, opts.top ?? TOP_SCENARIOS, count),
    pareto,
    nash: nashPoint(pareto, disagreement),
  };
}
