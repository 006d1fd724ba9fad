import type { IssueRelation } from './issue-structure.js';

export type IssueCategory = 'your-advantage' | 'win-win' | 'opponent-advantage' | 'contested';
export type TacticalPriority = 1 | 2 | 3 | 4;

/**
 * Stakes "differ a lot" when the larger swing is at least this many times the smaller (docs/decisions.md §54):
 * a start date worth 60 to them and 30 to you is theirs to win (Opponent Advantage); a signing bonus worth 80
 * to you and 70 to them is Contested.
 */
export const ADVANTAGE_RATIO = 3 / 2;

/**
 * An issue is minor, for the advice, when both sides' swings on it are under this share of that side's mean
 * swing over the case's issues: it can move neither total much, so it is not one to hold out on.
 */
export const MINOR_SHARE = 1 / 2;

/** What `categorize` reads of an issue's structure (`issueStructures`). */
export interface CategoryInput {
  relation: IssueRelation;
  user: { swing: number };
  opponent: { swing: number };
  /** Giving them their preferred option instead of yours: what it costs you and gains them (null: shared). */
  concession: { cost: number; gain: number } | null;
}

/**
 * An issue's category from how it divides the sides (docs/decisions.md §54; the SPEC's four names, a new rule):
 * - `win-win` ("Create Mutual Value") only where both sides prefer the same option (`shared`; an issue only
 *   one side cares about is shared, as the other prefers every option);
 * - otherwise the sides want different options, and the stakes decide: `your-advantage` when your stake is at
 *   least `ADVANTAGE_RATIO` times theirs, `opponent-advantage` when theirs is at least that many times yours,
 *   and `contested` (distributive: similar stakes) in between.
 * The stakes are the swings between the options the two sides want: what giving them their preferred option
 * costs you and gains them. They are the issue's swings (best minus worst) except where an option both sides
 * rank lower than another lies at an end of the range, which neither would agree on.
 * An opposed or mixed issue is never win-win, whatever its average points.
 */
export function categorize(issue: CategoryInput): IssueCategory {
  if (issue.relation === 'shared' || issue.concession === null) return 'win-win';
  const { cost: you, gain: them } = issue.concession;
  // you ≥ 1.5 × them, compared in whole numbers (points are whole).
  if (you * 2 >= them * 3) return 'your-advantage';
  if (them * 2 >= you * 3) return 'opponent-advantage';
  return 'contested';
}

/**
 * For each issue, whether it is minor (see `MINOR_SHARE`): both swings under half of that side's mean swing
 * over all the issues given. Nothing is minor for a side whose swings are all 0.
 */
export function minorIssues(
  issues: readonly { user: { swing: number }; opponent: { swing: number } }[],
): boolean[] {
  const mean = (side: 'user' | 'opponent') =>
    issues.reduce((sum, issue) => sum + issue[side].swing, 0) / Math.max(1, issues.length);
  const you = mean('user');
  const them = mean('opponent');
  return issues.map(
    (issue) => issue.user.swing < you * MINOR_SHARE && issue.opponent.swing < them * MINOR_SHARE,
  );
}

const PRIORITY: Record<IssueCategory, TacticalPriority> = {
  'your-advantage': 1,
  'win-win': 2,
  'opponent-advantage': 3,
  contested: 4,
};

/** The order issues are raised in: your-advantage 1, win-win 2, opponent-advantage 3, contested 4. */
export function tacticalPriority(category: IssueCategory): TacticalPriority {
  return PRIORITY[category];
}

export type CategoryCounts = Record<IssueCategory, number>;

/** The Strategy tab's summary: how many issues fall in each category. */
export function categoryCounts(categories: Iterable<IssueCategory>): CategoryCounts {
  const counts: CategoryCounts = { 'your-advantage': 0, 'win-win': 0, 'opponent-advantage': 0, contested: 0 };
  for (const category of categories) counts[category]++;
  return counts;
}
