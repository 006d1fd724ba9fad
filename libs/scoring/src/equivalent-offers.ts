import { hasScenarios } from './averages.js';
import { scenarioFromTable } from './scenarios.js';
import { scoreTable, type IssueScores } from './score-table.js';
import type { Scenario, ScoredIssue, TotalsPoint } from './types.js';
import { floorOf, type WalkAway } from './walk-away.js';

export interface EquivalentOffersOptions {
  /** How many packages at most (floored; below 1 gives none). */
  count: number;
  /** How far, in whole points, your total may lie from the target: floored (2.5 → 2), below 0 or NaN → 0. */
  tolerance: number;
  /** Floors on both totals: every package reaches each recorded walk-away value (null: no floor). */
  walkAway?: WalkAway;
  /** Your total the offers are worth about; absent, null or not finite: `defaultOfferTarget`'s. */
  target?: number | null;
}

/** Where the default target comes from, to say so in one sentence. */
export interface OfferTarget {
  /** Your total the offers aim at: an efficient package's user total between `nash` and `best`. */
  target: number;
  /** The Nash point's totals, relative to the walk-away point (each unrecorded side at its worst total). */
  nash: TotalsPoint;
  /**
   * The efficient package best for you among those reaching both walk-away values; when that one gives them
   * exactly their walk-away total and is not the Nash point, the best of the others.
   */
  best: TotalsPoint;
  /** Whether a package better for you exists that gives them exactly their walk-away total (left out). */
  belowTheirWalkAwayPackage: boolean;
}

// Typed arrays are indexed directly (`as number` informs the type checker only), as in at-or-above-grid.ts:
// the shared `at` helper sees every kind of array, which keeps the engine from specialising the hot loops.

/** Pattern sets beyond this many 32-bit words (32 MB) are refused: 12 issues × 0–250 points need under 1 M. */
const PATTERN_WORDS_MAX = 1 << 23;

/**
 * The one opening of the case (issue 32, point 4): the default target of `equivalentOffers` (Strategy's offers to
 * open with) and the plan's opening offer (`negotiationPlan`). Ambitious but credible: of the efficient packages
 * that reach both walk-away values (a null side sets no floor; d is the walk-away point, each unrecorded side at
 * its worst total), take the Nash point (largest (you − d.you)(them − d.them); ties to your higher total);
 * leave out the one best for you when it gives them exactly d.them and is not the Nash point (an opening they
 * could only just accept); take the one best for you of those left; the target is the user total of the efficient package
 * among them nearest to halfway between the two (ties to the higher). So it is at or above your total at the
 * Nash point, never above what you can get while they still reach their walk-away value, never at their
 * walk-away total when a package gives them more, and some package that reaches both walk-away values lies
 * exactly on it. Null when no package reaches both walk-away values (or there is no scenario).
 */
export function defaultOfferTarget(issues: readonly ScoredIssue[], walkAway?: WalkAway): OfferTarget | null {
  const table = scoreTable(issues);
  if (!hasScenarios(table)) return null;
  return targetOf(suffixBest(table), walkAway);
}

/**
 * Multiple equivalent simultaneous offers (MESOs) to open with: up to `count` complete packages worth about the
 * same to you, each acceptable to both sides and efficient among the packages worth that much to you, that
 * differ as much as possible in which issues give you your preferred option, so that the one the other side
 * picks shows what matters to them.
 *
 * Exact definition (testing/brute-force.ts applies it literally to every scenario):
 * 1. T = `target`, or `defaultOfferTarget` when it is absent (none: []); t = ⌊tolerance⌋, at least 0.
 * 2. The band: the scenarios reaching both walk-away values (userTotal ≥ walkAway.user, opponentTotal ≥
 *    walkAway.opponent; a null side sets no floor) whose userTotal lies in [T − t, T + t], both ends included.
 * 3. Candidates: the band's scenarios that no band scenario beats, i.e. none has userTotal ≥ and
 *    opponentTotal ≥ with one of them strictly greater. Equal totals do not beat each other.
 * 4. A scenario's pattern: per issue, 1 when its option has your highest points on that issue (every option
 *    tied at the highest counts), else 0. Distance between two scenarios: the issues where their patterns differ.
 * 5. Greedy: repeatedly pick the candidate whose pattern differs from every picked one's, by the largest
 *    smallest distance to the picked ones, then the largest sum of distances to them, then the userTotal
 *    nearest T, then the higher userTotal, then the option indexes first in lexicographic order; until `count`
 *    are picked or no candidate with a new pattern is left. The first pick is therefore the candidate nearest T.
 * Returned in the order picked; [] when count < 1, there is no scenario, or the band holds none.
 *
 * How, without listing the space: a scenario is a candidate only if its opponent total is the highest of all
 * scenarios with its user total (another with more would beat it in the band), so every part of it is too:
 * best[i][x], the highest opponent total issues i…n−1 reach with user total x, is a one-dimensional knapsack
 * (issues × options × user span). Beside it, patterns[i][x] holds, as a bit set over the remaining issues'
 * patterns, every pattern of the suffixes that reach best[i][x]; an issue adds its bit as the set's top bit,
 * so extending is an OR of the child's set, shifted for a preferred option. One sweep down the band from T + t
 * keeps the points that beat every higher one; per pattern, its candidate point nearest T. The greedy then
 * runs on at most 2^(issues) patterns, and each pick is rebuilt forward through the sets (the first option
 * that keeps the totals and the pattern reachable). Cost: issues × options × user span × 2^(issues − 5) word
 * operations, about 3.5 million for 12 × 10 of 25–250 points. Issues whose options all score the same for
 * you carry no pattern bit. Throws a RangeError when the pattern sets would exceed 2^23 words (about 15
 * issues of 0–250 points whose options score differently for you).
 */
