import { mkdtemp } from 'node:fs/promises';
import { join } from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { inject } from 'vitest';
import { createApp } from '../../src/bootstrap.js';
import { loadConfig } from '../../src/config/app-config.js';
import { freeLoopbackPort } from '../../src/database/embedded-postgres.js';
import type { AppConfig } from '../../src/config/app-config.js';
import type { Clock } from '../../src/subscription/clock.js';
import { databaseUrl } from './database-url.js';

export interface TestApp {
  app: NestFastifyApplication;
  config: AppConfig;
  baseUrl: string;
  close(): Promise<void>;
}

/**
 * The real app on a real port, against this run's database, signing in through the development
 * identity provider (a real OpenID Connect server on loopback).
 */
export async function startTestApp(
  env: Record<string, string> = {},
  options: {
    clock?: Clock;
    /** Settings no environment variable reaches (for example another web build folder). */
    config?: Partial<AppConfig>;
  } = {},
): Promise<TestApp> {
  const port = await freeLoopbackPort();
  // Under the run's data root, which the global teardown removes.
  const dataDir = env['DATA_DIR'] ?? (await mkdtemp(join(inject('dataRoot'), 'app-')));
  const loaded = loadConfig({
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_URL: `http://127.0.0.1:${port}`,
    DATABASE_URL: databaseUrl(),
    // The embedded server of a run without DATABASE_URL has few connections for all the run's apps.
    ...(inject('embeddedDatabase') ? { DATABASE_POOL_SIZE: '1' } : {}),
    DATA_DIR: dataDir,
    DEV_OIDC_PORT: '0',
    LOG_LEVEL: process.env['TEST_LOG_LEVEL'] ?? 'silent',
    SESSION_SECRET: 'test-session-secret-that-is-long-enough-0123456789',
    // Tests of other areas create many cases per person; the trial's limit has its own tests.
    TRIAL_CASE_LIMIT: '1000',
    ...env,
  });
  const config = { ...loaded, ...options.config };
  const app = await createApp(config, { clock: options.clock });
  await app.listen({ port, host: '127.0.0.1' });
  return { app, config, baseUrl: `http://127.0.0.1:${port}`, close: () => app.close() };
}
