import { categorize, tacticalPriority, type IssueCategory, type TacticalPriority } from './categories.js';
import { issueStructure, issueStructures } from './issue-structure.js';
import { POINTS_MAX } from './points.js';
import type { Party, ScoredIssue } from './types.js';

/**
 * The stake bar runs from 0 to the most a single issue can move a total: the points scale's top (250), so that
 * bars compare across issues and sides (docs/decisions.md §54).
 */
export const IMPORTANCE_BAR_MAX = POINTS_MAX;

/**
 * A party's stake in an issue (docs/decisions.md §54, replacing the SPEC's average points): its swing, the
 * best minus the worst of its points over the issue's options (whole points, a missing score counting as 0):
 * how far the issue alone can move that party's total. 0 for an issue without options.
 */
export function strategicImportance(issue: ScoredIssue, party: Party): number {
  return issueStructure(issue)[party].swing;
}

/** How far the stake bar fills, in points of its 0–250 scale: the stake clamped to it. */
export function importanceBarPercent(importance: number): number {
  if (Number.isNaN(importance)) return 0;
  return Math.min(IMPORTANCE_BAR_MAX, Math.max(0, importance));
}

export interface StrategicIssue {
  id: number;
  name: string;
  /** Your stake: your swing on the issue (best minus worst points). */
  yourImportance: number;
  /** Their stake: their swing on the issue. */
  opponentImportance: number;
  category: IssueCategory;
  tacticalPriority: TacticalPriority;
}

/** Each issue's stakes (swings) for both sides with its category (`categorize`) and tactical priority. */
export function strategicIssues(issues: readonly ScoredIssue[]): StrategicIssue[] {
  const structures = issueStructures(issues);
  return issues.map((issue, i) => {
    const structure = structures[i]!;
    const category = categorize(structure);
    return {
      id: issue.id,
      name: issue.name,
      yourImportance: structure.user.swing,
      opponentImportance: structure.opponent.swing,
      category,
      tacticalPriority: tacticalPriority(category),
    };
  });
}
