import { at, type IssueScores } from './score-table.js';
import type { TotalsPoint } from './types.js';

/**
 * Largest grid of (user, opponent) sums one half may use: 2^22 cells (32 MB of counts). Whole points 0–250
 * on 12 issues give halves of at most 6 × 250 + 1 = 1,501 sums per party, 2.25 million cells.
 */
const GRID_CELLS_MAX = 1 << 22;

/** A half's reachable sums, as offsets from the sum of its per-issue minimums, with multiplicities. */
interface HalfSums {
  user: Int32Array;
  opponent: Int32Array;
  count: Float64Array;
  size: number;
  userBase: number;
  opponentBase: number;
  userSpan: number;
  opponentSpan: number;
}

/**
 * `countAtOrAboveInTable` on dense grids; null when a half's sums span more than GRID_CELLS_MAX cells or are
 * too few to fill a grid (then the sorting path applies). Meet in the middle as there, but one half becomes a grid of counts turned into
 * 2-D suffix sums (cell (u, o) = scenarios of that half with at least u and o), so each sum of the other half
 * is answered by one lookup instead of a Fenwick-tree sweep over sorted lists. 12 × 10: 10^6 sums per half
 * and a 1,351 × 1,351 grid, a few million steps. Exact while counts stay below 2^53.
 * The table must have scenarios (every issue at least one option).
 */
export function countAtOrAboveOnGrid(table: readonly IssueScores[], floor: TotalsPoint): number | null {
  if (Number.isNaN(floor.user) || Number.isNaN(floor.opponent)) return 0;
  const [first, second] = balancedHalves(table);
  if (!gridPaysOff(first)) return null;
  // The list half's last issue (the one with fewest options) is left for the lookup loop below.
  const last = second.pop() ?? { optionIds: [0], user: [0], opponent: [0] };
  const gridHalf = halfSums(first, true);
  const listHalf = gridHalf === null ? null : halfSums(second, false);
  if (gridHalf === null || listHalf === null) return null;
  const lastUserMin = Math.min(...last.user);
  const lastOpponentMin = Math.min(...last.opponent);
  listHalf.userBase += lastUserMin;
  listHalf.opponentBase += lastOpponentMin;
  const lastUser = Int32Array.from(last.user, (p) => p - lastUserMin);
  const lastOpponent = Int32Array.from(last.opponent, (p) => p - lastOpponentMin);

  // One pass from the top row down: a running sum along the row plus the finished row above it.
  const width = gridHalf.opponentSpan + 1;
  const suffix = gridHalf.grid;
  for (let u = gridHalf.userSpan; u >= 0; u--) {
    const row = u * width;
    const above = u < gridHalf.userSpan ? row + width : -1;
    let along = 0;
    for (let o = gridHalf.opponentSpan; o >= 0; o--) {
      along += at(suffix, row + o);
      suffix[row + o] = above < 0 ? along : along + at(suffix, above + o);
    }
  }

  // Totals are whole, so "total ≥ floor" is "total ≥ ⌈floor⌉"; what a listed sum still needs from the grid
  // half is an offset, clamped below at 0 (everything qualifies) and skipped above the span (nothing does).
  // The list half's last issue is added here rather than listed: one pass per option, in grid order.
  const needUser = Math.ceil(floor.user) - gridHalf.userBase - listHalf.userBase;
  const needOpponent = Math.ceil(floor.opponent) - gridHalf.opponentBase - listHalf.opponentBase;
  let total = 0;
  for (let k = 0; k < lastUser.length; k++) {
    const kUser = needUser - at(lastUser, k);
    const kOpponent = needOpponent - at(lastOpponent, k);
    for (let j = 0; j < listHalf.size; j++) {
      const u = Math.max(0, kUser - at(listHalf.user, j));
      const o = Math.max(0, kOpponent - at(listHalf.opponent, j));
      if (u > gridHalf.userSpan || o > gridHalf.opponentSpan) continue;
      total += at(listHalf.count, j) * at(suffix, u * width + o);
    }
  }
  return total;
}

/**
 * The grid costs a pass over all its cells; sorting costs about a dozen steps per listed sum. Below one sum
 * per 8 cells (12 × 6: 46,656 sums on 1.8 million cells) sorting the lists is faster.
 */
function gridPaysOff(half: readonly IssueScores[]): boolean {
  let sums = 1;
  let userSpan = 0;
  let opponentSpan = 0;
  for (const issue of half) {
    sums *= issue.optionIds.length;
    userSpan += Math.max(...issue.user) - Math.min(...issue.user);
    opponentSpan += Math.max(...issue.opponent) - Math.min(...issue.opponent);
  }
  return sums * 8 >= (userSpan + 1) * (opponentSpan + 1);
}

