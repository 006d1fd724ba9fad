import { PriorityQueue } from './heap.js';
import { at, type IssueScores } from './score-table.js';

/** Per issue, the option indexes (positions, ascending) a scenario may pick: a box of the scenario space. */
export type Box = readonly (readonly number[])[];

/** A scenario by its option indexes, with its totals. */
export interface RankedScenario {
  indexes: Int32Array;
  user: number;
  opponent: number;
}

/**
 * The order every ranked list here follows: userTotal + opponentTotal descending, ties to the higher
 * userTotal, then to the option indexes that come first in lexicographic order. A total order: two
 * different scenarios never tie.
 */
export function ranksBefore(a: RankedScenario, b: RankedScenario): boolean {
  const value = a.user + a.opponent - (b.user + b.opponent);
  if (value !== 0) return value > 0;
  if (a.user !== b.user) return a.user > b.user;
  for (let i = 0; i < a.indexes.length; i++) {
    const difference = at(a.indexes, i) - at(b.indexes, i);
    if (difference !== 0) return difference < 0;
  }
  return false;
}

/** Every option of every issue. */
export function wholeSpace(table: readonly IssueScores[]): Box {
  return table.map((issue) => issue.optionIds.map((_, k) => k));
}

interface Candidate extends RankedScenario {
  /** Rank of the chosen option within each issue's best-first order. */
  ranks: Int32Array;
  /** The last issue whose rank was raised: children only raise this issue or later ones. */
  last: number;
}

/**
 * The scenarios of a box in `ranksBefore` order, lazily: take as many as needed, each costs O(issues ×
 * log(taken × issues)). Best-first search over the lattice of per-issue choices: each issue's allowed options
 * are ordered by the same rule (value, then user points, then index), so raising any issue's rank gives a
 * scenario that ranks strictly later. Each candidate has a single parent (lower its last raised rank), so a
 * heap yields the scenarios in exact order while holding at most taken × issues candidates.
 * Nothing when the table has no issue or the box leaves an issue without options.
 */
export function* rankedInBox(
  table: readonly IssueScores[],
  box: Box,
): Generator<RankedScenario, void, undefined> {
  if (table.length === 0 || box.some((options) => options.length === 0)) return;
  const order = table.map((issue, i) =>
    [...(box[i] as readonly number[])].sort(
      (x, y) =>
        at(issue.user, y) + at(issue.opponent, y) - (at(issue.user, x) + at(issue.opponent, x)) ||
        at(issue.user, y) - at(issue.user, x) ||
        x - y,
    ),
  );
  const first: Candidate = {
    ranks: new Int32Array(table.length),
    indexes: Int32Array.from(order, (options) => at(options, 0)),
    last: 0,
    user: 0,
    opponent: 0,
  };
  table.forEach((issue, i) => {
    first.user += at(issue.user, at(first.indexes, i));
    first.opponent += at(issue.opponent, at(first.indexes, i));
  });
  const queue = new PriorityQueue<Candidate>(ranksBefore);
  queue.push(first);
  for (;;) {
    const best = queue.pop();
    if (best === undefined) return;
    yield { indexes: best.indexes, user: best.user, opponent: best.opponent };
    for (let i = best.last; i < table.length; i++) {
      const issue = table[i] as IssueScores;
      const options = order[i] as number[];
      const rank = at(best.ranks, i);
      if (rank + 1 >= options.length) continue;
      const from = at(options, rank);
      const to = at(options, rank + 1);
      const ranks = best.ranks.slice();
      ranks[i] = rank + 1;
      const indexes = best.indexes.slice();
      indexes[i] = to;
      queue.push({
        ranks,
        indexes,
        last: i,
        user: best.user - at(issue.user, from) + at(issue.user, to),
        opponent: best.opponent - at(issue.opponent, from) + at(issue.opponent, to),
      });
    }
  }
}

/** Several ranked lists of disjoint boxes merged into one, in `ranksBefore` order. */
export function* mergeRanked(
  lists: readonly Iterator<RankedScenario, void, undefined>[],
): Generator<RankedScenario, void, undefined> {
  interface Head {
    item: RankedScenario;
    list: Iterator<RankedScenario, void, undefined>;
  }
  const queue = new PriorityQueue<Head>((a, b) => ranksBefore(a.item, b.item));
  for (const list of lists) {
    const next = list.next();
    if (next.done !== true) queue.push({ item: next.value, list });
  }
  for (;;) {
    const head = queue.pop();
    if (head === undefined) return;
    yield head.item;
    const next = head.list.next();
    if (next.done !== true) queue.push({ item: next.value, list: head.list });
  }
}
