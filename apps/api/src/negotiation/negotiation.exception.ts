import { HttpStatus } from '@nestjs/common';
import { ErrorCode, Messages } from '@parley/contracts';
import { ApiException } from '../common/exceptions/api.exception.js';

/** Also the answer for an offer of another user's case: its existence is not revealed. */
export class OfferNotFoundException extends ApiException {
  constructor() {
    super(HttpStatus.NOT_FOUND, ErrorCode.OfferNotFound, Messages.offerNotFound);
  }
}

/** Also the answer for a rehearsal of another user's case. */
export class RehearsalNotFoundException extends ApiException {
  constructor() {
    super(HttpStatus.NOT_FOUND, ErrorCode.RehearsalNotFound, Messages.rehearsalNotFound);
  }
}

/** An offer to a rehearsal that has ended (a deal, a walk-away, or the rounds run out). */
export class RehearsalEndedException extends ApiException {
  constructor() {
    super(HttpStatus.CONFLICT, ErrorCode.Conflict, Messages.rehearsalEnded);
  }
}

/** A rehearsal of a case with no issue, or an issue without options: there is nothing to negotiate. */
export class RehearsalNeedsIssuesException extends ApiException {
  constructor() {
    super(HttpStatus.CONFLICT, ErrorCode.Conflict, Messages.rehearsalNeedsIssues);
  }
}

/** Adopting an estimate that would change nothing (their offers since the last adoption add nothing yet). */
export class EstimateUnchangedException extends ApiException {
  constructor() {
    super(HttpStatus.CONFLICT, ErrorCode.Conflict, Messages.estimateUnchanged);
  }
}

/** A case without an other side (no opponent party): there are no points to estimate or to put back. */
export class EstimateNeedsOpponentException extends ApiException {
  constructor() {
    super(HttpStatus.CONFLICT, ErrorCode.Conflict, Messages.estimateNeedsOpponent);
  }
}

/** Undoing an adoption when no earlier points are kept (never adopted, already undone, or discarded). */
export class NothingToUndoException extends ApiException {
  constructor() {
    super(HttpStatus.CONFLICT, ErrorCode.Conflict, Messages.nothingToUndo);
  }
}

/**
 * 403: with a counterpart at the table (issue 36) each side records only its own offers, and takes back only
 * what it recorded: the other side's offers are theirs to make.
 */
export class OtherSidesOfferException extends ApiException {
  constructor() {
    super(HttpStatus.FORBIDDEN, ErrorCode.OtherSidesOffer, Messages.otherSidesOffer);
  }
}
