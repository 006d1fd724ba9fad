import { hasScenarios } from './averages.js';
import { compareRatios, type Ratio } from './kalai-smorodinsky.js';
import { paretoFrontierOfTable } from './pareto.js';
import { at, scoreTable, type IssueScores } from './score-table.js';
import { totalsRangeOfTable } from './totals.js';
import type { Scenario, ScoredIssue, TotalsPoint } from './types.js';
import type { WalkAway } from './walk-away.js';

/** The most packages Parley proposes at once (issue 36, point 4). */
export const FAIR_PACKAGES_MAX = 3;

export interface FairPackagesOptions {
  /** How many packages at most: floored, at most `FAIR_PACKAGES_MAX`; below 1 gives none. */
  count: number;
  /** Each side's walk-away total; a null or absent side sets no floor and gains from its worst total. */
  walkAway?: WalkAway;
}

/**
 * The mediator's proposals (issue 36, point 4): up to `count` packages on the Pareto frontier of both sides'
 * true points (`user` the owner's, `opponent` the counterpart's), each reaching both walk-away totals, best
 * first. Exact definition (fair-packages.spec.ts applies it literally to every scenario):
 * 1. d = the walk-away point (a null side: its worst total). The candidates are the efficient points at or
 *    above d on both totals (no package is at least as good for both and better for one), each as the package
 *    with the lexicographically first option indexes that reaches it (as `paretoFrontier` gives it).
 * 2. Each side's normalised gain: (total − d) / G, where G is the side's largest total − d among the packages
 *    reaching both walk-away totals; a side with G = 0 cannot gain and counts as fully served (1).
 * 3. Best first: the larger smaller normalised gain; then the larger Nash product (u − d.user)(o − d.opponent);
 *    then the larger other normalised gain; then the option indexes first in lexicographic order.
 * 4. A package's favour pattern: per issue, `user` when the chosen option gives the user a larger share of its
 *    range on that issue than it gives the other side of theirs ((u − min u) / (max u − min u) against the same
 *    for the other side), `opponent` when smaller, neither when equal or when either side scores every option
 *    of the issue alike. Two packages differ in which issues they favour when their patterns differ.
 * 5. The first candidate in that order is the first package; then, in order, every candidate whose pattern
 *    differs from each package already taken, until `count` are taken.
 * [] when no package reaches both walk-away totals, there is no scenario, or count < 1.
 *
 * Any package off the frontier is beaten by a frontier package whose normalised gains are at least as large,
 * one larger, so it ranks after it: searching the frontier alone loses nothing, O(frontier size × issues).
 */
export function fairPackages(issues: readonly ScoredIssue[], opts: FairPackagesOptions): Scenario[] {
  const table = scoreTable(issues);
  const count = Math.min(FAIR_PACKAGES_MAX, Math.floor(opts.count));
  if (!hasScenarios(table) || !(count >= 1)) return [];
  const range = totalsRangeOfTable(table);
  const d = {
    user: opts.walkAway?.user ?? range.userMin,
    opponent: opts.walkAway?.opponent ?? range.opponentMin,
  };
  const zone = paretoFrontierOfTable(table).filter(
    (s) => s.userTotal >= d.user && s.opponentTotal >= d.opponent,
  );
  const ranked = rankByFairness(table, zone, d);
  const favours = favourTable(table);
  const taken: Scenario[] = [];
  const patterns = new Set<string>();
  for (const scenario of ranked) {
    const pattern = favourPattern(table, favours, scenario);
    if (patterns.has(pattern)) continue;
    patterns.add(pattern);
    taken.push(scenario);
    if (taken.length === count) break;
  }
  return taken;
}

/**
 * The packages, best first by the rule of `fairPackages` (step 3) measured from d: the larger smaller normalised
 * gain, the larger Nash product, the larger other normalised gain, the first option indexes. Each side's span is
 * its largest gain over d among the packages given; a side whose span is 0 counts as fully served. Every package
 * must be at or above d on both totals.
 */
export function rankByFairness(
  table: readonly IssueScores[],
  packages: readonly Scenario[],
  d: TotalsPoint,
): Scenario[] {
  if (packages.length === 0) return [];
  const spanUser = Math.max(...packages.map((s) => s.userTotal)) - d.user;
  const spanOpponent = Math.max(...packages.map((s) => s.opponentTotal)) - d.opponent;
  const share = (gain: number, span: number): Ratio => (span === 0 ? { gain: 1, span: 1 } : { gain, span });
  const keyed = packages.map((scenario) => {
    const userGain = scenario.userTotal - d.user;
    const opponentGain = scenario.opponentTotal - d.opponent;
    const u = share(userGain, spanUser);
    const o = share(opponentGain, spanOpponent);
    const [low, high] = compareRatios(u, o) <= 0 ? [u, o] : [o, u];
    return { scenario, low, high, product: userGain * opponentGain, indexes: indexesOf(table, scenario) };
  });
  keyed.sort(byFairness);
  return keyed.map((k) => k.scenario);
}

/** A package's place in the fairness order: its smaller and larger normalised gains, Nash product, option indexes. */
export interface FairnessKey {
  low: Ratio;
  high: Ratio;
  product: number;
  indexes: readonly number[];
}

/**
 * The one fairness order (`fairPackages`' step 3, `fairestAgreements`): the larger smaller normalised gain, the
 * larger Nash product, the larger other normalised gain, the first option indexes.
 */
export function byFairness(a: FairnessKey, b: FairnessKey): number {
  return (
    compareRatios(b.low, a.low) ||
    b.product - a.product ||
    compareRatios(b.high, a.high) ||
    compareIndexes(a.indexes, b.indexes)
  );
}

/** Per issue and option: 1 when it favours the user (step 4 of `fairPackages`), −1 the other side, 0 neither. */
function favourTable(table: readonly IssueScores[]): Int8Array[] {
  return table.map((issue) => {
    const userMin = Math.min(...issue.user);
    const userSpan = Math.max(...issue.user) - userMin;
    const opponentMin = Math.min(...issue.opponent);
    const opponentSpan = Math.max(...issue.opponent) - opponentMin;
    return Int8Array.from(issue.user, (u, k) =>
      userSpan === 0 || opponentSpan === 0
        ? 0
        : Math.sign((u - userMin) * opponentSpan - (at(issue.opponent, k) - opponentMin) * userSpan),
    );
  });
}

function favourPattern(
  table: readonly IssueScores[],
  favours: readonly Int8Array[],
  scenario: Scenario,
): string {
  return indexesOf(table, scenario)
    .map((k, i) => ['o', '-', 'u'][((favours[i] as Int8Array)[k] as number) + 1])
    .join('');
}

function indexesOf(table: readonly IssueScores[], scenario: Scenario): number[] {
  return scenario.optionIds.map((id, i) => (table[i] as IssueScores).optionIds.indexOf(id));
}

function compareIndexes(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return at(a, i) - at(b, i);
  return 0;
}
