import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Init1763790000000 implements MigrationInterface {
  name = 'Init1763790000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE users (
        id          serial PRIMARY KEY,
        issuer      text NOT NULL,
        subject     text NOT NULL,
        email       text,
        first_name  text,
        created_at  timestamptz NOT NULL DEFAULT now(),
        updated_at  timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT users_issuer_subject_key UNIQUE (issuer, subject)
      )`);
    await q.query(`
      CREATE TABLE sessions (
        id          uuid PRIMARY KEY,
        user_id     integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        created_at  timestamptz NOT NULL DEFAULT now(),
        expires_at  timestamptz NOT NULL,
        revoked_at  timestamptz
      )`);
    await q.query(`CREATE INDEX sessions_user_id_idx ON sessions (user_id)`);
    await q.query(`
      CREATE TABLE cases (
        id          serial PRIMARY KEY,
        owner_id    integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        name        varchar(200) NOT NULL,
        goal        varchar(2000),
        description varchar(10000),
        status      varchar(16) NOT NULL DEFAULT 'active'
                    CHECK (status IN ('draft', 'active', 'completed', 'closed')),
        closed_at   timestamptz,
        created_at  timestamptz NOT NULL DEFAULT now(),
        updated_at  timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX cases_owner_id_updated_at_idx ON cases (owner_id, updated_at DESC)`);
    await q.query(`
      CREATE TABLE parties (
        id          serial PRIMARY KEY,
        case_id     integer NOT NULL REFERENCES cases (id) ON DELETE CASCADE,
        name        varchar(100) NOT NULL,
        type        varchar(16) NOT NULL CHECK (type IN ('user', 'opponent')),
        CONSTRAINT parties_case_id_type_key UNIQUE (case_id, type)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE parties`);
    await q.query(`DROP TABLE cases`);
    await q.query(`DROP TABLE sessions`);
    await q.query(`DROP TABLE users`);
  }
}
