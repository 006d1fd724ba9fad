import { seededRandom } from '../random.js';
import { maximize, type LinearConstraint } from './linear-program.js';

/** An issue or option id as the case stores it; questions key issues by it (object keys are strings). */
export type ElicitationId = number | string;

export interface ElicitationOption {
  id: ElicitationId;
  /** The points in force, if any. */
  points?: number | null;
}

export interface ElicitationIssue {
  id: ElicitationId;
  options: readonly ElicitationOption[];
}

/** Two packages that differ on two issues: the option of each on both sides; every other issue is unchanged. */
export interface TradeoffQuestion {
  left: Record<string, ElicitationId>;
  right: Record<string, ElicitationId>;
}

export type TradeoffPreference = 'left' | 'right' | 'same';

/** How sure the person is of an answer about the other side (absent: sure). */
export type TradeoffConfidence = 'sure' | 'think-so' | 'guess';

export interface TradeoffAnswer {
  question: TradeoffQuestion;
  prefer: TradeoffPreference;
  /** Read only by `plausibleProfiles` (fitPoints and nextTradeoffQuestion take every answer as given). */
  confidence?: TradeoffConfidence;
}

/**
 * The chance that a plausible profile keeps an answer of each confidence (decisions.md §44): "sure" always,
 * "think so" four times in five, "guess" three times in five (a guess is still better than a coin toss).
 */
export const CONFIDENCE_KEEP: Readonly<Record<TradeoffConfidence, number>> = {
  sure: 1,
  'think-so': 0.8,
  guess: 0.6,
};

export type FitPointsResult = { points: Record<string, number> } | { conflict: number[] };

/** The range fitted points fall in. */
export const FITTED_POINTS_MIN = 0;
export const FITTED_POINTS_MAX = 250;
/** How far apart two totals may be, in whole points, for fitted points to honour "About the same". */
export const SAME_TOLERANCE = 1;
/**
 * The margin fitted points give each preference when the answers allow it: enough that whole points keep the
 * order, small enough that the points in force move no further than the answers need (decisions.md §39).
 */
export const FIT_MARGIN = 10;
/** Points in force for an option that has none: the middle of the range. */
const UNSET_POINTS = (FITTED_POINTS_MIN + FITTED_POINTS_MAX) / 2;
/**
 * What a point of the largest change to one option costs, per option the answers name, against 1 per point of
 * total change: enough that the largest change comes first.
 */
const LARGEST_CHANGE_COST = 10;
/**
 * The smallest spread a change is measured against in the fit: an issue whose options the points in force put
 * close together still has options that may be off, by at least this.
 */
const SPREAD_FLOOR = 30;
/** Rounding moves a total of four options by less than 2, so a margin above this survives it. */
const ROUNDING_SLACK = 2;

/** The case indexed: every option gets a global index. */
interface Model {
  issueKeys: string[];
  /** Global option index by issue, in the case's order. */
  optionIndexes: number[][];
  optionIds: ElicitationId[];
  /** Points in force per global option, clamped to the range. */
  start: number[];
  /**
   * Per global option, how far apart its issue's points in force lie (largest less smallest); the whole range
   * when an option of the issue has none. How far a point in force may be off grows with it (decisions.md §45).
   */
  spread: number[];
}

/** An answer as a sparse row: coefficient per global option, and whether it is strict ('left' is folded in). */
interface AnswerRow {
  terms: Map<number, number>;
  same: boolean;
}

function buildModel(issues: readonly ElicitationIssue[]): Model {
  const model: Model = { issueKeys: [], optionIndexes: [], optionIds: [], start: [], spread: [] };
  for (const issue of issues) {
    const given = issue.options
      .map((o) => o.points)
      .filter((p) => typeof p === 'number' && Number.isFinite(p));
    const clamped = given.map((p) => Math.min(FITTED_POINTS_MAX, Math.max(FITTED_POINTS_MIN, p!)));
    const spread =
      given.length < issue.options.length || clamped.length === 0
        ? FITTED_POINTS_MAX - FITTED_POINTS_MIN
        : Math.max(...clamped) - Math.min(...clamped);
    for (let k = 0; k < issue.options.length; k++) model.spread.push(spread);
    model.issueKeys.push(String(issue.id));
    model.optionIndexes.push(
      issue.options.map((option) => {
        model.optionIds.push(option.id);
        const points = option.points;
        model.start.push(
          typeof points === 'number' && Number.isFinite(points)
            ? Math.min(FITTED_POINTS_MAX, Math.max(FITTED_POINTS_MIN, points))
            : UNSET_POINTS,
        );
        return model.optionIds.length - 1;
      }),
    );
  }
  return model;
}

