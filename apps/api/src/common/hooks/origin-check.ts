import type { FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCode } from '@parley/contracts';
import type { ApiErrorBody } from '@parley/contracts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The origin of a Referer header, or null for one that is not a URL. */
function originOf(referer: string): string | null {
  try {
    return new URL(referer).origin;
  } catch {
    return null;
  }
}

/**
 * Whether a state-changing request comes from the app's own pages: an `Origin` must be the app's; without
 * one (older browsers, or no browser at all, such as Stripe's webhook), `Sec-Fetch-Site` must say
 * `same-origin` or be absent, and a `Referer`, if any, must be on the app's origin. Every header a browser
 * sends is checked, so that a page elsewhere cannot pass by having one of them left out.
 */
export function isSameOrigin(headers: FastifyRequest['headers'], appOrigin: string): boolean {
  const origin = headers.origin;
  if (origin !== undefined) return origin === appOrigin;
  const site = headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin') return false;
  const referer = headers.referer;
  return referer === undefined || originOf(referer) === appOrigin;
}

/** Refuses state-changing requests sent by another site (CSRF), on top of the SameSite=Lax cookie. */
export function originCheck(appOrigin: string) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if (SAFE_METHODS.has(request.method) || isSameOrigin(request.headers, appOrigin)) return;
    const body: ApiErrorBody = {
      statusCode: 403,
      error: 'Forbidden',
      message: 'Requests from another site are refused',
      code: ErrorCode.CrossOriginRefused,
    };
    await reply.code(403).header('cache-control', 'no-store').send(body);
  };
}
