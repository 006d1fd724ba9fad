import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The API's whole configuration, read once from the environment and validated at boot. */
export interface AppConfig {
  nodeEnv: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  host: string;
  /** Public origin of the app (scheme, host, port): the OIDC redirect target and the only trusted Origin. */
  appUrl: URL;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** Where embedded data lives (.data/ by default): the embedded database and the generated session key. */
  dataDir: string;
  /** Unset → an embedded PostgreSQL under dataDir. */
  databaseUrl: string | null;
  /** Which embedded PostgreSQL runs when databaseUrl is unset: the server binaries, or PGlite (WebAssembly). */
  embeddedDatabase: 'postgres' | 'pglite';
  /** Connections each API process keeps to DATABASE_URL (the embedded database always gets one). */
  databasePoolSize: number;
  /** How long opening a connection (or waiting for a free one) may take before the request answers 503. */
  databaseConnectTimeoutMs: number;
  /** How long one statement may run (server side) or go unanswered (client side) before it is abandoned. */
  databaseStatementTimeoutMs: number;
  /** How long a request may take in all before it answers 503 and its transaction rolls back. */
  requestTimeoutMs: number;
  /** Per-person requests a minute: AI routes and the printable report. */
  rateLimits: { aiPerMinute: number; exportPerMinute: number };
  /** Unset in development → a key generated once and kept under dataDir. */
  sessionSecret: string | null;
  sessionTtlSeconds: number;
  /** Unset → the development identity provider on loopback (refused in production). */
  oidc: { issuer: string; clientId: string; clientSecret: string | null } | null;
  devOidcPort: number;
  /** Unset OPENAI_API_KEY → the offline strategist. */
  openai: { apiKey: string; baseURL: string | null; model: string; timeoutMs: number } | null;
  /** The built web app to serve at / (absent in API-only runs). */
  webDist: string;
  /** Cases a person on the free trial may hold (Pro is unlimited). */
  trialCaseLimit: number;
  /** Unset STRIPE_SECRET_KEY → payments off: Pro is free through `POST /api/subscription/activate`. */
  stripe: StripeConfig | null;
  /** Test only (refused in production): the clock runs this far ahead of real time. */
  testClockOffsetMs: number;
}

export interface StripeConfig {
  secretKey: string;
  publishableKey: string;
  priceId: string;
  webhookSecret: string;
  /** Test only (refused in production): another server that speaks Stripe's API, e.g. a loopback fake. */
  apiUrl: URL | null;
}

