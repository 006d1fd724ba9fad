import { hasScenarios } from './averages.js';
import { scenarioFromTable } from './scenarios.js';
import { at, scoreTable, type IssueScores } from './score-table.js';
import type { Scenario, ScoredIssue } from './types.js';

/** How many trades `trades` returns unless told otherwise. */
export const TRADES_SHOWN = 10;

/** One issue's move in a trade: from the reference's option to another, with what each side gains on it. */
export interface TradeMove {
  issueId: number;
  /** The option moved to. */
  optionId: number;
  /** The reference scenario's option on this issue. */
  fromOptionId: number;
  /** Points the move changes for you (negative on `give`) and for the opponent (negative on `get`). */
  userChange: number;
  opponentChange: number;
}

/** A logrolling trade: concede on one issue, ask on another, both sides end up better off. */
export interface Trade {
  /** The issue where you give ground: you lose points on it, the opponent gains. */
  give: TradeMove;
  /** The issue you ask for: you gain points on it, the opponent loses. */
  get: TradeMove;
  /** Change of your total (give + get), always > 0 (≥ 0 for a one-sided trade, see `oneSided`). */
  userGain: number;
  /** Change of the opponent's total, always > 0 (≥ 0 for a one-sided trade). */
  opponentGain: number;
}

export interface TradesOptions {
  /** The scenario trades start from, as option ids in issue order; default `compromiseScenario`. */
  from?: readonly number[];
  /** How many trades at most (default TRADES_SHOWN). */
  limit?: number;
  /**
   * Instead of trades that raise both totals, those that raise one and leave the other exactly as it was
   * (what to show when no package gives both sides more: +40 for you, ±0 for them is still worth proposing).
   */
  oneSided?: boolean;
}

/**
 * Logrolling trades: pairs of issues where the two sides value each other's concession differently.
 * From a reference scenario r, a trade changes exactly two issues: on issue A ("give") to an option worth
 * less to you and more to the opponent than r's, on issue B ("get") to one worth more to you and less to
 * them, such that both totals rise (userGain > 0 and opponentGain > 0). Neither move alone is a gain for
 * both (that would be a free improvement, see `paretoImprovement`); together they are.
 *
 * The reference is `from` (e.g. a proposal or the agreement on the table) or, by default, the compromise
 * scenario (every issue split down the middle, `compromiseScenario`). Not the Nash point: it is
 * Pareto-efficient, and from an efficient scenario no change at all raises both totals, so the list
 * would always be empty (the same holds for the best joint scenario).
 *
 * Best first, by the rule a coach would pick the headline trade with: the larger smaller gain (the trade whose
 * less favoured side gains most: a trade that hands the other side most of the gain comes first only when no
 * other trade gives both sides more than your share of it), then your larger gain, then theirs, then by give
 * issue, get issue, give option and get option in case order. So the headline is the best trade for you among
 * the most even ones, never +5 for you and +66 for them while +30 / +34 exists. One trade per (give issue, get
 * issue) pair, its best option pair by the same rule. O(issues² × options²), no listing of scenarios.
 * [] without scenarios. With `oneSided`, the same moves where one total rises and the other stays exactly
 * where it was (ordered by the same rule: the larger gain first).
 */
export function trades(issues: readonly ScoredIssue[], opts: TradesOptions = {}): Trade[] {
  const table = scoreTable(issues);
  if (!hasScenarios(table)) return [];
  const reference = opts.from === undefined ? compromiseIndexesOf(table) : indexesOf(table, opts.from);
  const limit = Math.max(0, Math.floor(opts.limit ?? TRADES_SHOWN));
  const found: { trade: Trade; order: number[] }[] = [];
  table.forEach((giveIssue, a) => {
    const giveFrom = at(reference, a);
    table.forEach((getIssue, b) => {
      if (a === b) return;
      const getFrom = at(reference, b);
      let best: { trade: Trade; order: number[] } | null = null;
      giveIssue.optionIds.forEach((_, x) => {
        const give = move(issues, table, a, giveFrom, x);
        if (!(give.userChange < 0 && give.opponentChange > 0)) return;
        getIssue.optionIds.forEach((_, y) => {
          const get = move(issues, table, b, getFrom, y);
          if (!(get.userChange > 0 && get.opponentChange < 0)) return;
          const userGain = give.userChange + get.userChange;
          const opponentGain = give.opponentChange + get.opponentChange;
          const gains = opts.oneSided
            ? userGain >= 0 &&
              opponentGain >= 0 &&
              userGain + opponentGain > 0 &&
              userGain * opponentGain === 0
            : userGain > 0 && opponentGain > 0;
          if (!gains) return;
          const candidate = {
            trade: { give, get, userGain, opponentGain },
            order: [...gainOrder(userGain, opponentGain), a, b, x, y],
          };
          if (best === null || comesFirst(candidate.order, best.order)) best = candidate;
        });
      });
      if (best !== null) found.push(best);
    });
  });
  return found
    .sort((p, q) => (comesFirst(p.order, q.order) ? -1 : 1))
    .slice(0, limit)
    .map((entry) => entry.trade);
}

