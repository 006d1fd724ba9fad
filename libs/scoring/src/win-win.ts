import { countAtOrAboveInTable } from './at-or-above.js';
import { hasScenarios, winWinThresholds } from './averages.js';
import { paretoFrontierOfTable } from './pareto.js';
import { scoreTable, type IssueScores } from './score-table.js';
import type { Scenario, ScoredIssue } from './types.js';

/**
 * How many scenarios give both parties at least their average total. Totals equal to the average
 * count, decided on whole numbers: totals are whole, so "total ≥ average" is "total ≥ ⌈average⌉" with the
 * average held as an exact fraction.
 */
export function winWinCount(issues: readonly ScoredIssue[]): number {
  return winWinCountOfTable(scoreTable(issues));
}

export function winWinCountOfTable(table: readonly IssueScores[]): number {
  if (!hasScenarios(table)) return 0;
  return countAtOrAboveInTable(table, winWinThresholds(table));
}

/** The share (0..1) of scenarios that are win-win; 0 when there is no scenario. */
export function winWinRate(issues: readonly ScoredIssue[]): number {
  const table = scoreTable(issues);
  if (!hasScenarios(table)) return 0;
  const total = table.reduce((count, issue) => count * issue.optionIds.length, 1);
  return winWinCountOfTable(table) / total;
}

/** The win-win rate as the screen shows it: a whole percentage. */
export function winWinPercent(rate: number): number {
  return Math.round(rate * 100);
}

/**
 * The best win-win scenario by userTotal + opponentTotal (ties as in the top scenarios), or null.
 * It lies on the Pareto frontier: whatever dominates a win-win scenario is win-win and worth more.
 */
export function bestWinWinScenario(issues: readonly ScoredIssue[]): Scenario | null {
  const table = scoreTable(issues);
  if (!hasScenarios(table)) return null;
  const floor = winWinThresholds(table);
  let best: Scenario | null = null;
  for (const scenario of paretoFrontierOfTable(table)) {
    if (scenario.userTotal < floor.user || scenario.opponentTotal < floor.opponent) continue;
    // The frontier runs by userTotal descending, so a tie in value keeps the earlier, higher-user one.
    if (best === null || value(scenario) > value(best)) best = scenario;
  }
  return best;
}

function value(scenario: Scenario): number {
  return scenario.userTotal + scenario.opponentTotal;
}
