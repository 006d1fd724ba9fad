import { POINTS_MAX } from './points.js';
import { seededRandom } from './random.js';
import type { ScoredIssue } from './types.js';

/** Points per option id, such as the points entered for the other side or their estimate. */
export type OptionPoints = Record<number, number>;

/** How sure the estimate is: `none` reads nothing yet (it is the points entered), then by the moves it read. */
export type EstimateCertainty = 'none' | 'rough' | 'fair' | 'firm';

/** The estimate of their points with what it rests on (see `readOpponent`). */
export interface OpponentReading {
  points: OptionPoints;
  /** Their offers read (the first is only where their moves start from). */
  offers: number;
  /** The moves that gave ground on some issue: each compares what they gave with what they kept. */
  moves: number;
  certainty: EstimateCertainty;
}

/** Profiles weighed by the offers; the first is the points entered. */
export const ESTIMATE_PROFILES = 256;
/** The spread of each issue's weight around the entered one in the profiles (a log-normal factor's σ). */
export const ESTIMATE_WEIGHT_SPREAD = 0.8;
/** The spread of each issue's option spacing (the exponent γ of the entered values, v^γ, as log-normal σ). */
export const ESTIMATE_SPACING_SPREAD = 0.2;
/** How soft each comparison is: a move giving ground where it costs them twice as much is 2^(1/κ) times less likely. */
export const ESTIMATE_SOFTNESS = 0.3;
const SEED = 20261129;

/** The certainty a number of moves gives: 1–3 moves a rough guess, 4–7 a fair reading, 8 or more firm. */
export function certaintyOf(moves: number): EstimateCertainty {
  return moves === 0 ? 'none' : moves < 4 ? 'rough' : moves < 8 ? 'fair' : 'firm';
}

/**
 * The other side's points read from their offers, keeping what the person knows (issue 32, point 1): a Bayesian
 * update over profiles near the points entered for them (`prior`), after Hindriks & Tykhonov. Every profile
 * keeps each issue's order of options as entered (a constant shift changes nothing): it only changes how much
 * each issue matters (its weight) and how far apart its options are (the spacing exponent γ on the entered
 * values, 0 at the issue's worst and 1 at its best). Their first offer is where they start, not their ideal
 * (an opening below their best is an anchor, not a preference), so only their moves are read:
 * - each move from one offer of theirs to the next that gives ground on issue i (their value by the profile
 *   falls by d_i) while keeping issue j (not lower), where what you asked for on j (your best option; of
 *   several, their best) is worth e_j less to them than their offer's option: the profile is as likely as
 *   a concession went first where it costs least, 1 / (1 + (w_i·d_i / (w_j·e_j))^(1/κ));
 * - a move that gives ground on some issues and takes on others: 1 / (1 + (taken / given)^(1/κ)).
 * Profiles: the entered one and ESTIMATE_PROFILES − 1 drawn with a fixed seed (per issue the entered weight
 * times e^(σ_w·z), γ = e^(σ_γ·z′), z and z′ standard normal). The estimate is the posterior mean of the weights
 * and of each option's value, rescaled so that the issues' spreads of points sum to the entered ones' sum;
 * each issue keeps its lowest points (within 0–250), whole points, and the entered order within each issue
 * (strict where the entered points are, whenever the spread allows). Without any move (no offer, one, or only
 * repeats) the estimate is `prior` itself: reading it again changes nothing.
 * `offers`: in the order made, each an array of option ids in issue order (null or an unknown id: left open).
 */
export function readOpponent(
  issues: readonly ScoredIssue[],
  offers: readonly (readonly (number | null)[])[],
  prior: OptionPoints,
): OpponentReading {
  const entered = issues.map((issue) => issue.options.map((o) => finite(prior[o.id])));
  const lows = entered.map((points) => (points.length === 0 ? 0 : Math.min(...points)));
  const ranges = entered.map((points, i) => (points.length === 0 ? 0 : Math.max(...points) - lows[i]!));
  const rangeSum = ranges.reduce((a, b) => a + b, 0);
  const asEntered = (): OptionPoints => {
    const out: OptionPoints = {};
    issues.forEach((issue, i) => issue.options.forEach((o, k) => (out[o.id] = entered[i]![k]!)));
    return out;
  };
  const evidence = movesOf(issues, offers, entered, ranges);
  const moves = evidence.filter((m) => m.kind === 'gave').length;
  const reading = (points: OptionPoints): OpponentReading => ({
    points,
    offers: offers.length,
    moves,
    certainty: certaintyOf(moves),
  });
  if (rangeSum === 0 || evidence.length === 0) return reading(asEntered());

  const n = issues.length;
  const baseValues = entered.map((points, i) =>
    points.map((p) => (ranges[i]! > 0 ? (p - lows[i]!) / ranges[i]! : 1)),
  );
  const baseWeights = ranges.map((r) => r / rangeSum);
  const next = seededRandom(SEED);
  const normal = () => Math.sqrt(-2 * Math.log(1 - next())) * Math.cos(2 * Math.PI * next());
  const weightSum = new Float64Array(n);
  const valueSum = baseValues.map((values) => new Float64Array(values.length));
  let total = 0;
  const logLikelihoods: number[] = [];
  const profiles: { w: number[]; g: number[] }[] = [];
  for (let h = 0; h < ESTIMATE_PROFILES; h++) {
    const z = Array.from({ length: n }, () => (h === 0 ? 0 : normal()));
    const zg = Array.from({ length: n }, () => (h === 0 ? 0 : normal()));
    const raw = baseWeights.map((w, i) => w * Math.exp(ESTIMATE_WEIGHT_SPREAD * z[i]!));
    const sum = raw.reduce((a, b) => a + b, 0);
    const w = raw.map((x) => x / sum);
    const g = zg.map((x) => Math.exp(ESTIMATE_SPACING_SPREAD * x));
    profiles.push({ w, g });
    logLikelihoods.push(logLikelihood(evidence, w, g, baseValues));
  }
  const top = Math.max(...logLikelihoods);
  profiles.forEach(({ w, g }, h) => {
    const p = Math.exp(logLikelihoods[h]! - top);
    total += p;
    for (let i = 0; i < n; i++) {
      weightSum[i]! += p * w[i]!;
      const values = baseValues[i]!;
      for (let k = 0; k < values.length; k++) valueSum[i]![k]! += p * Math.pow(values[k]!, g[i]!);
    }
  });
  const points: OptionPoints = {};
  issues.forEach((issue, i) => {
    const spread = Math.min(POINTS_MAX, (rangeSum * weightSum[i]!) / total);
    const base = Math.max(0, Math.min(lows[i]!, POINTS_MAX - spread));
    const raw = issue.options.map((_, k) =>
      ranges[i]! > 0 ? base + (spread * valueSum[i]![k]!) / total : entered[i]![k]!,
    );
    const whole = keepOrder(entered[i]!, raw.map(Math.round));
    issue.options.forEach((o, k) => (points[o.id] = whole[k]!));
  });
  return reading(points);
}