export function equivalentOffers(issues: readonly ScoredIssue[], opts: EquivalentOffersOptions): Scenario[] {
  const table = scoreTable(issues);
  const count = Math.floor(opts.count);
  if (!hasScenarios(table) || !(count >= 1)) return [];
  const tolerance = Number.isNaN(opts.tolerance) ? 0 : Math.max(0, Math.floor(opts.tolerance));
  const best = suffixBest(table);
  const target =
    opts.target === undefined || opts.target === null || !Number.isFinite(opts.target)
      ? targetOf(best, opts.walkAway)?.target
      : opts.target;
  if (target === undefined) return [];
  const sets = patternSets(table, best);
  const top = best.levels[0] as Level;

  // Step 3 on the band's points, highest user total first; per pattern, its candidate point nearest T.
  const low = Math.max(Math.ceil(target - tolerance), Math.ceil(floorOf(opts.walkAway?.user)));
  const high = Math.floor(target + tolerance);
  const opponentFloor = floorOf(opts.walkAway?.opponent);
  const pointOf = new Int32Array(2 ** sets.bits).fill(-1);
  const distanceOf = (x: number) => Math.abs(x + best.userBase - target);
  let beaten = -1;
  for (let x = Math.min(high - best.userBase, top.span); x >= Math.max(0, low - best.userBase); x--) {
    const y = top.best[x] as number;
    if (y <= beaten) continue;
    beaten = y;
    if (y + best.opponentBase < opponentFloor) continue;
    forEachPattern(sets, 0, x, (p) => {
      const known = pointOf[p] as number;
      if (known < 0 || distanceOf(x) < distanceOf(known)) pointOf[p] = x;
    });
  }
  const candidates: number[] = [];
  pointOf.forEach((x, p) => {
    if (x >= 0) candidates.push(p);
  });

  // Step 5.
  const picked: number[] = [];
  const offers: Scenario[] = [];
  const isPicked = new Uint8Array(pointOf.length);
  while (offers.length < count) {
    let tied: number[] = [];
    let key: number[] | null = null;
    for (const p of candidates) {
      if ((isPicked[p] as number) === 1) continue;
      let smallest = picked.length === 0 ? 0 : Infinity;
      let sum = 0;
      for (const q of picked) {
        const d = bitCount(p ^ q);
        smallest = Math.min(smallest, d);
        sum += d;
      }
      const x = pointOf[p] as number;
      const next = [smallest, sum, -distanceOf(x), x];
      const order = key === null ? 1 : compareKeys(next, key);
      if (order > 0) {
        key = next;
        tied = [p];
      } else if (order === 0) tied.push(p);
    }
    if (key === null) break;
    const x = key[3] as number;
    const { indexes, pattern } = firstScenario(table, best, sets, x, tied);
    picked.push(pattern);
    isPicked[pattern] = 1;
    offers.push(scenarioFromTable(table, indexes));
  }
  return offers;
}

/** One suffix of issues: user totals as offsets 0…span from its smallest; best[x] = highest opponent offset. */
export interface Level {
  span: number;
  /** -1 where no scenario of the suffix has that user total. */
  best: Int32Array;
}

export interface SuffixBest {
  /** levels[i]: issues i…n−1; levels[n] holds the empty suffix. */
  levels: Level[];
  userBase: number;
  opponentBase: number;
  /** Per issue, options' points above the issue's smallest. */
  userOffsets: Int32Array[];
  opponentOffsets: Int32Array[];
}

