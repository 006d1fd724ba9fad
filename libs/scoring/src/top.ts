import { PriorityQueue } from './heap.js';
import { scenarioCount, scenarioFromTable } from './scenarios.js';
import { at, scoreTable, type IssueScores } from './score-table.js';
import type { Scenario, ScoredIssue } from './types.js';

/** How many top scenarios the screens show by default. */
export const TOP_SCENARIOS = 5;

interface Candidate {
  /** Rank of the chosen option within each issue's best-first order. */
  ranks: Int32Array;
  /** The last issue whose rank was raised: children only raise this issue or later ones. */
  last: number;
  user: number;
  opponent: number;
}

/**
 * The best `count` scenarios by userTotal + opponentTotal; ties go to the higher userTotal, then to the
 * option indexes that come first in lexicographic order.
 *
 * Best-first search over the lattice of per-issue choices: each issue's options are ordered by the same
 * rule (value, then user points, then index), so raising any issue's rank gives a scenario that ranks
 * strictly later. Each candidate has a single parent (lower its last raised rank), so a heap yields the
 * scenarios in exact order while visiting at most count × issues candidates.
 */
export function topScenarios(issues: readonly ScoredIssue[], count: number = TOP_SCENARIOS): Scenario[] {
  return topScenariosOfTable(scoreTable(issues), count, scenarioCount(issues));
}

export function topScenariosOfTable(table: readonly IssueScores[], count: number, total: number): Scenario[] {
  const wanted = Math.min(total, Math.max(0, Math.floor(Number.isNaN(count) ? 0 : count)));
  if (wanted === 0) return [];
  const order = table.map((issue) =>
    issue.optionIds
      .map((_, k) => k)
      .sort(
        (x, y) =>
          at(issue.user, y) + at(issue.opponent, y) - (at(issue.user, x) + at(issue.opponent, x)) ||
          at(issue.user, y) - at(issue.user, x) ||
          x - y,
      ),
  );
  const optionAt = (c: Candidate, i: number): number => at(order[i] as number[], at(c.ranks, i));
  const before = (a: Candidate, b: Candidate): boolean => {
    const value = a.user + a.opponent - (b.user + b.opponent);
    if (value !== 0) return value > 0;
    if (a.user !== b.user) return a.user > b.user;
    for (let i = 0; i < table.length; i++) {
      const difference = optionAt(a, i) - optionAt(b, i);
      if (difference !== 0) return difference < 0;
    }
    return false;
  };

  const queue = new PriorityQueue<Candidate>(before);
  const first: Candidate = { ranks: new Int32Array(table.length), last: 0, user: 0, opponent: 0 };
  table.forEach((issue, i) => {
    first.user += at(issue.user, optionAt(first, i));
    first.opponent += at(issue.opponent, optionAt(first, i));
  });
  queue.push(first);

  const result: Scenario[] = [];
  while (result.length < wanted) {
    const best = queue.pop();
    if (best === undefined) break;
    result.push(
      scenarioFromTable(
        table,
        Int32Array.from(best.ranks, (_, i) => optionAt(best, i)),
      ),
    );
    for (let i = best.last; i < table.length; i++) {
      const issue = table[i] as IssueScores;
      const rank = at(best.ranks, i);
      if (rank + 1 >= issue.optionIds.length) continue;
      const from = at(order[i] as number[], rank);
      const to = at(order[i] as number[], rank + 1);
      const ranks = best.ranks.slice();
      ranks[i] = rank + 1;
      queue.push({
        ranks,
        last: i,
        user: best.user - at(issue.user, from) + at(issue.user, to),
        opponent: best.opponent - at(issue.opponent, from) + at(issue.opponent, to),
      });
    }
  }
  return result;
}
