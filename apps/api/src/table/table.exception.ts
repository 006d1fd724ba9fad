import { HttpStatus } from '@nestjs/common';
import { ErrorCode, TABLE_LIMITS, TableMessages } from '@parley/contracts';
import { ApiException, ValidationApiException } from '../common/exceptions/api.exception.js';

/** 409: the case has no counterpart at the table (none joined, they left, or the owner ended the table). */
export class NoCounterpartException extends ApiException {
  constructor(ended = false) {
    super(
      HttpStatus.CONFLICT,
      ErrorCode.NoCounterpart,
      ended ? TableMessages.tableEnded : TableMessages.noCounterpart,
    );
  }
}

/** 409: proposals need both sides ready. */
export class NotReadyException extends ApiException {
  constructor() {
    super(HttpStatus.CONFLICT, ErrorCode.NotReady, TableMessages.notReady);
  }
}

/** 429: nothing changed since the last set, or the hour's sets are used up. */
export class ProposalsLimitedException extends ApiException {
  constructor(unchanged: boolean) {
    super(
      HttpStatus.TOO_MANY_REQUESTS,
      ErrorCode.ProposalsLimited,
      unchanged
        ? TableMessages.proposalsUnchanged
        : TableMessages.proposalsPerHour(TABLE_LIMITS.proposalSetsPerHour),
    );
  }
}

/** 409: an offer that cannot be accepted (the reader's own side's, not the latest, or not complete). */
export class OfferNotAcceptableException extends ApiException {
  constructor(message: string) {
    super(HttpStatus.CONFLICT, ErrorCode.Conflict, message);
  }
}

/** 409: an answer to a better deal when there is none. */
export class NoImprovementException extends ApiException {
  constructor() {
    super(HttpStatus.CONFLICT, ErrorCode.Conflict, TableMessages.noImprovement);
  }
}

/** 400 naming the first id of a list that is not what the list may hold. */
export function notOfTable(field: string, index: number, message: string): ValidationApiException {
  return new ValidationApiException(message, { [`${field}.${index}`]: message });
}
