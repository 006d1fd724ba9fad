import { Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { InjectDataSource } from '@nestjs/typeorm';
import type { ThrottlerStorage } from '@nestjs/throttler';
import type { ThrottlerStorageRecord } from '@nestjs/throttler/dist/throttler-storage-record.interface.js';
import { DataSource } from 'typeorm';
import { JobLock, runExclusively } from '../common/jobs/run-exclusively.js';

/**
 * The per-person counts in PostgreSQL, which every API process shares: N processes behind a load balancer give
 * a person the same limit as one. One statement per counted request, atomic under the row's lock, so two
 * processes counting at the same moment never both see the last free hit. A window starts at a person's first
 * request and lasts `ttl`; past the limit the requests are refused until it ends.
 */
@Injectable()
export class PostgresThrottlerStorage implements ThrottlerStorage {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async increment(key: string, ttl: number, limit: number): Promise<ThrottlerStorageRecord> {
    const [row] = (await this.dataSource.query(
      `INSERT INTO rate_limits AS r (key, hits, expires_at)
         VALUES ($1, 1, clock_timestamp() + $2 * interval '1 millisecond')
       ON CONFLICT (key) DO UPDATE SET
         hits = CASE WHEN r.expires_at <= clock_timestamp() THEN 1 ELSE r.hits + 1 END,
         expires_at = CASE WHEN r.expires_at <= clock_timestamp() THEN EXCLUDED.expires_at ELSE r.expires_at END
       RETURNING hits, ceil(extract(epoch FROM r.expires_at - clock_timestamp()))::int AS seconds`,
      [key, ttl],
    )) as [{ hits: number; seconds: number }];
    const seconds = Math.max(1, row.seconds);
    const isBlocked = row.hits > limit;
    return {
      totalHits: row.hits,
      timeToExpire: seconds,
      isBlocked,
      timeToBlockExpire: isBlocked ? seconds : 0,
    };
  }
}

/** Deletes the counts whose window has ended; hourly, in one replica (the table holds a row per person and limit). */
@Injectable()
export class RateLimitCleanupJob {
  private readonly logger = new Logger(RateLimitCleanupJob.name);

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  @Cron(CronExpression.EVERY_HOUR, { name: 'rate-limit-cleanup' })
  async run(): Promise<number | null> {
    let removed: number | null = null;
    await runExclusively(this.dataSource, JobLock.RateLimitCleanup, async (manager) => {
      const result = (await manager.query(
        'DELETE FROM rate_limits WHERE expires_at < now() RETURNING key',
      )) as unknown[];
      removed = result.length;
    });
    if (removed) this.logger.debug(`Removed ${removed} ended rate-limit windows`);
    return removed;
  }
}
