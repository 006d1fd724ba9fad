import { HttpStatus } from '@nestjs/common';
import { ErrorCode, Messages } from '@parley/contracts';
import { ApiException } from '../common/exceptions/api.exception.js';

/** Also the answer for an issue of another user's case. */
export class IssueNotFoundException extends ApiException {
  constructor() {
    super(HttpStatus.NOT_FOUND, ErrorCode.IssueNotFound, Messages.issueNotFound);
  }
}

/** Also the answer for an option of another user's case. */
export class OptionNotFoundException extends ApiException {
  constructor() {
    super(HttpStatus.NOT_FOUND, ErrorCode.OptionNotFound, Messages.optionNotFound);
  }
}

/** A case or an issue already holds as many issues or options as Limits allow. */
export class LimitReachedException extends ApiException {
  constructor(message: string) {
    super(HttpStatus.CONFLICT, ErrorCode.LimitReached, message);
  }
}

export class LastOptionException extends ApiException {
  constructor() {
    super(HttpStatus.CONFLICT, ErrorCode.Conflict, Messages.lastOption);
  }
}

/**
 * 409 (issue 36): the option (or an option of the issue) is named by an offer already made; offers keep the
 * options they named, so it stays. Nothing was written.
 */
export class OptionInOfferException extends ApiException {
  constructor(optionName: string) {
    super(HttpStatus.CONFLICT, ErrorCode.OptionInOffer, Messages.optionInOffer(optionName));
  }
}
