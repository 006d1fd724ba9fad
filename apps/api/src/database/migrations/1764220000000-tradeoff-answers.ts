import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each party's answers to trade-off questions (issue 22), in the order given: a list of
 * `{ question: { left, right }, prefer }` with issue and option ids. The API checks the ids against the case
 * when they are saved; an issue or option removed later leaves its answers out when they are read.
 */
export class TradeoffAnswers1764220000000 implements MigrationInterface {
  name = 'TradeoffAnswers1764220000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE parties ADD COLUMN tradeoff_answers jsonb NOT NULL DEFAULT '[]'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE parties DROP COLUMN tradeoff_answers`);
  }
}
