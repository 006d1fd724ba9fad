import type { User } from './user.entity.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the session guard on every non-public route. */
    user?: User;
  }
}

declare module '@fastify/secure-session' {
  interface SessionData {
    /** The sessions row this cookie stands for. */
    sid: string;
    /** The OIDC strategy's per-login state (PKCE verifier, nonce) between /api/login and the callback. */
    oidc: Record<string, unknown>;
    /** Where to send the person after sign-in (a path of this app), between /api/login and the callback. */
    returnTo: string;
  }
}
