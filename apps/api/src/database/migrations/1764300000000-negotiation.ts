import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * At the table (issue 23): the offers of the real negotiation, and rehearsals against the simulated other side.
 * An offer's options are checked against the case by the API when recorded; a rehearsal keeps the issues and
 * points it began with, so it replays whatever the case becomes.
 */
export class Negotiation1764300000000 implements MigrationInterface {
  name = 'Negotiation1764300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE offers (
        id         serial PRIMARY KEY,
        case_id    integer NOT NULL,
        "by"       varchar(16) NOT NULL,
        choices    jsonb NOT NULL,
        note       text,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT offers_case_id_fkey FOREIGN KEY (case_id) REFERENCES cases (id) ON DELETE CASCADE,
        CONSTRAINT offers_by_check CHECK ("by" IN ('user', 'opponent')),
        CONSTRAINT offers_note_check CHECK (char_length(note) <= 1000)
      )`);
    await q.query(`CREATE INDEX offers_case_id_idx ON offers (case_id, created_at)`);
    await q.query(`
      CREATE TABLE rehearsals (
        id          serial PRIMARY KEY,
        case_id     integer NOT NULL,
        style       varchar(16) NOT NULL,
        rounds      smallint NOT NULL,
        seed        integer NOT NULL,
        issues      jsonb NOT NULL,
        walk_away   jsonb NOT NULL,
        offers      jsonb NOT NULL DEFAULT '[]',
        status      varchar(16) NOT NULL DEFAULT 'open',
        agreement   jsonb,
        accepted_by varchar(16),
        walked_away varchar(16),
        message     text,
        debrief     jsonb,
        created_at  timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT rehearsals_case_id_fkey FOREIGN KEY (case_id) REFERENCES cases (id) ON DELETE CASCADE,
        CONSTRAINT rehearsals_style_check
          CHECK (style IN ('tough', 'steady', 'accommodating', 'tit-for-tat', 'hard-liner')),
        CONSTRAINT rehearsals_rounds_check CHECK (rounds BETWEEN 1 AND 50),
        CONSTRAINT rehearsals_seed_check CHECK (seed >= 0),
        CONSTRAINT rehearsals_status_check CHECK (status IN ('open', 'deal', 'no-deal'))
      )`);
    await q.query(`CREATE INDEX rehearsals_case_id_idx ON rehearsals (case_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE rehearsals`);
    await q.query(`DROP TABLE offers`);
  }
}
