import { suggestIssuePoints, suggestPoints } from './points.js';

/** The importance an issue or option counts with until the party rates it (docs/product.md, "Points"). */
export const DEFAULT_IMPORTANCE = 1;

/**
 * A party's rating of an issue or option: an importance level (1–5) and a 1-based rank. Either may be
 * missing while the party has not set it.
 */
export interface Rating {
  importance?: number;
  rank?: number;
}

export interface RatedOption extends Rating {
  id: number;
}

export interface RatedIssue extends Rating {
  id: number;
  /** In the order they were added (or ranked): an unranked option's rank is its position here. */
  options: readonly RatedOption[];
}

export interface IssueSuggestion {
  issueId: number;
  importance: number;
  rank: number;
  suggestedPoints: number;
}

export interface OptionSuggestion {
  issueId: number;
  optionId: number;
  importance: number;
  rank: number;
  suggestedPoints: number;
}

export interface PartySuggestions {
  issues: IssueSuggestion[];
  options: OptionSuggestion[];
}

/**
 * One party's suggested points for every issue and option, with the levels they were computed from. What the
 * party has not rated counts as importance 1, ranked where it stands in the list (its 1-based position), so a
 * fresh case already has suggestions in the order its issues and options were added.
 */
export function suggestPartyPoints(issues: readonly RatedIssue[]): PartySuggestions {
  const result: PartySuggestions = { issues: [], options: [] };
  issues.forEach((issue, issueIndex) => {
    const importance = issue.importance ?? DEFAULT_IMPORTANCE;
    const rank = issue.rank ?? issueIndex + 1;
    const issueInput = { issueImportance: importance, issueRank: rank };
    result.issues.push({
      issueId: issue.id,
      importance,
      rank,
      suggestedPoints: suggestIssuePoints(issueInput),
    });
    issue.options.forEach((option, optionIndex) => {
      const optionImportance = option.importance ?? DEFAULT_IMPORTANCE;
      const optionRank = option.rank ?? optionIndex + 1;
      result.options.push({
        issueId: issue.id,
        optionId: option.id,
        importance: optionImportance,
        rank: optionRank,
        suggestedPoints: suggestPoints({ ...issueInput, optionImportance, optionRank }),
      });
    });
  });
  return result;
}
