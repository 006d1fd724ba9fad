import type { OfferResponse } from '@parley/contracts';
import { readOpponent, type OpponentReading, type OptionPoints, type ScoredIssue } from '@parley/scoring';

/**
 * Their offers the estimate reads: all of them, or after an adoption those from the last one it read then
 * (`readFrom`, an offer id; ids grow with each offer recorded, so a deleted one leaves the ones after it).
 */
export function offersToRead(offers: readonly OfferResponse[], readFrom: number | null | undefined) {
  return offers.filter((o) => o.by === 'opponent' && (readFrom == null || o.id >= readFrom));
}

/** The points entered for the other side, by option id (a missing one as 0, as the totals read it). */
export function enteredPoints(issues: readonly ScoredIssue[]): OptionPoints {
  const entered: OptionPoints = {};
  for (const issue of issues) for (const option of issue.options) entered[option.id] = option.opponent;
  return entered;
}

/** readOpponent of @parley/scoring on the offers to read, from the points entered for them. */
export function readingOf(
  issues: readonly ScoredIssue[],
  offers: readonly OfferResponse[],
  readFrom: number | null | undefined,
): OpponentReading {
  return readOpponent(
    issues,
    offersToRead(offers, readFrom).map((o) => o.optionIds),
    enteredPoints(issues),
  );
}
