import { paretoFrontierOfTable } from './pareto.js';
import { scoreTable } from './score-table.js';
import { totalsRangeOfTable } from './totals.js';
import type { Scenario, ScoredIssue, TotalsPoint } from './types.js';

/** A non-negative gain over a positive span. */
export interface Ratio {
  gain: number;
  span: number;
}

/** a − b in sign: cross-multiplied, exact while gains × spans stay below 2^53 (totals up to about 9 × 10^7). */
export function compareRatios(a: Ratio, b: Ratio): number {
  return a.gain * b.span - b.gain * a.span;
}

/**
 * The Kalai–Smorodinsky point: the scenario on the line from the disagreement point d to the ideal point,
 * i.e. the one maximising the smaller normalised gain min((u − d.user) / (U − d.user), (o − d.opponent) /
 * (O − d.opponent)), where U and O are the best totals each side reaches among scenarios at or above d on
 * both totals. With whole options the line is rarely hit exactly, so ties on the smaller gain go to the
 * larger other gain (leximin), then to the higher userTotal; the scenario is the lexicographically first
 * reaching that point. A side whose best equals its d (U = d.user) has nothing to gain: its share counts as 1.
 * d defaults to the worst case (userMin, opponentMin), as for the Nash point. Null when no scenario reaches
 * d on both totals.
 *
 * Any scenario off the frontier is dominated by one on it whose normalised gains are at least as large,
 * one of them larger, so the frontier alone is searched: O(frontier size).
 */
export function kalaiSmorodinsky(
  issues: readonly ScoredIssue[],
  disagreement?: TotalsPoint,
): Scenario | null {
  const table = scoreTable(issues);
  const range = totalsRangeOfTable(table);
  const d = disagreement ?? { user: range.userMin, opponent: range.opponentMin };
  return kalaiSmorodinskyOnFrontier(paretoFrontierOfTable(table), d)?.scenario ?? null;
}

/** The Kalai–Smorodinsky point of a frontier, with the ideal point and its smaller normalised gain. */
export interface KalaiSmorodinskyPoint {
  scenario: Scenario;
  ideal: TotalsPoint;
  /** The smaller of the two normalised gains (`kalaiSmorodinsky`'s first criterion). */
  low: Ratio;
}

/** `kalaiSmorodinsky` on a frontier already computed (by userTotal descending), from the disagreement point d. */
export function kalaiSmorodinskyOnFrontier(
  frontier: readonly Scenario[],
  d: TotalsPoint,
): KalaiSmorodinskyPoint | null {
  const rational = frontier.filter((s) => s.userTotal >= d.user && s.opponentTotal >= d.opponent);
  if (rational.length === 0) return null;
  const idealUser = Math.max(...rational.map((s) => s.userTotal));
  const idealOpponent = Math.max(...rational.map((s) => s.opponentTotal));
  const ideal = { user: idealUser, opponent: idealOpponent };

  let best: { scenario: Scenario; low: Ratio; high: Ratio } | null = null;
  for (const scenario of rational) {
    const [low, high] = normalisedGains(scenario.userTotal, scenario.opponentTotal, d, ideal);
    const better =
      best === null ||
      compareRatios(low, best.low) > 0 ||
      (compareRatios(low, best.low) === 0 &&
        (compareRatios(high, best.high) > 0 ||
          (compareRatios(high, best.high) === 0 && scenario.userTotal > best.scenario.userTotal)));
    if (better) best = { scenario, low, high };
  }
  return best === null ? null : { scenario: best.scenario, ideal, low: best.low };
}

/** Both sides' normalised gains from d towards the ideal point, the smaller first (a side at its ideal: 1). */
export function normalisedGains(
  userTotal: number,
  opponentTotal: number,
  d: TotalsPoint,
  ideal: TotalsPoint,
): [Ratio, Ratio] {
  const ratio = (total: number, from: number, top: number): Ratio =>
    top === from ? { gain: 1, span: 1 } : { gain: total - from, span: top - from };
  const u = ratio(userTotal, d.user, ideal.user);
  const o = ratio(opponentTotal, d.opponent, ideal.opponent);
  return compareRatios(u, o) <= 0 ? [u, o] : [o, u];
}
