import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Preparing together (issue 35): a case's members (editors and viewers beside its owner), share links (only
 * a hash of each token is kept), the case's history in plain words, and versions. `cases.version` counts the
 * case's committed changes; `case_changes` keeps, per thing that two people can change at once (an issue, an
 * option, a party's points for an option or issue, a walk-away, an agreement …), the version that last changed
 * it and who did, so a change made against an older version of the same thing is refused (412) and changes to
 * different things never conflict. Everything goes with its case.
 */
export class Members1764600000000 implements MigrationInterface {
  name = 'Members1764600000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE cases ADD COLUMN version bigint NOT NULL DEFAULT 0`);
    await q.query(`
      CREATE TABLE case_members (
        case_id   integer NOT NULL,
        user_id   integer NOT NULL,
        role      varchar(16) NOT NULL,
        joined_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT case_members_pkey PRIMARY KEY (case_id, user_id),
        CONSTRAINT case_members_case_id_fkey FOREIGN KEY (case_id) REFERENCES cases (id) ON DELETE CASCADE,
        CONSTRAINT case_members_user_id_fkey FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE CASCADE,
        CONSTRAINT case_members_role_check CHECK (role IN ('editor', 'viewer'))
      )`);
    await q.query(`CREATE INDEX case_members_user_id_idx ON case_members (user_id)`);
    await q.query(`
      CREATE TABLE share_links (
        id         serial PRIMARY KEY,
        case_id    integer NOT NULL,
        token_hash varchar(64) NOT NULL,
        role       varchar(16) NOT NULL,
        email      varchar(320),
        expires_at timestamptz NOT NULL,
        max_uses   integer NOT NULL DEFAULT 1,
        uses       integer NOT NULL DEFAULT 0,
        revoked_at timestamptz,
        created_by integer NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT share_links_token_hash_key UNIQUE (token_hash),
        CONSTRAINT share_links_case_id_fkey FOREIGN KEY (case_id) REFERENCES cases (id) ON DELETE CASCADE,
        CONSTRAINT share_links_created_by_fkey FOREIGN KEY (created_by) REFERENCES users (id) ON DELETE CASCADE,
        CONSTRAINT share_links_role_check CHECK (role IN ('editor', 'viewer')),
        CONSTRAINT share_links_max_uses_check CHECK (max_uses BETWEEN 1 AND 100),
        CONSTRAINT share_links_uses_check CHECK (uses BETWEEN 0 AND max_uses)
      )`);
    await q.query(`CREATE INDEX share_links_case_id_idx ON share_links (case_id)`);
    await q.query(`CREATE INDEX share_links_created_by_idx ON share_links (created_by)`);
    await q.query(`
      CREATE TABLE case_activity (
        id           bigserial PRIMARY KEY,
        case_id      integer NOT NULL,
        actor_id     integer,
        at           timestamptz NOT NULL DEFAULT now(),
        version      bigint NOT NULL,
        kind         varchar(32) NOT NULL,
        summary      text NOT NULL,
        subject_kind varchar(16),
        subject_id   integer,
        CONSTRAINT case_activity_case_id_fkey FOREIGN KEY (case_id) REFERENCES cases (id) ON DELETE CASCADE,
        CONSTRAINT case_activity_actor_id_fkey FOREIGN KEY (actor_id) REFERENCES users (id) ON DELETE SET NULL
      )`);
    await q.query(`CREATE INDEX case_activity_case_id_id_idx ON case_activity (case_id, id)`);
    await q.query(`CREATE INDEX case_activity_actor_id_idx ON case_activity (actor_id)`);
    await q.query(`
      CREATE TABLE case_changes (
        case_id    integer NOT NULL,
        thing      varchar(64) NOT NULL,
        version    bigint NOT NULL,
        changed_by integer,
        changed_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT case_changes_pkey PRIMARY KEY (case_id, thing),
        CONSTRAINT case_changes_case_id_fkey FOREIGN KEY (case_id) REFERENCES cases (id) ON DELETE CASCADE,
        CONSTRAINT case_changes_changed_by_fkey FOREIGN KEY (changed_by) REFERENCES users (id) ON DELETE SET NULL
      )`);
    await q.query(`CREATE INDEX case_changes_changed_by_idx ON case_changes (changed_by)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE case_changes`);
    await q.query(`DROP TABLE case_activity`);
    await q.query(`DROP TABLE share_links`);
    await q.query(`DROP TABLE case_members`);
    await q.query(`ALTER TABLE cases DROP COLUMN version`);
  }
}
