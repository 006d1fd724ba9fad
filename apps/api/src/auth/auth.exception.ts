import { HttpStatus } from '@nestjs/common';
import { ErrorCode } from '@parley/contracts';
import { ApiException } from '../common/exceptions/api.exception.js';

/**
 * The identity provider's answer could not be accepted (a refreshed or forged callback, a denied consent).
 * The browser is mid-navigation, so SignInFailedFilter answers a page with a way to try again, not JSON.
 */
export class SignInFailedException extends ApiException {
  constructor(readonly reason: string) {
    super(HttpStatus.UNAUTHORIZED, ErrorCode.Unauthorized, `Sign-in failed: ${reason}`);
  }
}