function optionIndex(model: Model, issue: number, id: ElicitationId | undefined, where: string): number {
  const found = model.optionIndexes[issue]!.find((g) => String(model.optionIds[g]) === String(id));
  if (found === undefined)
    throw new RangeError(`${where}: no option ${String(id)} on issue ${model.issueKeys[issue]}`);
  return found;
}

/** left total − right total as coefficients per option; throws on an issue or option the case does not have. */
function questionTerms(model: Model, question: TradeoffQuestion, where: string): Map<number, number> {
  const leftKeys = Object.keys(question?.left ?? {});
  const rightKeys = Object.keys(question?.right ?? {});
  if (leftKeys.length !== rightKeys.length || leftKeys.some((k) => !(k in question.right))) {
    throw new RangeError(`${where}: both sides must name the same issues`);
  }
  const terms = new Map<number, number>();
  for (const key of leftKeys) {
    const issue = model.issueKeys.indexOf(key);
    if (issue < 0) throw new RangeError(`${where}: no issue ${key}`);
    const left = optionIndex(model, issue, question.left[key], where);
    const right = optionIndex(model, issue, question.right[key], where);
    if (left === right) continue;
    terms.set(left, (terms.get(left) ?? 0) + 1);
    terms.set(right, (terms.get(right) ?? 0) - 1);
  }
  return terms;
}

function answerRows(model: Model, answers: readonly TradeoffAnswer[]): AnswerRow[] {
  return answers.map((answer, k) => {
    const where = `answers[${k}]`;
    if (answer?.prefer !== 'left' && answer?.prefer !== 'right' && answer?.prefer !== 'same') {
      throw new RangeError(`${where}.prefer must be 'left', 'right' or 'same'`);
    }
    const terms = questionTerms(model, answer.question, where);
    if (answer.prefer === 'right') for (const [g, v] of terms) terms.set(g, -v);
    return { terms, same: answer.prefer === 'same' };
  });
}

const dot = (terms: Map<number, number>, points: ArrayLike<number>) => {
  let sum = 0;
  for (const [g, v] of terms) sum += v * points[g]!;
  return sum;
};

/** The global options the rows mention, in index order. */
function involved(rows: readonly AnswerRow[]): number[] {
  const set = new Set<number>();
  for (const row of rows) for (const g of row.terms.keys()) set.add(g);
  return [...set].sort((a, b) => a - b);
}

/**
 * Whether some points satisfy every row strictly ('same' as equal totals), plus `extra` (a strict or equal
 * row on the question being tested). Every row has each issue once on each side, so adding a constant to an
 * issue's options changes none, and scaling the points scales every difference: the range does not matter,
 * only the signs. Solved as: maximise t ≤ 1 with every strict row ≥ t; feasible when t > 0.
 */
function satisfiable(rows: readonly AnswerRow[], extra: AnswerRow[] = []): boolean {
  const all = [...rows, ...extra];
  const vars = involved(all);
  if (all.some((row) => !row.same && row.terms.size === 0)) return false;
  if (vars.length === 0) return true;
  const column = new Map(vars.map((g, j) => [g, j]));
  const t = vars.length;
  const constraints: LinearConstraint[] = [];
  for (const row of all) {
    if (row.terms.size === 0) continue;
    const coefficients = new Array<number>(t + 1).fill(0);
    for (const [g, v] of row.terms) coefficients[column.get(g)!] = v;
    if (!row.same) coefficients[t] = -1;
    constraints.push({ coefficients, relation: row.same ? '=' : '>=', rhs: 0 });
  }
  const cap = new Array<number>(t + 1).fill(0);
  cap[t] = 1;
  constraints.push({ coefficients: cap, relation: '<=', rhs: 1 });
  const objective = new Array<number>(t + 1).fill(0);
  objective[t] = 1;
  const result = maximize(objective, constraints);
  return result.status === 'optimal' && result.value > 1e-7;
}

/**
 * An irreducible infeasible subset by the deletion filter: drop each answer in turn (earliest first) and keep
 * it out while the rest still contradict each other. What remains contradicts itself, and without any one of
 * its answers the others can be met.
 */
