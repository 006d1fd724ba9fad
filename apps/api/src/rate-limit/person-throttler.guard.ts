import { HttpStatus, Injectable } from '@nestjs/common';
import type { ExecutionContext } from '@nestjs/common';
import { ThrottlerGuard } from '@nestjs/throttler';
import type { ThrottlerLimitDetail } from '@nestjs/throttler';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCode } from '@parley/contracts';
import { ApiException } from '../common/exceptions/api.exception.js';

export class RateLimitedException extends ApiException {
  constructor() {
    super(
      HttpStatus.TOO_MANY_REQUESTS,
      ErrorCode.RateLimited,
      'Too many requests. Please wait a moment and try again.',
    );
  }
}

/**
 * Counts requests per signed-in person (the session guard has run: global guards come first), one count per
 * limit across all the routes it guards, and answers 429 with Retry-After in seconds.
 */
@Injectable()
export class PersonThrottlerGuard extends ThrottlerGuard {
  protected override async getTracker(request: Record<string, unknown>): Promise<string> {
    const user = (request as unknown as FastifyRequest).user;
    return user ? `person:${user.id}` : `ip:${(request as unknown as FastifyRequest).ip}`;
  }

  protected override generateKey(_context: ExecutionContext, tracker: string, name: string): string {
    return `${name}:${tracker}`;
  }

  protected override async throwThrottlingException(
    context: ExecutionContext,
    detail: ThrottlerLimitDetail,
  ): Promise<void> {
    const reply = context.switchToHttp().getResponse<FastifyReply>();
    void reply.header('retry-after', String(Math.max(1, Math.ceil(detail.timeToBlockExpire))));
    throw new RateLimitedException();
  }
}
