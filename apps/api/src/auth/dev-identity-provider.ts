import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';
import { escapeHtml } from '../common/html/escape-html.js';

/**
 * A real OpenID Connect provider (the certified oidc-provider package) on loopback, so that sign-in
 * works offline on a bare machine through the same authorization-code flow as Keycloak or Google.
 * Its sign-in page asks for an e-mail and a name, no password: it exists for development only.
 */
export interface DevIdentityProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** How its ID tokens are signed, which the client registered with it expects. */
  idTokenAlg: typeof ID_TOKEN_ALG;
  close(): Promise<void>;
}

/**
 * The development provider signs with a P-256 key made at each start: far cheaper to make than an RSA key, at
 * every start of the app and of each test's app (docs/performance.md, Session 19).
 */
const ID_TOKEN_ALG = 'ES256';

interface Interaction {
  uid: string;
  prompt: { name: string };
  params: Record<string, unknown>;
}

interface ProviderApi {
  callback(): (req: IncomingMessage, res: ServerResponse) => void;
  interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<Interaction>;
  interactionFinished(
    req: IncomingMessage,
    res: ServerResponse,
    result: Record<string, unknown>,
    options?: { mergeWithLastSubmission?: boolean },
  ): Promise<void>;
}

interface GrantContext {
  oidc: {
    client: { clientId: string };
    session: { accountId: string; grantIdFor(clientId: string, grantId?: string): string | undefined };
    result?: { consent?: { grantId?: string } };
    provider: {
      Grant: {
        new (init: { clientId: string; accountId: string }): {
          addOIDCScope(scope: string): void;
          save(): Promise<string>;
        };
        find(id: string): Promise<unknown>;
      };
    };
  };
}

/** Provider state lives for the process, which is all a development sign-in needs. */
class MemoryAdapter {
  private static readonly store = new Map<string, { payload: Record<string, unknown>; expiresAt: number }>();
  private static readonly grants = new Map<string, Set<string>>();
  constructor(private readonly model: string) {}
  private key(id: string) {
    return `${this.model}:${id}`;
  }
  async upsert(id: string, payload: Record<string, unknown>, expiresIn: number): Promise<void> {
    MemoryAdapter.store.set(this.key(id), { payload, expiresAt: Date.now() + expiresIn * 1000 });
    const grantId = payload['grantId'];
    if (typeof grantId === 'string') {
      const keys = MemoryAdapter.grants.get(grantId) ?? new Set<string>();
      keys.add(this.key(id));
      MemoryAdapter.grants.set(grantId, keys);
    }
  }
  async find(id: string): Promise<Record<string, unknown> | undefined> {
    const entry = MemoryAdapter.store.get(this.key(id));
    if (!entry) return undefined;
    if (entry.expiresAt < Date.now()) {
      MemoryAdapter.store.delete(this.key(id));
      return undefined;
    }
    return entry.payload;
  }
  async findByUid(uid: string): Promise<Record<string, unknown> | undefined> {
    for (const [key, entry] of MemoryAdapter.store) {
      if (key.startsWith(`${this.model}:`) && entry.payload['uid'] === uid) return entry.payload;
    }
    return undefined;
  }
  async findByUserCode(): Promise<undefined> {
    return undefined;
  }
  async consume(id: string): Promise<void> {
    const entry = MemoryAdapter.store.get(this.key(id));
    if (entry) entry.payload['consumed'] = Math.floor(Date.now() / 1000);
  }
  async destroy(id: string): Promise<void> {
    MemoryAdapter.store.delete(this.key(id));
  }
  async revokeByGrantId(grantId: string): Promise<void> {
    for (const key of MemoryAdapter.grants.get(grantId) ?? []) MemoryAdapter.store.delete(key);
    MemoryAdapter.grants.delete(grantId);
  }
}

/** A stable subject per e-mail, so the same person is the same user across restarts. */
export function devSubject(email: string): string {
  return `dev:${email.trim().toLowerCase()}`;
}

