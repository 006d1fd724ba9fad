import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, parseDuration } from './app-config.js';

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