export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    problem: string,
  ) {
    super(`Invalid environment variable ${variable}: ${problem}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

function read(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value === '' ? undefined : value;
}

function port(env: Env, name: string, fallback: number, allowZero = false): number {
  const raw = read(env, name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value > 65535 || (value === 0 && !allowZero)) {
    throw new ConfigError(
      name,
      `expected a port number${allowZero ? ' (0 picks a free one)' : ''}, got "${raw}"`,
    );
  }
  return value;
}

function positiveInt(env: Env, name: string, fallback: number, max: number): number {
  const raw = read(env, name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < 1 || value > max) {
    throw new ConfigError(name, `expected a whole number from 1 to ${max}, got "${raw}"`);
  }
  return value;
}

function url(env: Env, name: string, fallback?: string): URL {
  const raw = read(env, name) ?? fallback;
  if (raw === undefined) throw new ConfigError(name, 'is required');
  try {
    const parsed = new URL(raw);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new Error('not http(s)');
    return parsed;
  } catch {
    throw new ConfigError(name, `expected an http(s) URL, got "${raw}"`);
  }
}

const DURATION_UNITS: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86400 };

/** "7d", "12h", "30m", "45s" or a bare number of seconds. */
export function parseDuration(name: string, raw: string): number {
  const match = /^(\d+)\s*([smhd]?)$/.exec(raw);
  const seconds = match ? Number(match[1]) * DURATION_UNITS[match[2] || 's']! : NaN;
  if (!Number.isSafeInteger(seconds) || seconds <= 0) {
    throw new ConfigError(name, `expected a duration such as 7d, 12h, 30m or 3600, got "${raw}"`);
  }
  return seconds;
}

const MS_UNITS: Record<string, number> = { ms: 1, s: 1000, m: 60_000 };

/** "500ms", "5s", "2m" or a bare number of seconds, as milliseconds, within [1 ms, max]. */
export function parseDurationMs(name: string, raw: string, maxMs: number): number {
  const match = /^(\d+)\s*(ms|s|m)?$/.exec(raw);
  const ms = match ? Number(match[1]) * MS_UNITS[match[2] ?? 's']! : NaN;
  if (!Number.isSafeInteger(ms) || ms <= 0 || ms > maxMs) {
    throw new ConfigError(
      name,
      `expected a duration such as 500ms, 5s or 2m (at most ${maxMs / 1000}s), got "${raw}"`,
    );
  }
  return ms;
}

export function loadConfig(env: Env = process.env, cwd = process.cwd()): AppConfig {
  const nodeEnvRaw = read(env, 'NODE_ENV') ?? 'development';
  if (nodeEnvRaw !== 'development' && nodeEnvRaw !== 'production' && nodeEnvRaw !== 'test') {
    throw new ConfigError('NODE_ENV', `expected development, production or test, got "${nodeEnvRaw}"`);
  }
  const isProduction = nodeEnvRaw === 'production';
  const listenPort = port(env, 'PORT', 3000, true);
  const host = read(env, 'HOST') ?? 'localhost';
  const appUrl = url(env, 'APP_URL', `http://localhost:${listenPort}`);

  const logLevel = (read(env, 'LOG_LEVEL') ?? 'info') as AppConfig['logLevel'];
  if (!LOG_LEVELS.includes(logLevel)) {
    throw new ConfigError('LOG_LEVEL', `expected one of ${LOG_LEVELS.join(', ')}, got "${logLevel}"`);
  }

  const dataDirRaw = read(env, 'DATA_DIR') ?? '.data';
  const dataDir = isAbsolute(dataDirRaw) ? dataDirRaw : resolve(cwd, dataDirRaw);

  const databaseUrl = read(env, 'DATABASE_URL') ?? null;
  if (databaseUrl !== null && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError('DATABASE_URL', 'expected a postgres:// or postgresql:// connection string');
  }

  const embeddedDatabase = (read(env, 'EMBEDDED_DATABASE') ?? 'postgres') as AppConfig['embeddedDatabase'];
  if (embeddedDatabase !== 'postgres' && embeddedDatabase !== 'pglite') {
    throw new ConfigError('EMBEDDED_DATABASE', `expected postgres or pglite, got "${embeddedDatabase}"`);
  }

  const sessionSecret = read(env, 'SESSION_SECRET') ?? null;
  if (sessionSecret !== null && sessionSecret.length < 32) {
    throw new ConfigError('SESSION_SECRET', 'must be at least 32 characters long');
  }
  if (sessionSecret === null && isProduction) {
    throw new ConfigError('SESSION_SECRET', 'is required when NODE_ENV=production');
  }
  const sessionTtlSeconds = parseDuration('SESSION_TTL', read(env, 'SESSION_TTL') ?? '7d');

  const issuer = read(env, 'OIDC_ISSUER');
  let oidc: AppConfig['oidc'] = null;
  if (issuer !== undefined) {
    const clientId = read(env, 'OIDC_CLIENT_ID');
    if (clientId === undefined)
      throw new ConfigError('OIDC_CLIENT_ID', 'is required when OIDC_ISSUER is set');
    oidc = {
      issuer: url(env, 'OIDC_ISSUER').href,
      clientId,
      clientSecret: read(env, 'OIDC_CLIENT_SECRET') ?? null,
    };
  } else if (isProduction) {
    throw new ConfigError(
      'OIDC_ISSUER',
      'is required when NODE_ENV=production (the development sign-in never runs there)',
    );
  }

  const openaiKey = read(env, 'OPENAI_API_KEY');
  const openai: AppConfig['openai'] = openaiKey
    ? {
        apiKey: openaiKey,
        baseURL: read(env, 'OPENAI_BASE_URL') ? url(env, 'OPENAI_BASE_URL').href.replace(/\/$/, '') : null,
        model: read(env, 'OPENAI_MODEL') ?? 'gpt-4o-mini',
        timeoutMs: parseDuration('OPENAI_TIMEOUT', read(env, 'OPENAI_TIMEOUT') ?? '30s') * 1000,
      }
    : null;

  const testOnly = (name: string): string | undefined => {
    const value = read(env, name);
    if (value !== undefined && isProduction) {
      throw new ConfigError(name, 'is for tests only and refused when NODE_ENV=production');
    }
    return value;
  };
  const clockOffset = testOnly('TEST_CLOCK_OFFSET');

  return {
    nodeEnv: nodeEnvRaw,
    isProduction,
    port: listenPort,
    host,
    appUrl,
    logLevel,
    dataDir,
    databaseUrl,
    embeddedDatabase,
    databasePoolSize: positiveInt(env, 'DATABASE_POOL_SIZE', 10, 1000),
    databaseConnectTimeoutMs: parseDurationMs(
      'DATABASE_CONNECT_TIMEOUT',
      read(env, 'DATABASE_CONNECT_TIMEOUT') ?? '5s',
      600_000,
    ),
    databaseStatementTimeoutMs: parseDurationMs(
      'DATABASE_STATEMENT_TIMEOUT',
      read(env, 'DATABASE_STATEMENT_TIMEOUT') ?? '10s',
      600_000,
    ),
    requestTimeoutMs: parseDurationMs('REQUEST_TIMEOUT', read(env, 'REQUEST_TIMEOUT') ?? '75s', 600_000),
    rateLimits: {
      aiPerMinute: positiveInt(env, 'AI_RATE_LIMIT', 10, 100_000),
      exportPerMinute: positiveInt(env, 'EXPORT_RATE_LIMIT', 30, 100_000),
    },
    sessionSecret,
    sessionTtlSeconds,
    oidc,
    devOidcPort: port(env, 'DEV_OIDC_PORT', 3001, true),
    openai,
    webDist: fileURLToPath(new URL('../../../web/dist/', import.meta.url)),
    trialCaseLimit: positiveInt(env, 'TRIAL_CASE_LIMIT', 3, 1_000_000),
    stripe: stripeConfig(env, testOnly('STRIPE_API_URL')),
    testClockOffsetMs: clockOffset === undefined ? 0 : parseDuration('TEST_CLOCK_OFFSET', clockOffset) * 1000,
  };
}

const STRIPE_VARIABLES = ['STRIPE_PUBLISHABLE_KEY', 'STRIPE_PRICE_ID', 'STRIPE_WEBHOOK_SECRET'] as const;

/** Payments are on only with all four Stripe variables: a half-configured checkout would take no money. */
function stripeConfig(env: Env, apiUrl: string | undefined): StripeConfig | null {
  const secretKey = read(env, 'STRIPE_SECRET_KEY');
  if (secretKey === undefined) {
    const stray = STRIPE_VARIABLES.find((name) => read(env, name) !== undefined);
    if (stray) throw new ConfigError('STRIPE_SECRET_KEY', `is required when ${stray} is set`);
    return null;
  }
  const [publishableKey, priceId, webhookSecret] = STRIPE_VARIABLES.map((name) => {
    const value = read(env, name);
    if (value === undefined) throw new ConfigError(name, 'is required when STRIPE_SECRET_KEY is set');
    return value;
  }) as [string, string, string];
  return {
    secretKey,
    publishableKey,
    priceId,
    webhookSecret,
    apiUrl: apiUrl === undefined ? null : url({ STRIPE_API_URL: apiUrl }, 'STRIPE_API_URL'),
  };
}

export const APP_CONFIG = Symbol('APP_CONFIG');
