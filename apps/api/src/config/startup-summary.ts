import { isAbsolute, relative } from 'node:path';
import type { AppConfig } from './app-config.js';

/** What only the running app knows: which embedded database started, where the development sign-in is. */
export interface StartupFacts {
  /** The embedded PostgreSQL that runs (PGlite where the server cannot), or null with DATABASE_URL. */
  embedded: 'postgres' | 'pglite' | null;
  /** The development identity provider's address, or null with OIDC_ISSUER. */
  devSignIn: string | null;
}

/**
 * In development at the default log level a person reads the terminal: a short summary instead of the JSON
 * start-up lines (route by route). LOG_LEVEL=debug, other levels, tests and production keep every line as JSON.
 */
export function wantsStartupSummary(config: Pick<AppConfig, 'nodeEnv' | 'logLevel'>): boolean {
  return config.nodeEnv === 'development' && config.logLevel === 'info';
}

/**
 * The level the log is written at: warnings and errors only where the summary stands in for the start-up
 * lines (Nest's line per route mapped and module loaded, Fastify's per request), else LOG_LEVEL.
 */
export function logLevelOf(config: Pick<AppConfig, 'nodeEnv' | 'logLevel'>): AppConfig['logLevel'] {
  return wantsStartupSummary(config) ? 'warn' : config.logLevel;
}

/**
 * The summary `npm start` prints in development: the address first, how to sign in, and which defaults are
 * in use, each with the variable that replaces it.
 */
export function startupSummary(config: AppConfig, facts: StartupFacts, cwd = process.cwd()): string {
  // `.data` rather than the whole path when it is under the working directory.
  const inCwd = relative(cwd, config.dataDir);
  const dataDir = inCwd && !inCwd.startsWith('..') && !isAbsolute(inCwd) ? inCwd : config.dataDir;
  const defaults = [
    ...(facts.embedded
      ? [
          `embedded database (${facts.embedded === 'postgres' ? 'PostgreSQL server' : 'PGlite'} in ${dataDir}); set DATABASE_URL for your own`,
        ]
      : []),
    ...(facts.devSignIn ? ['development sign-in; set OIDC_ISSUER for a real identity provider'] : []),
    ...(config.openai ? [] : ['offline strategist; set OPENAI_API_KEY for a language model']),
    ...(config.stripe ? [] : ['free Pro (payments off); set the STRIPE_* variables to sell it']),
  ];
  const signIn = facts.devSignIn
    ? `Sign in with any e-mail and name, no password (development sign-in at ${facts.devSignIn}).`
    : 'Sign in through your identity provider (OIDC_ISSUER).';
  return [
    `Parley is ready at ${config.appUrl.origin}`,
    '',
    `  ${signIn}`,
    defaults.length > 0 ? '  Defaults in use:' : '  Defaults in use: none',
    ...defaults.map((line) => `    - ${line}`),
    '',
    '  Warnings and errors appear below; LOG_LEVEL=debug shows every log line (JSON).',
    '',
  ].join('\n');
}
