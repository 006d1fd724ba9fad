import type { DataSource, EntityManager } from 'typeorm';

/** Stable advisory-lock keys, one per scheduled job. */
export const JobLock = {
  SessionCleanup: 7_201,
  RateLimitCleanup: 7_202,
} as const;

/**
 * Runs a scheduled job in one replica only: the job runs while this connection holds a PostgreSQL advisory
 * lock, and any replica that cannot take it skips this round. The job must use the manager it is given —
 * with the embedded database there is only one connection, and this call holds it.
 * Answers whether the job ran.
 */
export async function runExclusively(
  dataSource: DataSource,
  lockKey: number,
  job: (manager: EntityManager) => Promise<void>,
): Promise<boolean> {
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    const [{ locked }] = (await runner.query('SELECT pg_try_advisory_lock($1) AS locked', [lockKey])) as [
      { locked: boolean },
    ];
    if (!locked) return false;
    try {
      await job(runner.manager);
      return true;
    } finally {
      await runner.query('SELECT pg_advisory_unlock($1)', [lockKey]);
    }
  } finally {
    await runner.release();
  }
}
