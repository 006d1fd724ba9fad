import { countAtOrAboveOnGrid } from './at-or-above-grid.js';
import { hasScenarios } from './averages.js';
import { at, scoreTable, type IssueScores } from './score-table.js';
import type { ScoredIssue, TotalsPoint } from './types.js';

/**
 * How many scenarios give the user at least `floor.user` and the opponent at least `floor.opponent`
 * (both inclusive), counted without listing the space.
 *
 * Meet in the middle: the issues are split into two halves of about equal size; each half's reachable
 * (user, opponent) sums are listed with their multiplicities (equal sums merged, so a half never holds more
 * points than its range of sums allows); then for every point b of one half we count the points a of the
 * other with a.user ≥ floor.user − b.user and a.opponent ≥ floor.opponent − b.opponent, a two-dimensional
 * dominance count done by sweeping user thresholds downwards and keeping a Fenwick tree over opponent sums.
 * For 12 issues × 6 options that is two lists of at most 46,656 points instead of 2,176,782,336 scenarios.
 * Exact while the count stays below 2^53.
 */
export function countScenariosAtOrAbove(issues: readonly ScoredIssue[], floor: TotalsPoint): number {
  return countAtOrAboveInTable(scoreTable(issues), floor);
}

export function countAtOrAboveInTable(table: readonly IssueScores[], floor: TotalsPoint): number {
  if (!hasScenarios(table)) return 0;
  const onGrid = countAtOrAboveOnGrid(table, floor);
  if (onGrid !== null) return onGrid;
  const [firstHalf, secondHalf] = splitInHalves(table.map(distinctPoints));
  const a = sumCloud(firstHalf);
  const b = sumCloud(secondHalf);

  // Both halves come sorted by user ascending: walk `a` from its end (user descending) and `b` from its
  // start (the user total it still needs, floor.user − b.user, descending).
  const opponentValues = uniqueSorted(a.opponent, a.size);
  const tree = new Float64Array(opponentValues.length + 1);
  let added = 0;
  let total = 0;
  let next = a.size - 1;
  for (let bi = 0; bi < b.size; bi++) {
    const needUser = floor.user - at(b.user, bi);
    for (; next >= 0 && at(a.user, next) >= needUser; next--) {
      fenwickAdd(tree, lowerBound(opponentValues, at(a.opponent, next)), at(a.count, next));
      added += at(a.count, next);
    }
    if (added === 0) continue;
    const below = fenwickPrefix(tree, lowerBound(opponentValues, floor.opponent - at(b.opponent, bi)));
    total += at(b.count, bi) * (added - below);
  }
  return total;
}

/** A multiset of (user, opponent) points. */
interface PointCloud {
  user: Float64Array;
  opponent: Float64Array;
  count: Float64Array;
  size: number;
}

function distinctPoints(issue: IssueScores): PointCloud {
  return mergeEqualPoints({
    user: Float64Array.from(issue.user),
    opponent: Float64Array.from(issue.opponent),
    count: new Float64Array(issue.user.length).fill(1),
    size: issue.user.length,
  });
}

/** Splits the issues into two groups whose products of distinct point counts are as even as possible. */
function splitInHalves(clouds: PointCloud[]): [PointCloud[], PointCloud[]] {
  const halves: [PointCloud[], PointCloud[]] = [[], []];
  const logSize = [0, 0];
  for (const cloud of [...clouds].sort((x, y) => y.size - x.size)) {
    const side = at(logSize, 0) <= at(logSize, 1) ? 0 : 1;
    halves[side].push(cloud);
    logSize[side] = at(logSize, side) + Math.log(cloud.size);
  }
  return halves;
}

/** The multiset of sums of one point from each cloud (their Minkowski sum), with equal sums merged. */
function sumCloud(clouds: readonly PointCloud[]): PointCloud {
  let sum: PointCloud = {
    user: Float64Array.of(0),
    opponent: Float64Array.of(0),
    count: Float64Array.of(1),
    size: 1,
  };
  for (const cloud of clouds) {
    const size = sum.size * cloud.size;
    const next: PointCloud = {
      user: new Float64Array(size),
      opponent: new Float64Array(size),
      count: new Float64Array(size),
      size,
    };
    let n = 0;
    for (let i = 0; i < sum.size; i++) {
      for (let k = 0; k < cloud.size; k++, n++) {
        next.user[n] = at(sum.user, i) + at(cloud.user, k);
        next.opponent[n] = at(sum.opponent, i) + at(cloud.opponent, k);
        next.count[n] = at(sum.count, i) * at(cloud.count, k);
      }
    }
    sum = mergeEqualPoints(next);
  }
  return sum;
}

