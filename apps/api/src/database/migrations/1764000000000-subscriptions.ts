import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each person's plan: the trial's end, Pro's start and (after a cancellation) its end, and the Stripe ids
 * when payments are on. Status is computed from these and the clock at read time, so nothing goes stale.
 * People who exist when this ships get a fresh 3-day trial; later people's trial starts at their first sign-in.
 * `payment_events` records each Stripe event once, so a replayed event changes nothing.
 */
export class Subscriptions1764000000000 implements MigrationInterface {
  name = 'Subscriptions1764000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE subscriptions (
        user_id                integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
        trial_ends_at          timestamptz NOT NULL,
        pro_since              timestamptz,
        pro_ends_at            timestamptz,
        stripe_customer_id     text UNIQUE,
        stripe_subscription_id text UNIQUE,
        updated_at             timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      INSERT INTO subscriptions (user_id, trial_ends_at)
      SELECT id, now() + interval '3 days' FROM users`);
    await q.query(`
      CREATE TABLE payment_events (
        id          text PRIMARY KEY,
        type        text NOT NULL,
        received_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE payment_events`);
    await q.query(`DROP TABLE subscriptions`);
  }
}
