// The knapsack over issues that the plan and the simulated styles pick packages with (issue 23; moved out of
// negotiation.ts unchanged, issue 32).

/**
 * For every user total x reachable by issues i…n−1, the largest `other` total with exactly that user total
 * (`best[i][x − lo[i]]`, −Infinity when unreachable) and the option that reaches it first in `order`.
 */
export interface PackageTable {
  own: number[][];
  lo: number[];
  hi: number[];
  best: Float64Array[];
  choice: Int32Array[];
}

export function packageTable(own: number[][], other: number[][], order?: number[][] | null): PackageTable {
  const n = own.length;
  const lo = new Array<number>(n + 1).fill(0);
  const hi = new Array<number>(n + 1).fill(0);
  for (let i = n - 1; i >= 0; i--) {
    lo[i] = (lo[i + 1] as number) + Math.min(...(own[i] as number[]));
    hi[i] = (hi[i + 1] as number) + Math.max(...(own[i] as number[]));
  }
  const best: Float64Array[] = new Array(n + 1);
  const choice: Int32Array[] = new Array(n + 1);
  best[n] = Float64Array.of(0);
  choice[n] = Int32Array.of(-1);
  for (let i = n - 1; i >= 0; i--) {
    const size = (hi[i] as number) - (lo[i] as number) + 1;
    const row = new Float64Array(size).fill(-Infinity);
    const picks = new Int32Array(size).fill(-1);
    const after = best[i + 1] as Float64Array;
    const shift = (lo[i + 1] as number) - (lo[i] as number);
    const mine = own[i] as number[];
    const theirs = other[i] as number[];
    const ks = order?.[i] ?? mine.map((_, k) => k);
    for (const k of ks) {
      const u = (mine[k] as number) + shift;
      const v = theirs[k] as number;
      for (let x = 0; x < after.length; x++) {
        const rest = after[x] as number;
        if (rest === -Infinity) continue;
        const value = v + rest;
        if (value > (row[x + u] as number)) {
          row[x + u] = value;
          picks[x + u] = k;
        }
      }
    }
    best[i] = row;
    choice[i] = picks;
  }
  return { own, lo, hi, best, choice };
}

export function bestAt(dp: PackageTable, x: number): number {
  const row = dp.best[0] as Float64Array;
  const j = x - (dp.lo[0] as number);
  return j < 0 || j >= row.length ? -Infinity : (row[j] as number);
}

/** The package with user total ≥ level and the largest other total; ties to the higher user total. */
export function pickAtLevel(dp: PackageTable, level: number): number[] | null {
  const top = dp.best[0] as Float64Array;
  const lo0 = dp.lo[0] as number;
  let bestX = -1;
  let bestValue = -Infinity;
  for (let j = top.length - 1; j >= 0 && j + lo0 >= level; j--) {
    if ((top[j] as number) > bestValue) {
      bestValue = top[j] as number;
      bestX = j;
    }
  }
  return bestX < 0 ? null : packageAt(dp, bestX + lo0);
}

/** The package the table keeps for user total x (the largest other total with it); x must be reachable. */
export function packageAt(dp: PackageTable, x: number): number[] {
  const indexes: number[] = [];
  for (let i = 0; i < dp.choice.length - 1; i++) {
    const k = (dp.choice[i] as Int32Array)[x - (dp.lo[i] as number)] as number;
    indexes.push(k);
    x -= (dp.own[i] as number[])[k] as number;
  }
  return indexes;
}

/** Sum over issues of each issue's `pick` (Math.min or Math.max) of its points. */
export function sumOf(points: readonly (readonly number[])[], pick: (...values: number[]) => number): number {
  return points.reduce((sum, options) => sum + pick(...options), 0);
}

export function totalOf(points: readonly (readonly number[])[], indexes: readonly number[]): number {
  return points.reduce((sum, options, i) => sum + (options[indexes[i] as number] as number), 0);
}
