import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issues and options of a case, and each party's points: importance and rank per issue and option,
 * scores, and the final agreement per issue. Composite foreign keys keep an option with its own issue
 * and an issue with its own case, whatever a caller sends.
 */
export class CaseModelling1763900000000 implements MigrationInterface {
  name = 'CaseModelling1763900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE issues (
        id              serial PRIMARY KEY,
        case_id         integer NOT NULL REFERENCES cases (id) ON DELETE CASCADE,
        name            varchar(200) NOT NULL,
        description     varchar(2000),
        priority        smallint NOT NULL DEFAULT 50 CHECK (priority BETWEEN 0 AND 100),
        is_ai_suggested boolean NOT NULL DEFAULT false,
        created_at      timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT issues_id_case_id_key UNIQUE (id, case_id)
      )`);
    await q.query(`CREATE INDEX issues_case_id_idx ON issues (case_id)`);
    await q.query(`
      CREATE TABLE options (
        id          serial PRIMARY KEY,
        issue_id    integer NOT NULL REFERENCES issues (id) ON DELETE CASCADE,
        name        varchar(200) NOT NULL,
        description varchar(2000),
        created_at  timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT options_id_issue_id_key UNIQUE (id, issue_id)
      )`);
    await q.query(`CREATE INDEX options_issue_id_idx ON options (issue_id)`);
    await q.query(`
      CREATE TABLE issue_importance (
        id               serial PRIMARY KEY,
        party_id         integer NOT NULL REFERENCES parties (id) ON DELETE CASCADE,
        issue_id         integer NOT NULL REFERENCES issues (id) ON DELETE CASCADE,
        importance       smallint NOT NULL CHECK (importance BETWEEN 1 AND 5),
        rank             integer NOT NULL CHECK (rank >= 1),
        suggested_points smallint NOT NULL,
        actual_points    smallint,
        CONSTRAINT issue_importance_party_id_issue_id_key UNIQUE (party_id, issue_id)
      )`);
    await q.query(`CREATE INDEX issue_importance_issue_id_idx ON issue_importance (issue_id)`);
    await q.query(`
      CREATE TABLE option_importance (
        id               serial PRIMARY KEY,
        party_id         integer NOT NULL REFERENCES parties (id) ON DELETE CASCADE,
        issue_id         integer NOT NULL,
        option_id        integer NOT NULL,
        importance       smallint NOT NULL CHECK (importance BETWEEN 1 AND 5),
        rank             integer NOT NULL CHECK (rank >= 1),
        suggested_points smallint NOT NULL,
        actual_points    smallint,
        CONSTRAINT option_importance_party_id_option_id_key UNIQUE (party_id, option_id),
        CONSTRAINT option_importance_option_fkey FOREIGN KEY (option_id, issue_id)
          REFERENCES options (id, issue_id) ON DELETE CASCADE
      )`);
    await q.query(`CREATE INDEX option_importance_option_id_idx ON option_importance (option_id, issue_id)`);
    await q.query(`
      CREATE TABLE scores (
        id        serial PRIMARY KEY,
        party_id  integer NOT NULL REFERENCES parties (id) ON DELETE CASCADE,
        issue_id  integer NOT NULL,
        option_id integer NOT NULL,
        points    smallint NOT NULL CHECK (points BETWEEN 0 AND 250),
        CONSTRAINT scores_party_id_option_id_key UNIQUE (party_id, option_id),
        CONSTRAINT scores_option_fkey FOREIGN KEY (option_id, issue_id)
          REFERENCES options (id, issue_id) ON DELETE CASCADE
      )`);
    await q.query(`CREATE INDEX scores_option_id_idx ON scores (option_id, issue_id)`);
    await q.query(`
      CREATE TABLE final_agreements (
        id        serial PRIMARY KEY,
        case_id   integer NOT NULL,
        issue_id  integer NOT NULL,
        option_id integer NOT NULL,
        CONSTRAINT final_agreements_issue_id_key UNIQUE (issue_id),
        CONSTRAINT final_agreements_issue_fkey FOREIGN KEY (issue_id, case_id)
          REFERENCES issues (id, case_id) ON DELETE CASCADE,
        CONSTRAINT final_agreements_option_fkey FOREIGN KEY (option_id, issue_id)
          REFERENCES options (id, issue_id) ON DELETE CASCADE
      )`);
    await q.query(`CREATE INDEX final_agreements_case_id_idx ON final_agreements (case_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE final_agreements`);
    await q.query(`DROP TABLE scores`);
    await q.query(`DROP TABLE option_importance`);
    await q.query(`DROP TABLE issue_importance`);
    await q.query(`DROP TABLE options`);
    await q.query(`DROP TABLE issues`);
  }
}
