import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../src/database/embedded-postgres.js';
import type { EmbeddedPostgres } from '../src/database/embedded-postgres.js';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
    embeddedDatabase: boolean;
  }
}

/**
 * One database per test run: on the PostgreSQL server named by DATABASE_URL (created here, dropped at
 * the end), or, when none is configured, an in-memory embedded PostgreSQL.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env['DATABASE_URL'];
  if (!serverUrl) {
    const embedded: EmbeddedPostgres = await startEmbeddedPostgres(null);
    project.provide('databaseUrl', embedded.url);
    project.provide('embeddedDatabase', true);
    return () => embedded.stop();
  }
  const name = `parley_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  project.provide('databaseUrl', url.href);
  project.provide('embeddedDatabase', false);
  return async () => {
    const cleanup = new pg.Client({ connectionString: serverUrl });
    await cleanup.connect();
    await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await cleanup.end();
  };
}
