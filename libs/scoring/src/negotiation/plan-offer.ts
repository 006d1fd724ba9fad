import { packageAt, packageTable, totalOf } from './package-table.js';

/** Their estimated points weigh this many times more than one option changed (fewer than this many issues). */
const CHANGE_SCALE = 1024;

/**
 * The package the plan offers (issue 32, point 3), as option indexes per issue, given your points `own`, their
 * estimated points `estimated` (whole points), the total the plan asks for now `level`, your walk-away total,
 * and your last offer `last` (option indexes, or null before your first):
 * - the frontier by the estimate: the packages no other package beats for both (your total, their estimated
 *   total), one point per user total x (its largest estimated total; among the packages reaching it, those
 *   changing fewest issues from `last`, then the first options);
 * - before your first offer: the frontier point with the smallest user total ≥ level (the best for them at
 *   the level); null when no package reaches the level;
 * - after it, with cap = your last offer's total and level′ = min(level, cap): of the frontier points with
 *   walk-away ≤ x ≤ cap, the one with the smallest x ≥ level′, else the largest x (below level′: the
 *   estimate moved the frontier); none: `last` itself (held).
 * So an offer is never worth more to you than your last one, either holds it (the same point: no issue changes)
 * or changes at least one option, lies on the frontier by the estimate (unless nothing on it is worth at most
 * your last offer and at least your walk-away, then it holds), and changes as few issues as its point allows.
 */
export function planPackage(
  own: number[][],
  estimated: number[][],
  level: number,
  walkAway: number,
  last: readonly number[] | null,
): number[] | null {
  const weighted = estimated.map((points, i) =>
    points.map((p, k) => p * CHANGE_SCALE - (last !== null && last[i] !== k ? 1 : 0)),
  );
  const dp = packageTable(own, weighted);
  const top = dp.best[0] as Float64Array;
  const lo = dp.lo[0] as number;
  // The frontier, user totals descending: a point is on it when its estimated total beats every higher one's.
  const frontier: number[] = [];
  let beaten = -Infinity;
  for (let j = top.length - 1; j >= 0; j--) {
    const value = top[j] as number;
    if (value === -Infinity) continue;
    const theirs = Math.ceil(value / CHANGE_SCALE);
    if (theirs <= beaten) continue;
    beaten = theirs;
    frontier.push(j + lo);
  }
  if (last === null) {
    const at = frontier.filter((x) => x >= level).at(-1);
    return at === undefined ? null : packageAt(dp, at);
  }
  const cap = totalOf(own, last);
  const floor = Math.min(level, cap);
  const candidates = frontier.filter((x) => x <= cap && x >= walkAway);
  const at = candidates.filter((x) => x >= floor).at(-1) ?? candidates[0];
  return at === undefined ? [...last] : packageAt(dp, at);
}
