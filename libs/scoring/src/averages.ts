import { scoreTable, type IssueScores } from './score-table.js';
import type { Party, ScoredIssue, TotalsPoint } from './types.js';

/** An exact non-negative-denominator fraction. */
interface Fraction {
  numerator: bigint;
  denominator: bigint;
}

/**
 * Mean totals over all scenarios: since every option of an issue appears in the same number of scenarios,
 * the mean total is the sum over issues of each issue's mean points. 0 when there is no scenario.
 */
export function averageTotals(issues: readonly ScoredIssue[]): TotalsPoint {
  return averageTotalsOfTable(scoreTable(issues));
}

export function averageTotalsOfTable(table: readonly IssueScores[]): TotalsPoint {
  if (!hasScenarios(table)) return { user: 0, opponent: 0 };
  return {
    user: fractionValue(meanTotal(table, 'user')),
    opponent: fractionValue(meanTotal(table, 'opponent')),
  };
}

/**
 * The smallest whole total that is at or above each party's average. Totals are whole numbers, so
 * "total ≥ average" is exactly "total ≥ this threshold", with the average kept as an exact fraction.
 */
export function winWinThresholds(table: readonly IssueScores[]): TotalsPoint {
  return {
    user: ceilFraction(meanTotal(table, 'user')),
    opponent: ceilFraction(meanTotal(table, 'opponent')),
  };
}

export function hasScenarios(table: readonly IssueScores[]): boolean {
  return table.length > 0 && table.every((issue) => issue.optionIds.length > 0);
}

function meanTotal(table: readonly IssueScores[], party: Party): Fraction {
  let total: Fraction = { numerator: 0n, denominator: 1n };
  for (const issue of table) {
    const points = issue[party];
    if (points.length === 0) continue;
    const sum = points.reduce((acc, p) => acc + BigInt(p), 0n);
    total = addFractions(total, { numerator: sum, denominator: BigInt(points.length) });
  }
  return total;
}

function addFractions(a: Fraction, b: Fraction): Fraction {
  const numerator = a.numerator * b.denominator + b.numerator * a.denominator;
  const denominator = a.denominator * b.denominator;
  const divisor = gcd(numerator < 0n ? -numerator : numerator, denominator);
  return { numerator: numerator / divisor, denominator: denominator / divisor };
}

function gcd(a: bigint, b: bigint): bigint {
  while (b !== 0n) [a, b] = [b, a % b];
  return a === 0n ? 1n : a;
}

function ceilFraction({ numerator, denominator }: Fraction): number {
  const quotient = numerator / denominator; // BigInt division truncates toward zero
  const exact = quotient * denominator === numerator;
  return Number(exact || numerator < 0n ? quotient : quotient + 1n);
}

/** The nearest double: one division when both parts are exact doubles, as `sum / count` would give. */
function fractionValue({ numerator, denominator }: Fraction): number {
  const safe = BigInt(Number.MAX_SAFE_INTEGER);
  if (numerator <= safe && -numerator <= safe && denominator <= safe)
    return Number(numerator) / Number(denominator);
  const whole = numerator / denominator;
  return Number(whole) + Number(numerator - whole * denominator) / Number(denominator);
}
