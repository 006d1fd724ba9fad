import { HttpStatus } from '@nestjs/common';
import { ErrorCode, Messages } from '@parley/contracts';
import { ApiException } from '../common/exceptions/api.exception.js';

export class MemberNotFoundException extends ApiException {
  constructor() {
    super(HttpStatus.NOT_FOUND, ErrorCode.MemberNotFound, Messages.memberNotFound);
  }
}

/** The owner's role is theirs: it cannot be changed, and the owner cannot leave. */
export class OwnerStaysException extends ApiException {
  constructor(message: string) {
    super(HttpStatus.CONFLICT, ErrorCode.Conflict, message);
  }
}

/** Also the answer for a link of another person's case: its existence is not revealed. */
export class LinkNotFoundException extends ApiException {
  constructor() {
    super(HttpStatus.NOT_FOUND, ErrorCode.LinkNotFound, Messages.linkNotFound);
  }
}

export class LinkExpiredException extends ApiException {
  constructor() {
    super(HttpStatus.GONE, ErrorCode.LinkExpired, Messages.linkExpired);
  }
}

export class LinkUsedException extends ApiException {
  constructor() {
    super(HttpStatus.GONE, ErrorCode.LinkUsed, Messages.linkUsed);
  }
}

export class LinkRevokedException extends ApiException {
  constructor() {
    super(HttpStatus.GONE, ErrorCode.LinkRevoked, Messages.linkRevoked);
  }
}

/** A link made for one e-mail address, opened by someone signed in with another. */
export class LinkForAnotherEmailException extends ApiException {
  constructor() {
    super(HttpStatus.FORBIDDEN, ErrorCode.LinkForAnotherEmail, Messages.linkForAnotherEmail);
  }
}

/** The failures a person's failed-openings count counts (a guessed or stale token). */
export const LINK_FAILURES: ReadonlySet<string> = new Set([
  ErrorCode.LinkNotFound,
  ErrorCode.LinkExpired,
  ErrorCode.LinkUsed,
  ErrorCode.LinkRevoked,
  ErrorCode.LinkForAnotherEmail,
]);

/**
 * 409 (issue 36): the case already has a counterpart, or an open counterpart link; only one person can be the
 * other side. Nothing was written.
 */
export class CounterpartExistsException extends ApiException {
  constructor() {
    super(HttpStatus.CONFLICT, ErrorCode.CounterpartExists, Messages.counterpartExists);
  }
}

/** 409: a member of the owner's side, or the owner, cannot also be the other side. Nothing was written. */
export class NotCounterpartException extends ApiException {
  constructor(message: string) {
    super(HttpStatus.CONFLICT, ErrorCode.Conflict, message);
  }
}

/** 404: the case has nobody at the table for the other side (or the caller is not at that table). */
export class NoCounterpartException extends ApiException {
  constructor() {
    super(HttpStatus.NOT_FOUND, ErrorCode.NoCounterpart, Messages.noCounterpart);
  }
}
