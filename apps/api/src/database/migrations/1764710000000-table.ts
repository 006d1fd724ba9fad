import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The joint table (issue 36, points 4–6): each side's readiness (with a fingerprint of its true points and
 * walk-away when it said ready, so "changed after ready" is computed, never stored), Parley's proposal sets and
 * their proposals (with the fingerprint of both sides' inputs and the offers each set was made from), each
 * side's private marks of the proposals and offers it would accept, how the table's agreement was made, and the
 * better deal offered after it with each side's answer. Everything goes with its case.
 */
export class Table1764710000000 implements MigrationInterface {
  name = 'Table1764710000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE table_readiness (
        case_id     integer NOT NULL,
        side        varchar(16) NOT NULL,
        fingerprint varchar(64) NOT NULL,
        ready_at    timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT table_readiness_pkey PRIMARY KEY (case_id, side),
        CONSTRAINT table_readiness_case_id_fkey FOREIGN KEY (case_id) REFERENCES cases (id) ON DELETE CASCADE,
        CONSTRAINT table_readiness_side_check CHECK (side IN ('owner', 'counterpart'))
      )`);
    await q.query(`
      CREATE TABLE proposal_sets (
        id          serial PRIMARY KEY,
        case_id     integer NOT NULL,
        fingerprint varchar(64) NOT NULL,
        created_by  integer,
        created_at  timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT proposal_sets_case_id_fkey FOREIGN KEY (case_id) REFERENCES cases (id) ON DELETE CASCADE,
        CONSTRAINT proposal_sets_created_by_fkey FOREIGN KEY (created_by) REFERENCES users (id) ON DELETE SET NULL
      )`);
    await q.query(`CREATE INDEX proposal_sets_case_id_created_at_idx ON proposal_sets (case_id, created_at)`);
    await q.query(`CREATE INDEX proposal_sets_created_by_idx ON proposal_sets (created_by)`);
    await q.query(`
      CREATE TABLE proposal_packages (
        id         serial PRIMARY KEY,
        case_id    integer NOT NULL,
        set_id     integer NOT NULL,
        rank       smallint NOT NULL,
        choices    jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT proposal_packages_case_id_fkey FOREIGN KEY (case_id) REFERENCES cases (id) ON DELETE CASCADE,
        CONSTRAINT proposal_packages_set_id_fkey FOREIGN KEY (set_id) REFERENCES proposal_sets (id) ON DELETE CASCADE,
        CONSTRAINT proposal_packages_rank_check CHECK (rank BETWEEN 1 AND 3),
        CONSTRAINT proposal_packages_set_id_rank_key UNIQUE (set_id, rank)
      )`);
    await q.query(`CREATE INDEX proposal_packages_case_id_idx ON proposal_packages (case_id)`);
    await q.query(`
      CREATE TABLE table_marks (
        case_id      integer NOT NULL,
        side         varchar(16) NOT NULL,
        proposal_ids jsonb NOT NULL,
        offer_ids    jsonb NOT NULL,
        CONSTRAINT table_marks_pkey PRIMARY KEY (case_id, side),
        CONSTRAINT table_marks_case_id_fkey FOREIGN KEY (case_id) REFERENCES cases (id) ON DELETE CASCADE,
        CONSTRAINT table_marks_side_check CHECK (side IN ('owner', 'counterpart'))
      )`);
    await q.query(`
      CREATE TABLE table_agreements (
        case_id    integer PRIMARY KEY,
        source     varchar(16) NOT NULL,
        choices    jsonb NOT NULL,
        made_at    timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT table_agreements_case_id_fkey FOREIGN KEY (case_id) REFERENCES cases (id) ON DELETE CASCADE,
        CONSTRAINT table_agreements_source_check CHECK (source IN ('offer', 'proposal', 'marks', 'improvement'))
      )`);
    await q.query(`
      CREATE TABLE table_improvements (
        case_id              integer PRIMARY KEY,
        agreement            jsonb NOT NULL,
        choices              jsonb NOT NULL,
        owner_accepted       boolean,
        counterpart_accepted boolean,
        created_at           timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT table_improvements_case_id_fkey FOREIGN KEY (case_id) REFERENCES cases (id) ON DELETE CASCADE
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE table_improvements`);
    await q.query(`DROP TABLE table_agreements`);
    await q.query(`DROP TABLE table_marks`);
    await q.query(`DROP TABLE proposal_packages`);
    await q.query(`DROP TABLE proposal_sets`);
    await q.query(`DROP TABLE table_readiness`);
  }
}