function signInPage(uid: string, error?: string, email = '', name = ''): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in · Parley development</title>
<style>
  body{font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;background:#f5f7fb;margin:0;display:grid;place-items:center;min-height:100vh;color:#1f2937}
  main{background:#fff;padding:32px;border-radius:12px;box-shadow:0 8px 30px rgba(15,23,42,.08);width:min(360px,90vw)}
  h1{font-size:20px;margin:0 0 4px} p{margin:0 0 20px;color:#6b7280;font-size:14px}
  label{display:block;font-size:14px;font-weight:600;margin:12px 0 4px}
  input{width:100%;box-sizing:border-box;padding:10px 12px;border:1px solid #d1d5db;border-radius:8px;font-size:15px}
  button{margin-top:20px;width:100%;padding:11px;border:0;border-radius:8px;background:#4f46e5;color:#fff;font-size:15px;font-weight:600;cursor:pointer}
  .error{color:#b91c1c;font-size:14px;margin-top:8px}
</style></head>
<body><main>
  <h1>Sign in to Parley</h1>
  <p>Development sign-in: no password is needed.</p>
  <form method="post" action="/interaction/${escapeHtml(uid)}/login">
    <label for="email">Email</label>
    <input id="email" name="email" type="email" autocomplete="email" required autofocus value="${escapeHtml(email)}">
    <label for="name">Name</label>
    <input id="name" name="name" type="text" autocomplete="name" value="${escapeHtml(name)}">
    ${error ? `<div class="error" role="alert">${escapeHtml(error)}</div>` : ''}
    <button type="submit">Sign in</button>
  </form>
</main></body></html>`;
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  let body = '';
  for await (const chunk of req) {
    body += String(chunk);
    if (body.length > 10_000) break;
  }
  return new URLSearchParams(body);
}

function listen(server: Server, port: number): Promise<number> {
  return new Promise((resolvePort, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(
              `Port ${port} for the development sign-in is in use: stop what uses it, or set DEV_OIDC_PORT (0 picks a free port).`,
            )
          : error,
      ),
    );
    server.listen(port, '127.0.0.1', () => resolvePort((server.address() as AddressInfo).port));
  });
}

export async function startDevIdentityProvider(options: {
  port: number;
  redirectUri: string;
  nodeEnv: string;
}): Promise<DevIdentityProvider> {
  if (options.nodeEnv === 'production') {
    throw new Error(
      'The development identity provider never runs with NODE_ENV=production: set OIDC_ISSUER.',
    );
  }
  let provider: ProviderApi | null = null;
  const server = createServer((req, res) => {
    if (!provider) {
      res.statusCode = 503;
      res.end();
      return;
    }
    void handle(provider, req, res).catch((error: unknown) => {
      res.statusCode = 500;
      res.end(error instanceof Error ? error.message : 'error');
    });
  });
  const port = await listen(server, options.port);
  const issuer = `http://127.0.0.1:${port}`;
  const clientId = 'parley-dev';
  const clientSecret = randomBytes(24).toString('base64url');
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const accounts = new Map<string, Record<string, unknown>>();

  provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [options.redirectUri],
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_post',
        id_token_signed_response_alg: ID_TOKEN_ALG,
      },
    ],
    jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), use: 'sig', alg: ID_TOKEN_ALG, kid: 'dev' }] },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'given_name'] },
    // Put the profile in the ID token itself, as Keycloak does by default.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    adapter: MemoryAdapter,
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 86400,
      IdToken: 600,
      Interaction: 600,
      Session: 86400,
    },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    findAccount: (_ctx: unknown, sub: string) => ({
      accountId: sub,
      claims: () => accounts.get(sub) ?? { sub },
    }),
    // First-party development client: consent is granted without asking.
    loadExistingGrant: async (ctx: GrantContext) => {
      const { oidc } = ctx;
      const existing = oidc.result?.consent?.grantId ?? oidc.session.grantIdFor(oidc.client.clientId);
      if (existing) return oidc.provider.Grant.find(existing);
      const grant = new oidc.provider.Grant({
        clientId: oidc.client.clientId,
        accountId: oidc.session.accountId,
      });
      grant.addOIDCScope('openid email profile');
      const id = await grant.save();
      oidc.session.grantIdFor(oidc.client.clientId, id);
      return grant;
    },
    renderError: (ctx: { type: string; body: string }, out: Record<string, string>) => {
      ctx.type = 'html';
      ctx.body = `<!doctype html><title>Sign-in error</title><h1>Sign-in error</h1><p>${escapeHtml(
        out['error_description'] ?? out['error'] ?? 'error',
      )}</p><p><a href="${escapeHtml(options.redirectUri.replace(/\/api\/auth\/callback$/, '/'))}">Back to Parley</a></p>`;
    },
  }) as ProviderApi;

  async function handle(p: ProviderApi, req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', issuer);
    const match = /^\/interaction\/([\w-]+)(\/login)?$/.exec(url.pathname);
    if (!match) {
      p.callback()(req, res);
      return;
    }
    const details = await p.interactionDetails(req, res);
    if (req.method === 'GET' && !match[2]) {
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.setHeader('cache-control', 'no-store');
      res.end(signInPage(details.uid));
      return;
    }
    if (req.method === 'POST' && match[2]) {
      const form = await readForm(req);
      const email = (form.get('email') ?? '').trim();
      const name = (form.get('name') ?? '').trim();
      if (!/^[^\s@]+@[^\s@]+$/.test(email)) {
        res.statusCode = 400;
        res.setHeader('content-type', 'text/html; charset=utf-8');
        res.end(signInPage(details.uid, 'Enter a valid e-mail address.', email, name));
        return;
      }
      const sub = devSubject(email);
      accounts.set(sub, {
        sub,
        email: email.toLowerCase(),
        email_verified: true,
        name: name || undefined,
        given_name: name.split(/\s+/)[0] || undefined,
      });
      await p.interactionFinished(
        req,
        res,
        { login: { accountId: sub } },
        { mergeWithLastSubmission: false },
      );
      return;
    }
    res.statusCode = 405;
    res.end();
  }

  return {
    issuer,
    clientId,
    clientSecret,
    idTokenAlg: ID_TOKEN_ALG,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
