import type { IssueScores } from './score-table.js';
import type { TotalsPoint } from './types.js';

// The loops here index typed arrays directly (`as number` only informs the type checker): the shared `at()`
// helper sees many array types across the library, the engine stops inlining it, and here that cost a third
// of the time of analyze on 12 × 10.

/**
 * Largest grid of (user, opponent) sums one half may use: 2^22 cells (16 MB of 32-bit counts). Whole points
 * 0–250 on 12 issues give halves of at most 6 × 250 + 1 = 1,501 sums per party, 2.25 million cells.
 */
const GRID_CELLS_MAX = 1 << 22;

/**
 * A grid half's last two issues are added straight onto the grid (their 100 option pairs on 12 × 10 as 100
 * shifts of a 10^4-sum list) instead of listing and merging 10^5 sums first: about a tenth of the count.
 */
const SCATTERED = 2;

/** A half's reachable sums, as offsets from the sum of its per-issue minimums, with multiplicities. */
interface HalfSums {
  user: Int32Array;
  opponent: Int32Array;
  count: Float64Array;
  size: number;
  /** Where each run of equal user sums starts (the list is in grid order), then `size`. */
  rows: Int32Array;
  userBase: number;
  opponentBase: number;
  userSpan: number;
  opponentSpan: number;
  /** With `asGrid`: the counts on a dense grid of (userSpan + 1) × (opponentSpan + 1) cells; else empty. */
  grid: Int32Array;
}

/**
 * Every HalfSums is made here, so all have one shape (hidden class): built by object spreads in several
 * orders they had several, and the count's loops deoptimised on them dozens of times per process.
 */
function halfSumsOf(
  lists: Pick<HalfSums, 'user' | 'opponent' | 'count' | 'size' | 'rows'>,
  bounds: Pick<HalfSums, 'userBase' | 'opponentBase' | 'userSpan' | 'opponentSpan'>,
  grid: Int32Array = EMPTY_GRID,
): HalfSums {
  return {
    user: lists.user,
    opponent: lists.opponent,
    count: lists.count,
    size: lists.size,
    rows: lists.rows,
    userBase: bounds.userBase,
    opponentBase: bounds.opponentBase,
    userSpan: bounds.userSpan,
    opponentSpan: bounds.opponentSpan,
    grid,
  };
}

const EMPTY_GRID = new Int32Array(0);

