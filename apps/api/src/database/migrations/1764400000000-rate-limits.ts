import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Per-person request counts, shared by every API process (issue 33): one row per limit and person, its hits in
 * the current window and when the window ends. UNLOGGED: counts of the last minute are not worth a write-ahead
 * log, and a crash that empties the table only forgives a minute.
 */
export class RateLimits1764400000000 implements MigrationInterface {
  name = 'RateLimits1764400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE UNLOGGED TABLE rate_limits (
        key        text PRIMARY KEY,
        hits       integer NOT NULL,
        expires_at timestamptz NOT NULL
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE rate_limits`);
  }
}
