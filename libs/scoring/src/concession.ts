import type { Party, TotalsPoint } from './types.js';

export interface ConcessionTargetInput {
  /** Normalised time, 0 at the first round and 1 at the last; clamped to [0, 1]. */
  t: number;
  /** The pace: below 1 concedes late (Boulware, tough 0.2), 1 steadily, above 1 early (Conceder, 2); 0 never. */
  e: number;
  /** The share conceded at once, at t = 0 (default 0); clamped to [0, 1]. */
  k?: number;
  /** The total demanded at the end (t = 1). */
  min: number;
  /** The total demanded at the start (t = 0, when k = 0). */
  max: number;
}

/** The concession paces of the time-dependent styles (GENIUS `TimeDependentAgent`). */
export const CONCESSION_PACE = { tough: 0.2, steady: 1, accommodating: 2, 'hard-liner': 0 } as const;

/**
 * The share conceded by time t: f(t) = k + (1 − k)·t^(1/e) (Faratin, Sierra & Jennings). For e = 0 it is the
 * limit as e falls to 0: k before the end, 1 at t = 1.
 */
export function concededShare(t: number, e: number, k = 0): number {
  const time = Math.min(1, Math.max(0, t));
  const start = Math.min(1, Math.max(0, k));
  const curve = e <= 0 ? (time >= 1 ? 1 : 0) : Math.pow(time, 1 / e);
  return start + (1 - start) * curve;
}

/**
 * The total to demand at time t of a time-dependent concession tactic: min + (max − min)(1 − f(t)), with
 * f(t) = k + (1 − k)·t^(1/e). Tough (e < 1) holds near `max` until late, steady (e = 1) concedes evenly,
 * accommodating (e > 1) concedes early.
 */
export function concessionTarget({ t, e, k = 0, min, max }: ConcessionTargetInput): number {
  return min + (max - min) * (1 - concededShare(t, e, k));
}

/**
 * How a move changes both sides' totals, after Hindriks, Jonker & Tykhonov's analysis of negotiation moves
 * (the mover's "self" and the other side's "other" change, by sign):
 * - `concession`: worse for the mover, no worse for the other (self < 0, other ≥ 0);
 * - `selfish`: better for the mover, no better for the other (self > 0, other ≤ 0);
 * - `fortunate`: better for both (self > 0, other > 0);
 * - `unfortunate`: worse for the other, no better for the mover (self ≤ 0, other < 0);
 * - `nice`: no change for the mover, better for the other (self = 0, other > 0);
 * - `silent`: no change for either.
 * Every one of the nine sign combinations has exactly one class.
 */
export type MoveClass = 'concession' | 'selfish' | 'fortunate' | 'unfortunate' | 'nice' | 'silent';

/**
 * Classifies the move from offer `prev` to offer `next` made by `by` (default the user), on the two totals.
 * Totals are compared exactly (points are whole).
 */
export function classifyMove(prev: TotalsPoint, next: TotalsPoint, by: Party = 'user'): MoveClass {
  const other: Party = by === 'user' ? 'opponent' : 'user';
  const self = Math.sign(next[by] - prev[by]);
  const theirs = Math.sign(next[other] - prev[other]);
  if (self > 0) return theirs > 0 ? 'fortunate' : 'selfish';
  if (self < 0) return theirs >= 0 ? 'concession' : 'unfortunate';
  if (theirs > 0) return 'nice';
  return theirs < 0 ? 'unfortunate' : 'silent';
}

/** An offer's totals for both sides, as recorded (`NegotiationOffer` has this shape). */
export interface ScoredOffer {
  by: Party;
  userTotal: number;
  opponentTotal: number;
}

/** One move: an offer compared with the same side's previous offer. */
export interface OfferMove {
  /** The offer's position in the list given. */
  index: number;
  by: Party;
  kind: MoveClass;
  /** How much the move changed the mover's total and the other side's. */
  self: number;
  other: number;
}

/**
 * Every move in a list of offers (in the order made): each offer after a side's first, compared with that side's
 * previous offer by `classifyMove`. A side's first offer is no move.
 */
export function offerMoves(offers: readonly ScoredOffer[]): OfferMove[] {
  const last: Partial<Record<Party, ScoredOffer>> = {};
  const moves: OfferMove[] = [];
  offers.forEach((offer, index) => {
    const previous = last[offer.by];
    last[offer.by] = offer;
    if (previous === undefined) return;
    const prev = { user: previous.userTotal, opponent: previous.opponentTotal };
    const next = { user: offer.userTotal, opponent: offer.opponentTotal };
    const other: Party = offer.by === 'user' ? 'opponent' : 'user';
    moves.push({
      index,
      by: offer.by,
      kind: classifyMove(prev, next, offer.by),
      self: next[offer.by] - prev[offer.by],
      other: next[other] - prev[other],
    });
  });
  return moves;
}