function irreducibleConflict(rows: readonly AnswerRow[], feasible: (rows: AnswerRow[]) => boolean): number[] {
  let kept = rows.map((_, k) => k);
  for (const k of rows.map((_, i) => i)) {
    const without = kept.filter((i) => i !== k);
    if (!feasible(without.map((i) => rows[i]!))) kept = without;
  }
  return kept;
}

/** The largest margin every strict row can have with points in the range, and points that reach it. */
function largestMargin(rows: readonly AnswerRow[], vars: number[]): number {
  const column = new Map(vars.map((g, j) => [g, j]));
  const t = vars.length;
  const constraints: LinearConstraint[] = [];
  for (const row of rows) {
    const coefficients = new Array<number>(t + 1).fill(0);
    for (const [g, v] of row.terms) coefficients[column.get(g)!] = v;
    if (!row.same) coefficients[t] = -1;
    constraints.push({ coefficients, relation: row.same ? '=' : '>=', rhs: 0 });
  }
  for (let j = 0; j < t; j++) {
    const coefficients = new Array<number>(t + 1).fill(0);
    coefficients[j] = 1;
    constraints.push({ coefficients, relation: '<=', rhs: FITTED_POINTS_MAX - FITTED_POINTS_MIN });
  }
  const objective = new Array<number>(t + 1).fill(0);
  objective[t] = 1;
  const cap = new Array<number>(t + 1).fill(0);
  cap[t] = 1;
  constraints.push({ coefficients: cap, relation: '<=', rhs: 2 * FITTED_POINTS_MAX });
  const result = maximize(objective, constraints);
  return result.status === 'optimal' ? result.value : 0;
}

/**
 * The points closest to `start` with every strict row ≥ margin and every 'same' row equal, in the range; null
 * if there are none. Closest means first the smallest largest change to any one option, then the least total
 * change, each change measured against its issue's spread (`unit`, at least SPREAD_FLOOR): an answer's
 * correction is shared among the options it names rather than put on one of them, in proportion to how far
 * each may be off (an option of an issue whose options lie far apart, more). Only the options the answers name
 * move.
 */
function closestPoints(
  rows: readonly AnswerRow[],
  vars: number[],
  start: number[],
  margin: number,
  shareChanges: boolean,
  unit: readonly number[],
): number[] | null {
  const column = new Map(vars.map((g, j) => [g, j]));
  const t = vars.length;
  // x = [up_0 … up_t−1, down_0 … down_t−1, largest]; point = start + up − down; up, down ≤ largest.
  const width = 2 * t + 1;
  const constraints: LinearConstraint[] = [];
  for (const row of rows) {
    const coefficients = new Array<number>(width).fill(0);
    for (const [g, v] of row.terms) {
      coefficients[column.get(g)!] = v;
      coefficients[t + column.get(g)!] = -v;
    }
    const base = dot(row.terms, start);
    constraints.push({ coefficients, relation: row.same ? '=' : '>=', rhs: (row.same ? 0 : margin) - base });
  }
  vars.forEach((g, j) => {
    const up = new Array<number>(width).fill(0);
    up[j] = 1;
    constraints.push({ coefficients: up, relation: '<=', rhs: FITTED_POINTS_MAX - start[g]! });
    const down = new Array<number>(width).fill(0);
    down[t + j] = 1;
    constraints.push({ coefficients: down, relation: '<=', rhs: start[g]! - FITTED_POINTS_MIN });
    if (!shareChanges) return;
    // An option moves up or down, never both, so each alone is held under the largest change.
    const upLargest = new Array<number>(width).fill(0);
    upLargest[j] = 1 / unit[g]!;
    upLargest[2 * t] = -1;
    constraints.push({ coefficients: upLargest, relation: '<=', rhs: 0 });
    const downLargest = new Array<number>(width).fill(0);
    downLargest[t + j] = 1 / unit[g]!;
    downLargest[2 * t] = -1;
    constraints.push({ coefficients: downLargest, relation: '<=', rhs: 0 });
  });
  const objective = new Array<number>(width).fill(0);
  vars.forEach((g, j) => {
    objective[j] = -1 / unit[g]!;
    objective[t + j] = -1 / unit[g]!;
  });
  objective[2 * t] = shareChanges ? -LARGEST_CHANGE_COST * t : 0;
  const result = maximize(objective, constraints);
  if (result.status !== 'optimal') return null;
  const points = [...start];
  vars.forEach((g, j) => (points[g] = start[g]! + result.x[j]! - result.x[t + j]!));
  return points;
}

