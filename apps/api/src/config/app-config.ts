import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

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
  /** Connections each API process keeps to DATABASE_URL (the embedded server gets 6, PGlite one). */
  databasePoolSize: number;
  /** How long opening a connection (or waiting for a free one) may take before the request answers 503. */
  databaseConnectTimeoutMs: number;
  /** How long one statement may run (server side) or go unanswered (client side) before it is abandoned. */
  databaseStatementTimeoutMs: number;
  /** How long a request may take in all before it answers 503 and its transaction rolls back. */
  requestTimeoutMs: number;
  /** Per-person requests a minute: AI routes and the printable report. */
  rateLimits: {
    aiPerMinute: number;
    exportPerMinute: number;
    offersPerMinute: number;
    rehearsalsPerMinute: number;
    shareLinksPerMinute: number;
    linkFailuresPerMinute: number;
  };
  /** Open event streams (`GET /api/cases/:id/events`): per person across all processes, and per process. */
  liveStreams: { perPerson: number; perProcess: number };
  /** Unset in development → a key generated once and kept under dataDir. */
  sessionSecret: string | null;
  sessionTtlSeconds: number;
  /**
   * How long each process trusts a session and a plan it has read before reading them again: a sign-out or
   * a subscription's end made in another process takes effect here within it; 0 reads them on every request.
   */
  accessCacheTtlMs: number;
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

/** Reads a variable's text as its value, or undefined when the text is not one. */
type Reader<T> = (raw: string) => T | undefined;

/** A variable whose text `read` turns into a value; anything else is refused as `expected`. */
function textOf<T>(read: Reader<T>, expected: string) {
  return z.string().transform((raw, ctx) => {
    const value = read(raw);
    if (value !== undefined) return value;
    ctx.addIssue({ code: 'custom', message: `expected ${expected}, got "${raw}"` });
    return z.NEVER;
  });
}

function portOf(allowZero: boolean): Reader<number> {
  return (raw) => {
    const value = Number(raw);
    return /^\d+$/.test(raw) && value <= 65535 && (value > 0 || allowZero) ? value : undefined;
  };
}

function wholeNumberOf(max: number): Reader<number> {
  return (raw) => {
    const value = Number(raw);
    return /^\d+$/.test(raw) && value >= 1 && value <= max ? value : undefined;
  };
}

const httpUrl: Reader<URL> = (raw) => {
  if (!URL.canParse(raw)) return undefined;
  const parsed = new URL(raw);
  return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed : undefined;
};

const DURATION_UNITS: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86400 };

const durationSeconds: Reader<number> = (raw) => {
  const match = /^(\d+)\s*([smhd]?)$/.exec(raw);
  const seconds = match ? Number(match[1]) * DURATION_UNITS[match[2] || 's']! : NaN;
  return Number.isSafeInteger(seconds) && seconds > 0 ? seconds : undefined;
};

const DURATION_EXPECTED = 'a duration such as 7d, 12h, 30m or 3600';

/** "7d", "12h", "30m", "45s" or a bare number of seconds. */
export function parseDuration(name: string, raw: string): number {
  const seconds = durationSeconds(raw);
  if (seconds === undefined) throw new ConfigError(name, `expected ${DURATION_EXPECTED}, got "${raw}"`);
  return seconds;
}

const MS_UNITS: Record<string, number> = { ms: 1, s: 1000, m: 60_000 };

/** The longest any of the database and request timeouts may be set to. */
const TIMEOUT_MAX_MS = 600_000;

function durationMsOf(maxMs: number): Reader<number> {
  return (raw) => {
    const match = /^(\d+)\s*(ms|s|m)?$/.exec(raw);
    const ms = match ? Number(match[1]) * MS_UNITS[match[2] ?? 's']! : NaN;
    return Number.isSafeInteger(ms) && ms > 0 && ms <= maxMs ? ms : undefined;
  };
}

function durationMsExpected(maxMs: number): string {
  return `a duration such as 500ms, 5s or 2m (at most ${maxMs / 1000}s)`;
}

