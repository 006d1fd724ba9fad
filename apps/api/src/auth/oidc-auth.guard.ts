import { Injectable } from '@nestjs/common';
import type { ExecutionContext } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SignInFailedException } from './auth.exception.js';
import { OIDC_STRATEGY } from './oidc.strategy.js';

/** The request and response shapes a passport strategy touches, backed by Fastify's. */
interface PassportRequest {
  method: string;
  url: string;
  originalUrl: string;
  headers: FastifyRequest['headers'];
  query: unknown;
  protocol: string;
  host: string;
  /** A plain copy of the strategy's session entry; written back through secure-session's set(). */
  session: Record<string, unknown>;
  user?: unknown;
}

interface PassportResponse {
  statusCode: number;
  setHeader(name: string, value: string): void;
  end(): void;
}

interface Exchange {
  req: PassportRequest;
  res: PassportResponse;
  redirected: Promise<string>;
}

/**
 * @nestjs/passport hands passport the framework's response, but Fastify's reply has no
 * setHeader/end and handing it `reply.raw` would bypass the hooks that write the session cookie.
 * This guard gives passport small stand-ins and replays what the strategy did onto Fastify.
 */
@Injectable()
export class OidcAuthGuard extends AuthGuard(OIDC_STRATEGY) {
  private readonly exchanges = new WeakMap<FastifyRequest, Exchange>();

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const reply = context.switchToHttp().getResponse<FastifyReply>();

    let location = '';
    let onRedirect: (to: string) => void = () => undefined;
    const redirected = new Promise<string>((resolve) => (onRedirect = resolve));
    const exchange: Exchange = {
      req: {
        method: request.method,
        url: request.url,
        originalUrl: request.url,
        headers: request.headers,
        query: request.query,
        protocol: request.protocol,
        host: request.host,
        session: { oidc: request.session.get('oidc') },
      },
      res: {
        statusCode: 200,
        setHeader: (name, value) => {
          if (name.toLowerCase() === 'location') location = value;
        },
        end: () => onRedirect(location),
      },
      redirected,
    };
    this.exchanges.set(request, exchange);

    // The strategy either redirects to the provider (the promise from passport never settles then)
    // or finishes the code exchange and settles it.
    const outcome = await Promise.race([
      Promise.resolve(super.canActivate(context) as Promise<boolean>).then(() => null),
      redirected.then((to) => ({ to })),
    ]);
    const state = exchange.req.session['oidc'];
    if (state && typeof state === 'object') request.session.set('oidc', state as Record<string, unknown>);
    else request.session.set('oidc', undefined);

    if (outcome) {
      await reply.header('cache-control', 'no-store').redirect(outcome.to, 302);
      return true;
    }
    request.user = exchange.req.user as FastifyRequest['user'];
    return true;
  }

  override getRequest(context: ExecutionContext): PassportRequest {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    return this.exchanges.get(request)!.req;
  }

  getResponse(context: ExecutionContext): PassportResponse {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    return this.exchanges.get(request)!.res;
  }

  override handleRequest<TUser>(err: unknown, user: TUser, info: unknown): TUser {
    if (err || !user) {
      const reason =
        (info as { message?: string } | undefined)?.message ??
        (err instanceof Error ? err.message : 'unknown reason');
      throw new SignInFailedException(reason);
    }
    return user;
  }
}
