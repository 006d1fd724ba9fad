import { hasScenarios } from './averages.js';
import { scenarioFromTable } from './scenarios.js';
import { scoreTable, type IssueScores } from './score-table.js';
import type { Scenario, ScoredIssue } from './types.js';
import { floorOf, type WalkAway } from './walk-away.js';

export interface EquivalentOffersOptions {
  /** How many packages (at most; fewer when the best band offers fewer distinct opponent totals). */
  count: number;
  /** Largest difference between the packages' user totals, in whole points. */
  tolerance: number;
  /** Floors on both totals: every package reaches each recorded walk-away value. */
  walkAway?: WalkAway;
}

// Typed arrays are indexed directly (`as number` informs the type checker only), as in at-or-above-grid.ts.

/** Largest reachability grid (bits) of all (user, opponent) totals: 2^26, 8 MB; 12 × 0–250 needs 9 million. */
const GRID_BITS_MAX = 1 << 26;

/**
 * Multiple equivalent simultaneous offers: up to `count` complete packages worth about the same to you (user
 * totals within `tolerance` of each other) that differ as much as possible for the other side.
 *
 * Exact definition (the brute-force spec applies it literally):
 * 1. Eligible scenarios reach both walk-away values when given (userTotal ≥ walkAway.user, opponentTotal ≥
 *    walkAway.opponent).
 * 2. A band is the eligible scenarios with userTotal in [L, L + tolerance], for whole L. Of all bands, take
 *    the one with the most distinct opponent totals, counted up to `count`; then the widest spread of
 *    opponent totals (max − min); then the highest L (better for you).
 * 3. From the band's distinct opponent totals pick greedily: the highest, the lowest, then repeatedly the
 *    one farthest from those already picked (largest distance to the nearest picked; ties to the higher),
 *    until `count` are picked or none is left. Packages therefore have pairwise distinct opponent totals.
 * 4. Each picked opponent total becomes the band's scenario with that opponent total and the highest user
 *    total, the lexicographically first by option indexes among equals.
 * Returned by opponentTotal descending. [] when count < 1 or nothing is eligible.
 *
 * How, without listing the space: the set of reachable (user, opponent) totals is built as bit grids, issue
 * by issue from the last (grid i = totals reachable by issues i…n−1), about 20 million word operations for
 * 12 × 10; one sweep over user totals keeps the band's distinct opponent totals and extremes; step 4 walks
 * the grids forward, taking on each issue the first option from which the rest can still reach the target.
 * Throws a RangeError when the totals span more than 2^26 (user, opponent) cells.
 */
export function equivalentOffers(issues: readonly ScoredIssue[], opts: EquivalentOffersOptions): Scenario[] {
  const table = scoreTable(issues);
  const count = Math.floor(opts.count);
  if (!hasScenarios(table) || !(count >= 1)) return [];
  const tolerance = Number.isNaN(opts.tolerance) ? 0 : Math.max(0, Math.floor(opts.tolerance));
  const grids = reachability(table);
  const top = grids[0] as Grid;
  const firstRow = Math.max(0, Math.ceil(floorOf(opts.walkAway?.user) - top.userBase));
  const firstBit = Math.max(0, Math.ceil(floorOf(opts.walkAway?.opponent) - top.opponentBase));
  if (firstRow > top.userSpan || firstBit > top.opponentSpan) return [];

  const band = bestBand(top, firstRow, firstBit, count, tolerance);
  if (band === null) return [];
  const values = new Set<number>();
  for (let x = Math.max(band, firstRow); x <= Math.min(band + tolerance, top.userSpan); x++)
    forEachBit(top, x, firstBit, (y) => values.add(y));
  const picked = farthestFirst(
    [...values].sort((p, q) => p - q),
    count,
  );
  return picked
    .sort((p, q) => q - p)
    .map((y) => {
      let x = Math.min(band + tolerance, top.userSpan);
      while (!hasBit(top, x, y)) x--;
      return scenarioFromTable(table, firstScenarioAt(table, grids, x, y));
    });
}

