import { scoredIssuesOf } from '@parley/contracts';
import type { ScoredIssue } from '@parley/scoring';
import { aLeaseDetail } from '../../../testing/fixtures';

/**
 * The lease fixture as scored issues. Rent: High (you 40, opp 220), Low (200, 60); Term: 12 months (0, 0),
 * 24 months (0, 0), 36 months (120, 0). Its 6 scenarios, in lexicographic order:
 *   High+12 (40, 220) = 260, High+24 (40, 220) = 260, High+36 (160, 220) = 380,
 *   Low+12 (200, 60) = 260,  Low+24 (200, 60) = 260,  Low+36 (320, 60) = 380.
 */
export function leaseIssues(): ScoredIssue[] {
  return scoredIssuesOf(aLeaseDetail());
}

/**
 * `issueCount` issues × `optionCount` options; option k gives you 10·k and the opponent 10·(optionCount−1−k)
 * points, so every issue has the same whole-point ladder (0, 10, …, 90 for 10 options).
 */
export function ladderCase(issueCount: number, optionCount: number): ScoredIssue[] {
  return Array.from({ length: issueCount }, (_, i) => ({
    id: 1000 + i,
    name: `Issue number ${i + 1}`,
    options: Array.from({ length: optionCount }, (_, k) => ({
      id: 10_000 + i * 100 + k,
      name: `Option ${k + 1}`,
      user: 10 * k,
      opponent: 10 * (optionCount - 1 - k),
    })),
  }));
}

/** Option ids of a scenario joined, e.g. `31,35`. */
export const idsOf = (scenarios: readonly { optionIds: readonly number[] }[]) =>
  scenarios.map((s) => s.optionIds.join(','));