/** "500ms", "5s", "2m" or a bare number of seconds, as milliseconds, within [1 ms, max]. */
export function parseDurationMs(name: string, raw: string, maxMs: number): number {
  const ms = durationMsOf(maxMs)(raw);
  if (ms === undefined) throw new ConfigError(name, `expected ${durationMsExpected(maxMs)}, got "${raw}"`);
  return ms;
}

const text = z.string();
const port = (allowZero: boolean) =>
  textOf(portOf(allowZero), `a port number${allowZero ? ' (0 picks a free one)' : ''}`);
const wholeNumber = (max: number) => textOf(wholeNumberOf(max), `a whole number from 1 to ${max}`);
const url = textOf(httpUrl, 'an http(s) URL');
const duration = textOf(durationSeconds, DURATION_EXPECTED);
const timeout = textOf(durationMsOf(TIMEOUT_MAX_MS), durationMsExpected(TIMEOUT_MAX_MS));
/** How long a process may trust what it read: at most a minute, 0 for not at all. */
const ACCESS_CACHE_MAX_MS = 60_000;
const trustDuration = textOf<number>(
  (raw) => (/^0+\s*(ms|s|m)?$/.test(raw) ? 0 : durationMsOf(ACCESS_CACHE_MAX_MS)(raw)),
  `0 or ${durationMsExpected(ACCESS_CACHE_MAX_MS)}`,
);
const oneOf = <const T extends readonly string[]>(values: T) =>
  textOf<T[number]>((raw) => values.find((value) => value === raw), values.join(', '));

/**
 * One declaration per environment variable: its type (a schema from its text to its value), its default (as
 * written in .env.example; a function of the variables declared before it when it follows them) and what it
 * is for. `testOnly` ones are refused in production and left out of .env.example (README, "Knobs for tests
 * only"). A variable without a default is unset unless given.
 */
interface Variable<S extends z.ZodType = z.ZodType> {
  type: S;
  default?: string | ((before: Env) => string);
  doc: string;
  testOnly?: boolean;
}

/** Keeps the declaration's own type, so that whether it has a default is known to the type of its value. */
function variable<const V extends Variable>(declaration: V): V {
  return declaration;
}