/**
 * The compromise scenario: on every issue the option that splits the difference, maximising the smaller of
 * the two sides' normalised points on that issue ((points − issue's min) / (issue's max − min), 1 when all
 * options score alike); ties to the larger sum of both normalised points, then to the first option. It is
 * what trading on every issue separately tends to reach, and what logrolling improves on. Null without scenarios.
 */
export function compromiseScenario(issues: readonly ScoredIssue[]): Scenario | null {
  const table = scoreTable(issues);
  return hasScenarios(table) ? scenarioFromTable(table, compromiseIndexesOf(table)) : null;
}

/** The compromise scenario's option indexes (see `compromiseScenario`). */
export function compromiseIndexesOf(table: readonly IssueScores[]): Int32Array {
  return Int32Array.from(table, (issue) => {
    const share = (points: number[], k: number): [number, number] => {
      const low = Math.min(...points);
      const span = Math.max(...points) - low;
      return span === 0 ? [1, 1] : [at(points, k) - low, span];
    };
    // min(u/us, o/os) and u/us + o/os as numerators over the common denominator us × os, compared exactly.
    let best = { k: 0, min: -1, sum: 0, denominator: 1 };
    issue.optionIds.forEach((_, k) => {
      const [u, us] = share(issue.user, k);
      const [o, os] = share(issue.opponent, k);
      const option = { k, min: Math.min(u * os, o * us), sum: u * os + o * us, denominator: us * os };
      const min = option.min * best.denominator - best.min * option.denominator;
      const sum = option.sum * best.denominator - best.sum * option.denominator;
      if (min > 0 || (min === 0 && sum > 0)) best = option;
    });
    return best.k;
  });
}

/** Option indexes of option ids given in issue order; a RangeError when one does not belong. */
export function indexesOf(table: readonly IssueScores[], optionIds: readonly number[]): Int32Array {
  if (optionIds.length !== table.length) throw new RangeError('one option id per issue is required');
  return Int32Array.from(table, (issue, i) => {
    const k = issue.optionIds.indexOf(optionIds[i] as number);
    if (k < 0) throw new RangeError(`issue ${i} has no option ${optionIds[i]}`);
    return k;
  });
}

function move(
  issues: readonly ScoredIssue[],
  table: readonly IssueScores[],
  i: number,
  from: number,
  to: number,
): TradeMove {
  const issue = table[i] as IssueScores;
  return {
    issueId: (issues[i] as ScoredIssue).id,
    optionId: at(issue.optionIds, to),
    fromOptionId: at(issue.optionIds, from),
    userChange: at(issue.user, to) - at(issue.user, from),
    opponentChange: at(issue.opponent, to) - at(issue.opponent, from),
  };
}

/**
 * The sort key of a gain for both sides, smaller first: the larger smaller gain, then your larger gain, then
 * theirs (the rule of `trades`' doc comment, shared with `mutualGainPackage`).
 */
export function gainOrder(userGain: number, opponentGain: number): number[] {
  return [-Math.min(userGain, opponentGain), -userGain, -opponentGain];
}

/** Lexicographic comparison of sort keys, smaller first. */
export function comesFirst(a: readonly number[], b: readonly number[]): boolean {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return (a[i] as number) < (b[i] as number);
  return false;
}