/** One piece of evidence: a concession on i that kept j, or a move that both gave and took. */
type Evidence =
  | { kind: 'pair'; i: number; d: number[]; j: number; e: number[] }
  | { kind: 'gave'; given: [number, number, number][]; taken: [number, number, number][] };

/**
 * The moves of their offers as comparisons. Values are kept as (issue, from option, to option) so that every
 * profile's spacing reads them; `d` and `e` hold option indexes [from, to].
 */
function movesOf(
  issues: readonly ScoredIssue[],
  offers: readonly (readonly (number | null)[])[],
  entered: number[][],
  ranges: number[],
): Evidence[] {
  const yours = issues.map((issue, i) => {
    if (issue.options.length === 0) return -1;
    const best = Math.max(...issue.options.map((o) => o.user));
    let pick = -1;
    issue.options.forEach((o, k) => {
      if (o.user === best && (pick < 0 || entered[i]![k]! > entered[i]![pick]!)) pick = k;
    });
    return pick;
  });
  const index = offers.map((offer) =>
    issues.map((issue, i) => {
      const id = offer[i];
      return id === null || id === undefined ? -1 : issue.options.findIndex((o) => o.id === id);
    }),
  );
  const evidence: Evidence[] = [];
  for (let t = 1; t < index.length; t++) {
    const before = index[t - 1]!;
    const after = index[t]!;
    const given: [number, number, number][] = [];
    const taken: [number, number, number][] = [];
    const kept: number[] = [];
    issues.forEach((_, i) => {
      const a = before[i]!;
      const b = after[i]!;
      if (a < 0 || b < 0 || ranges[i] === 0) return;
      const pa = entered[i]![a]!;
      const pb = entered[i]![b]!;
      if (pb < pa) given.push([i, a, b]);
      else {
        if (pb > pa) taken.push([i, a, b]);
        const y = yours[i]!;
        if (y >= 0 && entered[i]![y]! < pa) kept.push(i);
      }
    });
    if (given.length === 0) continue;
    evidence.push({ kind: 'gave', given, taken });
    for (const [i, a, b] of given) {
      for (const j of kept) evidence.push({ kind: 'pair', i, d: [a, b], j, e: [before[j]!, yours[j]!] });
    }
  }
  return evidence;
}

function logLikelihood(evidence: readonly Evidence[], w: number[], g: number[], values: number[][]): number {
  const value = (i: number, k: number) => Math.pow(values[i]![k]!, g[i]!);
  const cost = (i: number, [from, to]: readonly number[]) => w[i]! * (value(i, from!) - value(i, to!));
  let sum = 0;
  for (const piece of evidence) {
    if (piece.kind === 'pair') {
      sum += logPrefer(cost(piece.i, piece.d), cost(piece.j, piece.e));
    } else if (piece.taken.length > 0) {
      const given = piece.given.reduce((s, [i, a, b]) => s + cost(i, [a, b]), 0);
      const taken = piece.taken.reduce((s, [i, a, b]) => s - cost(i, [a, b]), 0);
      sum += logPrefer(taken, given);
    }
  }
  return sum;
}

/** log of 1 / (1 + (a / b)^(1/κ)): how likely a cost a was chosen over a cost b (both positive). */
function logPrefer(a: number, b: number): number {
  if (!(a > 0) || !(b > 0)) return a > 0 ? -50 : 0;
  const x = Math.log(a / b) / ESTIMATE_SOFTNESS;
  return x > 30 ? -x : -Math.log1p(Math.exp(x));
}

/**
 * Whole points in the entered order: where the entered points order two options strictly, so do the estimate's
 * (a rounded tie is lifted by a point; only the 0–250 bounds can tie them again); entered ties stay tied.
 */
function keepOrder(entered: readonly number[], whole: number[]): number[] {
  const order = entered.map((_, k) => k).sort((a, b) => entered[a]! - entered[b]! || a - b);
  const out = [...whole];
  for (let r = 1; r < order.length; r++) {
    const k = order[r]!;
    const prev = order[r - 1]!;
    if (entered[k]! > entered[prev]! && out[k]! <= out[prev]!) out[k] = out[prev]! + 1;
    else if (entered[k] === entered[prev] && out[k]! < out[prev]!) out[k] = out[prev]!;
  }
  return out.map((x) => Math.min(POINTS_MAX, Math.max(0, x)));
}

function finite(x: number | undefined): number {
  return x !== undefined && Number.isFinite(x) ? x : 0;
}
