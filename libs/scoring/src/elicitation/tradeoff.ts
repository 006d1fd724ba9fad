import { seededRandom } from '../random.js';
import { maximize, type LinearConstraint } from './linear-program.js';

/** An issue or option id as the case stores it; questions key issues by it (object keys are strings). */
export type ElicitationId = number | string;

export interface ElicitationOption {
  id: ElicitationId;
  /** The points in force, if any. */
  points?: number | null;
  /**
   * The preference level the person gave the option (Smart Points' 1–5), if any. Two options of an issue whose
   * levels differ the way their points in force do have an order the person set: no question asks about it.
   */
  level?: number | null;
}

export interface ElicitationIssue {
  id: ElicitationId;
  options: readonly ElicitationOption[];
  /** The importance level the person gave the issue (1–5), if any: it settles the issues' order likewise. */
  level?: number | null;
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

/**
 * Two options of one issue whose order in force the fitted points do not keep (the one above is now below, or
 * level with, the other), and the answers that ask for it: indexes into `answers` which, with the orders the
 * fit keeps, leave no points that keep this one.
 */
export interface Reordered {
  issueId: ElicitationId;
  /** The option above in the points in force. */
  above: ElicitationId;
  below: ElicitationId;
  answers: number[];
}

/**
 * The fitted points, or the answers that contradict each other. `reordered` is there only when the answers
 * reverse an order in force.
 */
export type FitPointsResult =
  { points: Record<string, number>; reordered?: Reordered[] } | { conflict: number[] };

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
  /** Per global option, the index of its issue. */
  issueOf: number[];
  /** Points in force per global option, clamped to the range. */
  start: number[];
  /** Whether the option has points in force (an option without any has no order in force). */
  given: boolean[];
  /**
   * Per global option, how far apart its issue's points in force lie (largest less smallest); the whole range
   * when an option of the issue has none. How far a point in force may be off grows with it (decisions.md §45).
   */
  spread: number[];
  /** Per global option and per issue, the level the person gave it (null: none). */
  level: (number | null)[];
  issueLevel: (number | null)[];
}

/**
 * An answer, or an order in force, as a sparse row: coefficient per global option, and whether it is strict
 * ('left' is folded in). An order in force (`fixed`) is held by that many points, whatever the answers' margin.
 */
interface AnswerRow {
  terms: Map<number, number>;
  same: boolean;
  fixed?: number;
}

const levelOf = (level: number | null | undefined) =>
  typeof level === 'number' && Number.isFinite(level) ? level : null;

function buildModel(issues: readonly ElicitationIssue[]): Model {
  const model: Model = {
    issueKeys: [],
    optionIndexes: [],
    optionIds: [],
    issueOf: [],
    start: [],
    given: [],
    spread: [],
    level: [],
    issueLevel: [],
  };
  issues.forEach((issue, i) => {
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
    model.issueLevel.push(levelOf(issue.level));
    model.optionIndexes.push(
      issue.options.map((option) => {
        model.optionIds.push(option.id);
        model.issueOf.push(i);
        model.level.push(levelOf(option.level));
        const points = option.points;
        const has = typeof points === 'number' && Number.isFinite(points);
        model.given.push(has);
        model.start.push(
          has ? Math.min(FITTED_POINTS_MAX, Math.max(FITTED_POINTS_MIN, points)) : UNSET_POINTS,
        );
        return model.optionIds.length - 1;
      }),
    );
  });
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
    if (!row.same && row.fixed === undefined) coefficients[t] = -1;
    constraints.push({ coefficients, relation: row.same ? '=' : '>=', rhs: row.fixed ?? 0 });
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
 * each may be off (an option of an issue whose options lie far apart, more). Only the options the rows name
 * (those of the answers, and those of the orders in force kept in the issues the answers touch) move.
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
    const least = row.same ? 0 : (row.fixed ?? margin);
    constraints.push({ coefficients, relation: row.same ? '=' : '>=', rhs: least - base });
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
  return row.same ? Math.abs(d) <= SAME_TOLERANCE : d >= (row.fixed ?? 1);
};

/** An order in force between two options of one issue: `above` has more points in force than `below`. */
interface OrderPair {
  issue: number;
  above: number;
  below: number;
  /** How far apart the points in force put them, as a share of the issue's spread. */
  gap: number;
}

/** An order in force as a row: held by at least 1 point (whole points then keep it after rounding). */
const orderRow = (pair: OrderPair): AnswerRow => ({
  terms: new Map([
    [pair.above, 1],
    [pair.below, -1],
  ]),
  same: false,
  fixed: 1,
});

