import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SessionCleanupJob } from '../src/auth/session-cleanup.job.js';
import { JobLock, runExclusively } from '../src/common/jobs/run-exclusively.js';
import { requireRealPostgres } from './support/real-postgres.js';
import { signIn } from './support/sign-in.js';
import { startTestApp } from './support/test-app.js';
import type { TestApp } from './support/test-app.js';

describe('session cleanup job', () => {
  let app: TestApp;
  let dataSource: DataSource;

  beforeAll(async () => {
    app = await startTestApp();
    dataSource = app.app.get(DataSource);
  });
  afterAll(() => app.close());

  it('removes expired and signed-out sessions and keeps live ones', async () => {
    const { cookie } = await signIn(app.baseUrl, 'cleanup@example.com', 'Clea');
    const [{ user_id: userId }] = await dataSource.query(
      `SELECT user_id FROM sessions ORDER BY created_at DESC LIMIT 1`,
    );
    const expired = randomUUID();
    const revoked = randomUUID();
    await dataSource.query(
      `INSERT INTO sessions (id, user_id, expires_at, revoked_at) VALUES
         ($1, $3, now() - interval '1 minute', NULL),
         ($2, $3, now() + interval '1 day', now())`,
      [expired, revoked, userId],
    );

    const sut = app.app.get(SessionCleanupJob);
    expect(await sut.run()).toBeGreaterThanOrEqual(2);

    const left = await dataSource.query(`SELECT id FROM sessions WHERE id = ANY($1::uuid[])`, [
      [expired, revoked],
    ]);
    expect(left).toEqual([]);
    expect((await fetch(new URL('/api/auth/user', app.baseUrl), { headers: { cookie } })).status).toBe(200);
  });

  // Two sessions at once: the in-memory embedded server of a run without DATABASE_URL serves only one.
  it.runIf(requireRealPostgres('the session cleanup lock test'))(
    'skips a round while another replica holds the lock',
    async () => {
      const other = dataSource.createQueryRunner();
      await other.connect();
      try {
        await other.query('SELECT pg_advisory_lock($1)', [JobLock.SessionCleanup]);
        let ran = false;
        expect(
          await runExclusively(dataSource, JobLock.SessionCleanup, async () => {
            ran = true;
          }),
        ).toBe(false);
        expect(ran).toBe(false);
        expect(await app.app.get(SessionCleanupJob).run()).toBeNull();
      } finally {
        await other.query('SELECT pg_advisory_unlock($1)', [JobLock.SessionCleanup]);
        await other.release();
      }
      expect(await runExclusively(dataSource, JobLock.SessionCleanup, async () => undefined)).toBe(true);
    },
  );
});