export const ENVIRONMENT = {
  NODE_ENV: variable({
    type: oneOf(['development', 'production', 'test'] as const),
    default: 'development',
    doc: 'production refuses the development sign-in and the test knobs, and requires SESSION_SECRET and OIDC_ISSUER',
  }),
  PORT: variable({ type: port(true), default: '3000', doc: 'port the one process listens on' }),
  HOST: variable({
    type: text,
    default: 'localhost',
    doc: 'interface it listens on (0.0.0.0 in a container)',
  }),
  APP_URL: variable({
    type: url,
    default: (before) => `http://localhost:${before['PORT']}`,
    doc: 'public origin: the sign-in redirect target and the only origin allowed to change data',
  }),
  LOG_LEVEL: variable({
    type: oneOf(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const),
    default: 'info',
    doc: 'pino log level; in development, info prints a short start-up summary and then warnings and errors only',
  }),
  DATA_DIR: variable({
    type: text,
    default: '.data',
    doc: 'embedded PostgreSQL and the generated session key (relative to the working directory)',
  }),
  DATABASE_URL: variable({
    type: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'expected a postgres:// or postgresql:// connection string'),
    doc: 'a real PostgreSQL server; unset → an embedded PostgreSQL under DATA_DIR',
  }),
  EMBEDDED_DATABASE: variable({
    type: oneOf(['postgres', 'pglite'] as const),
    default: 'postgres',
    doc: "without DATABASE_URL: PostgreSQL's own server from npm (PGlite where it cannot run), or pglite",
  }),
  DATABASE_POOL_SIZE: variable({
    type: wholeNumber(1000),
    default: '10',
    doc: 'connections each API process keeps to DATABASE_URL',
  }),
  DATABASE_CONNECT_TIMEOUT: variable({
    type: timeout,
    default: '5s',
    doc: 'longest wait for a connection before the request answers 503',
  }),
  DATABASE_STATEMENT_TIMEOUT: variable({
    type: timeout,
    default: '10s',
    doc: 'longest one statement may run (server side) or go unanswered (client side)',
  }),
  REQUEST_TIMEOUT: variable({
    type: timeout,
    default: '75s',
    doc: 'longest a whole request may take before it answers 503 and rolls back',
  }),
  AI_RATE_LIMIT: variable({
    type: wholeNumber(100_000),
    default: '10',
    doc: 'AI requests a minute per person',
  }),
  EXPORT_RATE_LIMIT: variable({
    type: wholeNumber(100_000),
    default: '30',
    doc: 'printable reports a minute per person',
  }),
  OFFER_RATE_LIMIT: variable({
    type: wholeNumber(100_000),
    default: '60',
    doc: 'offers recorded a minute per person (at the table and in rehearsals)',
  }),
  REHEARSAL_RATE_LIMIT: variable({
    type: wholeNumber(100_000),
    default: '20',
    doc: 'rehearsals started a minute per person',
  }),
  SHARE_LINK_RATE_LIMIT: variable({
    type: wholeNumber(100_000),
    default: '20',
    doc: 'share links created a minute per person',
  }),
  LINK_FAILURE_LIMIT: variable({
    type: wholeNumber(100_000),
    default: '10',
    doc: 'failed share-link openings (unknown, expired, used-up, revoked, for another e-mail) a minute per person',
  }),
  LIVE_STREAMS_PER_PERSON: variable({
    type: wholeNumber(1000),
    default: '10',
    doc: 'event streams (cases open live) one person may hold at once, across every API process',
  }),
  LIVE_STREAMS_PER_PROCESS: variable({
    type: wholeNumber(100_000),
    default: '1000',
    doc: 'event streams one API process serves at once',
  }),
  SESSION_SECRET: variable({
    type: z.string().min(32, 'must be at least 32 characters long'),
    doc: 'key of the session cookie; unset in development → generated into DATA_DIR',
  }),
  SESSION_TTL: variable({ type: duration, default: '7d', doc: 'how long a sign-in lasts' }),
  ACCESS_CACHE_TTL: variable({
    type: trustDuration,
    default: '1s',
    doc: 'how long each API process trusts a session and a plan it has read; a sign-out or a subscription that ends in another process takes effect within it; 0 reads them on every request',
  }),
  OIDC_ISSUER: variable({ type: url, doc: 'an OpenID Connect provider; unset → the development sign-in' }),
  OIDC_CLIENT_ID: variable({ type: text, doc: "the provider's client id (required with OIDC_ISSUER)" }),
  OIDC_CLIENT_SECRET: variable({ type: text, doc: 'its secret; unset for a public (PKCE) client' }),
  DEV_OIDC_PORT: variable({
    type: port(true),
    default: '3001',
    doc: 'port of the development identity provider',
  }),
  OPENAI_API_KEY: variable({ type: text, doc: 'an OpenAI-compatible model; unset → the offline strategist' }),
  OPENAI_BASE_URL: variable({ type: url, doc: 'another compatible server; unset → OpenAI' }),
  OPENAI_MODEL: variable({ type: text, default: 'gpt-4o-mini', doc: 'the chat model' }),
  OPENAI_TIMEOUT: variable({ type: duration, default: '30s', doc: 'how long one model call may take' }),
  TRIAL_CASE_LIMIT: variable({
    type: wholeNumber(1_000_000),
    default: '3',
    doc: 'cases a person may hold during the free trial',
  }),
  STRIPE_SECRET_KEY: variable({
    type: text,
    doc: 'Stripe: with the next three, Pro is sold; unset → payments off',
  }),
  STRIPE_PUBLISHABLE_KEY: variable({
    type: text,
    doc: 'Stripe publishable key (required with the secret key)',
  }),
  STRIPE_PRICE_ID: variable({
    type: text,
    doc: 'the $4.99/month price of Pro (required with the secret key)',
  }),
  STRIPE_WEBHOOK_SECRET: variable({
    type: text,
    doc: "the webhook's signing secret (required with the secret key)",
  }),
  TEST_CLOCK_OFFSET: variable({
    type: duration,
    doc: 'the clock that trials and Pro are computed on runs this far ahead',
    testOnly: true,
  }),
  STRIPE_API_URL: variable({
    type: url,
    doc: "another server that speaks Stripe's API, such as the tests' loopback fake",
    testOnly: true,
  }),
} as const;

