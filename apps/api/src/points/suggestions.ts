import { suggestIssuePoints, suggestPoints } from '@parley/scoring';

/** A party's importance level (1–5) and drag rank (1-based) for an issue or an option. */
export interface Level {
  importance: number;
  rank: number;
}

export interface IssueSuggestion extends Level {
  issueId: number;
  suggestedPoints: number;
}

export interface OptionSuggestion extends Level {
  issueId: number;
  optionId: number;
  suggestedPoints: number;
}

export interface PartySuggestions {
  issues: IssueSuggestion[];
  options: OptionSuggestion[];
}

interface IssueShape {
  id: number;
  options: ReadonlyArray<{ id: number }>;
}

/** An issue or option nobody has rated yet: importance 1 (docs/product.md, Points), ranked where it was added. */
export const DEFAULT_IMPORTANCE = 1;

/**
 * For one party, every issue's and option's level — its saved one, else the default — and the points the
 * 4-dimension formula of @parley/scoring suggests for it. Issues and options come in the order they were
 * added, which is also the rank of those not ranked yet.
 */
export function suggestForParty(
  issues: readonly IssueShape[],
  issueLevels: ReadonlyMap<number, Level>,
  optionLevels: ReadonlyMap<number, Level>,
): PartySuggestions {
  const result: PartySuggestions = { issues: [], options: [] };
  issues.forEach((issue, issueIndex) => {
    const issueLevel = issueLevels.get(issue.id) ?? { importance: DEFAULT_IMPORTANCE, rank: issueIndex + 1 };
    const issueInput = { issueImportance: issueLevel.importance, issueRank: issueLevel.rank };
    result.issues.push({
      issueId: issue.id,
      importance: issueLevel.importance,
      rank: issueLevel.rank,
      suggestedPoints: suggestIssuePoints(issueInput),
    });
    issue.options.forEach((option, optionIndex) => {
      const level = optionLevels.get(option.id) ?? { importance: DEFAULT_IMPORTANCE, rank: optionIndex + 1 };
      result.options.push({
        issueId: issue.id,
        optionId: option.id,
        importance: level.importance,
        rank: level.rank,
        suggestedPoints: suggestPoints({
          ...issueInput,
          optionImportance: level.importance,
          optionRank: level.rank,
        }),
      });
    });
  });
  return result;
}
