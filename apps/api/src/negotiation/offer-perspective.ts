import type { OfferBy, TableSide } from '@parley/contracts';
import type { Offer } from './offer.entity.js';

/**
 * Offers are stored in the OWNER's frame (`by: 'user'` = the owner's side made it, `'opponent'` = the
 * counterpart's side) and read in the reader's (issue 36): for the counterpart `user` is them. `by` of a
 * reader's request is turned into the stored frame with `storedBy`, a stored offer into the reader's with
 * `offerAsSeenBy`.
 */
export function flipBy(by: OfferBy): OfferBy {
  return by === 'user' ? 'opponent' : 'user';
}

/** The stored `by` of an offer a reader on `side` says was made by `by` (in their own frame). */
export function storedBy(by: OfferBy, side: TableSide): OfferBy {
  return side === 'owner' ? by : flipBy(by);
}

/** The side of the table that made an offer, from its stored `by`. */
export function makerSide(offer: Pick<Offer, 'by'>): TableSide {
  return offer.by === 'user' ? 'owner' : 'counterpart';
}

/**
 * A copy of a stored offer as the reader on `side` sees it: `by` in their frame, and the note only when their
 * side wrote it (an offer's note is its author side's alone). Every read of offers goes through this.
 */
export function offerAsSeenBy(offer: Offer, side: TableSide): Offer {
  return {
    ...offer,
    by: storedBy(offer.by, side),
    note: offer.authorSide === side ? offer.note : null,
  };
}
