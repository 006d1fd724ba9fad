import { Injectable } from '@nestjs/common';
import type { CallHandler, ExecutionContext, NestInterceptor } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { Observable } from 'rxjs';
import { ValidationApiException } from '../exceptions/api.exception.js';

export const NOTHING_TO_CHANGE = 'Send at least one field to change';

/**
 * A PUT with nothing to change answers 400 instead of 200 (and would otherwise move "last updated"). An
 * interceptor, so that it runs after the session guard: a signed-out caller learns only that it is one.
 */
@Injectable()
export class RejectEmptyUpdateInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    if (request.method === 'PUT') {
      const body = request.body;
      const empty =
        body === undefined ||
        body === null ||
        (typeof body === 'object' && !Array.isArray(body) && Object.keys(body).length === 0);
      if (empty) throw new ValidationApiException(NOTHING_TO_CHANGE);
    }
    return next.handle();
  }
}
