import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { migrations } from '../src/database/migrations/index.js';

/** Each migration must go up and come back down cleanly, on an empty database of its own. */
describe.runIf(!inject('embeddedDatabase'))('migrations', () => {
  const serverUrl = inject('databaseUrl');
  const name = `parley_migrate_${randomBytes(4).toString('hex')}`;
  let sut: DataSource;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    sut = new DataSource({ type: 'postgres', url: url.href, migrations, migrationsTransactionMode: 'each' });
    await sut.initialize();
  });

  afterAll(async () => {
    await sut.destroy();
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });

  const tables = async () =>
    (await sut.query(`SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename <> 'migrations' ORDER BY 1`)).map(
      (r: { tablename: string }) => r.tablename,
    );

  it('runs up, down and up again', async () => {
    await sut.runMigrations();
    expect(await tables()).toEqual(['cases', 'parties', 'sessions', 'users']);
    for (let i = 0; i < migrations.length; i++) await sut.undoLastMigration();
    expect(await tables()).toEqual([]);
    await sut.runMigrations();
    expect(await tables()).toEqual(['cases', 'parties', 'sessions', 'users']);
  });
});
