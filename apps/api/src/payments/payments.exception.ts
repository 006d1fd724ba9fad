import { HttpStatus } from '@nestjs/common';
import { ErrorCode, Messages } from '@parley/contracts';
import { ApiException } from '../common/exceptions/api.exception.js';

/** No STRIPE_SECRET_KEY: checkout shows "Payment System Setup Required". */
export class PaymentsDisabledException extends ApiException {
  constructor() {
    super(HttpStatus.CONFLICT, ErrorCode.PaymentsDisabled, Messages.paymentsDisabled);
  }
}

/** Stripe refused or could not be reached; its message is logged, not passed on. */
export class PaymentProviderException extends ApiException {
  constructor() {
    super(HttpStatus.BAD_GATEWAY, ErrorCode.PaymentProviderError, Messages.paymentProviderError);
  }
}

/** A webhook whose Stripe-Signature does not match its raw body. */
export class InvalidSignatureException extends ApiException {
  constructor() {
    super(HttpStatus.BAD_REQUEST, ErrorCode.InvalidSignature, Messages.invalidSignature);
  }
}

export class AlreadySubscribedException extends ApiException {
  constructor() {
    super(HttpStatus.CONFLICT, ErrorCode.Conflict, 'You already have Pro.');
  }
}