/** Whether whole points meet a row: strict by at least 1, 'same' within SAME_TOLERANCE. */
const holds = (row: AnswerRow, points: ArrayLike<number>) => {
  const d = dot(row.terms, points);
  return row.same ? Math.abs(d) <= SAME_TOLERANCE : d >= 1;
};

interface Fit {
  /** The fitted points before rounding (inside every strict row by the margin). */
  real: number[];
  /** Whole points meeting every answer. */
  whole: number[];
}

/**
 * The fit, or the conflict; `real` is what the samples centre on. Without `shareChanges` the correction is
 * the least total change, however it falls (a smaller program).
 */
function fit(model: Model, rows: AnswerRow[], shareChanges = true): Fit | { conflict: number[] } {
  if (!satisfiable(rows)) return { conflict: irreducibleConflict(rows, (r) => satisfiable(r)) };
  const start = model.start;
  const vars = involved(rows);
  const roundStart = start.map((p) => Math.round(p));
  if (vars.length === 0) return { real: [...start], whole: roundStart };
  const best = largestMargin(rows, vars);
  // Changes in units of the widest spread, so the program's numbers stay near points.
  const widest = Math.max(SPREAD_FLOOR, ...model.spread);
  const unit = model.spread.map((spread) => Math.max(SPREAD_FLOOR, spread) / widest);
  const attempt = (margin: number) => {
    const real = closestPoints(rows, vars, start, margin, shareChanges, unit);
    if (real === null) return null;
    const whole = [...roundStart];
    for (const g of vars) whole[g] = Math.round(real[g]!);
    return rows.every((row) => holds(row, whole)) ? { real, whole } : null;
  };
  const found = attempt(Math.min(best, FIT_MARGIN)) ?? attempt(best);
  if (found !== null) return found;
  // The answers need totals closer together than whole points can keep apart (a margin ≤ 2 at best).
  const wholeFeasible = (subset: AnswerRow[]) =>
    subset.length === 0 || largestMargin(subset, involved(subset)) > ROUNDING_SLACK;
  return { conflict: irreducibleConflict(rows, wholeFeasible) };
}

/**
 * Points that satisfy every answer, or the answers that contradict each other. The points are whole, 0–250,
 * and give each preference the largest margin up to FIT_MARGIN that the answers allow (strictly more by at
 * least 1 point; "About the same" within SAME_TOLERANCE), changing the points in force as little as possible
 * where the answers leave freedom (the smallest largest change, then the least total change, each change
 * measured against how far apart its issue's points in force lie); options no answer mentions keep their points.
 * When no points satisfy every answer, `conflict` lists the indexes into `answers` of an irreducible set that
 * contradict each other: without any one of them the rest could be met.
 */
export function fitPoints(
  issues: readonly ElicitationIssue[],
  answers: readonly TradeoffAnswer[],
): FitPointsResult {
  const model = buildModel(issues);
  const result = fit(model, answerRows(model, answers));
  if ('conflict' in result) return result;
  const points: Record<string, number> = {};
  model.optionIds.forEach((id, g) => (points[String(id)] = result.whole[g]!));
  return { points };
}

/** Whether whole points meet one answer as fitPoints promises (strict by ≥ 1; 'same' within SAME_TOLERANCE). */
export function answerHolds(
  issues: readonly ElicitationIssue[],
  answer: TradeoffAnswer,
  points: Readonly<Record<string, number>>,
): boolean {
  const model = buildModel(issues);
  const [row] = answerRows(model, [answer]);
  return holds(
    row!,
    model.optionIds.map((id) => points[String(id)] ?? 0),
  );
}

/**
 * How far from the fit (in points, each option) plausible profiles may lie by default; the profiles a question is
 * judged on use QUESTION_SAMPLE_SHARE instead.
 */
export const QUESTION_SAMPLE_RADIUS = 50;
/**
 * How far from the current fit the profiles a question is judged on may lie: this share of each option's issue
 * spread (at least QUESTION_SAMPLE_FLOOR points). A point in force of an issue whose options lie far apart may be
 * off by more, so the questions go where the points are least sure (decisions.md §45).
 */
const QUESTION_SAMPLE_SHARE = 0.2;
const QUESTION_SAMPLE_FLOOR = 3;
/** How many plausible profiles a question is judged on. */
const SAMPLES = 64;
/** Hit-and-run steps before the first profile is kept, and between kept profiles. */
const BURN_IN = 30;
const THIN = 4;
/** How many of the questions nearest indifference are judged on the profiles before the first is verified. */
const SHORTLIST = 150;
/** On a large case, how many pairs of the other issue each pair meets on either side of cancelling. */
const NEIGHBOURS = 4;