/**
 * Merges points with equal coordinates, adding up their counts; the result is sorted by user, then
 * opponent, ascending. Sorting packs each point's (user, opponent) key and its index into one double, so
 * the engine's native numeric sort does the work; absurdly large point values fall back to a comparator.
 */
function mergeEqualPoints(cloud: PointCloud): PointCloud {
  const { user, opponent, count, size } = cloud;
  if (size <= 1) return cloud;
  let userMin = Infinity;
  let userMax = -Infinity;
  let opponentMin = Infinity;
  let opponentMax = -Infinity;
  for (let i = 0; i < size; i++) {
    userMin = Math.min(userMin, at(user, i));
    userMax = Math.max(userMax, at(user, i));
    opponentMin = Math.min(opponentMin, at(opponent, i));
    opponentMax = Math.max(opponentMax, at(opponent, i));
  }
  const span = opponentMax - opponentMin + 1;
  const keyOf = (i: number): number => (at(user, i) - userMin) * span + (at(opponent, i) - opponentMin);
  let order: ArrayLike<number>;
  if ((userMax - userMin + 1) * span * size <= Number.MAX_SAFE_INTEGER) {
    const packed = new Float64Array(size);
    for (let i = 0; i < size; i++) packed[i] = keyOf(i) * size + i;
    packed.sort();
    for (let j = 0; j < size; j++) packed[j] = at(packed, j) % size;
    order = packed;
  } else {
    order = sortedIndexes(size, (x, y) => at(user, x) - at(user, y) || at(opponent, x) - at(opponent, y));
  }

  const merged: PointCloud = {
    user: new Float64Array(size),
    opponent: new Float64Array(size),
    count: new Float64Array(size),
    size: 0,
  };
  for (let j = 0; j < size; j++) {
    const i = at(order, j);
    const last = merged.size - 1;
    if (last >= 0 && at(merged.user, last) === at(user, i) && at(merged.opponent, last) === at(opponent, i)) {
      merged.count[last] = at(merged.count, last) + at(count, i);
    } else {
      merged.user[merged.size] = at(user, i);
      merged.opponent[merged.size] = at(opponent, i);
      merged.count[merged.size] = at(count, i);
      merged.size++;
    }
  }
  return {
    user: merged.user.subarray(0, merged.size),
    opponent: merged.opponent.subarray(0, merged.size),
    count: merged.count.subarray(0, merged.size),
    size: merged.size,
  };
}

function sortedIndexes(size: number, compare: (x: number, y: number) => number): Uint32Array {
  const indexes = new Uint32Array(size);
  for (let i = 0; i < size; i++) indexes[i] = i;
  return indexes.sort(compare);
}

function uniqueSorted(values: Float64Array, size: number): Float64Array {
  const sorted = values.slice(0, size).sort();
  let n = 0;
  for (let i = 0; i < size; i++)
    if (i === 0 || at(sorted, i) !== at(sorted, n - 1)) sorted[n++] = at(sorted, i);
  return sorted.slice(0, n);
}

/** The number of values below `target` in an ascending array, i.e. the index of the first value ≥ target. */
function lowerBound(values: Float64Array, target: number): number {
  let low = 0;
  let high = values.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (at(values, mid) < target) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** Adds `amount` at 0-based position `index` of a 1-based Fenwick tree. */
function fenwickAdd(tree: Float64Array, index: number, amount: number): void {
  for (let i = index + 1; i < tree.length; i += i & -i) tree[i] = at(tree, i) + amount;
}

/** Sum of positions 0 .. length−1. */
function fenwickPrefix(tree: Float64Array, length: number): number {
  let sum = 0;
  for (let i = length; i > 0; i -= i & -i) sum += at(tree, i);
  return sum;
}
