import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Who has a case open (issue 35, "changes seen live"): one row per open event stream, on whichever API
 * process serves it, refreshed while it is open. UNLOGGED: after a crash every stream is gone anyway, and a
 * refresh every 20 s per open stream is not worth a write-ahead log.
 */
export class CasePresence1764650000000 implements MigrationInterface {
  name = 'CasePresence1764650000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE UNLOGGED TABLE case_presence (
        id      uuid PRIMARY KEY,
        case_id integer NOT NULL,
        user_id integer NOT NULL,
        seen_at timestamptz NOT NULL,
        CONSTRAINT case_presence_case_id_fkey FOREIGN KEY (case_id) REFERENCES cases (id) ON DELETE CASCADE,
        CONSTRAINT case_presence_user_id_fkey FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE CASCADE
      )`);
    await q.query(`CREATE INDEX case_presence_case_id_idx ON case_presence (case_id)`);
    await q.query(`CREATE INDEX case_presence_user_id_idx ON case_presence (user_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE case_presence`);
  }
}
