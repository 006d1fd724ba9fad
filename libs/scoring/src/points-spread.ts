import { totalsRange } from './totals.js';
import type { Party, ScoredIssue } from './types.js';

/** A party's worst package at or above this share of its best means its points barely separate packages. */
export const FLAT_POINTS_SHARE = 0.85;

/**
 * Whether a party's points barely separate packages: its worst total is within 15 % of its best
 * (worst ≥ 0.85 × best, decided on whole numbers as 20 × worst ≥ 17 × best), and the best is above 0 (a party
 * without points is the scoring setup's case, not this one).
 */
export function barelySeparates(totals: { best: number; worst: number }): boolean {
  return totals.best > 0 && 20 * totals.worst >= 17 * totals.best;
}

/** The parties whose points barely separate this case's packages (`barelySeparates`), user first. */
export function flatPointsParties(issues: readonly ScoredIssue[]): Party[] {
  const range = totalsRange(issues);
  const parties: Party[] = [];
  if (barelySeparates({ best: range.userMax, worst: range.userMin })) parties.push('user');
  if (barelySeparates({ best: range.opponentMax, worst: range.opponentMin })) parties.push('opponent');
  return parties;
}
