import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { migrations } from '../src/database/migrations/index.js';
import { createDatabase, dropDatabase } from './support/databases.js';
import { requireRealPostgres } from './support/real-postgres.js';

/** Each migration must go up and come back down cleanly, on an empty database of its own. */
describe.runIf(requireRealPostgres('migrations'))('migrations', () => {
  const serverUrl = inject('databaseUrl');
  const name = `parley_migrate_${randomBytes(4).toString('hex')}`;
  let sut: DataSource;

  beforeAll(async () => {
    const url = await createDatabase(serverUrl, name);
    sut = new DataSource({ type: 'postgres', url, migrations, migrationsTransactionMode: 'each' });
    await sut.initialize();
  });

  afterAll(async () => {
    await sut.destroy();
    await dropDatabase(serverUrl, name);
  });

  const tables = async () =>
    (
      await sut.query(
        `SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename <> 'migrations' ORDER BY 1`,
      )
    ).map((r: { tablename: string }) => r.tablename);

  const all = [
    'cases',
    'final_agreements',
    'issue_importance',
    'issues',
    'option_importance',
    'options',
    'parties',
    'scores',
    'sessions',
    'users',
  ];

  it('runs up, down and up again', async () => {
    await sut.runMigrations();
    expect(await tables()).toEqual(all);
    for (let i = 0; i < migrations.length; i++) await sut.undoLastMigration();
    expect(await tables()).toEqual([]);
    await sut.runMigrations();
    expect(await tables()).toEqual(all);
  });
});