/** The (user, opponent) totals one suffix of issues can reach, as offsets from its minimum totals. */
interface Grid {
  userBase: number;
  opponentBase: number;
  userSpan: number;
  opponentSpan: number;
  /** 32-bit words per user total (row); bit y of a row = opponent offset y. */
  words: number;
  bits: Uint32Array;
}

function reachability(table: readonly IssueScores[]): Grid[] {
  const grids: Grid[] = new Array<Grid>(table.length + 1);
  let grid: Grid = {
    userBase: 0,
    opponentBase: 0,
    userSpan: 0,
    opponentSpan: 0,
    words: 1,
    bits: Uint32Array.of(1),
  };
  grids[table.length] = grid;
  for (let i = table.length - 1; i >= 0; i--) {
    const issue = table[i] as IssueScores;
    const userMin = Math.min(...issue.user);
    const opponentMin = Math.min(...issue.opponent);
    const userSpan = grid.userSpan + Math.max(...issue.user) - userMin;
    const opponentSpan = grid.opponentSpan + Math.max(...issue.opponent) - opponentMin;
    if (!((userSpan + 1) * (opponentSpan + 1) <= GRID_BITS_MAX))
      throw new RangeError('the totals span too many points for equivalent offers');
    const next: Grid = {
      userBase: grid.userBase + userMin,
      opponentBase: grid.opponentBase + opponentMin,
      userSpan,
      opponentSpan,
      words: (opponentSpan >> 5) + 1,
      bits: new Uint32Array((userSpan + 1) * ((opponentSpan >> 5) + 1)),
    };
    for (let k = 0; k < issue.user.length; k++)
      orShifted(grid, next, (issue.user[k] as number) - userMin, (issue.opponent[k] as number) - opponentMin);
    grids[i] = next;
    grid = next;
  }
  return grids;
}

/** next |= grid moved up by du rows and dy bits. */
function orShifted(grid: Grid, next: Grid, du: number, dy: number): void {
  const wordShift = dy >> 5;
  const bitShift = dy & 31;
  for (let x = 0; x <= grid.userSpan; x++) {
    const from = x * grid.words;
    const to = (x + du) * next.words + wordShift;
    const end = (x + du + 1) * next.words;
    for (let w = 0; w < grid.words; w++) {
      const word = grid.bits[from + w] as number;
      if (word === 0) continue;
      next.bits[to + w] = (next.bits[to + w] as number) | (word << bitShift);
      if (bitShift !== 0 && to + w + 1 < end)
        next.bits[to + w + 1] = (next.bits[to + w + 1] as number) | (word >>> (32 - bitShift));
    }
  }
}

function hasBit(grid: Grid, x: number, y: number): boolean {
  if (x < 0 || y < 0 || x > grid.userSpan || y > grid.opponentSpan) return false;
  return (((grid.bits[x * grid.words + (y >> 5)] as number) >>> (y & 31)) & 1) === 1;
}

/** Calls `visit` with every set bit of row x from bit `from` on, ascending. */
function forEachBit(grid: Grid, x: number, from: number, visit: (y: number) => void): void {
  for (let w = from >> 5; w < grid.words; w++) {
    let word = grid.bits[x * grid.words + w] as number;
    if (w === from >> 5) word &= ~0 << (from & 31);
    while (word !== 0) {
      const low = word & -word;
      visit(w * 32 + 31 - Math.clz32(low));
      word ^= low;
    }
  }
}

/**
 * Step 2: the band's lowest row L by (distinct opponent totals up to count, spread, L) — one sweep from the
 * highest L down. Each opponent total remembers the lowest row it was last seen in; it is in the band while
 * that row is, so a row leaving the band takes with it exactly the totals last seen there. Monotone queues
 * keep the band's highest and lowest opponent total.
 */
