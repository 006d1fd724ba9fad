import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrations } from '../src/database/migrations/index.js';
import { createDatabase, dropDatabase } from './support/databases.js';
import { requireRealPostgres } from './support/real-postgres.js';
import { startTestApp } from './support/test-app.js';
import type { TestApp } from './support/test-app.js';
import { databaseUrl } from './support/database-url.js';

type Row = Record<string, unknown>;

/** Columns, constraints, indexes and sequences as PostgreSQL describes them; migrations' bookkeeping left out. */
async function catalog(dataSource: DataSource) {
  const rows = (sql: string) => dataSource.query(sql) as Promise<Row[]>;
  return {
    columns: await rows(`
      SELECT table_name, column_name, data_type, character_maximum_length, is_nullable, column_default
      FROM information_schema.columns WHERE table_schema = 'public' AND table_name <> 'migrations'
      ORDER BY table_name, column_name`),
    constraints: await rows(`
      SELECT c.conrelid::regclass::text AS table_name, c.conname, c.contype::text,
             pg_get_constraintdef(c.oid) AS definition
      FROM pg_constraint c JOIN pg_namespace n ON n.oid = c.connamespace
      WHERE n.nspname = 'public' AND c.conrelid::regclass::text <> 'migrations'
      ORDER BY 1, 2`),
    indexes: await rows(`
      SELECT i.tablename, i.indexname, i.indexdef,
             EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname) AS backs_constraint
      FROM pg_indexes i WHERE i.schemaname = 'public' AND i.tablename <> 'migrations'
      ORDER BY 1, 2`),
    sequences: await rows(`
      SELECT sequencename FROM pg_sequences
      WHERE schemaname = 'public' AND sequencename <> 'migrations_id_seq' ORDER BY 1`),
  };
}

/** Every constraint but the primary keys (TypeORM names those its own way), and the plain indexes. */
async function keysAndIndexes(dataSource: DataSource) {
  const { constraints, indexes } = await catalog(dataSource);
  return {
    constraints: constraints.filter((c) => c['contype'] !== 'p'),
    indexes: indexes.filter((i) => !i['backs_constraint']),
  };
}

/** Each migration must go up and come back down cleanly, on an empty database of its own. */
describe.runIf(requireRealPostgres('migrations'))('migrations', () => {
  const serverUrl = databaseUrl();
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
    'case_activity',
    'case_changes',
    'case_members',
    'case_presence',
    'case_suggestions',
    'cases',
    'final_agreements',
    'issue_importance',
    'issues',
    'negotiation_states',
    'offers',
    'option_importance',
    'options',
    'parties',
    'payment_events',
    'proposal_packages',
    'proposal_sets',
    'rate_limits',
    'rehearsals',
    'scores',
    'sessions',
    'share_links',
    'subscriptions',
    'table_agreements',
    'table_improvements',
    'table_marks',
    'table_readiness',
    'users',
  ];

  it('runs up, down and up again', async () => {
    await sut.runMigrations();
    expect(await tables()).toEqual(all);
    const first = await catalog(sut);
    for (let i = 0; i < migrations.length; i++) await sut.undoLastMigration();
    expect(await tables()).toEqual([]);
    expect(await catalog(sut)).toEqual({ columns: [], constraints: [], indexes: [], sequences: [] });
    await sut.runMigrations();
    expect(await tables()).toEqual(all);
    // Down and up again rebuild the very same schema: every column, constraint, index and sequence.
    expect(await catalog(sut)).toEqual(first);
  });
});

/**
 * The entities declare the schema the migrations build, so drift either way fails here. The app migrates a
 * fresh database of its own; TypeORM's schema builder must then find nothing to change.
 */
describe.runIf(requireRealPostgres('entities and migrations'))('entities and migrations', () => {
  const serverUrl = databaseUrl();
  const name = `parley_schema_${randomBytes(4).toString('hex')}`;
  let app: TestApp;
  let migrated: DataSource;

  beforeAll(async () => {
    app = await startTestApp({ DATABASE_URL: await createDatabase(serverUrl, name) });
    migrated = app.app.get(DataSource);
  });

  afterAll(async () => {
    await app.close();
    await dropDatabase(serverUrl, name);
  });

  it('agree: the schema builder would change nothing', async () => {
    const pending = await migrated.driver.createSchemaBuilder().log();
    expect(pending.upQueries.map((q) => q.query)).toEqual([]);
  });

  // The schema builder matches foreign keys, CHECKs and uniques by name only; their definitions must agree too.
  it('agree: a database built from the entities alone has the same keys, CHECKs and indexes', async () => {
    const other = `${name}_entities`;
    const built = new DataSource({
      type: 'postgres',
      url: await createDatabase(serverUrl, other),
      entities: migrated.entityMetadatas.map((m) => m.target),
    });
    try {
      await built.initialize();
      await built.synchronize();
      const expected = await keysAndIndexes(migrated);
      // The one thing an entity cannot declare: the dashboard's index sorts updated_at descending.
      for (const index of expected.indexes) {
        if (index['indexname'] === 'cases_owner_id_updated_at_idx') {
          index['indexdef'] = String(index['indexdef']).replace('updated_at DESC', 'updated_at');
        }
      }
      expect(await keysAndIndexes(built)).toEqual(expected);
    } finally {
      if (built.isInitialized) await built.destroy();
      await dropDatabase(serverUrl, other);
    }
  });
});
