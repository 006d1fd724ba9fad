import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * At the table, trustworthy (issue 32): per case, the plan's pace and rounds (so the plan and the rehearsal
 * follow them after a reload), where the estimate of the other side's points reads their offers from (after an
 * adoption, the offers already read into their points are not read twice), and the points they had before the
 * estimate was adopted, kept until the person undoes the adoption or discards them. A rehearsal keeps the pace
 * its suggestions follow.
 */
export class NegotiationState1764500000000 implements MigrationInterface {
  name = 'NegotiationState1764500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE negotiation_states (
        case_id    integer PRIMARY KEY,
        pace       varchar(16) NOT NULL DEFAULT 'tough',
        rounds     smallint NOT NULL DEFAULT 10,
        read_from  integer,
        previous   jsonb,
        adopted_at timestamptz,
        CONSTRAINT negotiation_states_case_id_fkey FOREIGN KEY (case_id) REFERENCES cases (id) ON DELETE CASCADE,
        CONSTRAINT negotiation_states_pace_check CHECK (pace IN ('tough', 'steady', 'accommodating')),
        CONSTRAINT negotiation_states_rounds_check CHECK (rounds BETWEEN 1 AND 50)
      )`);
    await q.query(`ALTER TABLE rehearsals ADD COLUMN pace varchar(16) NOT NULL DEFAULT 'tough'`);
    await q.query(
      `ALTER TABLE rehearsals ADD CONSTRAINT rehearsals_pace_check CHECK (pace IN ('tough', 'steady', 'accommodating'))`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE rehearsals DROP CONSTRAINT rehearsals_pace_check`);
    await q.query(`ALTER TABLE rehearsals DROP COLUMN pace`);
    await q.query(`DROP TABLE negotiation_states`);
  }
}
