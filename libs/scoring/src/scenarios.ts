import { at, scoreTable, type IssueScores } from './score-table.js';
import type { Scenario, ScoredIssue } from './types.js';

/**
 * Product of the option counts, or 0 when there is no issue or an issue has no option.
 * A JS number counts exactly up to 2^53 (about 20 issues of 6 options); larger spaces lose the last digits.
 */
export function scenarioCount(issues: readonly ScoredIssue[]): number {
  if (issues.length === 0) return 0;
  return issues.reduce((count, issue) => count * issue.options.length, 1);
}

/**
 * The scenario of a full package given by option ids in issue order (as offers name it), or null when the list
 * is not one option id of each issue.
 */
export function scenarioOf(issues: readonly ScoredIssue[], optionIds: readonly number[]): Scenario | null {
  if (optionIds.length !== issues.length) return null;
  const indexes = issues.map((issue, i) => issue.options.findIndex((option) => option.id === optionIds[i]));
  return indexes.some((k) => k < 0) ? null : scenarioAt(issues, indexes);
}

/** The scenario that picks option `indexes[i]` (a position in `options`, not an id) on issue i. */
export function scenarioAt(issues: readonly ScoredIssue[], indexes: readonly number[]): Scenario {
  return scenarioFromTable(scoreTable(issues), indexes);
}

export function scenarioFromTable(table: readonly IssueScores[], indexes: ArrayLike<number>): Scenario {
  const optionIds: number[] = [];
  const user: number[] = [];
  const opponent: number[] = [];
  let userTotal = 0;
  let opponentTotal = 0;
  table.forEach((issue, i) => {
    const k = at(indexes, i);
    if (k < 0 || k >= issue.optionIds.length) throw new RangeError(`issue ${i} has no option at index ${k}`);
    optionIds.push(at(issue.optionIds, k));
    user.push(at(issue.user, k));
    opponent.push(at(issue.opponent, k));
    userTotal += at(issue.user, k);
    opponentTotal += at(issue.opponent, k);
  });
  return { optionIds, user, opponent, userTotal, opponentTotal };
}

/**
 * Lists every scenario, in lexicographic order of option indexes (the last issue varies fastest).
 * Meant for small spaces and for the chart; the analytics never need it.
 */
export function* enumerateScenarios(issues: readonly ScoredIssue[]): Generator<Scenario, void, undefined> {
  yield* enumerateIndexes(issues, (table, indexes) => scenarioFromTable(table, indexes));
}

/** Visits every index vector in lexicographic order; `visit` receives the same (mutated) array each time. */
export function* enumerateIndexes<T>(
  issues: readonly ScoredIssue[],
  visit: (table: readonly IssueScores[], indexes: Int32Array) => T,
  allowed?: readonly (readonly number[])[],
): Generator<T, void, undefined> {
  const table = scoreTable(issues);
  if (table.length === 0) return;
  const choices = allowed ?? table.map((issue) => issue.optionIds.map((_, k) => k));
  if (choices.some((options) => options.length === 0)) return;
  const position = new Int32Array(table.length);
  const indexes = Int32Array.from(choices, (options) => at(options, 0));
  for (;;) {
    yield visit(table, indexes);
    let i = table.length - 1;
    while (i >= 0) {
      const options = choices[i] as readonly number[];
      const next = at(position, i) + 1;
      if (next < options.length) {
        position[i] = next;
        indexes[i] = at(options, next);
        break;
      }
      position[i] = 0;
      indexes[i] = at(options, 0);
      i--;
    }
    if (i < 0) return;
  }
}