/** Whether the answers leave the question open: at least two of left, right and same remain possible. */
function questionOpen(rows: readonly AnswerRow[], terms: Map<number, number>): boolean {
  const negated = new Map([...terms].map(([g, v]) => [g, -v]));
  const left = satisfiable(rows, [{ terms, same: false }]);
  const right = satisfiable(rows, [{ terms: negated, same: false }]);
  if (left && right) return true;
  if (!left && !right) return false;
  return satisfiable(rows, [{ terms, same: true }]);
}

/** A standard normal draw (Box–Muller) from a uniform generator. */
function gaussian(next: () => number): number {
  const u = 1 - next();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * next());
}

/**
 * Profiles spread over the points the answers allow within `radius` (one, or one per option) of the centre (a
 * point that meets every strict answer by a margin): options no answer mentions uniformly, the others by
 * hit-and-run (directions kept inside the 'same' answers' equalities). Seeded, so the same answers give the same
 * question.
 */
function plausibleSamples(
  rows: readonly AnswerRow[],
  centre: number[],
  count = SAMPLES,
  radius: number | readonly number[] = QUESTION_SAMPLE_RADIUS,
  seed = 0x5eed + rows.length,
): Float64Array[] {
  const next = seededRandom(seed);
  const n = centre.length;
  const r = (g: number) => (typeof radius === 'number' ? radius : radius[g]!);
  const low = centre.map((c, g) => Math.max(FITTED_POINTS_MIN, c - r(g)));
  const high = centre.map((c, g) => Math.min(FITTED_POINTS_MAX, c + r(g)));
  const vars = involved(rows);
  const column = new Map(vars.map((g, j) => [g, j]));
  const k = vars.length;
  const dense = (terms: Map<number, number>) => {
    const v = new Float64Array(k);
    for (const [g, c] of terms) v[column.get(g)!] = c;
    return v;
  };
  // An orthonormal basis of the 'same' rows (Gram–Schmidt), to keep every step inside their equalities.
  const basis: Float64Array[] = [];
  for (const row of rows) {
    if (!row.same || row.terms.size === 0) continue;
    const v = dense(row.terms);
    for (const b of basis) {
      let proj = 0;
      for (let j = 0; j < k; j++) proj += v[j]! * b[j]!;
      for (let j = 0; j < k; j++) v[j]! -= proj * b[j]!;
    }
    let norm = 0;
    for (let j = 0; j < k; j++) norm += v[j]! * v[j]!;
    norm = Math.sqrt(norm);
    if (norm > 1e-9) basis.push(v.map((x) => x / norm));
  }
  const strict = rows
    .filter((row) => !row.same)
    .map((row) => [...row.terms].map(([g, v]) => [column.get(g)!, v] as const));
  const x = Float64Array.from(vars, (g) => centre[g]!);
  const direction = new Float64Array(k);
  const step = () => {
    for (let j = 0; j < k; j++) direction[j] = gaussian(next);
    for (const b of basis) {
      let proj = 0;
      for (let j = 0; j < k; j++) proj += direction[j]! * b[j]!;
      for (let j = 0; j < k; j++) direction[j]! -= proj * b[j]!;
    }
    let lo = -Infinity;
    let hi = Infinity;
    for (let j = 0; j < k; j++) {
      const u = direction[j]!;
      if (Math.abs(u) < 1e-12) continue;
      const a = (low[vars[j]!]! - x[j]!) / u;
      const b = (high[vars[j]!]! - x[j]!) / u;
      lo = Math.max(lo, Math.min(a, b));
      hi = Math.min(hi, Math.max(a, b));
    }
    for (const terms of strict) {
      let ax = 0;
      let au = 0;
      for (const [j, v] of terms) {
        ax += v * x[j]!;
        au += v * direction[j]!;
      }
      if (Math.abs(au) < 1e-12) continue;
      // a·(x + λu) ≥ 0
      if (au > 0) lo = Math.max(lo, -ax / au);
      else hi = Math.min(hi, -ax / au);
    }
    if (!(hi > lo) || !Number.isFinite(lo) || !Number.isFinite(hi)) return;
    const lambda = lo + (hi - lo) * next();
    for (let j = 0; j < k; j++) x[j]! += lambda * direction[j]!;
  };
  if (k > 0) for (let s = 0; s < BURN_IN; s++) step();
  const samples: Float64Array[] = [];
  for (let s = 0; s < count; s++) {
    if (k > 0) for (let r = 0; r < THIN; r++) step();
    const sample = new Float64Array(n);
    for (let g = 0; g < n; g++) sample[g] = low[g]! + (high[g]! - low[g]!) * next();
    vars.forEach((g, j) => (sample[g] = x[j]!));
    samples.push(sample);
  }
  return samples;
}

