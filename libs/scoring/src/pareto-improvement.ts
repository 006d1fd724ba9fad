import { paretoFrontierOfTable } from './pareto.js';
import { scenarioFromTable } from './scenarios.js';
import { scoreTable } from './score-table.js';
import type { Scenario, ScoredIssue } from './types.js';

/**
 * What was left on the table: the best scenario at least as good for both sides as the one given (option
 * ids in issue order) and better for one, or null when the given scenario is Pareto-efficient. Best means
 * the highest userTotal + opponentTotal, ties to the higher userTotal; of the scenarios reaching those
 * totals, the lexicographically first. It lies on the frontier (whatever dominates it would be worth more),
 * so O(frontier size) after the frontier. Throws a RangeError when the ids do not name one option per issue.
 */
export function paretoImprovement(
  issues: readonly ScoredIssue[],
  optionIds: readonly number[],
): Scenario | null {
  const table = scoreTable(issues);
  if (optionIds.length !== table.length) throw new RangeError('one option id per issue is required');
  const given = scenarioFromTable(
    table,
    table.map((issue, i) => {
      const k = issue.optionIds.indexOf(optionIds[i] as number);
      if (k < 0) throw new RangeError(`issue ${i} has no option ${optionIds[i]}`);
      return k;
    }),
  );
  let best: Scenario | null = null;
  for (const s of paretoFrontierOfTable(table)) {
    if (s.userTotal < given.userTotal || s.opponentTotal < given.opponentTotal) continue;
    if (s.userTotal === given.userTotal && s.opponentTotal === given.opponentTotal) continue;
    const value = s.userTotal + s.opponentTotal;
    const bestValue = best === null ? -Infinity : best.userTotal + best.opponentTotal;
    // The frontier runs by userTotal descending: on equal value the earlier point has the higher userTotal.
    if (value > bestValue) best = s;
  }
  return best;
}
