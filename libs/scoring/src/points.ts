/** The range every suggestion falls in (docs/product.md, "Points"). */
export const POINTS_MIN = 25;
export const POINTS_MAX = 250;

/** Weights of the four dimensions, in hundredths so that the sum stays exact (0.35, 0.35, 0.2, 0.1). */
const ISSUE_IMPORTANCE_WEIGHT = 35;
const ISSUE_RANK_WEIGHT = 35;
const OPTION_IMPORTANCE_WEIGHT = 20;
const OPTION_RANK_WEIGHT = 10;

export interface SuggestPointsInput {
  /** Issue importance level, 1 (Less Important) to 5 (Extremely Important). */
  issueImportance: number;
  /** The issue's 1-based rank in the party's drag order. */
  issueRank: number;
  /** Option preference level, 1 (Least Preferred) to 5 (Most Preferred). */
  optionImportance: number;
  /** The option's 1-based rank within its issue. */
  optionRank: number;
}

/** A 1–5 level on the 20–100 scale (level × 20); held to 0–100 so points stay within 25–250. */
export function importanceScore(level: number): number {
  return clamp(level * 20, 0, 100);
}

/** max(0, 100 − (rank − 1) × 20): rank 1 scores 100, rank 6 and beyond 0; held to at most 100. */
export function rankScore(rank: number): number {
  return clamp(100 - (rank - 1) * 20, 0, 100);
}

/**
 * Suggested points from the 4-dimension calculation (docs/product.md, "Points"):
 * round(25 + weighted / 100 × 225) with weighted = 0.35·issue importance + 0.35·issue rank
 * + 0.2·option importance + 0.1·option rank. Worked in hundredths so that halves round up exactly.
 */
export function suggestPoints(input: SuggestPointsInput): number {
  const weightedHundredths =
    ISSUE_IMPORTANCE_WEIGHT * importanceScore(input.issueImportance) +
    ISSUE_RANK_WEIGHT * rankScore(input.issueRank) +
    OPTION_IMPORTANCE_WEIGHT * importanceScore(input.optionImportance) +
    OPTION_RANK_WEIGHT * rankScore(input.optionRank);
  // 25 + (w/100)/100 × 225 = (250000 + 225·w) / 10000, rounded half up like Math.round.
  const span = POINTS_MAX - POINTS_MIN;
  const points = Math.floor((POINTS_MIN * 10000 + span * weightedHundredths + 5000) / 10000);
  return Number.isFinite(points) ? clamp(points, POINTS_MIN, POINTS_MAX) : POINTS_MIN;
}

/** The option preference level and rank that earn the most: Most Preferred (5), ranked first. */
const TOP_OPTION = { optionImportance: 5, optionRank: 1 } as const;

/**
 * What an issue is worth to a party: the suggestion its most preferred option would get, so an issue's
 * suggestion is the ceiling of its options' suggestions (docs/product.md, "Points").
 */
export function suggestIssuePoints(input: { issueImportance: number; issueRank: number }): number {
  return suggestPoints({ ...input, ...TOP_OPTION });
}

function clamp(value: number, low: number, high: number): number {
  return Math.min(high, Math.max(low, value));
}