/** The issues the rows name, in the case's order. */
function touchedIssues(model: Model, rows: readonly AnswerRow[]): number[] {
  return [...new Set(involved(rows).map((g) => model.issueOf[g]!))].sort((a, b) => a - b);
}

/** Every order in force within these issues: two options with points in force that differ as whole points. */
function orderPairs(model: Model, issues: readonly number[]): OrderPair[] {
  const pairs: OrderPair[] = [];
  for (const i of issues) {
    const options = model.optionIndexes[i]!.filter((g) => model.given[g]);
    for (const a of options) {
      for (const b of options) {
        const gap = Math.round(model.start[a]!) - Math.round(model.start[b]!);
        if (gap > 0)
          pairs.push({ issue: i, above: a, below: b, gap: gap / Math.max(SPREAD_FLOOR, model.spread[a]!) });
      }
    }
  }
  return pairs;
}

/**
 * The same orders as few rows: per issue, every option of one level of points in force above every option of
 * the next level down. Transitivity gives the rest, so these rows allow exactly the points all pairs allow.
 */
function chainRows(model: Model, issues: readonly number[]): AnswerRow[] {
  const rows: AnswerRow[] = [];
  for (const i of issues) {
    const byPoints = new Map<number, number[]>();
    for (const g of model.optionIndexes[i]!) {
      if (!model.given[g]) continue;
      const p = Math.round(model.start[g]!);
      byPoints.set(p, [...(byPoints.get(p) ?? []), g]);
    }
    const levels = [...byPoints.keys()].sort((x, y) => y - x);
    for (let k = 0; k + 1 < levels.length; k++) {
      for (const above of byPoints.get(levels[k]!)!)
        for (const below of byPoints.get(levels[k + 1]!)!)
          rows.push(orderRow({ issue: i, above, below, gap: 0 }));
    }
  }
  return rows;
}

/** An order in force the fit does not keep, and the orders it keeps (to name the answers that ask for it). */
interface Dropped {
  pair: OrderPair;
  kept: readonly AnswerRow[];
}

/**
 * The orders in force the fit keeps within the issues the answers touch (the other issues' points do not move),
 * and those it cannot keep. All are kept when the answers allow it. Otherwise they are taken one by one, the
 * widest apart first (a share of the issue's spread; then the case's order), and each is kept when the answers
 * and the orders kept so far still leave points: a maximal set. Each order left out is named with an
 * irreducible set of answers that, with the orders kept, contradict it (the deletion filter over the answers).
 */
function keptOrders(model: Model, rows: readonly AnswerRow[]): { kept: AnswerRow[]; dropped: Dropped[] } {
  const touched = touchedIssues(model, rows);
  const chain = chainRows(model, touched);
  if (chain.length === 0 || satisfiable(rows, chain)) return { kept: chain, dropped: [] };
  const pairs = orderPairs(model, touched).sort(
    (x, y) => y.gap - x.gap || x.issue - y.issue || x.above - y.above || x.below - y.below,
  );
  const kept: AnswerRow[] = [];
  const left: OrderPair[] = [];
  // One by one, in blocks: a block that fits whole is what taking its pairs one by one would keep (every part
  // of a set that leaves points leaves points too); one that does not is halved. The same set, in far fewer
  // programs when few orders are left out.
  const take = (block: OrderPair[]) => {
    if (block.length === 0) return;
    const blockRows = block.map(orderRow);
    if (satisfiable(rows, [...kept, ...blockRows])) kept.push(...blockRows);
    else if (block.length === 1) left.push(block[0]!);
    else {
      take(block.slice(0, block.length >> 1));
      take(block.slice(block.length >> 1));
    }
  };
  take(pairs);
  return { kept, dropped: left.map((pair) => ({ pair, kept })) };
}

/**
 * The answers that, with the orders kept, forbid an order left out: one answer naming either option when one
 * does so alone (irreducible at once), else the deletion filter over all of them.
 */
function namedAnswers(rows: readonly AnswerRow[], { pair, kept }: Dropped): number[] {
  const forbids = (subset: AnswerRow[]) => !satisfiable(subset, [...kept, orderRow(pair)]);
  const alone = rows.findIndex(
    (row) => (row.terms.has(pair.above) || row.terms.has(pair.below)) && forbids([row]),
  );
  if (alone >= 0) return [alone];
  return irreducibleConflict(rows, (subset) => !forbids(subset));
}