/** A candidate question: option a over b on one issue, c over d on another (a question differs on both). */
interface Candidate {
  issueA: number;
  a: number;
  b: number;
  issueB: number;
  c: number;
  d: number;
  /** How far from indifference the profiles put it: |mean difference| / its spread. */
  z: number;
}

const termsOf = (q: Candidate) => {
  const terms = new Map<number, number>();
  const add = (g: number, v: number) => terms.set(g, (terms.get(g) ?? 0) + v);
  add(q.a, 1);
  add(q.b, -1);
  add(q.c, 1);
  add(q.d, -1);
  for (const [g, v] of terms) if (v === 0) terms.delete(g);
  return terms;
};

function asQuestion(model: Model, q: Candidate): TradeoffQuestion {
  const ka = model.issueKeys[q.issueA]!;
  const kb = model.issueKeys[q.issueB]!;
  return {
    left: { [ka]: model.optionIds[q.a]!, [kb]: model.optionIds[q.c]! },
    right: { [ka]: model.optionIds[q.b]!, [kb]: model.optionIds[q.d]! },
  };
}

/**
 * The next trade-off question to ask, or null when nothing is left to ask. A question offers two packages that
 * differ on two issues (everything else the same). It is never one the answers already decide: by linear
 * programming, at least two of left, right and "About the same" stay possible. Of the open questions it picks
 * the one whose answer is least predictable: the one that splits plausible profiles (points the answers allow,
 * near the points fitted so far) most evenly, among those nearest indifference. When every question that
 * differs on two issues is decided, it asks about one issue's options with a second issue held the same; null
 * means every question of that form is decided, or the answers contradict each other (see fitPoints).
 */