/**
 * `countAtOrAboveInTable` on dense grids; null when a half's sums span more than GRID_CELLS_MAX cells or are
 * too few to fill a grid (then the sorting path applies). Meet in the middle as there, but one half becomes
 * a grid of counts turned into 2-D suffix sums (cell (u, o) = scenarios of that half with at least u and o),
 * so each sum of the other half is answered by one lookup instead of a Fenwick-tree sweep over sorted lists.
 * 12 × 10: 10^6 sums per half and a 1,351 × 1,351 grid, a few million steps. Exact while counts stay below 2^53.
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
  const lastUser = new Int32Array(last.user.length);
  const lastOpponent = new Int32Array(last.user.length);
  for (let k = 0; k < lastUser.length; k++) {
    lastUser[k] = (last.user[k] as number) - lastUserMin;
    lastOpponent[k] = (last.opponent[k] as number) - lastOpponentMin;
  }

  // One pass from the top row down: a running sum along the row plus the finished row above it.
  const userSpan = gridHalf.userSpan;
  const opponentSpan = gridHalf.opponentSpan;
  const width = opponentSpan + 1;
  const suffix = gridHalf.grid;
  suffixSums(suffix, userSpan, width);

  // Totals are whole, so "total ≥ floor" is "total ≥ ⌈floor⌉"; what a listed sum still needs from the grid
  // half is an offset, clamped below at 0 (everything qualifies) and skipped above the span (nothing does).
  // The list half's last issue is added here rather than listed: one pass per option, in grid order, one
  // row of listed sums (equal user sums) at a time, so the grid row is found once per row.
  const needUser = Math.ceil(floor.user) - gridHalf.userBase - listHalf.userBase - lastUserMin;
  const needOpponent =
    Math.ceil(floor.opponent) - gridHalf.opponentBase - listHalf.opponentBase - lastOpponentMin;
  const rows = listHalf.rows;
  const listUser = listHalf.user;
  const listOpponent = listHalf.opponent;
  const listCount = listHalf.count;
  // countBefore[j]: the counts of listed sums 0 … j − 1, so a run of sums that all need nothing more from the
  // grid half's opponent is one multiplication.
  const countBefore = new Float64Array(listHalf.size + 1);
  for (let j = 0; j < listHalf.size; j++)
    countBefore[j + 1] = (countBefore[j] as number) + (listCount[j] as number);
  let total = 0;
  for (let k = 0; k < lastUser.length; k++) {
    const kUser = needUser - (lastUser[k] as number);
    const kOpponent = needOpponent - (lastOpponent[k] as number);
    for (let r = 0; r + 1 < rows.length; r++) {
      const start = rows[r] as number;
      const u = Math.max(0, kUser - (listUser[start] as number));
      if (u > userSpan) continue;
      const row = u * width;
      const end = rows[r + 1] as number;
      // Within a row the listed opponent sums ascend: first those needing more than the grid half has
      // (skipped), then those needing an offset in range, then those needing nothing (offset clamped to 0).
      const from = firstAtLeast(listOpponent, start, end, kOpponent - opponentSpan);
      const clamped = firstAtLeast(listOpponent, from, end, kOpponent);
      const base = row + kOpponent;
      for (let j = from; j < clamped; j++) {
        total += (listCount[j] as number) * (suffix[base - (listOpponent[j] as number)] as number);
      }
      if (clamped < end) {
        total += ((countBefore[end] as number) - (countBefore[clamped] as number)) * (suffix[row] as number);
      }
    }
  }
  return total;
}

/** The first index in [start, end) whose value is at least `target` (values ascending there), else end. */
function firstAtLeast(values: Int32Array, start: number, end: number, target: number): number {
  let low = start;
  let high = end;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if ((values[mid] as number) < target) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** Turns a grid of counts into 2-D suffix sums in place: cell (u, o) = the counts at or above u and o. */
function suffixSums(grid: Int32Array, userSpan: number, width: number): void {
  let along = 0;
  const top = userSpan * width;
  for (let o = width - 1; o >= 0; o--) {
    along += grid[top + o] as number;
    grid[top + o] = along;
  }
  for (let row = top - width; row >= 0; row -= width) {
    along = 0;
    const above = row + width;
    for (let o = width - 1; o >= 0; o--) {
      along += grid[row + o] as number;
      grid[row + o] = along + (grid[above + o] as number);
    }
  }
}

/**
 * The grid costs a pass over all its cells; sorting costs about a dozen steps per listed sum. Below one sum
 * per 8 cells (12 × 6: 46,656 sums on 1.8 million cells) sorting the lists is faster. The grid holds
 * 32-bit counts (half the memory traffic of doubles), so its half must have fewer than 2^31 combinations.
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
  return sums * 8 >= (userSpan + 1) * (opponentSpan + 1) && sums < 2 ** 31;
}

/** Two groups of issues whose products of option counts are as even as possible (largest first). */
function balancedHalves(table: readonly IssueScores[]): [IssueScores[], IssueScores[]] {
  const halves: [IssueScores[], IssueScores[]] = [[], []];
  const logSize = [0, 0];
  for (const issue of [...table].sort((x, y) => y.optionIds.length - x.optionIds.length)) {
    const side = (logSize[0] as number) <= (logSize[1] as number) ? 0 : 1;
    halves[side].push(issue);
    logSize[side] = (logSize[side] as number) + Math.log(issue.optionIds.length);
  }
  return halves;
}

/**
 * Every sum of one option per issue, built issue by issue as a list sorted in grid order with equal sums
 * merged; with `asGrid` the last SCATTERED issues are added on a dense grid instead. Adding one option shifts
 * the whole sorted list by a constant, so each step merges one sorted run per option; the grid is then written
 * in one direction per shift, which keeps 10^6 updates of a grid larger than the processor's caches fast.
 */
function halfSums(issues: readonly IssueScores[], asGrid: boolean): HalfSums | null {
  let sums = halfSumsOf(
    {
      user: Int32Array.of(0),
      opponent: Int32Array.of(0),
      count: Float64Array.of(1),
      size: 1,
      rows: Int32Array.of(0, 1),
    },
    { userBase: 0, opponentBase: 0, userSpan: 0, opponentSpan: 0 },
  );
  // A grid half's last SCATTERED issues are added straight onto the grid, every combination of their options
  // as one shift, rather than listed and merged.
  const listed = asGrid ? Math.max(0, issues.length - SCATTERED) : issues.length;
  for (let step = 0; step < issues.length; step++) {
    const issue = issues[step] as IssueScores;
    const userMin = Math.min(...issue.user);
    const opponentMin = Math.min(...issue.opponent);
    const next = halfSumsOf(sums, {
      userBase: sums.userBase + userMin,
      opponentBase: sums.opponentBase + opponentMin,
      userSpan: sums.userSpan + Math.max(...issue.user) - userMin,
      opponentSpan: sums.opponentSpan + Math.max(...issue.opponent) - opponentMin,
    });
    const width = next.opponentSpan + 1;
    const cells = (next.userSpan + 1) * width;
    if (!(cells <= GRID_CELLS_MAX)) return null;
    if (step >= listed) {
      sums = next;
      continue;
    }
    // Cell numbers stay below GRID_CELLS_MAX, so 32-bit integers hold them and index without conversions.
    // Plain loops: `Int32Array.from` with a mapping function was a sixth of analyze 12 × 10.
    const shifts = new Int32Array(issue.user.length);
    for (let k = 0; k < shifts.length; k++)
      shifts[k] = ((issue.user[k] as number) - userMin) * width + (issue.opponent[k] as number) - opponentMin;
    const from = new Int32Array(sums.size);
    for (let j = 0; j < sums.size; j++)
      from[j] = (sums.user[j] as number) * width + (sums.opponent[j] as number);
    sums = mergeShifted(from, sums.count, shifts, width, next);
  }
  if (!asGrid) return sums;
  const width = sums.opponentSpan + 1;
  let shifts = Int32Array.of(0);
  for (let step = listed; step < issues.length; step++) {
    const issue = issues[step] as IssueScores;
    const userMin = Math.min(...issue.user);
    const opponentMin = Math.min(...issue.opponent);
    const wider = new Int32Array(shifts.length * issue.user.length);
    let n = 0;
    for (let k = 0; k < issue.user.length; k++) {
      const shift =
        ((issue.user[k] as number) - userMin) * width + (issue.opponent[k] as number) - opponentMin;
      for (let s = 0; s < shifts.length; s++) wider[n++] = (shifts[s] as number) + shift;
    }
    shifts = wider;
  }
  const from = new Int32Array(sums.size);
  for (let j = 0; j < sums.size; j++)
    from[j] = (sums.user[j] as number) * width + (sums.opponent[j] as number);
  const grid = new Int32Array((sums.userSpan + 1) * width);
  const count = sums.count;
  for (let k = 0; k < shifts.length; k++) {
    const shift = shifts[k] as number;
    for (let j = 0; j < from.length; j++) {
      const cell = (from[j] as number) + shift;
      grid[cell] = (grid[cell] as number) + (count[j] as number);
    }
  }
  return halfSumsOf(sums, sums, grid);
}

/** A list of grid cells, ascending, with a count each. */
interface Run {
  cells: Int32Array;
  counts: Float64Array;
}

/**
 * The sorted, merged list of every cell `from[j] + shift` (counts carried over): one sorted run per shift,
 * merged two by two (about log2(options) linear passes).
 */
function mergeShifted(
  from: Int32Array,
  count: Float64Array,
  shifts: Int32Array,
  width: number,
  sums: HalfSums,
): HalfSums {
  let runs: Run[] = Array.from(shifts, (shift) => {
    const cells = new Int32Array(from.length);
    for (let j = 0; j < from.length; j++) cells[j] = (from[j] as number) + shift;
    return { cells, counts: count.subarray(0, from.length) };
  });
  while (runs.length > 1) {
    const merged: Run[] = [];
    for (let r = 0; r + 1 < runs.length; r += 2) merged.push(mergeTwo(runs[r] as Run, runs[r + 1] as Run));
    if (runs.length % 2 === 1) merged.push(runs[runs.length - 1] as Run);
    runs = merged;
  }
  const { cells, counts } = runs[0] ?? { cells: new Int32Array(0), counts: new Float64Array(0) };
  // Cells ascend, so the user sum (the row) only steps up: no division per cell, and rows start where it does.
  const user = new Int32Array(cells.length);
  const opponent = new Int32Array(cells.length);
  const starts = new Int32Array(cells.length + 1);
  let rows = 0;
  let row = -1;
  let rowStart = -width;
  for (let j = 0; j < cells.length; j++) {
    const cell = cells[j] as number;
    if (cell >= rowStart + width) {
      while (cell >= rowStart + width) {
        row++;
        rowStart += width;
      }
      starts[rows++] = j;
    }
    user[j] = row;
    opponent[j] = cell - rowStart;
  }
  starts[rows] = cells.length;
  return halfSumsOf(
    { user, opponent, count: counts, size: cells.length, rows: starts.slice(0, rows + 1) },
    sums,
  );
}

/** Two sorted runs as one, equal cells merged by adding their counts. */
function mergeTwo(a: Run, b: Run): Run {
  const aCells = a.cells;
  const bCells = b.cells;
  const aCounts = a.counts;
  const bCounts = b.counts;
  const aSize = aCells.length;
  const bSize = bCells.length;
  const cells = new Int32Array(aSize + bSize);
  const counts = new Float64Array(aSize + bSize);
  let i = 0;
  let j = 0;
  let n = 0;
  let last = -1; // cells are offsets, never negative
  while (i < aSize && j < bSize) {
    const x = aCells[i] as number;
    const y = bCells[j] as number;
    let cell: number;
    let added: number;
    if (x <= y) {
      cell = x;
      added = aCounts[i++] as number;
    } else {
      cell = y;
      added = bCounts[j++] as number;
    }
    if (cell === last) counts[n - 1] = (counts[n - 1] as number) + added;
    else {
      cells[n] = cell;
      counts[n++] = added;
      last = cell;
    }
  }
  for (; i < aSize; i++) n = appendCell(cells, counts, n, aCells[i] as number, aCounts[i] as number);
  for (; j < bSize; j++) n = appendCell(cells, counts, n, bCells[j] as number, bCounts[j] as number);
  return { cells: cells.subarray(0, n), counts: counts.subarray(0, n) };
}

/** Appends a cell to a sorted run, adding to the last one when equal; returns the new length. */
function appendCell(cells: Int32Array, counts: Float64Array, n: number, cell: number, count: number): number {
  if (n > 0 && cells[n - 1] === cell) {
    counts[n - 1] = (counts[n - 1] as number) + count;
    return n;
  }
  cells[n] = cell;
  counts[n] = count;
  return n + 1;
}