/** Exported for the robustness figures (elicitation/robustness.ts), not from the package. */
export function suffixBest(table: readonly IssueScores[]): SuffixBest {
  const n = table.length;
  const levels = new Array<Level>(n + 1);
  levels[n] = { span: 0, best: Int32Array.of(0) };
  const userOffsets = new Array<Int32Array>(n);
  const opponentOffsets = new Array<Int32Array>(n);
  let userBase = 0;
  let opponentBase = 0;
  for (let i = n - 1; i >= 0; i--) {
    const issue = table[i] as IssueScores;
    const userMin = Math.min(...issue.user);
    const opponentMin = Math.min(...issue.opponent);
    userBase += userMin;
    opponentBase += opponentMin;
    const du = Int32Array.from(issue.user, (u) => u - userMin);
    const dy = Int32Array.from(issue.opponent, (o) => o - opponentMin);
    userOffsets[i] = du;
    opponentOffsets[i] = dy;
    const child = levels[i + 1] as Level;
    const span = child.span + Math.max(...du);
    const best = new Int32Array(span + 1).fill(-1);
    for (let k = 0; k < du.length; k++) {
      const shift = du[k] as number;
      const gain = dy[k] as number;
      for (let x = 0; x <= child.span; x++) {
        const y = child.best[x] as number;
        if (y >= 0 && y + gain > (best[x + shift] as number)) best[x + shift] = y + gain;
      }
    }
    levels[i] = { span, best };
  }
  return { levels, userBase, opponentBase, userOffsets, opponentOffsets };
}

/**
 * The efficient points are the user totals whose best opponent total beats every higher user total's; the
 * default target is read off them (see `defaultOfferTarget`).
 */
function targetOf(suffix: SuffixBest, walkAway: WalkAway | undefined): OfferTarget | null {
  const top = suffix.levels[0] as Level;
  const d = {
    user: walkAway?.user ?? suffix.userBase,
    opponent: walkAway?.opponent ?? suffix.opponentBase,
  };
  const efficient: TotalsPoint[] = [];
  let beaten = -1;
  for (let x = top.span; x >= 0; x--) {
    const y = top.best[x] as number;
    if (y <= beaten) continue;
    beaten = y;
    const point = { user: x + suffix.userBase, opponent: y + suffix.opponentBase };
    if (point.user >= d.user && point.opponent >= d.opponent) efficient.push(point);
  }
  // User totals descending: the first is the best for you, and a later equal product has a lower user total.
  const first = efficient[0];
  if (first === undefined) return null;
  let nash = first;
  for (const point of efficient) {
    if (
      (point.user - d.user) * (point.opponent - d.opponent) >
      (nash.user - d.user) * (nash.opponent - d.opponent)
    )
      nash = point;
  }
  // An opening that leaves them exactly their walk-away total is one they could only just accept: unless it is
  // the Nash point itself, the most you ask for is the next one down.
  const atTheirs = nash !== first && first.opponent === d.opponent;
  if (atTheirs) efficient.shift();
  const best = efficient[0] as TotalsPoint;
  const twiceHalfway = nash.user + best.user;
  let target = best.user;
  for (const point of efficient) {
    if (Math.abs(2 * point.user - twiceHalfway) < Math.abs(2 * target - twiceHalfway)) target = point.user;
  }
  return { target, nash, best, belowTheirWalkAwayPackage: atTheirs };
}

/** patterns[i][x]: the set (bit p = pattern p) of the suffix patterns reaching best[i][x]. */
interface PatternSets {
  /** How many issues carry a pattern bit (those whose options do not all score the same for you). */
  bits: number;
  /** Per level, the pattern bits of issues i…n−1, and 32-bit words per user total. */
  levelBits: number[];
  words: number[];
  sets: Uint32Array[];
  /** Per issue and option: 1 when it is one of your preferred options; issues without a bit get 0. */
  preferred: Uint8Array[];
  hasBit: boolean[];
}

