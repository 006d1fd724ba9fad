import { randomBytes } from 'node:crypto';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../src/database/embedded-postgres.js';
import type { EmbeddedPostgres } from '../src/database/embedded-postgres.js';
import { bundleContractsFromSource } from './support/contracts-from-source.js';
import { createDatabase, dropDatabase } from './support/databases.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One database per worker, by `VITEST_POOL_ID` (support/database-url.ts: `databaseUrl()`). */
    databaseUrls: string[];
    embeddedDatabase: boolean;
    /** The folder under which each test app gets its DATA_DIR; removed when the run ends. */
    dataRoot: string;
    /** @parley/contracts bundled from its sources, for the analysis worker thread (test/setup.ts). */
    contractsModule: string;
  }
}

/**
 * One database per worker of the test run: on the PostgreSQL server named by DATABASE_URL (created here, dropped
 * at the end), or, when none is configured, on the embedded PostgreSQL in the run's temporary folder. Two workers
 * run files side by side, each on its own database (the migrations, the LISTEN channels and the limits stay
 * apart). The test apps' data folders live in one temporary folder, removed at the end too.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dataRoot = await mkdtemp(join(tmpdir(), 'parley-test-'));
  // Passable (not readable) by others: run as root, the embedded server runs as the postgres user.
  await chmod(dataRoot, 0o711);
  project.provide('dataRoot', dataRoot);
  const removeDataRoot = () => rm(dataRoot, { recursive: true, force: true });
  project.provide('contractsModule', await bundleContractsFromSource(dataRoot));
  const serverUrl = process.env['DATABASE_URL'];
  if (!serverUrl && process.env['CI'] === 'true') {
    // In CI the embedded database would skip the concurrency, replica and migration tests and pass anyway.
    throw new Error('CI=true but DATABASE_URL is not set: the API tests need a real PostgreSQL server in CI');
  }
  if (!serverUrl) {
    const embedded: EmbeddedPostgres = await startEmbeddedPostgres('postgres', join(dataRoot, 'database'));
    // One worker (vitest.config.ts): the embedded server has few connections.
    project.provide('databaseUrls', [embedded.url]);
    project.provide('embeddedDatabase', true);
    return async () => {
      await embedded.stop();
      await removeDataRoot();
    };
  }
  const run = `parley_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const names = Array.from({ length: Math.max(1, project.config.maxWorkers) }, (_, i) => `${run}_${i + 1}`);
  project.provide('databaseUrls', await Promise.all(names.map((name) => createDatabase(serverUrl, name))));
  project.provide('embeddedDatabase', false);
  return async () => {
    await Promise.all(names.map((name) => dropDatabase(serverUrl, name)));
    await removeDataRoot();
  };
}
