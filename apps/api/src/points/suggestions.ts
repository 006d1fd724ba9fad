import { suggestPartyPoints, type PartySuggestions } from '@parley/scoring';

/** A party's importance level (1–5) and drag rank (1-based) for an issue or an option. */
export interface Level {
  importance: number;
  rank: number;
}

interface IssueShape {
  id: number;
  options: ReadonlyArray<{ id: number }>;
}

/**
 * For one party, every issue's and option's level — its saved one, else the default of @parley/scoring — and
 * the points suggested for it. Issues and options come in the order they were added; those without a saved
 * row are placed by @parley/scoring's `rankOrder` (by their level, after the ranked ones of that level), as the
 * Smart Points tab places them.
 */
export function suggestForParty(
  issues: readonly IssueShape[],
  issueLevels: ReadonlyMap<number, Level>,
  optionLevels: ReadonlyMap<number, Level>,
): PartySuggestions {
  const levelOf = (levels: ReadonlyMap<number, Level>, id: number) => {
    const level = levels.get(id);
    return level ? { importance: level.importance, rank: level.rank } : {};
  };
  return suggestPartyPoints(
    issues.map((issue) => ({
      id: issue.id,
      ...levelOf(issueLevels, issue.id),
      options: issue.options.map((option) => ({ id: option.id, ...levelOf(optionLevels, option.id) })),
    })),
  );
}
