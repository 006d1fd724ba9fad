import type { FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCode } from '@parley/contracts';
import type { ApiErrorBody } from '@parley/contracts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests sent by another site (CSRF), on top of the SameSite=Lax cookie.
 * Browsers send Origin on every cross-origin POST; without one, Sec-Fetch-Site still tells.
 */
export function originCheck(appOrigin: string) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if (SAFE_METHODS.has(request.method)) return;
    const origin = request.headers.origin;
    const sameOrigin =
      origin === undefined || origin === 'null'
        ? origin === undefined && request.headers['sec-fetch-site'] !== 'cross-site'
        : origin === appOrigin || origin === `${request.protocol}://${request.host}`;
    if (sameOrigin) return;
    const body: ApiErrorBody = {
      statusCode: 403,
      error: 'Forbidden',
      message: 'Requests from another site are refused',
      code: ErrorCode.CrossOriginRefused,
    };
    await reply.code(403).header('cache-control', 'no-store').send(body);
  };
}
