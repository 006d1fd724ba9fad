import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { migrations } from '../src/database/migrations/index.js';
import { Subscriptions1764000000000 } from '../src/database/migrations/1764000000000-subscriptions.js';
import { createDatabase, dropDatabase } from './support/databases.js';
import { databaseUrl } from './support/database-url.js';

const DAY_MS = 86_400_000;

/** People who signed up before subscriptions existed get a fresh 3-day trial when the migration runs. */
describe.runIf(!inject('embeddedDatabase'))('the subscriptions migration', () => {
  const serverUrl = databaseUrl();
  const name = `parley_subs_${randomBytes(4).toString('hex')}`;
  let sut: DataSource;

  beforeAll(async () => {
    const url = await createDatabase(serverUrl, name);
    const before = migrations.filter((migration) => migration !== Subscriptions1764000000000);
    sut = new DataSource({ type: 'postgres', url, migrations: before, migrationsTransactionMode: 'each' });
    await sut.initialize();
  });

  afterAll(async () => {
    await sut.destroy();
    await dropDatabase(serverUrl, name);
  });

  it('starts a 3-day trial for every existing person', async () => {
    await sut.runMigrations();
    await sut.query(
      `INSERT INTO users (issuer, subject, email, created_at) VALUES
         ('dev', 'old', 'old@example.com', now() - interval '90 days'),
         ('dev', 'new', 'new@example.com', now() - interval '1 hour')`,
    );
    const ran = Date.now();
    const runner = sut.createQueryRunner();
    try {
      await new Subscriptions1764000000000().up(runner);
    } finally {
      await runner.release();
    }
    const rows: Array<{ email: string; trial_ends_at: Date; pro_since: Date | null }> = await sut.query(
      `SELECT u.email, s.trial_ends_at, s.pro_since FROM subscriptions s JOIN users u ON u.id = s.user_id ORDER BY u.email`,
    );
    expect(rows.map((row) => row.email)).toEqual(['new@example.com', 'old@example.com']);
    for (const row of rows) {
      expect(Math.abs(row.trial_ends_at.getTime() - (ran + 3 * DAY_MS))).toBeLessThan(60_000);
      expect(row.pro_since).toBeNull();
    }
  });
});