function bestBand(
  grid: Grid,
  firstRow: number,
  firstBit: number,
  count: number,
  tolerance: number,
): number | null {
  const high = new Int32Array(grid.userSpan + 1).fill(-1);
  const low = new Int32Array(grid.userSpan + 1).fill(-1);
  const lastSeen = new Int32Array(grid.opponentSpan + 1).fill(-1);
  const lastSeenIn = new Int32Array(grid.userSpan + 1); // how many totals were last seen in each row
  let distinct = 0;
  const highs: number[] = []; // rows that may still hold the band's highest opponent total, best first
  const lows: number[] = [];
  let best: { row: number; distinct: number; spread: number } | null = null;
  for (let x = grid.userSpan; x >= 0; x--) {
    // The top row leaves before the new bottom row enters, so a total in both is never counted twice.
    const leaving = x + tolerance + 1;
    if (leaving <= grid.userSpan) {
      distinct -= lastSeenIn[leaving] as number;
      if (highs[0] === leaving) highs.shift();
      if (lows[0] === leaving) lows.shift();
    }
    if (x >= firstRow) {
      forEachBit(grid, x, firstBit, (y) => {
        const before = lastSeen[y] as number;
        if (before < 0 || before > x + tolerance) distinct++;
        if (before >= 0) lastSeenIn[before] = (lastSeenIn[before] as number) - 1;
        lastSeen[y] = x;
        lastSeenIn[x] = (lastSeenIn[x] as number) + 1;
        if ((low[x] as number) < 0) low[x] = y;
        high[x] = y;
      });
    }
    if ((high[x] as number) >= 0) {
      while (highs.length > 0 && (high[highs[highs.length - 1] as number] as number) <= (high[x] as number))
        highs.pop();
      highs.push(x);
      while (lows.length > 0 && (low[lows[lows.length - 1] as number] as number) >= (low[x] as number))
        lows.pop();
      lows.push(x);
    }
    if (distinct === 0) continue;
    const spread = (high[highs[0] as number] as number) - (low[lows[0] as number] as number);
    const capped = Math.min(count, distinct);
    if (best === null || capped > best.distinct || (capped === best.distinct && spread > best.spread))
      best = { row: x, distinct: capped, spread };
  }
  return best?.row ?? null;
}

/** Step 3 on distinct ascending values: highest, lowest, then the farthest from the picked ones. */
function farthestFirst(values: readonly number[], count: number): number[] {
  if (values.length === 0) return [];
  const picked = [values.length - 1];
  if (count >= 2 && values.length >= 2) picked.push(0);
  while (picked.length < Math.min(count, values.length)) {
    const sorted = [...picked].sort((p, q) => p - q);
    let choice = -1;
    let distance = -1;
    for (let g = 0; g + 1 < sorted.length; g++) {
      const lo = sorted[g] as number;
      const hi = sorted[g + 1] as number;
      if (hi - lo < 2) continue;
      // The distance to the gap's ends peaks at its middle: the best value is next to the middle.
      const middle = ((values[lo] as number) + (values[hi] as number)) / 2;
      let j = lo + 1;
      while (j < hi - 1 && (values[j] as number) < middle) j++;
      for (const c of [j - 1, j]) {
        if (c <= lo || c >= hi) continue;
        const d = Math.min(
          (values[c] as number) - (values[lo] as number),
          (values[hi] as number) - (values[c] as number),
        );
        if (d > distance || (d === distance && c > choice)) {
          choice = c;
          distance = d;
        }
      }
    }
    picked.push(choice);
  }
  return picked.map((k) => values[k] as number);
}

/** Step 4: on each issue the first option from which the remaining issues still reach (x, y). */
function firstScenarioAt(
  table: readonly IssueScores[],
  grids: readonly Grid[],
  x: number,
  y: number,
): Int32Array {
  const indexes = new Int32Array(table.length);
  table.forEach((issue, i) => {
    const userMin = Math.min(...issue.user);
    const opponentMin = Math.min(...issue.opponent);
    const rest = grids[i + 1] as Grid;
    for (let k = 0; k < issue.user.length; k++) {
      const restX = x - ((issue.user[k] as number) - userMin);
      const restY = y - ((issue.opponent[k] as number) - opponentMin);
      if (!hasBit(rest, restX, restY)) continue;
      indexes[i] = k;
      x = restX;
      y = restY;
      return;
    }
  });
  return indexes;
}
