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
    databaseUrl: string;
    embeddedDatabase: boolean;
    /** The folder under which each test app gets its DATA_DIR; removed when the run ends. */
    dataRoot: string;
    /** @parley/contracts bundled from its sources, for the analysis worker thread (test/setup.ts). */
    contractsModule: string;
  }
}

/**
 * One database per test run: on the PostgreSQL server named by DATABASE_URL (created here, dropped at
 * the end), or, when none is configured, the embedded PostgreSQL in the run's temporary folder. The test apps' data folders
 * live in one temporary folder, removed at the end too.
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
    project.provide('databaseUrl', embedded.url);
    project.provide('embeddedDatabase', true);
    return async () => {
      await embedded.stop();
      await removeDataRoot();
    };
  }
  const name = `parley_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  project.provide('databaseUrl', await createDatabase(serverUrl, name));
  project.provide('embeddedDatabase', false);
  return async () => {
    await dropDatabase(serverUrl, name);
    await removeDataRoot();
  };
}
