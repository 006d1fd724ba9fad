import { Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { JobLock, runExclusively } from '../common/jobs/run-exclusively.js';

/** Deletes sessions that can no longer sign anyone in (expired or signed out); hourly, in one replica. */
@Injectable()
export class SessionCleanupJob {
  private readonly logger = new Logger(SessionCleanupJob.name);

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  @Cron(CronExpression.EVERY_HOUR, { name: 'session-cleanup' })
  async run(): Promise<number | null> {
    let removed: number | null = null;
    await runExclusively(this.dataSource, JobLock.SessionCleanup, async (manager) => {
      const result = await manager.query(
        'DELETE FROM sessions WHERE expires_at < now() OR revoked_at IS NOT NULL RETURNING id',
      );
      removed = (result as unknown[]).length;
    });
    if (removed) this.logger.log(`Removed ${removed} ended sessions`);
    return removed;
  }
}
