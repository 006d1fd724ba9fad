import { scoreTable, type IssueScores } from './score-table.js';
import type { Party, ScoredIssue } from './types.js';

/**
 * How an issue divides the sides (docs/product.md, "How each issue divides the sides"):
 * - `shared`: one option is among the best for both sides (agreeing on it costs neither anything);
 * - `opposed`: not shared, and no two options of which both sides prefer the same one: whatever helps one side
 *   here costs the other;
 * - `mixed`: neither: the sides want different options, but some option is worse for both than another.
 */
export type IssueRelation = 'shared' | 'opposed' | 'mixed';

/** One side's stake in an issue. */
export interface PartyStake {
  /** Best minus worst points on the issue: how far the issue alone can move that side's total. */
  swing: number;
  best: number;
  worst: number;
  /** The option ids that give this side its best points, in case order. */
  preferred: number[];
}

/** Giving the other side its preferred option instead of yours: what it costs you and gains them. */
export interface Concession {
  /** Your preferred option kept (of your best options, the one best for them; ties to the first). */
  fromOptionId: number;
  /** Their preferred option given (of their best options, the one best for you; ties to the first). */
  toOptionId: number;
  /** Points you lose (≥ 0). */
  cost: number;
  /** Points they gain (≥ 0). */
  gain: number;
}

export interface IssueStructure {
  issueId: number;
  user: PartyStake;
  opponent: PartyStake;
  relation: IssueRelation;
  /**
   * Who cares more about the choice: the side with the larger swing ('equal' when the swings are equal).
   */
  caresMore: Party | 'equal';
  /** user swing / opponent swing: Infinity when only you can gain or lose here, 1 when neither can. */
  swingRatio: number;
  /** Null when shared (nothing to concede) or the issue has no options. */
  concession: Concession | null;
  /**
   * Options some other option beats for both sides (at least as good for both, better for one), in case
   * order: options both sides would rule out.
   */
  dominated: number[];
}

/**
 * Each issue's structure, exact, from the points as entered (whole points, like every rule here). An issue
 * without options has zero swings, relation `shared` and no preferred options.
 */
export function issueStructures(issues: readonly ScoredIssue[]): IssueStructure[] {
  return scoreTable(issues).map((table, i) => structureOf((issues[i] as ScoredIssue).id, table));
}

/** The structure of one issue (see `issueStructures`). */
export function issueStructure(issue: ScoredIssue): IssueStructure {
  return structureOf(issue.id, scoreTable([issue])[0] as IssueScores);
}

function stakeOf(optionIds: readonly number[], points: readonly number[]): PartyStake {
  if (points.length === 0) return { swing: 0, best: 0, worst: 0, preferred: [] };
  const best = Math.max(...points);
  const worst = Math.min(...points);
  return {
    swing: best - worst,
    best,
    worst,
    preferred: optionIds.filter((_, k) => points[k] === best),
  };
}

function structureOf(issueId: number, table: IssueScores): IssueStructure {
  const { optionIds, user, opponent } = table;
  const you = stakeOf(optionIds, user);
  const them = stakeOf(optionIds, opponent);
  const n = optionIds.length;
  const shared = you.preferred.some((id) => them.preferred.includes(id)) || n === 0;
  let bothPreferSome = false;
  const dominated: number[] = [];
  for (let a = 0; a < n; a++) {
    let beaten = false;
    for (let b = 0; b < n; b++) {
      if (a === b) continue;
      const du = (user[b] as number) - (user[a] as number);
      const dopp = (opponent[b] as number) - (opponent[a] as number);
      if (du > 0 && dopp > 0) bothPreferSome = true;
      if (du >= 0 && dopp >= 0 && (du > 0 || dopp > 0)) beaten = true;
    }
    if (beaten) dominated.push(optionIds[a] as number);
  }
  const relation: IssueRelation = shared ? 'shared' : bothPreferSome ? 'mixed' : 'opposed';
  const caresMore: Party | 'equal' =
    you.swing > them.swing ? 'user' : you.swing < them.swing ? 'opponent' : 'equal';
  const swingRatio =
    them.swing === 0 ? (you.swing === 0 ? 1 : Number.POSITIVE_INFINITY) : you.swing / them.swing;
  return {
    issueId,
    user: you,
    opponent: them,
    relation,
    caresMore,
    swingRatio,
    concession: shared ? null : concessionOf(table, you.preferred, them.preferred),
    dominated,
  };
}

/** Of `ids`, the one with the most points for `points`' side; ties to the first in case order. */
function bestFor(table: IssueScores, ids: readonly number[], points: readonly number[]): number {
  let bestK = table.optionIds.indexOf(ids[0] as number);
  for (const id of ids) {
    const k = table.optionIds.indexOf(id);
    if ((points[k] as number) > (points[bestK] as number)) bestK = k;
  }
  return bestK;
}

function concessionOf(table: IssueScores, yours: readonly number[], theirs: readonly number[]): Concession {
  const from = bestFor(table, yours, table.opponent);
  const to = bestFor(table, theirs, table.user);
  return {
    fromOptionId: table.optionIds[from] as number,
    toOptionId: table.optionIds[to] as number,
    cost: (table.user[from] as number) - (table.user[to] as number),
    gain: (table.opponent[to] as number) - (table.opponent[from] as number),
  };
}
