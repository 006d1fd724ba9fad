/** The range every suggestion falls in (docs/product.md, "Points"). */
export const POINTS_MIN = 25;
export const POINTS_MAX = 250;

export interface SuggestPointsInput {
  /** Issue importance level, 1 (Less Important) to 5 (Extremely Important). */
  issueImportance: number;
  /** The issue's 1-based rank in the party's order. */
  issueRank: number;
  /** Option preference level, 1 (Least Preferred) to 5 (Most Preferred). */
  optionImportance: number;
  /** The option's 1-based rank within its issue. */
  optionRank: number;
}

/** A 1–5 level on the 20–100 scale (level × 20); held to 0–100. */
export function importanceScore(level: number): number {
  return clamp(level * 20, 0, 100);
}

/** max(0, 100 − (rank − 1) × 20): rank 1 scores 100, rank 6 and beyond 0; held to at most 100. */
export function rankScore(rank: number): number {
  return clamp(100 - (rank - 1) * 20, 0, 100);
}

/**
 * An issue's weight in percent (10–100): how far its options' points spread. Importance sets it, 20 per level
 * less half a level; the rank adds up to half a level (rank score / 10), so that of two issues at one level the
 * higher-ranked weighs more, while a level always outweighs a rank step. Extremely Important and ranked first
 * weighs 100 − 10 + 10 = 100. The weights were chosen by `npm run bench:points` (decisions.md §28).
 */
export function issueWeight(input: { issueImportance: number; issueRank: number }): number {
  return clamp(importanceScore(input.issueImportance) - 10 + rankScore(input.issueRank) / 10, 0, 100);
}

/**
 * An option's value in percent (0–100): where it sits within its issue's spread. The preference sets it, 20
 * per level above Least Preferred; the rank adds up to one level (rank score / 5), so that at one level the
 * higher-ranked option is worth more and a higher level is never worth less. Most Preferred, ranked first:
 * 80 + 20 = 100; Least Preferred, ranked sixth or later: 0.
 */
export function optionValue(input: { optionImportance: number; optionRank: number }): number {
  return clamp(importanceScore(input.optionImportance) - 20 + rankScore(input.optionRank) / 5, 0, 100);
}

/**
 * Suggested points: the additive form, issue weight × option value on 25–250,
 * round(25 + weight/100 × value/100 × 225). Importance thus shows in how far apart an issue's options are,
 * which is what moves comparisons between packages (a constant per issue would move none). Whole numbers;
 * worked in integers so that halves round up exactly. Departs from the SPEC's formula (decisions.md §28).
 */
export function suggestPoints(input: SuggestPointsInput): number {
  const weight = issueWeight(input);
  const value = optionValue(input);
  const span = POINTS_MAX - POINTS_MIN;
  // 25 + (w/100)(v/100) × 225 = (250000 + 225·w·v) / 10000, rounded half up like Math.round.
  const points = Math.floor((POINTS_MIN * 10000 + span * weight * value + 5000) / 10000);
  return Number.isFinite(points) ? clamp(points, POINTS_MIN, POINTS_MAX) : POINTS_MIN;
}

/** The option preference level and rank that earn the most: Most Preferred (5), ranked first. */
const TOP_OPTION = { optionImportance: 5, optionRank: 1 } as const;

/**
 * What an issue is worth to a party: the suggestion its most preferred option would get,
 * round(25 + weight × 225), so an issue's suggestion is the ceiling of its options' suggestions.
 */
export function suggestIssuePoints(input: { issueImportance: number; issueRank: number }): number {
  return suggestPoints({ ...input, ...TOP_OPTION });
}

function clamp(value: number, low: number, high: number): number {
  return Math.min(high, Math.max(low, value));
}