export function nextTradeoffQuestion(
  issues: readonly ElicitationIssue[],
  answers: readonly TradeoffAnswer[],
): TradeoffQuestion | null {
  const model = buildModel(issues);
  const rows = answerRows(model, answers);
  // The samples need only a point inside every answer; the cheaper fit (least total change) gives one.
  const fitted = fit(model, rows, false);
  if ('conflict' in fitted) return null;
  const issueCount = model.optionIndexes.length;
  if (issueCount < 2) return null;
  const radii = model.spread.map((spread) => Math.max(QUESTION_SAMPLE_FLOOR, QUESTION_SAMPLE_SHARE * spread));
  const samples = plausibleSamples(rows, fitted.real, SAMPLES, radii);
  const S = samples.length;

  // Per issue and ordered pair of options (a before b): the mean and variance of p_a − p_b over the profiles.
  const pairs = model.optionIndexes.map((options) => {
    const list: { a: number; b: number; mean: number; variance: number }[] = [];
    for (let x = 0; x < options.length; x++) {
      for (let y = x + 1; y < options.length; y++) {
        const a = options[x]!;
        const b = options[y]!;
        let sum = 0;
        let squares = 0;
        for (const s of samples) {
          const d = s[a]! - s[b]!;
          sum += d;
          squares += d * d;
        }
        const mean = sum / S;
        list.push({ a, b, mean, variance: Math.max(0, squares / S - mean * mean) });
      }
    }
    return list;
  });

  // Every two-issue question, ranked by z; the SHORTLIST lowest are kept in order (ties by enumeration order).
  const all: Candidate[] = [];
  const shortlist: Candidate[] = [];
  const keepAll = model.optionIds.length <= 24;
  const worst = () => (shortlist.length < SHORTLIST ? Infinity : shortlist[SHORTLIST - 1]!.z);
  const consider = (q: Candidate) => {
    if (keepAll) all.push(q);
    if (q.z >= worst()) return;
    let place = shortlist.length;
    while (place > 0 && shortlist[place - 1]!.z > q.z) place--;
    shortlist.splice(place, 0, q);
    if (shortlist.length > SHORTLIST) shortlist.pop();
  };
  // Per issue, its pairs by mean difference: a question is nearest indifference where the two issues' mean
  // differences cancel, so each pair of one issue meets only the few pairs of the other whose mean is nearest
  // its negation (or itself, crossed). All of them on small cases.
  const byMean = pairs.map((list) => [...list].sort((x, y) => x.mean - y.mean));
  const nearest = (list: (typeof pairs)[number], target: number) => {
    if (keepAll) return list;
    let lo = 0;
    let hi = list.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (list[mid]!.mean < target) lo = mid + 1;
      else hi = mid;
    }
    return list.slice(Math.max(0, lo - NEIGHBOURS), lo + NEIGHBOURS);
  };
  for (let i = 0; i < issueCount; i++) {
    for (let j = i + 1; j < issueCount; j++) {
      for (const p of pairs[i]!) {
        for (const r of nearest(byMean[j]!, -p.mean)) {
          const z = Math.abs(p.mean + r.mean) / (Math.sqrt(p.variance + r.variance) + 1e-9);
          if (keepAll || z < worst()) consider({ issueA: i, a: p.a, b: p.b, issueB: j, c: r.a, d: r.b, z });
        }
        for (const r of nearest(byMean[j]!, p.mean)) {
          const z = Math.abs(p.mean - r.mean) / (Math.sqrt(p.variance + r.variance) + 1e-9);
          if (keepAll || z < worst()) consider({ issueA: i, a: p.a, b: p.b, issueB: j, c: r.b, d: r.a, z });
        }
      }
    }
  }

  // On the profiles themselves: how unevenly each shortlisted question splits them.
  const imbalance = (q: Candidate) => {
    let balance = 0;
    for (const s of samples) {
      const d = s[q.a]! - s[q.b]! + s[q.c]! - s[q.d]!;
      if (d > 1e-6) balance++;
      else if (d < -1e-6) balance--;
    }
    return Math.abs(balance);
  };
  const judged = shortlist.map((q, order) => ({ q, order, imbalance: imbalance(q) }));
  judged.sort((x, y) => x.imbalance - y.imbalance || x.order - y.order);
  const tried = new Set<Candidate>();
  for (const { q } of judged) {
    tried.add(q);
    if (questionOpen(rows, termsOf(q))) return orient(model, q, fitted.real);
  }

  // Every shortlisted question is decided: look through the rest (small cases only reach here).
  const rest = keepAll ? all.filter((q) => !tried.has(q)).sort((x, y) => x.z - y.z) : [];
  if (!keepAll) {
    for (let i = 0; i < issueCount; i++)
      for (let j = i + 1; j < issueCount; j++)
        for (const p of pairs[i]!)
          for (const r of pairs[j]!)
            for (const [c, d] of [
              [r.a, r.b],
              [r.b, r.a],
            ] as const)
              rest.push({ issueA: i, a: p.a, b: p.b, issueB: j, c, d, z: 0 });
  }
  for (const q of rest) if (questionOpen(rows, termsOf(q))) return orient(model, q, fitted.real);

  // One issue's options, with another issue held at the same option on both sides.
  for (let i = 0; i < issueCount; i++) {
    const other = model.optionIndexes.findIndex((options, j) => j !== i && options.length > 0);
    if (other < 0) continue;
    const held = model.optionIndexes[other]![0]!;
    for (const p of pairs[i]!) {
      const q: Candidate = { issueA: i, a: p.a, b: p.b, issueB: other, c: held, d: held, z: 0 };
      if (questionOpen(rows, termsOf(q))) {
        const question = asQuestion(model, q);
        // Keep the case's issue order on both sides.
        return other < i ? reorder(model, question, [other, i]) : question;
      }
    }
  }
  return null;
}

/** Left is the side the fitted points favour on the first issue, so a trade-off reads "better here, worse there". */
function orient(model: Model, q: Candidate, points: number[]): TradeoffQuestion {
  const flipped = points[q.a]! < points[q.b]!;
  return asQuestion(model, flipped ? { ...q, a: q.b, b: q.a, c: q.d, d: q.c } : q);
}

function reorder(model: Model, question: TradeoffQuestion, order: number[]): TradeoffQuestion {
  const left: Record<string, ElicitationId> = {};
  const right: Record<string, ElicitationId> = {};
  for (const i of order) {
    const key = model.issueKeys[i]!;
    left[key] = question.left[key]!;
    right[key] = question.right[key]!;
  }
  return { left, right };
}

