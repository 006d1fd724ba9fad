import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  ConfigError,
  documentedDefaults,
  ENVIRONMENT,
  loadConfig,
  parseDuration,
  parseDurationMs,
} from './app-config.js';

describe('loadConfig', () => {
  it('runs on embedded defaults with an empty environment', () => {
    const sut = loadConfig({}, '/srv/parley');
    expect(sut).toMatchObject({
      nodeEnv: 'development',
      port: 3000,
      databaseUrl: null,
      databasePoolSize: 10,
      sessionSecret: null,
      sessionTtlSeconds: 7 * 86400,
      oidc: null,
      devOidcPort: 3001,
      openai: null,
      dataDir: '/srv/parley/.data',
    });
    expect(sut.appUrl.href).toBe('http://localhost:3000/');
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ APP_URL: 'ftp://x' }, 'APP_URL'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ SESSION_SECRET: 'short' }, 'SESSION_SECRET'],
    [{ SESSION_TTL: 'forever' }, 'SESSION_TTL'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ DATABASE_POOL_SIZE: '0' }, 'DATABASE_POOL_SIZE'],
    [{ OPENAI_API_KEY: 'k', OPENAI_BASE_URL: 'localhost:1234' }, 'OPENAI_BASE_URL'],
    [{ OPENAI_API_KEY: 'k', OPENAI_TIMEOUT: 'soon' }, 'OPENAI_TIMEOUT'],
    [{ DATABASE_POOL_SIZE: 'many' }, 'DATABASE_POOL_SIZE'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV'],
    [{ OIDC_ISSUER: 'https://id.example.com' }, 'OIDC_CLIENT_ID'],
  ])('names the bad variable in %o', (env, variable) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(`Invalid environment variable ${variable}`);
  });

  it('refuses production without a session secret or a real identity provider', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow('SESSION_SECRET');
    expect(() => loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32) })).toThrow(
      'OIDC_ISSUER',
    );
  });

  it('takes a pool size for a real PostgreSQL', () => {
    expect(loadConfig({ DATABASE_POOL_SIZE: '25' }).databasePoolSize).toBe(25);
  });

  it('takes an OpenAI-compatible model when a key is set', () => {
    expect(loadConfig({ OPENAI_API_KEY: 'sk-test' }).openai).toEqual({
      apiKey: 'sk-test',
      baseURL: null,
      model: 'gpt-4o-mini',
      timeoutMs: 30_000,
    });
    expect(
      loadConfig({
        OPENAI_API_KEY: 'k',
        OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1/',
        OPENAI_MODEL: 'llama3',
      }).openai,
    ).toMatchObject({ baseURL: 'http://127.0.0.1:11434/v1', model: 'llama3' });
  });

  it('takes a real identity provider when configured', () => {
    const sut = loadConfig({
      OIDC_ISSUER: 'https://id.example.com/realms/parley',
      OIDC_CLIENT_ID: 'parley',
      OIDC_CLIENT_SECRET: 's',
    });
    expect(sut.oidc).toEqual({
      issuer: 'https://id.example.com/realms/parley',
      clientId: 'parley',
      clientSecret: 's',
    });
  });
});

describe('parseDuration', () => {
  it.each([
    ['7d', 604800],
    ['12h', 43200],
    ['30m', 1800],
    ['45s', 45],
    ['3600', 3600],
  ])('reads %s as %i seconds', (raw, seconds) => {
    expect(parseDuration('X', raw)).toBe(seconds);
  });

  it('refuses zero', () => {
    expect(() => parseDuration('X', '0')).toThrow(ConfigError);
  });
});

describe('parseDurationMs', () => {
  it.each([
    ['500ms', 500],
    ['5s', 5000],
    ['2m', 120_000],
    ['10', 10_000],
  ])('reads %s as %i ms', (raw, ms) => {
    expect(parseDurationMs('X', raw, 600_000)).toBe(ms);
  });

  it.each(['0', '0ms', '11m', '1h', '-5s', 'soon'])('refuses %s', (raw) => {
    expect(() => parseDurationMs('X', raw, 600_000)).toThrow(ConfigError);
  });
});