interface Fit {
  /** The fitted points before rounding (inside every strict row by the margin). */
  real: number[];
  /** Whole points meeting every answer. */
  whole: number[];
  /** The orders in force the fit does not keep. */
  dropped: Dropped[];
  /** The margin every preference is held by (before rounding). */
  margin: number;
}

/**
 * The fit, or the conflict; `real` is what the samples centre on. Without `shareChanges` the correction is
 * the least total change, however it falls (a smaller program). The rows are the answers; the orders in force
 * of the issues they touch are added as `keptOrders` finds them.
 */
function fit(model: Model, rows: AnswerRow[], shareChanges = true): Fit | { conflict: number[] } {
  if (!satisfiable(rows)) return { conflict: irreducibleConflict(rows, (r) => satisfiable(r)) };
  const start = model.start;
  const roundStart = start.map((p) => Math.round(p));
  const { kept, dropped } = keptOrders(model, rows);
  const all = [...rows, ...kept];
  const vars = involved(all);
  if (vars.length === 0) return { real: [...start], whole: roundStart, dropped, margin: 0 };
  const best = largestMargin(all, vars);
  // Changes in units of the widest spread, so the program's numbers stay near points.
  const widest = Math.max(SPREAD_FLOOR, ...model.spread);
  const unit = model.spread.map((spread) => Math.max(SPREAD_FLOOR, spread) / widest);
  const attempt = (margin: number) => {
    const real = closestPoints(all, vars, start, margin, shareChanges, unit);
    if (real === null) return null;
    const whole = [...roundStart];
    // Rounded after snapping to a millionth, so that floating-point noise does not split equal points.
    for (const g of vars) whole[g] = Math.round(Math.round(real[g]! * 1e6) / 1e6);
    return all.every((row) => holds(row, whole)) ? { real, whole, dropped, margin } : null;
  };
  const found = attempt(Math.min(best, FIT_MARGIN)) ?? attempt(best);
  if (found !== null) return found;
  // The answers need totals closer together than whole points can keep apart (a margin ≤ 2 at best).
  const wholeFeasible = (subset: AnswerRow[]) =>
    subset.length === 0 || largestMargin(subset, involved(subset)) > ROUNDING_SLACK;
  return { conflict: irreducibleConflict(rows, wholeFeasible) };
}

/**
 * Points that satisfy every answer, or the answers that contradict each other (decisions.md §57). The points
 * are whole, 0–250, and give each preference the largest margin up to FIT_MARGIN that the answers allow
 * (strictly more by at least 1 point; "About the same" within SAME_TOLERANCE). Within each issue an answer
 * names, they keep the order of the options' points in force (one above another stays at least 1 point above
 * it) unless the answers contradict that order: then `reordered` names the order and the answers. Among the
 * points that do all this they are the closest to the points in force, by the distance
 *   Σ |change| / u + 10 · n · max |change| / u
 * over the n options that may move (those of the issues the answers name), u being each option's issue spread
 * of points in force (at least 30 points): the largest change first, then the total, each against how far
 * apart the issue's options lie. Options of issues no answer names keep their points. When no points satisfy
 * every answer, `conflict` lists the indexes into `answers` of an irreducible set that contradict each other:
 * without any one of them the rest could be met.
 */
export function fitPoints(
  issues: readonly ElicitationIssue[],
  answers: readonly TradeoffAnswer[],
): FitPointsResult {
  const model = buildModel(issues);
  const rows = answerRows(model, answers);
  const result = fit(model, rows);
  if ('conflict' in result) return result;
  const points: Record<string, number> = {};
  model.optionIds.forEach((id, g) => (points[String(id)] = result.whole[g]!));
  if (result.dropped.length === 0) return { points };
  const reordered = result.dropped.map((dropped) => ({
    issueId: issues[dropped.pair.issue]!.id,
    above: model.optionIds[dropped.pair.above]!,
    below: model.optionIds[dropped.pair.below]!,
    answers: namedAnswers(rows, dropped),
  }));
  return { points, reordered };
}

/**
 * The fit as the specs check it against brute force: the real points before rounding, the margin, and the
 * orders kept (as pairs of option ids, above first). Not part of the library's index.
 */
