import { HttpStatus } from '@nestjs/common';
import { ErrorCode, Messages } from '@parley/contracts';
import { ApiException } from '../common/exceptions/api.exception.js';

/** Also the answer for another user's case: its existence is not revealed. */
export class CaseNotFoundException extends ApiException {
  constructor() {
    super(HttpStatus.NOT_FOUND, ErrorCode.CaseNotFound, Messages.caseNotFound);
  }
}

/** Also the answer for a party of another user's case. */
export class PartyNotFoundException extends ApiException {
  constructor() {
    super(HttpStatus.NOT_FOUND, ErrorCode.PartyNotFound, Messages.partyNotFound);
  }
}

/** A closed case is settled: its issues, options, points and agreements change only after Reopen. */
export class CaseClosedException extends ApiException {
  constructor() {
    super(HttpStatus.CONFLICT, ErrorCode.CaseClosed, Messages.caseClosed);
  }
}
