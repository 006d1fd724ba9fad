import { Injectable } from '@nestjs/common';
import type { CanActivate, ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';

/**
 * A path of this app to come back to after sign-in, or null: only same-origin paths (never `//host` or
 * `/\host`, which browsers read as another site), no API routes, no control characters.
 */
export function safeReturnTo(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 500) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return null;
  if (value === '/api' || value.startsWith('/api/')) return null;
  return value;
}

/**
 * Runs before the sign-in redirect: keeps `?returnTo=` in the session, so that the callback sends the person
 * back where they were (a case they opened signed out, or the page where their session ran out).
 */
@Injectable()
export class RememberReturnToGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const request = context
      .switchToHttp()
      .getRequest<FastifyRequest<{ Querystring: { returnTo?: unknown } }>>();
    const returnTo = safeReturnTo(request.query?.returnTo);
    request.session.set('returnTo', returnTo ?? undefined);
    return true;
  }
}

/** Where the callback sends the person: the remembered path (used once), or the dashboard. */
export function takeReturnTo(request: FastifyRequest): string {
  const stored = safeReturnTo(request.session.get('returnTo'));
  request.session.set('returnTo', undefined);
  return stored ?? '/';
}
