import { HttpException, HttpStatus } from '@nestjs/common';
import { ErrorCode } from '@parley/contracts';

/** An HTTP error that carries one of the stable codes from @parley/contracts. */
export class ApiException extends HttpException {
  /** Why access is refused, for the subscription gate's 403 (the status's `reason`). */
  accessReason?: string | null;
  /** More of the body, for the few errors that carry more than a message (412 CHANGED_BY_OTHER). */
  extra?: Record<string, unknown>;

  constructor(
    status: HttpStatus,
    readonly code: ErrorCode,
    message: string,
    readonly fieldErrors?: Record<string, string>,
  ) {
    super(message, status);
  }
}

export class UnauthorizedApiException extends ApiException {
  constructor(message = 'Unauthorized') {
    super(HttpStatus.UNAUTHORIZED, ErrorCode.Unauthorized, message);
  }
}

export class ValidationApiException extends ApiException {
  constructor(message: string, fieldErrors: Record<string, string> = {}) {
    super(HttpStatus.BAD_REQUEST, ErrorCode.ValidationFailed, message, fieldErrors);
  }
}
