import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each party's walk-away total (points; null while not recorded) and a note on its best alternative.
 * The upper bound (the party's maximum total) moves with its scores, so the API checks it; the database
 * holds what never moves.
 */
export class WalkAway1764100000000 implements MigrationInterface {
  name = 'WalkAway1764100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE parties ADD COLUMN reservation_value integer`);
    await q.query(`ALTER TABLE parties ADD COLUMN alternative text NOT NULL DEFAULT ''`);
    await q.query(
      `ALTER TABLE parties ADD CONSTRAINT parties_reservation_value_check CHECK (reservation_value >= 0)`,
    );
    await q.query(
      `ALTER TABLE parties ADD CONSTRAINT parties_alternative_check CHECK (char_length(alternative) <= 1000)`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE parties DROP CONSTRAINT parties_alternative_check`);
    await q.query(`ALTER TABLE parties DROP CONSTRAINT parties_reservation_value_check`);
    await q.query(`ALTER TABLE parties DROP COLUMN alternative`);
    await q.query(`ALTER TABLE parties DROP COLUMN reservation_value`);
  }
}
