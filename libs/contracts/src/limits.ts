import { POINTS_MAX, POINTS_MIN } from '@parley/scoring';

/** Bounds on what a user can enter, enforced by the API and mirrored by the web forms. */
export const Limits = {
  caseNameMax: 200,
  caseGoalMax: 2000,
  caseDescriptionMax: 10000,
  issueNameMax: 200,
  issueDescriptionMax: 2000,
  optionNameMax: 200,
  optionDescriptionMax: 2000,
  /**
   * The largest case a person can build: 12 issues × 10 options keeps the whole analysis of the worst case
   * under half a second on a 2-core machine (docs/decisions.md, "Case size limits").
   */
  issuesPerCaseMax: 12,
  optionsPerIssueMax: 10,
  /** What the AI routes accept: enough for the largest case, bounded so that a prompt stays small. */
  aiListMax: 50,
  aiTextMax: 2000,
  /** The add-issue slider: 0–100 in steps of 5, starting at 50. */
  priorityMin: 0,
  priorityMax: 100,
  priorityDefault: 50,
  /** Importance and preference levels (docs/product.md, "Screens and texts"). */
  importanceMin: 1,
  importanceMax: 5,
  /** The range of suggested points (docs/product.md, "Points"). */
  pointsMin: POINTS_MIN,
  pointsMax: POINTS_MAX,
  /** A manual score: a whole number; an unreadable entry becomes 0, so 0 is allowed. */
  scoreMin: 0,
  scoreMax: POINTS_MAX,
  /** A party's note on its best alternative to an agreement. */
  alternativeMax: 1000,
  /** Trade-off answers stored per party (decisions.md §39). */
  tradeoffAnswersMax: 200,
} as const;
