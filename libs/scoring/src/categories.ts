export type IssueCategory = 'your-advantage' | 'win-win' | 'opponent-advantage' | 'contested';
export type TacticalPriority = 1 | 2 | 3 | 4;

/** The importance gap beyond which an issue favours one side. */
export const CATEGORY_GAP = 30;
/** The importance both sides must exceed for a close issue to be contested. */
export const CONTESTED_LEVEL = 150;

/**
 * Issue category from both parties' strategic importance (docs/product.md, "Points"): contested when both exceed 150 and
 * differ by less than 30; otherwise your-advantage when yours exceeds theirs by more than 30,
 * opponent-advantage when theirs exceeds yours by more than 30, and win-win in between (a gap of exactly
 * 30 is still win-win).
 */
export function categorize(yourImportance: number, opponentImportance: number): IssueCategory {
  const difference = yourImportance - opponentImportance;
  if (
    yourImportance > CONTESTED_LEVEL &&
    opponentImportance > CONTESTED_LEVEL &&
    Math.abs(difference) < CATEGORY_GAP
  ) {
    return 'contested';
  }
  if (difference > CATEGORY_GAP) return 'your-advantage';
  if (difference < -CATEGORY_GAP) return 'opponent-advantage';
  return 'win-win';
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
