import { HttpStatus } from '@nestjs/common';
import { ErrorCode } from '@parley/contracts';
import { ApiException } from '../common/exceptions/api.exception.js';

/**
 * A case analysis that threw on its worker thread, or whose worker died under it: the request answers 500 with
 * words a person can act on, never hangs; what went wrong stays in `cause`, for the log.
 */
export class AnalysisFailedException extends ApiException {
  constructor(detail: string) {
    super(
      HttpStatus.INTERNAL_SERVER_ERROR,
      ErrorCode.InternalError,
      "Parley could not work out this case's analysis. Please try again.",
    );
    this.cause = new Error(`Case analysis failed: ${detail}`);
  }
}