describe('timeouts and rate limits', () => {
  it('defaults to timeouts well under 30 s for the database and 30 and 10 requests a minute', () => {
    const sut = loadConfig({});
    expect(sut.databaseConnectTimeoutMs).toBe(5000);
    expect(sut.databaseStatementTimeoutMs).toBe(10_000);
    expect(sut.requestTimeoutMs).toBe(75_000);
    expect(sut.rateLimits).toEqual({
      aiPerMinute: 10,
      exportPerMinute: 30,
      offersPerMinute: 60,
      rehearsalsPerMinute: 20,
      shareLinksPerMinute: 20,
      linkFailuresPerMinute: 10,
    });
  });

  it('reads each from its variable and names a wrong one', () => {
    const sut = loadConfig({
      DATABASE_CONNECT_TIMEOUT: '1s',
      DATABASE_STATEMENT_TIMEOUT: '750ms',
      REQUEST_TIMEOUT: '20s',
      AI_RATE_LIMIT: '3',
      EXPORT_RATE_LIMIT: '4',
      OFFER_RATE_LIMIT: '5',
      REHEARSAL_RATE_LIMIT: '6',
      SHARE_LINK_RATE_LIMIT: '7',
      LINK_FAILURE_LIMIT: '8',
    });
    expect(sut.databaseConnectTimeoutMs).toBe(1000);
    expect(sut.databaseStatementTimeoutMs).toBe(750);
    expect(sut.requestTimeoutMs).toBe(20_000);
    expect(sut.rateLimits).toEqual({
      aiPerMinute: 3,
      exportPerMinute: 4,
      offersPerMinute: 5,
      rehearsalsPerMinute: 6,
      shareLinksPerMinute: 7,
      linkFailuresPerMinute: 8,
    });
    expect(() => loadConfig({ AI_RATE_LIMIT: '0' })).toThrow(/AI_RATE_LIMIT/);
    expect(() => loadConfig({ DATABASE_STATEMENT_TIMEOUT: 'forever' })).toThrow(/DATABASE_STATEMENT_TIMEOUT/);
  });

  it('trusts a session and a plan for a second by default, for at most a minute, or not at all with 0', () => {
    expect(loadConfig({}).accessCacheTtlMs).toBe(1000);
    expect(loadConfig({ ACCESS_CACHE_TTL: '0' }).accessCacheTtlMs).toBe(0);
    expect(loadConfig({ ACCESS_CACHE_TTL: '0s' }).accessCacheTtlMs).toBe(0);
    expect(loadConfig({ ACCESS_CACHE_TTL: '250ms' }).accessCacheTtlMs).toBe(250);
    expect(loadConfig({ ACCESS_CACHE_TTL: '1m' }).accessCacheTtlMs).toBe(60_000);
    for (const wrong of ['2m', '-1', 'never']) {
      expect(() => loadConfig({ ACCESS_CACHE_TTL: wrong }), wrong).toThrow(/ACCESS_CACHE_TTL/);
    }
  });
});

describe('the schema and the docs', () => {
  const root = new URL('../../../../', import.meta.url);

  it('.env.example sets exactly the declared variables (test-only ones aside), each to its default', () => {
    const lines = readFileSync(new URL('.env.example', root), 'utf8').split('\n');
    const written = Object.fromEntries(
      lines
        .filter((line) => /^[A-Z][A-Z0-9_]*=/.test(line))
        .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
    );
    expect(written).toEqual(documentedDefaults());
    // And what it writes is what an empty environment gives.
    expect(loadConfig(written, '/srv/parley')).toEqual(loadConfig({}, '/srv/parley'));
  });

  it('README names every declared variable', () => {
    const readme = readFileSync(new URL('README.md', root), 'utf8');
    const missing = Object.keys(ENVIRONMENT).filter((name) => !readme.includes(`\`${name}\``));
    expect(missing).toEqual([]);
  });
});
