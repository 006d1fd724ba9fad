import { HttpStatus } from '@nestjs/common';
import { ErrorCode } from '@parley/contracts';
import { ApiException } from '../common/exceptions/api.exception.js';

/** The model failed, timed out or answered something that does not fit the schema: never passed on. */
export class AiUnavailableException extends ApiException {
  constructor() {
    super(
      HttpStatus.BAD_GATEWAY,
      ErrorCode.AiUnavailable,
      'The AI strategist could not answer. Please try again.',
    );
  }
}