function patternSets(table: readonly IssueScores[], suffix: SuffixBest): PatternSets {
  const n = table.length;
  const hasBit = table.map((issue) => issue.user.some((u) => u !== Math.max(...issue.user)));
  const preferred = table.map((issue, i) =>
    Uint8Array.from(issue.user, (u) => (hasBit[i] === true && u === Math.max(...issue.user) ? 1 : 0)),
  );
  const levelBits = new Array<number>(n + 1).fill(0);
  for (let i = n - 1; i >= 0; i--) levelBits[i] = (levelBits[i + 1] as number) + (hasBit[i] === true ? 1 : 0);
  const words = levelBits.map((b) => (b <= 5 ? 1 : 2 ** (b - 5)));
  let total = 0;
  suffix.levels.forEach((level, i) => (total += (level.span + 1) * (words[i] as number)));
  if (!(total <= PATTERN_WORDS_MAX))
    throw new RangeError('the case has too many issues for equivalent offers');
  const sets = new Array<Uint32Array>(n + 1);
  sets[n] = Uint32Array.of(1); // the empty suffix: the empty pattern
  for (let i = n - 1; i >= 0; i--) {
    const level = suffix.levels[i] as Level;
    const child = suffix.levels[i + 1] as Level;
    const childSets = sets[i + 1] as Uint32Array;
    const childWords = words[i + 1] as number;
    const w = words[i] as number;
    const set = new Uint32Array((level.span + 1) * w);
    // A preferred option puts the child's patterns in the upper half: a word offset, or a bit shift in one word.
    const childBits = 2 ** (levelBits[i + 1] as number);
    const du = suffix.userOffsets[i] as Int32Array;
    const dy = suffix.opponentOffsets[i] as Int32Array;
    const prefers = preferred[i] as Uint8Array;
    for (let k = 0; k < du.length; k++) {
      const shift = du[k] as number;
      const gain = dy[k] as number;
      const upper = (prefers[k] as number) === 1;
      for (let x = 0; x <= child.span; x++) {
        const y = child.best[x] as number;
        if (y < 0 || y + gain !== (level.best[x + shift] as number)) continue;
        const from = x * childWords;
        const to = (x + shift) * w;
        if (!upper) {
          for (let c = 0; c < childWords; c++)
            set[to + c] = (set[to + c] as number) | (childSets[from + c] as number);
        } else if (childBits >= 32) {
          const offset = childBits / 32;
          for (let c = 0; c < childWords; c++)
            set[to + offset + c] = (set[to + offset + c] as number) | (childSets[from + c] as number);
        } else {
          set[to] = (set[to] as number) | ((childSets[from] as number) << childBits);
        }
      }
    }
    sets[i] = set;
  }
  return { bits: levelBits[0] as number, levelBits, words, sets, preferred, hasBit };
}

function forEachPattern(sets: PatternSets, level: number, x: number, visit: (p: number) => void): void {
  const w = sets.words[level] as number;
  const set = sets.sets[level] as Uint32Array;
  for (let c = 0; c < w; c++) {
    let word = set[x * w + c] as number;
    while (word !== 0) {
      const lowest = word & -word;
      visit(c * 32 + 31 - Math.clz32(lowest));
      word ^= lowest;
    }
  }
}

function hasPattern(sets: PatternSets, level: number, x: number, p: number): boolean {
  const w = sets.words[level] as number;
  return ((((sets.sets[level] as Uint32Array)[x * w + (p >>> 5)] as number) >>> (p & 31)) & 1) === 1;
}

/**
 * The lexicographically first scenario with user offset x (on the best opponent total) whose pattern is one of
 * `patterns`: on each issue the first option from which the rest still reaches the totals and such a pattern.
 */
function firstScenario(
  table: readonly IssueScores[],
  suffix: SuffixBest,
  sets: PatternSets,
  x: number,
  patterns: readonly number[],
): { indexes: Int32Array; pattern: number } {
  const indexes = new Int32Array(table.length);
  let prefix = 0; // the chosen options' pattern bits so far
  let alive = patterns;
  table.forEach((_, i) => {
    const level = suffix.levels[i] as Level;
    const child = suffix.levels[i + 1] as Level;
    const restBits = sets.levelBits[i + 1] as number;
    const du = suffix.userOffsets[i] as Int32Array;
    const dy = suffix.opponentOffsets[i] as Int32Array;
    for (let k = 0; k < du.length; k++) {
      const rest = x - (du[k] as number);
      if (rest < 0 || rest > child.span) continue;
      const y = child.best[rest] as number;
      if (y < 0 || y + (dy[k] as number) !== (level.best[x] as number)) continue;
      const head =
        sets.hasBit[i] === true ? prefix * 2 + ((sets.preferred[i] as Uint8Array)[k] as number) : prefix;
      const next = alive.filter(
        (p) => p >>> restBits === head && hasPattern(sets, i + 1, rest, p & (2 ** restBits - 1)),
      );
      if (next.length === 0) continue;
      indexes[i] = k;
      prefix = head;
      alive = next;
      x = rest;
      return;
    }
  });
  return { indexes, pattern: prefix };
}

function bitCount(value: number): number {
  let v = value - ((value >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** Positive when a is better (every component: larger is better). */
function compareKeys(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return (a[i] as number) - (b[i] as number);
  return 0;
}