export function fitDetail(issues: readonly ElicitationIssue[], answers: readonly TradeoffAnswer[]) {
  const model = buildModel(issues);
  const rows = answerRows(model, answers);
  const result = fit(model, rows);
  if ('conflict' in result) return null;
  const { kept } = keptOrders(model, rows);
  const id = (g: number) => String(model.optionIds[g]);
  return {
    real: Object.fromEntries(model.optionIds.map((o, g) => [String(o), result.real[g]!])),
    margin: result.margin,
    movable: involved([...rows, ...kept]).map(id),
    kept: kept.map((row) => {
      const sorted = [...row.terms].sort((x, y) => y[1] - x[1]);
      return [id(sorted[0]![0]), id(sorted[1]![0])] as const;
    }),
    spread: Object.fromEntries(model.optionIds.map((o, g) => [String(o), model.spread[g]!])),
  };
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
 * How far from the fit (in points, each option) plausible profiles may lie by default, when no share of the
 * issue's spread is given.
 */
export const QUESTION_SAMPLE_RADIUS = 50;
/** Hit-and-run steps before the first profile is kept, and between kept profiles. */
const BURN_IN = 30;
const THIN = 4;

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
  count = PLAUSIBLE_PROFILES,
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

/** An open question and what it settles: two options of one issue, or which of two issues' stakes is larger. */
interface OpenQuestion {
  question: TradeoffQuestion;
  /** The issues whose order it settles (one for options, two for stakes). */
  issues: number[];
  /** How close the fit puts the two sides, as a share of the spread: the closest is asked first. */
  closeness: number;
}

/** What is still unchecked: the questions that settle it, most uncertain first, and the issues they concern. */
export interface TradeoffProgress {
  /** Every question Parley would ask, in the order it asks them (the first is `nextTradeoffQuestion`'s). */
  questions: TradeoffQuestion[];
  /** The issues whose order of options, or whose stake against another issue's, no answer or level settles. */
  unchecked: ElicitationId[];
}

/** The options of an issue by their fitted points, highest first (ties in the case's order). */
const byPoints = (options: readonly number[], points: readonly number[]) =>
  [...options].sort((x, y) => points[y]! - points[x]! || x - y);

/** Questions of both kinds still open, and the issues they concern (decisions.md §57). */
function openQuestions(model: Model, rows: AnswerRow[]): OpenQuestion[] | null {
  // The order of the fitted points (which keep the orders in force unless an answer reverses them).
  const fitted = fit(model, rows, false);
  if ('conflict' in fitted) return null;
  const points = fitted.real;
  const issueCount = model.optionIndexes.length;
  const withOptions = model.optionIndexes.map((options) => options.length > 0);
  if (withOptions.filter(Boolean).length < 2) return [];
  const unit = (i: number) => Math.max(SPREAD_FLOOR, model.spread[model.optionIndexes[i]![0]!]!);
  const found: OpenQuestion[] = [];

  // Within each issue, every two options next to each other in the fitted order, unless their levels settle it.
  for (let i = 0; i < issueCount; i++) {
    const order = byPoints(model.optionIndexes[i]!, points);
    const held = model.optionIndexes.findIndex((options, j) => j !== i && options.length > 0);
    for (let k = 0; k + 1 < order.length; k++) {
      const [x, y] = [order[k]!, order[k + 1]!];
      const [lx, ly] = [model.level[x], model.level[y]];
      if (lx !== null && ly !== null && lx! > ly! && points[x]! > points[y]!) continue;
      const terms = new Map([
        [x, 1],
        [y, -1],
      ]);
      if (!questionOpen(rows, terms)) continue;
      const hold = model.optionIndexes[held]![0]!;
      const question = asQuestion(model, [i, held], [x, hold], [y, hold]);
      found.push({ question, issues: [i], closeness: (points[x]! - points[y]!) / unit(i) });
    }
  }

  // Between issues: each issue's stake (its best less its worst option, by the fitted order) against the next
  // one's by size, unless their levels settle it.
  const stakes = model.optionIndexes
    .map((options, i) => {
      const order = byPoints(options, points);
      return { i, best: order[0]!, worst: order.at(-1)!, size: points[order[0]!]! - points[order.at(-1)!]! };
    })
    .filter((stake) => model.optionIndexes[stake.i]!.length > 1)
    .sort((x, y) => y.size - x.size || x.i - y.i);
  for (let k = 0; k + 1 < stakes.length; k++) {
    const [big, small] = [stakes[k]!, stakes[k + 1]!];
    const [lb, ls] = [model.issueLevel[big.i], model.issueLevel[small.i]];
    if (lb !== null && ls !== null && lb! > ls! && big.size > small.size) continue;
    const terms = new Map<number, number>();
    for (const [g, v] of [
      [big.best, 1],
      [big.worst, -1],
      [small.best, -1],
      [small.worst, 1],
    ] as const)
      terms.set(g, (terms.get(g) ?? 0) + v);
    if (!questionOpen(rows, terms)) continue;
    // The earlier issue of the case first; left is the package with its best option.
    const [first, second] = big.i < small.i ? [big, small] : [small, big];
    const question = asQuestion(
      model,
      [first.i, second.i],
      [first.best, second.worst],
      [first.worst, second.best],
    );
    found.push({
      question,
      issues: [first.i, second.i],
      closeness: (big.size - small.size) / Math.max(unit(big.i), unit(small.i)),
    });
  }
  return found.sort((x, y) => x.closeness - y.closeness);
}

/** A question over two issues (in the order given): the options of each on the left and on the right. */
function asQuestion(
  model: Model,
  issues: [number, number],
  left: [number, number],
  right: [number, number],
): TradeoffQuestion {
  const question: TradeoffQuestion = { left: {}, right: {} };
  const order = issues[0] < issues[1] ? [0, 1] : [1, 0];
  for (const k of order) {
    const key = model.issueKeys[issues[k]!]!;
    question.left[key] = model.optionIds[left[k]!]!;
    question.right[key] = model.optionIds[right[k]!]!;
  }
  return question;
}

/**
 * What is left to check (decisions.md §57): the order of each issue's options, and the order of the issues by
 * their stakes (an issue's best less its worst option). The questions go where no answer and no level settles
 * an order: two options of one issue next to each other in the fitted order (asked with a second issue held
 * at the same option on both sides), and two issues next to each other by their fitted stakes (each issue's
 * best option with the other's worst, against the reverse). An order is settled by levels when the person
 * rated the two differently and the fitted points agree; by answers when the answers allow only one way (a
 * linear program: a question is open when at least two of left, right and "About the same" stay possible).
 * Once every neighbouring pair is settled, each issue's whole order and the issues' order by stakes follow,
 * and nothing is left that an answer could reorder. Most uncertain first: the pair the fitted points put
 * closest, as a share of the spread. Empty when the answers contradict each other (fitPoints names the
 * conflict) or the case has fewer than two issues with options.
 */
export function tradeoffProgress(
  issues: readonly ElicitationIssue[],
  answers: readonly TradeoffAnswer[],
): TradeoffProgress {
  const model = buildModel(issues);
  const found = openQuestions(model, answerRows(model, answers)) ?? [];
  const unchecked = new Set(found.flatMap((q) => q.issues));
  return {
    questions: found.map((q) => q.question),
    unchecked: issues.filter((_, i) => unchecked.has(i)).map((issue) => issue.id),
  };
}

/**
 * The next trade-off question to ask, or null when nothing is left to check (`tradeoffProgress`, whose first
 * question it is). A question offers two packages that differ on at most two issues (everything else the
 * same), never one the answers already decide.
 */
export function nextTradeoffQuestion(
  issues: readonly ElicitationIssue[],
  answers: readonly TradeoffAnswer[],
): TradeoffQuestion | null {
  const model = buildModel(issues);
  const found = openQuestions(model, answerRows(model, answers));
  return found?.[0]?.question ?? null;
}

/** How many plausible profiles `plausibleProfiles` draws by default. */
export const PLAUSIBLE_PROFILES = 200;

export interface PlausibleProfilesOptions {
  /** How many to draw (default PLAUSIBLE_PROFILES). */
  count?: number;
  /** How far, in points per option, a profile may lie from the fitted points (default QUESTION_SAMPLE_RADIUS). */
  radius?: number;
  /**
   * Instead of `radius`: how far each option may lie, as a share of its issue's spread of points in force
   * (largest less smallest; the whole range when an option has none), at least PROFILE_RADIUS_FLOOR points.
   * So the profiles follow the case's scale (decisions.md §59).
   */
  spreadShare?: number;
}

/**
 * How far the other side's points may be off, as a share of each issue's spread, by how sure the person is of
 * the points they gave them (decisions.md §59): sure a twentieth, think so a fifth (the share the questions'
 * profiles used since §45), a guess a half.
 */
export const POINTS_CONFIDENCE_SHARE: Readonly<Record<TradeoffConfidence, number>> = {
  sure: 0.05,
  'think-so': 0.2,
  guess: 0.5,
};
/** The least an option may move in the profiles drawn by a share of the spread: an issue whose options tie. */
export const PROFILE_RADIUS_FLOOR = 2;

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
  const share = options.spreadShare;
  const radius =
    share === undefined
      ? (options.radius ?? QUESTION_SAMPLE_RADIUS)
      : model.spread.map((spread) => Math.max(PROFILE_RADIUS_FLOOR, share * spread));
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
