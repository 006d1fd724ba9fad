import { at, scoreTable, type IssueScores } from './score-table.js';
import type { ScoredIssue } from './types.js';

export interface TotalsRange {
  userMax: number;
  userMin: number;
  opponentMax: number;
  opponentMin: number;
}

/**
 * Best and worst totals per party: the sum over issues of each party's highest, and of its
 * lowest, score. A missing score counts as 0; an issue without options adds nothing.
 */
export function totalsRange(issues: readonly ScoredIssue[]): TotalsRange {
  return totalsRangeOfTable(scoreTable(issues));
}

export function totalsRangeOfTable(table: readonly IssueScores[]): TotalsRange {
  const range: TotalsRange = { userMax: 0, userMin: 0, opponentMax: 0, opponentMin: 0 };
  for (const issue of table) {
    if (issue.optionIds.length === 0) continue;
    range.userMax += Math.max(...issue.user);
    range.userMin += Math.min(...issue.user);
    range.opponentMax += Math.max(...issue.opponent);
    range.opponentMin += Math.min(...issue.opponent);
  }
  return range;
}

export interface AgreedOption {
  issueId: number;
  optionId: number;
}

export interface FinalAgreementTotals {
  user: number;
  opponent: number;
  /** Where each total sits between the party's min (0%) and max (100%) total. */
  userPercent: number;
  opponentPercent: number;
  /** Issues that have no agreed option yet (they add nothing to the totals). */
  missingIssueIds: number[];
}

/**
 * Final agreement totals: the chosen options' points summed per party, with the percentage of
 * the range between the party's min and max totals. Agreements naming an unknown issue or option are ignored.
 */
export function finalAgreementTotals(
  issues: readonly ScoredIssue[],
  agreements: readonly AgreedOption[],
): FinalAgreementTotals {
  const table = scoreTable(issues);
  const range = totalsRangeOfTable(table);
  let user = 0;
  let opponent = 0;
  const missingIssueIds: number[] = [];
  issues.forEach((issue, i) => {
    const agreed = agreements.find((agreement) => agreement.issueId === issue.id);
    const k = agreed === undefined ? -1 : issue.options.findIndex((option) => option.id === agreed.optionId);
    if (k < 0) {
      missingIssueIds.push(issue.id);
      return;
    }
    const scores = table[i] as IssueScores;
    user += at(scores.user, k);
    opponent += at(scores.opponent, k);
  });
  return {
    user,
    opponent,
    userPercent: percentOfRange(user, range.userMin, range.userMax),
    opponentPercent: percentOfRange(opponent, range.opponentMin, range.opponentMax),
    missingIssueIds,
  };
}

/**
 * (total − min) / (max − min) × 100, unrounded (the screen rounds). When min equals max every outcome is
 * the best one, so the answer is 100.
 */
export function percentOfRange(total: number, min: number, max: number): number {
  if (max === min) return 100;
  return ((total - min) / (max - min)) * 100;
}
