import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The other side joins (issue 36): two sides at one table. Every private row names its side, `owner` (the
 * case's owner, editors and viewers) or `counterpart` (the one person who accepted a counterpart link):
 * each side has its own two parties (its true points as `user`, its guess of the other side as `opponent`;
 * scores and importance hang on party ids, so they follow), its own plan state and rehearsals, and its private
 * history lines. Offers stay shared: `by` is stored in the owner's frame and `author_side` names the side that
 * recorded one (its note is that side's alone). At most one counterpart per case; `ended_at` marks a joint
 * table the owner ended. A counterpart's suggestions of issues and options wait for the owner's side.
 * Existing rows are all the owner's side (decisions.md §79).
 */
export class CounterpartSides1764700000000 implements MigrationInterface {
  name = 'CounterpartSides1764700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE parties ADD COLUMN side varchar(16) NOT NULL DEFAULT 'owner'`);
    await q.query(
      `ALTER TABLE parties ADD CONSTRAINT parties_side_check CHECK (side IN ('owner', 'counterpart'))`,
    );
    await q.query(`ALTER TABLE parties DROP CONSTRAINT parties_case_id_type_key`);
    await q.query(
      `ALTER TABLE parties ADD CONSTRAINT parties_case_id_side_type_key UNIQUE (case_id, side, type)`,
    );

    await q.query(`ALTER TABLE case_members DROP CONSTRAINT case_members_role_check`);
    await q.query(
      `ALTER TABLE case_members ADD CONSTRAINT case_members_role_check CHECK (role IN ('editor', 'viewer', 'counterpart'))`,
    );
    await q.query(`ALTER TABLE case_members ADD COLUMN ended_at timestamptz`);
    await q.query(
      `CREATE UNIQUE INDEX case_members_one_counterpart_idx ON case_members (case_id) WHERE role = 'counterpart'`,
    );

    await q.query(`ALTER TABLE share_links DROP CONSTRAINT share_links_role_check`);
    await q.query(
      `ALTER TABLE share_links ADD CONSTRAINT share_links_role_check CHECK (role IN ('editor', 'viewer', 'counterpart'))`,
    );

    await q.query(`ALTER TABLE negotiation_states ADD COLUMN side varchar(16) NOT NULL DEFAULT 'owner'`);
    await q.query(
      `ALTER TABLE negotiation_states ADD CONSTRAINT negotiation_states_side_check CHECK (side IN ('owner', 'counterpart'))`,
    );
    await q.query(`ALTER TABLE negotiation_states DROP CONSTRAINT negotiation_states_pkey`);
    await q.query(
      `ALTER TABLE negotiation_states ADD CONSTRAINT negotiation_states_pkey PRIMARY KEY (case_id, side)`,
    );

    await q.query(`ALTER TABLE rehearsals ADD COLUMN side varchar(16) NOT NULL DEFAULT 'owner'`);
    await q.query(
      `ALTER TABLE rehearsals ADD CONSTRAINT rehearsals_side_check CHECK (side IN ('owner', 'counterpart'))`,
    );

    await q.query(`ALTER TABLE offers ADD COLUMN author_side varchar(16) NOT NULL DEFAULT 'owner'`);
    await q.query(
      `ALTER TABLE offers ADD CONSTRAINT offers_author_side_check CHECK (author_side IN ('owner', 'counterpart'))`,
    );

    await q.query(`ALTER TABLE case_activity ADD COLUMN side varchar(16)`);
    await q.query(
      `ALTER TABLE case_activity ADD CONSTRAINT case_activity_side_check CHECK (side IN ('owner', 'counterpart'))`,
    );
    // The history so far is the owner's side's: its private lines (points, walk-away, plan …) and its team's
    // comings and goings stay the owner's side's when a counterpart joins later.
    await q.query(
      `UPDATE case_activity SET side = 'owner'
        WHERE kind IN ('points', 'importance', 'points-calculated', 'walk-away', 'points-confidence',
                       'tradeoff-answers', 'estimate-adopted', 'estimate-undone', 'estimate-kept',
                       'plan-settings', 'rehearsal', 'member-joined', 'member-role', 'member-left',
                       'member-removed')`,
    );

    await q.query(`
      CREATE TABLE case_suggestions (
        id          serial PRIMARY KEY,
        case_id     integer NOT NULL,
        kind        varchar(16) NOT NULL,
        name        varchar(200) NOT NULL,
        issue_id    integer,
        options     jsonb NOT NULL DEFAULT '[]',
        created_by  integer,
        state       varchar(16) NOT NULL DEFAULT 'open',
        created_at  timestamptz NOT NULL DEFAULT now(),
        answered_at timestamptz,
        CONSTRAINT case_suggestions_case_id_fkey FOREIGN KEY (case_id) REFERENCES cases (id) ON DELETE CASCADE,
        CONSTRAINT case_suggestions_issue_id_fkey FOREIGN KEY (issue_id) REFERENCES issues (id) ON DELETE CASCADE,
        CONSTRAINT case_suggestions_created_by_fkey FOREIGN KEY (created_by) REFERENCES users (id) ON DELETE SET NULL,
        CONSTRAINT case_suggestions_kind_check CHECK (kind IN ('issue', 'option')),
        CONSTRAINT case_suggestions_state_check CHECK (state IN ('open', 'accepted', 'declined')),
        CONSTRAINT case_suggestions_issue_check CHECK ((kind = 'option') = (issue_id IS NOT NULL)),
        CONSTRAINT case_suggestions_name_check CHECK (char_length(name) BETWEEN 1 AND 200),
        CONSTRAINT case_suggestions_options_check CHECK (jsonb_array_length(options) <= 10)
      )`);
    await q.query(`CREATE INDEX case_suggestions_case_id_idx ON case_suggestions (case_id, id)`);
    await q.query(`CREATE INDEX case_suggestions_issue_id_idx ON case_suggestions (issue_id)`);
    await q.query(`CREATE INDEX case_suggestions_created_by_idx ON case_suggestions (created_by)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE case_suggestions`);
    // Back to one side: the counterpart's private rows and memberships cannot survive the old keys.
    await q.query(`DELETE FROM case_activity WHERE side = 'counterpart'`);
    await q.query(`ALTER TABLE case_activity DROP CONSTRAINT case_activity_side_check`);
    await q.query(`ALTER TABLE case_activity DROP COLUMN side`);
    await q.query(`ALTER TABLE offers DROP CONSTRAINT offers_author_side_check`);
    await q.query(`ALTER TABLE offers DROP COLUMN author_side`);
    await q.query(`DELETE FROM rehearsals WHERE side = 'counterpart'`);
    await q.query(`ALTER TABLE rehearsals DROP CONSTRAINT rehearsals_side_check`);
    await q.query(`ALTER TABLE rehearsals DROP COLUMN side`);
    await q.query(`DELETE FROM negotiation_states WHERE side = 'counterpart'`);
    await q.query(`ALTER TABLE negotiation_states DROP CONSTRAINT negotiation_states_pkey`);
    await q.query(`ALTER TABLE negotiation_states DROP CONSTRAINT negotiation_states_side_check`);
    await q.query(`ALTER TABLE negotiation_states DROP COLUMN side`);
    await q.query(
      `ALTER TABLE negotiation_states ADD CONSTRAINT negotiation_states_pkey PRIMARY KEY (case_id)`,
    );
    await q.query(`DELETE FROM share_links WHERE role = 'counterpart'`);
    await q.query(`ALTER TABLE share_links DROP CONSTRAINT share_links_role_check`);
    await q.query(
      `ALTER TABLE share_links ADD CONSTRAINT share_links_role_check CHECK (role IN ('editor', 'viewer'))`,
    );
    await q.query(`DELETE FROM case_members WHERE role = 'counterpart'`);
    await q.query(`DROP INDEX case_members_one_counterpart_idx`);
    await q.query(`ALTER TABLE case_members DROP COLUMN ended_at`);
    await q.query(`ALTER TABLE case_members DROP CONSTRAINT case_members_role_check`);
    await q.query(
      `ALTER TABLE case_members ADD CONSTRAINT case_members_role_check CHECK (role IN ('editor', 'viewer'))`,
    );
    await q.query(`DELETE FROM parties WHERE side = 'counterpart'`);
    await q.query(`ALTER TABLE parties DROP CONSTRAINT parties_case_id_side_type_key`);
    await q.query(`ALTER TABLE parties ADD CONSTRAINT parties_case_id_type_key UNIQUE (case_id, type)`);
    await q.query(`ALTER TABLE parties DROP CONSTRAINT parties_side_check`);
    await q.query(`ALTER TABLE parties DROP COLUMN side`);
  }
}
