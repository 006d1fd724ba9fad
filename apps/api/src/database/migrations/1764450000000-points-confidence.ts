import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * How sure the person is of the points they gave a party (issue 31, point 5): 'sure', 'think-so' or 'guess';
 * null until they say (read as "think so": points entered, typed or from a file, are an estimate, not a
 * guess). The Strategy tab's robustness figures spread the other side's plausible profiles by it.
 */
export class PointsConfidence1764450000000 implements MigrationInterface {
  name = 'PointsConfidence1764450000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE parties ADD COLUMN points_confidence varchar(10) NULL
         CHECK (points_confidence IN ('sure', 'think-so', 'guess'))`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE parties DROP COLUMN points_confidence`);
  }
}