type Declared = typeof ENVIRONMENT;
type Name = keyof Declared;
/** Each variable's value: declared with a default → always set; without → possibly unset. */
type Values = {
  [N in Name]: Declared[N] extends { default: unknown }
    ? z.output<Declared[N]['type']>
    : z.output<Declared[N]['type']> | undefined;
};

const SCHEMA = z.object(
  Object.fromEntries(
    Object.entries(ENVIRONMENT).map(([name, declared]: [string, Variable]) => [
      name,
      'default' in declared ? declared.type : declared.type.optional(),
    ]),
  ),
);

/** Each declared variable's text: blank counts as unset, then its default (if any) applies. */
function withDefaults(env: Env): Env {
  const texts: Env = {};
  for (const [name, declared] of Object.entries(ENVIRONMENT) as Array<[Name, Variable]>) {
    const given = env[name]?.trim();
    const fallback = typeof declared.default === 'function' ? declared.default(texts) : declared.default;
    texts[name] = given === undefined || given === '' ? fallback : given;
  }
  return texts;
}

/**
 * What .env.example writes for each variable people set (test-only ones aside): its default as text, with the
 * defaults before it applied (APP_URL follows PORT), or nothing for a variable unset by default.
 */
export function documentedDefaults(): Record<string, string> {
  const defaults = withDefaults({});
  return Object.fromEntries(
    (Object.keys(ENVIRONMENT) as Name[])
      .filter((name) => !TEST_ONLY.includes(name))
      .map((name) => [name, defaults[name] ?? '']),
  );
}

function parseValues(env: Env): Values {
  const parsed = SCHEMA.safeParse(withDefaults(env));
  if (parsed.success) return parsed.data as Values;
  const [issue] = parsed.error.issues;
  throw new ConfigError(String(issue?.path[0]), issue?.message ?? 'is not valid');
}

/** Payments are on only with all four Stripe variables: a half-configured checkout would take no money. */
const STRIPE_VARIABLES = ['STRIPE_PUBLISHABLE_KEY', 'STRIPE_PRICE_ID', 'STRIPE_WEBHOOK_SECRET'] as const;
const TEST_ONLY = (Object.keys(ENVIRONMENT) as Name[]).filter(
  (name) => (ENVIRONMENT[name] as Variable).testOnly === true,
);
const isProduction = (values: Values) => values.NODE_ENV === 'production';

/** Rules between variables, in the order they are checked; the first one broken names its variable. */
const RULES: Array<{ variable: Name; problem: string; broken: (values: Values) => boolean }> = [
  {
    variable: 'SESSION_SECRET',
    problem: 'is required when NODE_ENV=production',
    broken: (v) => isProduction(v) && v.SESSION_SECRET === undefined,
  },
  {
    variable: 'OIDC_ISSUER',
    problem: 'is required when NODE_ENV=production (the development sign-in never runs there)',
    broken: (v) => isProduction(v) && v.OIDC_ISSUER === undefined,
  },
  {
    variable: 'OIDC_CLIENT_ID',
    problem: 'is required when OIDC_ISSUER is set',
    broken: (v) => v.OIDC_ISSUER !== undefined && v.OIDC_CLIENT_ID === undefined,
  },
  ...STRIPE_VARIABLES.map((name) => ({
    variable: 'STRIPE_SECRET_KEY' as const,
    problem: `is required when ${name} is set`,
    broken: (v: Values) => v.STRIPE_SECRET_KEY === undefined && v[name] !== undefined,
  })),
  ...STRIPE_VARIABLES.map((name) => ({
    variable: name,
    problem: 'is required when STRIPE_SECRET_KEY is set',
    broken: (v: Values) => v.STRIPE_SECRET_KEY !== undefined && v[name] === undefined,
  })),
  ...TEST_ONLY.map((name) => ({
    variable: name,
    problem: 'is for tests only and refused when NODE_ENV=production',
    broken: (v: Values) => isProduction(v) && v[name] !== undefined,
  })),
];

