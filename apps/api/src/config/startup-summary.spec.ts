import { describe, expect, it } from 'vitest';
import { loadConfig } from './app-config.js';
import { logLevelOf, startupSummary, wantsStartupSummary } from './startup-summary.js';

const cwd = '/srv/parley';

describe('the start-up summary', () => {
  it('is printed in development at the default level only', () => {
    expect(wantsStartupSummary(loadConfig({}, cwd))).toBe(true);
    expect(wantsStartupSummary(loadConfig({ LOG_LEVEL: 'debug' }, cwd))).toBe(false);
    expect(wantsStartupSummary({ nodeEnv: 'test', logLevel: 'info' })).toBe(false);
    expect(wantsStartupSummary({ nodeEnv: 'production', logLevel: 'info' })).toBe(false);
  });

  it('logs warnings and errors only where the summary stands, every line at debug and in production', () => {
    expect(logLevelOf(loadConfig({}, cwd))).toBe('warn');
    expect(logLevelOf(loadConfig({ LOG_LEVEL: 'debug' }, cwd))).toBe('debug');
    expect(logLevelOf(loadConfig({ LOG_LEVEL: 'error' }, cwd))).toBe('error');
    expect(logLevelOf({ nodeEnv: 'production', logLevel: 'info' })).toBe('info');
  });

  it('gives the address first, the sign-in hint and every default in use', () => {
    const config = loadConfig({ PORT: '3000' }, cwd);
    expect(startupSummary(config, { embedded: 'postgres', devSignIn: 'http://127.0.0.1:3001' }, cwd)).toBe(
      [
        'Parley is ready at http://localhost:3000',
        '',
        '  Sign in with any e-mail and name, no password (development sign-in at http://127.0.0.1:3001).',
        '  Defaults in use:',
        '    - embedded database (PostgreSQL server in .data); set DATABASE_URL for your own',
        '    - development sign-in; set OIDC_ISSUER for a real identity provider',
        '    - offline strategist; set OPENAI_API_KEY for a language model',
        '    - free Pro (payments off); set the STRIPE_* variables to sell it',
        '',
        '  Warnings and errors appear below; LOG_LEVEL=debug shows every log line (JSON).',
        '',
      ].join('\n'),
    );
  });

  it('leaves out what is configured', () => {
    const config = loadConfig(
      {
        DATABASE_URL: 'postgres://parley@db:5432/parley',
        OPENAI_API_KEY: 'sk-test',
        DATA_DIR: '/var/lib/parley',
      },
      cwd,
    );
    const summary = startupSummary(config, { embedded: null, devSignIn: 'http://127.0.0.1:3001' }, cwd);
    expect(summary).not.toMatch(/embedded database|offline strategist/);
    expect(summary).toMatch(/- development sign-in;/);
    expect(summary).toMatch(/- free Pro/);
    const pglite = startupSummary(loadConfig({ DATA_DIR: '/var/lib/parley' }, cwd), {
      embedded: 'pglite',
      devSignIn: null,
    });
    expect(pglite).toMatch(/- embedded database \(PGlite in \/var\/lib\/parley\)/);
    expect(pglite).toMatch(/Sign in through your identity provider/);
  });
});
