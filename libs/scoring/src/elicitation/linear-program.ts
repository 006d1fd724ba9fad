/** One linear constraint over the program's variables (all ≥ 0): coefficients · x (relation) rhs. */
export interface LinearConstraint {
  coefficients: readonly number[];
  relation: '<=' | '>=' | '=';
  rhs: number;
}

export type LinearProgramResult =
  { status: 'optimal'; x: number[]; value: number } | { status: 'infeasible' } | { status: 'unbounded' };

/**
 * Below this a value counts as zero. The programs here have coefficients 0 and ±1 and right-hand sides of at
 * most a few hundred, so their vertices are fractions with small denominators, far from this.
 */
const EPS = 1e-9;
/** Bland's rule cannot cycle; this only stops a run that floating-point error kept from ending. */
const MAX_PIVOTS = 50_000;

const flip = (relation: LinearConstraint['relation']) =>
  relation === '<=' ? '>=' : relation === '>=' ? '<=' : '=';

/**
 * Maximises objective · x subject to the constraints and x ≥ 0: a dense two-phase simplex with Bland's rule
 * (smallest index enters, ties in the ratio test leave by smallest basic index), so it always ends. Small
 * programs only (tens of rows and columns), which is what the trade-off questions need.
 */
export function maximize(
  objective: readonly number[],
  constraints: readonly LinearConstraint[],
): LinearProgramResult {
  const n = objective.length;
  const rows = constraints.map((c) =>
    c.rhs < 0 ? { coefficients: c.coefficients.map((v) => -v), relation: flip(c.relation), rhs: -c.rhs } : c,
  );
  const m = rows.length;
  const slackCount = rows.filter((r) => r.relation !== '=').length;
  const artificialStart = n + slackCount;
  const width = artificialStart + rows.filter((r) => r.relation !== '<=').length;
  const tableau: Float64Array[] = [];
  const basis: number[] = [];
  let slack = n;
  let artificial = artificialStart;
  for (const row of rows) {
    const line = new Float64Array(width + 1);
    for (let j = 0; j < n; j++) line[j] = row.coefficients[j] ?? 0;
    line[width] = row.rhs;
    if (row.relation === '<=') {
      line[slack] = 1;
      basis.push(slack++);
    } else {
      if (row.relation === '>=') line[slack++] = -1;
      line[artificial] = 1;
      basis.push(artificial++);
    }
    tableau.push(line);
  }

  const pivot = (row: number, column: number) => {
    const line = tableau[row]!;
    const p = line[column]!;
    for (let j = 0; j <= width; j++) line[j]! /= p;
    for (let i = 0; i < m; i++) {
      if (i === row) continue;
      const other = tableau[i]!;
      const factor = other[column]!;
      if (Math.abs(factor) <= EPS) continue;
      for (let j = 0; j <= width; j++) other[j]! -= factor * line[j]!;
    }
    basis[row] = column;
  };

  /** Runs the simplex on `cost` over the columns below `columnLimit`; false when unbounded. */
  const run = (cost: Float64Array, columnLimit: number): boolean => {
    for (let step = 0; step < MAX_PIVOTS; step++) {
      let entering = -1;
      for (let j = 0; j < columnLimit; j++) {
        let reduced = cost[j]!;
        for (let i = 0; i < m; i++) reduced -= cost[basis[i]!]! * tableau[i]![j]!;
        if (reduced > EPS) {
          entering = j;
          break;
        }
      }
      if (entering < 0) return true;
      let leaving = -1;
      let best = Infinity;
      for (let i = 0; i < m; i++) {
        const a = tableau[i]![entering]!;
        if (a <= EPS) continue;
        const ratio = tableau[i]![width]! / a;
        if (ratio < best - EPS || (ratio <= best + EPS && basis[i]! < basis[leaving]!)) {
          best = Math.min(best, ratio);
          leaving = i;
        }
      }
      if (leaving < 0) return false;
      pivot(leaving, entering);
    }
    throw new Error('maximize: the simplex did not end');
  };

  if (width > artificialStart) {
    const phaseOne = new Float64Array(width);
    for (let j = artificialStart; j < width; j++) phaseOne[j] = -1;
    run(phaseOne, width);
    let infeasibility = 0;
    for (let i = 0; i < m; i++) if (basis[i]! >= artificialStart) infeasibility += tableau[i]![width]!;
    if (infeasibility > 1e-7) return { status: 'infeasible' };
    // Drive the artificials left at zero out of the basis; a row with nothing else is redundant.
    for (let i = 0; i < m; i++) {
      if (basis[i]! < artificialStart) continue;
      const line = tableau[i]!;
      for (let j = 0; j < artificialStart; j++) {
        if (Math.abs(line[j]!) > EPS) {
          pivot(i, j);
          break;
        }
      }
    }
  }
  const cost = new Float64Array(width);
  for (let j = 0; j < n; j++) cost[j] = objective[j]!;
  if (!run(cost, artificialStart)) return { status: 'unbounded' };
  const x = new Array<number>(n).fill(0);
  for (let i = 0; i < m; i++) if (basis[i]! < n) x[basis[i]!] = tableau[i]![width]!;
  let value = 0;
  for (let j = 0; j < n; j++) value += objective[j]! * x[j]!;
  return { status: 'optimal', x, value };
}
