import { HttpStatus } from '@nestjs/common';
import { ErrorCode, Messages } from '@parley/contracts';
import type { AccessReason } from '@parley/contracts';
import { ApiException } from '../common/exceptions/api.exception.js';

/** 403 from the gate: the trial has ended or Pro has; nothing was read or changed. */
export class SubscriptionRequiredException extends ApiException {
  constructor(reason: AccessReason | null) {
    super(HttpStatus.FORBIDDEN, ErrorCode.SubscriptionRequired, reason ?? Messages.subscriptionRequiredTitle);
    this.accessReason = reason;
  }
}

export class CaseLimitReachedException extends ApiException {
  constructor(limit: number) {
    super(HttpStatus.FORBIDDEN, ErrorCode.CaseLimitReached, Messages.caseLimitReached(limit));
  }
}

/** With payments on, Pro comes only from a confirmed payment. */
export class PaymentRequiredException extends ApiException {
  constructor() {
    super(HttpStatus.CONFLICT, ErrorCode.PaymentRequired, Messages.activateNeedsPayment);
  }
}

export class NotSubscribedException extends ApiException {
  constructor() {
    super(HttpStatus.CONFLICT, ErrorCode.Conflict, Messages.notSubscribed);
  }
}
