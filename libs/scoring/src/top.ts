import { rankedInBox, wholeSpace } from './ranked.js';
import { scenarioCount, scenarioFromTable } from './scenarios.js';
import { scoreTable, type IssueScores } from './score-table.js';
import type { Scenario, ScoredIssue } from './types.js';

/** How many top scenarios the screens show by default. */
export const TOP_SCENARIOS = 5;

/**
 * The best `count` scenarios by userTotal + opponentTotal; ties go to the higher userTotal, then to the
 * option indexes that come first in lexicographic order.
 *
 * The first `count` of `rankedInBox` over the whole space (best-first search, at most count × issues
 * candidates visited).
 */
export function topScenarios(issues: readonly ScoredIssue[], count: number = TOP_SCENARIOS): Scenario[] {
  return topScenariosOfTable(scoreTable(issues), count, scenarioCount(issues));
}

export function topScenariosOfTable(table: readonly IssueScores[], count: number, total: number): Scenario[] {
  const wanted = Math.min(total, Math.max(0, Math.floor(Number.isNaN(count) ? 0 : count)));
  if (wanted === 0) return [];
  const result: Scenario[] = [];
  for (const ranked of rankedInBox(table, wholeSpace(table))) {
    result.push(scenarioFromTable(table, ranked.indexes));
    if (result.length >= wanted) break;
  }
  return result;
}
