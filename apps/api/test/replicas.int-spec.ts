import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { describe, expect, it } from 'vitest';
import { SessionCleanupJob } from '../src/auth/session-cleanup.job.js';
import { JobLock } from '../src/common/jobs/run-exclusively.js';
import { startApiProcess } from './support/api-process.js';
import { statusEventually } from './support/eventually.js';
import type { ApiProcess } from './support/api-process.js';
import { requireRealPostgres } from './support/real-postgres.js';
import { signIn } from './support/sign-in.js';
import { startTestApp } from './support/test-app.js';
import { databaseUrl } from './support/database-url.js';

/**
 * Two replicas of the API on one PostgreSQL server, as behind a load balancer, sharing nothing but the
 * database and the session key.
 */
describe.runIf(requireRealPostgres('the replica tests'))('two replicas on one PostgreSQL', () => {
  const secret = 'replica-session-secret-that-is-long-enough-0123456789';

  it('a sign-in on one API process works on the other, and a sign-out on the other ends it on both', async () => {
    const first = await startApiProcess({ DATABASE_URL: databaseUrl(), SESSION_SECRET: secret });
    const second = await startApiProcess({ DATABASE_URL: databaseUrl(), SESSION_SECRET: secret });
    try {
      const user = (app: ApiProcess, cookie: string) =>
        fetch(new URL('/api/auth/user', app.baseUrl), { headers: { cookie } });
      const { cookie } = await signIn(first.baseUrl, 'replica@example.com', 'Rep');
      expect((await user(first, cookie)).status).toBe(200);
      expect((await user(second, cookie)).status).toBe(200);

      const out = await fetch(new URL('/api/logout', second.baseUrl), {
        headers: { cookie },
        redirect: 'manual',
      });
      expect(out.status).toBe(302);

      // The old cookie, replayed as an attacker would, is dead at once where the sign-out was made, and on the
      // other within ACCESS_CACHE_TTL (1 s by default), the time it trusts the session it read above.
      expect((await user(second, cookie)).status).toBe(401);
      await statusEventually(() => user(first, cookie), 401, 5000);
    } finally {
      await Promise.all([first.stop(), second.stop()]);
    }
  });

  it('runs a scheduled job in one replica at a time', async () => {
    // Two app instances, each with its own pool: to the database, two replicas (the job is called directly).
    const first = await startTestApp();
    const second = await startTestApp();
    const database = first.app.get(DataSource);
    const [{ id: userId }] = (await database.query(
      `INSERT INTO users (issuer, subject, email) VALUES ('test', $1, 'ended@example.com') RETURNING id`,
      [randomUUID()],
    )) as [{ id: number }];
    const ended = randomUUID();
    await database.query(
      `INSERT INTO sessions (id, user_id, expires_at, revoked_at) VALUES ($1, $2, now() + interval '1 day', now())`,
      [ended, userId],
    );

    // Holding the ended session's row keeps the first replica's job inside its round, holding the job lock.
    const blocker = database.createQueryRunner();
    await blocker.connect();
    await blocker.startTransaction();
    await blocker.query('SELECT id FROM sessions WHERE id = $1 FOR UPDATE', [ended]);
    try {
      const running = first.app.get(SessionCleanupJob).run();
      await until(async () => {
        const rows = (await database.query(
          `SELECT count(*)::int AS n FROM pg_locks l JOIN pg_database d ON d.oid = l.database
            WHERE l.locktype = 'advisory' AND l.objid = $1 AND l.granted AND d.datname = current_database()`,
          [JobLock.SessionCleanup],
        )) as [{ n: number }];
        return rows[0].n === 1;
      });
      // The second replica's round finds the lock taken and does nothing.
      expect(await second.app.get(SessionCleanupJob).run()).toBeNull();
      await blocker.commitTransaction();
      expect(await running).toBeGreaterThanOrEqual(1);
    } finally {
      if (blocker.isTransactionActive) await blocker.rollbackTransaction();
      await blocker.release();
      await first.close();
      await second.close();
    }
  });
});

/** Polls the database for a state another connection brings about. */
async function until(check: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 500; i++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('The state was not reached within 5 s');
}
