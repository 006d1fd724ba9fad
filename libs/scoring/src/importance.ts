import { categorize, tacticalPriority, type IssueCategory, type TacticalPriority } from './categories.js';
import { wholePoints } from './score-table.js';
import type { Party, ScoredIssue } from './types.js';

/** The importance bar runs from 0% to 200%, with 100% marked as the midpoint (docs/product.md, "Screens and texts"). */
export const IMPORTANCE_BAR_MAX = 200;

/**
 * A party's strategic importance of an issue (docs/product.md, "Points"): the average of that party's points over the
 * issue's options (a missing score counts as 0), unrounded; 0 for an issue without options. Points run
 * 25–250, so the average already reads as a percentage-like number ("shown as a percentage") and is not
 * rescaled; only the bar clamps it (see `importanceBarPercent`).
 */
export function strategicImportance(issue: ScoredIssue, party: Party): number {
  if (issue.options.length === 0) return 0;
  const sum = issue.options.reduce((total, option) => total + wholePoints(option[party]), 0);
  return sum / issue.options.length;
}

/** How far the importance bar fills, in percent of its 0–200% scale: the importance clamped to 0–200. */
export function importanceBarPercent(importance: number): number {
  if (Number.isNaN(importance)) return 0;
  return Math.min(IMPORTANCE_BAR_MAX, Math.max(0, importance));
}

export interface StrategicIssue {
  id: number;
  name: string;
  yourImportance: number;
  opponentImportance: number;
  category: IssueCategory;
  tacticalPriority: TacticalPriority;
}

/** Each issue's importance to both sides with its category and tactical priority. */
export function strategicIssues(issues: readonly ScoredIssue[]): StrategicIssue[] {
  return issues.map((issue) => {
    const yourImportance = strategicImportance(issue, 'user');
    const opponentImportance = strategicImportance(issue, 'opponent');
    const category = categorize(yourImportance, opponentImportance);
    return {
      id: issue.id,
      name: issue.name,
      yourImportance,
      opponentImportance,
      category,
      tacticalPriority: tacticalPriority(category),
    };
  });
}