export function loadConfig(env: Env = process.env, cwd = process.cwd()): AppConfig {
  const v = parseValues(env);
  const refused = RULES.find((rule) => rule.broken(v));
  if (refused) throw new ConfigError(refused.variable, refused.problem);
  return {
    nodeEnv: v.NODE_ENV,
    isProduction: v.NODE_ENV === 'production',
    port: v.PORT,
    host: v.HOST,
    appUrl: v.APP_URL,
    logLevel: v.LOG_LEVEL,
    dataDir: isAbsolute(v.DATA_DIR) ? v.DATA_DIR : resolve(cwd, v.DATA_DIR),
    databaseUrl: v.DATABASE_URL ?? null,
    embeddedDatabase: v.EMBEDDED_DATABASE,
    databasePoolSize: v.DATABASE_POOL_SIZE,
    databaseConnectTimeoutMs: v.DATABASE_CONNECT_TIMEOUT,
    databaseStatementTimeoutMs: v.DATABASE_STATEMENT_TIMEOUT,
    requestTimeoutMs: v.REQUEST_TIMEOUT,
    rateLimits: {
      aiPerMinute: v.AI_RATE_LIMIT,
      exportPerMinute: v.EXPORT_RATE_LIMIT,
      offersPerMinute: v.OFFER_RATE_LIMIT,
      rehearsalsPerMinute: v.REHEARSAL_RATE_LIMIT,
      shareLinksPerMinute: v.SHARE_LINK_RATE_LIMIT,
      linkFailuresPerMinute: v.LINK_FAILURE_LIMIT,
    },
    liveStreams: { perPerson: v.LIVE_STREAMS_PER_PERSON, perProcess: v.LIVE_STREAMS_PER_PROCESS },
    sessionSecret: v.SESSION_SECRET ?? null,
    sessionTtlSeconds: v.SESSION_TTL,
    accessCacheTtlMs: v.ACCESS_CACHE_TTL,
    oidc:
      v.OIDC_ISSUER === undefined
        ? null
        : {
            issuer: v.OIDC_ISSUER.href,
            clientId: v.OIDC_CLIENT_ID!,
            clientSecret: v.OIDC_CLIENT_SECRET ?? null,
          },
    devOidcPort: v.DEV_OIDC_PORT,
    openai:
      v.OPENAI_API_KEY === undefined
        ? null
        : {
            apiKey: v.OPENAI_API_KEY,
            baseURL: v.OPENAI_BASE_URL?.href.replace(/\/$/, '') ?? null,
            model: v.OPENAI_MODEL,
            timeoutMs: v.OPENAI_TIMEOUT * 1000,
          },
    webDist: fileURLToPath(new URL('../../../web/dist/', import.meta.url)),
    trialCaseLimit: v.TRIAL_CASE_LIMIT,
    stripe:
      v.STRIPE_SECRET_KEY === undefined
        ? null
        : {
            secretKey: v.STRIPE_SECRET_KEY,
            publishableKey: v.STRIPE_PUBLISHABLE_KEY!,
            priceId: v.STRIPE_PRICE_ID!,
            webhookSecret: v.STRIPE_WEBHOOK_SECRET!,
            apiUrl: v.STRIPE_API_URL ?? null,
          },
    testClockOffsetMs: (v.TEST_CLOCK_OFFSET ?? 0) * 1000,
  };
}

export const APP_CONFIG = Symbol('APP_CONFIG');
