import { enumerateIndexes, scenarioFromTable } from './scenarios.js';
import { at, scoreTable, type IssueScores } from './score-table.js';
import type { PointsRange, Scenario, ScoredIssue } from './types.js';

/**
 * How many scenarios satisfy every range (a chart filter; both ends inclusive).
 * A range only looks at one issue, so the ranges on an issue filter that issue's options and the count is
 * the product over issues of the options that pass. A range naming an issue that does not exist matches
 * nothing, as a scenario has no points there. 0 when there is no scenario.
 */
export function countMatching(issues: readonly ScoredIssue[], ranges: readonly PointsRange[]): number {
  const allowed = allowedOptions(scoreTable(issues), ranges);
  if (allowed === null) return 0;
  return allowed.reduce((count, options) => count * options.length, 1);
}

/** Lists the scenarios that satisfy every range, in lexicographic order of option indexes. */
export function* matchingScenarios(
  issues: readonly ScoredIssue[],
  ranges: readonly PointsRange[],
): Generator<Scenario, void, undefined> {
  const allowed = allowedOptions(scoreTable(issues), ranges);
  if (allowed === null) return;
  yield* enumerateIndexes(issues, (table, indexes) => scenarioFromTable(table, indexes), allowed);
}

/** Per issue, the option indexes that pass every range on it; null when no scenario can match. */
export function allowedOptions(
  table: readonly IssueScores[],
  ranges: readonly PointsRange[],
): number[][] | null {
  if (table.length === 0) return null;
  const unknown = (range: PointsRange): boolean =>
    table[range.issueIndex] === undefined || (range.party !== 'user' && range.party !== 'opponent');
  if (ranges.some(unknown)) return null;
  return table.map((issue, i) => {
    const onIssue = ranges.filter((range) => range.issueIndex === i);
    return issue.optionIds
      .map((_, k) => k)
      .filter((k) =>
        onIssue.every((range) => {
          const points = at(issue[range.party], k);
          return points >= range.min && points <= range.max;
        }),
      );
  });
}