/** Two groups of issues whose products of option counts are as even as possible (largest first). */
function balancedHalves(table: readonly IssueScores[]): [IssueScores[], IssueScores[]] {
  const halves: [IssueScores[], IssueScores[]] = [[], []];
  const logSize = [0, 0];
  for (const issue of [...table].sort((x, y) => y.optionIds.length - x.optionIds.length)) {
    const side = at(logSize, 0) <= at(logSize, 1) ? 0 : 1;
    halves[side].push(issue);
    logSize[side] = at(logSize, side) + Math.log(issue.optionIds.length);
  }
  return halves;
}

/**
 * Every sum of one option per issue, built issue by issue as a list sorted in grid order with equal sums
 * merged; with `asGrid` the last issue is added on a dense grid instead. Adding one option shifts the whole
 * sorted list by a constant, so each step merges one sorted run per option; the grid is then written in one
 * direction per option, which keeps 10^6 updates of a grid larger than the processor's caches fast.
 */
function halfSums(issues: readonly IssueScores[], asGrid: true): (HalfSums & { grid: Float64Array }) | null;
function halfSums(issues: readonly IssueScores[], asGrid: false): HalfSums | null;
function halfSums(
  issues: readonly IssueScores[],
  asGrid: boolean,
): (HalfSums & { grid: Float64Array }) | null {
  let sums: HalfSums = {
    user: Int32Array.of(0),
    opponent: Int32Array.of(0),
    count: Float64Array.of(1),
    size: 1,
    userBase: 0,
    opponentBase: 0,
    userSpan: 0,
    opponentSpan: 0,
  };
  for (let step = 0; step < issues.length; step++) {
    const issue = issues[step] as IssueScores;
    const userMin = Math.min(...issue.user);
    const opponentMin = Math.min(...issue.opponent);
    const next: HalfSums = {
      ...sums,
      userBase: sums.userBase + userMin,
      opponentBase: sums.opponentBase + opponentMin,
      userSpan: sums.userSpan + Math.max(...issue.user) - userMin,
      opponentSpan: sums.opponentSpan + Math.max(...issue.opponent) - opponentMin,
    };
    const width = next.opponentSpan + 1;
    const cells = (next.userSpan + 1) * width;
    if (!(cells <= GRID_CELLS_MAX)) return null;
    const shifts = Float64Array.from(
      issue.user,
      (p, k) => (p - userMin) * width + at(issue.opponent, k) - opponentMin,
    );
    const from = Float64Array.from(
      sums.user.subarray(0, sums.size),
      (u, j) => u * width + at(sums.opponent, j),
    );
    if (step === issues.length - 1 && asGrid) {
      const grid = new Float64Array(cells);
      for (const shift of shifts) {
        for (let j = 0; j < sums.size; j++) {
          const cell = at(from, j) + shift;
          grid[cell] = at(grid, cell) + at(sums.count, j);
        }
      }
      return { ...next, grid };
    }
    sums = mergeShifted(from, sums.count, shifts, width, next);
  }
  return asGrid ? { ...sums, grid: Float64Array.of(1) } : { ...sums, grid: new Float64Array(0) };
}

/**
 * The sorted, merged list of every cell `from[j] + shift` (counts carried over): one sorted run per shift,
 * merged with a small heap of the runs' heads.
 */
function mergeShifted(
  from: Float64Array,
  count: Float64Array,
  shifts: Float64Array,
  width: number,
  sums: HalfSums,
): HalfSums {
  const runs = shifts.length;
  const size = from.length * runs;
  const cells = new Float64Array(size);
  const counts = new Float64Array(size);
  const position = new Int32Array(runs);
  const heap = Int32Array.from(shifts, (_, k) => k);
  const head = (k: number): number => at(from, at(position, k)) + at(shifts, k);
  const siftDown = (length: number): void => {
    let i = 0;
    const k = at(heap, 0);
    for (;;) {
      let child = 2 * i + 1;
      if (child >= length) break;
      if (child + 1 < length && head(at(heap, child + 1)) < head(at(heap, child))) child++;
      if (head(at(heap, child)) >= head(k)) break;
      heap[i] = at(heap, child);
      i = child;
    }
    heap[i] = k;
  };
  heap.sort((x, y) => head(x) - head(y));
  let length = from.length === 0 ? 0 : runs;
  let n = 0;
  while (length > 0) {
    const k = at(heap, 0);
    const cell = head(k);
    const added = at(count, at(position, k));
    if (n > 0 && at(cells, n - 1) === cell) counts[n - 1] = at(counts, n - 1) + added;
    else {
      cells[n] = cell;
      counts[n] = added;
      n++;
    }
    position[k] = at(position, k) + 1;
    if (at(position, k) >= from.length) heap[0] = at(heap, --length);
    if (length > 0) siftDown(length);
  }
  const user = new Int32Array(n);
  const opponent = new Int32Array(n);
  for (let j = 0; j < n; j++) {
    user[j] = Math.floor(at(cells, j) / width);
    opponent[j] = at(cells, j) % width;
  }
  return { ...sums, user, opponent, count: counts.subarray(0, n), size: n };
}
