// Oracles for the trade-off question specs, written for clarity, not speed: an exhaustive search over whole
// points on a small grid, and Fourier–Motzkin elimination, which decides exactly whether real points exist.
import type { ElicitationIssue, TradeoffAnswer, TradeoffQuestion } from '../src/elicitation/tradeoff.js';

/** A homogeneous linear condition on the options' points: coefficients · points > 0, ≥ 0 or = 0. */
export interface Condition {
  coefficients: number[];
  kind: '>' | '>=' | '=';
}

/** Every option of the case in order, as the index of its points in a profile. */
export function optionOrder(issues: readonly ElicitationIssue[]): string[] {
  return issues.flatMap((issue) => issue.options.map((o) => String(o.id)));
}

/** left total − right total, as coefficients over `optionOrder`. */
export function questionCoefficients(
  issues: readonly ElicitationIssue[],
  question: TradeoffQuestion,
): number[] {
  const order = optionOrder(issues);
  const coefficients = order.map(() => 0);
  for (const key of Object.keys(question.left)) {
    coefficients[order.indexOf(String(question.left[key]))]! += 1;
    coefficients[order.indexOf(String(question.right[key]))]! -= 1;
  }
  return coefficients;
}

/** What an answer says, read plainly: left total > right total, the reverse, or equal totals. */
export function answerCondition(issues: readonly ElicitationIssue[], answer: TradeoffAnswer): Condition {
  const c = questionCoefficients(issues, answer.question);
  if (answer.prefer === 'same') return { coefficients: c, kind: '=' };
  return { coefficients: answer.prefer === 'left' ? c : c.map((v) => -v), kind: '>' };
}

const value = (c: Condition, points: readonly number[]) =>
  c.coefficients.reduce((sum, v, i) => sum + v * points[i]!, 0);

export const conditionHolds = (c: Condition, points: readonly number[]) => {
  const d = value(c, points);
  return c.kind === '=' ? d === 0 : c.kind === '>' ? d > 0 : d >= 0;
};

/** Every profile of whole points 0…top for the options (top + 1)^n of them, calling `visit` until it returns true. */
export function someGridProfile(
  optionCount: number,
  top: number,
  visit: (points: number[]) => boolean,
): boolean {
  const points = new Array<number>(optionCount).fill(0);
  for (;;) {
    if (visit(points)) return true;
    let i = 0;
    while (i < optionCount && points[i] === top) points[i++] = 0;
    if (i === optionCount) return false;
    points[i]!++;
  }
}

/** Whether some whole points 0…top meet every condition (exhaustive). */
export function gridSatisfiable(conditions: readonly Condition[], optionCount: number, top: number): boolean {
  return someGridProfile(optionCount, top, (points) => conditions.every((c) => conditionHolds(c, points)));
}

/**
 * Whether some real points meet every condition, decided exactly by Fourier–Motzkin elimination (a strict
 * condition stays strict when combined with any other). Conditions are homogeneous, so no range is needed.
 */
export function realSatisfiable(conditions: readonly Condition[]): boolean {
  let rows = conditions.map((c) => ({ coefficients: [...c.coefficients], kind: c.kind }));
  const n = rows[0]?.coefficients.length ?? 0;
  // Equalities first: solve each for one of its variables and substitute.
  for (;;) {
    const eq = rows.find((r) => r.kind === '=' && r.coefficients.some((v) => v !== 0));
    if (eq === undefined) break;
    const v = eq.coefficients.findIndex((x) => x !== 0);
    rows = rows
      .filter((r) => r !== eq)
      .map((r) => {
        const f = r.coefficients[v]! / eq.coefficients[v]!;
        return { coefficients: r.coefficients.map((x, i) => x - f * eq.coefficients[i]!), kind: r.kind };
      });
  }
  rows = rows.filter((r) => r.kind !== '=');
  for (let v = 0; v < n; v++) {
    const positive = rows.filter((r) => r.coefficients[v]! > 1e-12);
    const negative = rows.filter((r) => r.coefficients[v]! < -1e-12);
    const next = rows.filter((r) => Math.abs(r.coefficients[v]!) <= 1e-12);
    for (const p of positive) {
      for (const q of negative) {
        const a = -q.coefficients[v]!;
        const b = p.coefficients[v]!;
        next.push({
          coefficients: p.coefficients.map((x, i) => (i === v ? 0 : a * x + b * q.coefficients[i]!)),
          kind: p.kind === '>' || q.kind === '>' ? '>' : '>=',
        });
      }
    }
    // Drop duplicates (same direction and strictness) so that the rows stay few.
    const seen = new Map<string, (typeof next)[number]>();
    for (const r of next) {
      const scale = Math.max(...r.coefficients.map(Math.abs));
      const key =
        scale <= 1e-12 ? `0${r.kind}` : r.coefficients.map((x) => (x / scale).toFixed(9)).join(',') + r.kind;
      const known = seen.get(key);
      if (known === undefined || (r.kind === '>' && known.kind !== '>')) seen.set(key, r);
    }
    rows = [...seen.values()];
  }
  return rows.every((r) => r.kind !== '>');
}
