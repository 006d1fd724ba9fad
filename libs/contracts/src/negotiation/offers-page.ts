import type { OfferResponse } from './negotiation.contracts.js';

/**
 * Bounds on the table (issue 33): a case holds at most `offersPerCaseMax` offers and `rehearsalsPerCaseMax`
 * rehearsals, far more than a real negotiation records, so that no request's cost grows without end; the
 * offers are read a page at a time.
 */
export const NegotiationLimits = {
  offersPerCaseMax: 500,
  rehearsalsPerCaseMax: 200,
  /** A page holds up to the cap: one page can hold every offer a case may have. */
  offersPageMax: 500,
  offersPageDefault: 50,
} as const;

/** GET /api/cases/:id/offers?limit=&offset= — a page of the case's offers, newest first. */
export interface OffersPageQuery {
  /** 1–offersPageMax (default offersPageDefault). */
  limit?: number;
  /** How many of the newest to skip (default 0). */
  offset?: number;
}

export interface OffersPageResponse {
  /** Newest first; each scored with the points in force and its move against the same side's previous offer. */
  offers: OfferResponse[];
  /** Every offer of the case. */
  total: number;
  limit: number;
  offset: number;
}