/** How many plausible profiles `plausibleProfiles` draws by default. */
export const PLAUSIBLE_PROFILES = 200;

export interface PlausibleProfilesOptions {
  /** How many to draw (default PLAUSIBLE_PROFILES). */
  count?: number;
  /** How far, in points per option, a profile may lie from the fitted points (default QUESTION_SAMPLE_RADIUS). */
  radius?: number;
}

/**
 * Ways a side might value the options, given what is known: whole-point profiles (option id → points, 0–250)
 * spread evenly over the points that satisfy every answer and lie within `radius` of the fitted points (the
 * points in force when there are no answers, so the radius is then the stated uncertainty of the points as
 * entered). Seeded by the answers, so the same input gives the same profiles. A profile whose rounding would
 * break an answer is left out. Empty when the answers contradict each other (fitPoints names the conflict).
 *
 * An answer given with less than full confidence binds only some profiles: each profile keeps each answer with
 * the chance CONFIDENCE_KEEP gives its confidence, independently, and is drawn as above from the kept answers
 * alone (within `radius` of their fit). Profiles whose kept answers contradict each other are left out, so
 * guessed answers that conflict still leave the profiles that drop one of them. With every answer sure (or no
 * confidence given) the profiles are exactly those of every answer.
 */
export function plausibleProfiles(
  issues: readonly ElicitationIssue[],
  answers: readonly TradeoffAnswer[],
  options: PlausibleProfilesOptions = {},
): Record<string, number>[] {
  const model = buildModel(issues);
  const rows = answerRows(model, answers);
  const count = options.count ?? PLAUSIBLE_PROFILES;
  const radius = options.radius ?? QUESTION_SAMPLE_RADIUS;
  const keep = answers.map((answer, k) => keepProbability(answer, k));
  const toProfile = (whole: number[]) => {
    const profile: Record<string, number> = {};
    model.optionIds.forEach((id, g) => (profile[String(id)] = whole[g]!));
    return profile;
  };
  if (keep.every((p) => p === 1)) {
    const fitted = fit(model, rows);
    if ('conflict' in fitted) return [];
    const profiles: Record<string, number>[] = [];
    for (const sample of plausibleSamples(rows, fitted.real, count, radius)) {
      const whole = Array.from(sample, (p) => Math.round(p));
      if (rows.every((row) => holds(row, whole))) profiles.push(toProfile(whole));
    }
    return profiles;
  }
  // Each profile keeps each answer with its confidence's chance, independently; the profiles that keep the
  // same answers are drawn together, around the fit of those answers alone. Kept answers that contradict
  // each other give no profile (the draw is conditioned on answers that can all be true).
  const next = seededRandom(0xc0f1de + answers.length);
  const groups = new Map<string, number[]>();
  for (let s = 0; s < count; s++) {
    const kept = keep.map((p) => p === 1 || next() < p);
    const key = kept.map((k) => (k ? '1' : '0')).join('');
    const members = groups.get(key);
    if (members) members.push(s);
    else groups.set(key, [s]);
  }
  const drawn: (number[] | null)[] = new Array(count).fill(null);
  let group = 0;
  for (const [key, members] of groups) {
    group++;
    const subset = rows.filter((_, k) => key[k] === '1');
    const fitted = fit(model, subset);
    if ('conflict' in fitted) continue;
    const samples = plausibleSamples(subset, fitted.real, members.length, radius, 0x5eed + 7919 * group);
    samples.forEach((sample, i) => {
      const whole = Array.from(sample, (p) => Math.round(p));
      if (subset.every((row) => holds(row, whole))) drawn[members[i]!] = whole;
    });
  }
  return drawn.filter((whole) => whole !== null).map(toProfile);
}

function keepProbability(answer: TradeoffAnswer, k: number): number {
  const confidence = answer?.confidence ?? 'sure';
  if (confidence !== 'sure' && confidence !== 'think-so' && confidence !== 'guess') {
    throw new RangeError(`answers[${k}].confidence must be 'sure', 'think-so' or 'guess'`);
  }
  return CONFIDENCE_KEEP[confidence];
}

/**
 * The share (0–1) of the profiles in which a claim holds, e.g. "this trade helps them" computed exactly on
 * each profile; null when there are no profiles.
 */
export function holdsShare<P>(profiles: readonly P[], claim: (profile: P) => boolean): number | null {
  if (profiles.length === 0) return null;
  return profiles.filter((profile) => claim(profile)).length / profiles.length;
}
