import { applyDecorators, Module, UseGuards } from '@nestjs/common';
import { SkipThrottle, ThrottlerModule } from '@nestjs/throttler';
import type { DynamicModule } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG } from '../config/app-config.js';
import type { AppConfig } from '../config/app-config.js';
import { PersonThrottlerGuard } from './person-throttler.guard.js';
import { PostgresThrottlerStorage, RateLimitCleanupJob } from './postgres-throttler.storage.js';

const LIMITS = ['ai', 'export', 'offers', 'rehearsals', 'share-links'] as const;
export type RateLimit = (typeof LIMITS)[number];

const MINUTE_MS = 60_000;

@Module({ providers: [RateLimitCleanupJob] })
class RateLimitCleanupModule {}

/**
 * Per-person limits, counted in PostgreSQL (PostgresThrottlerStorage), so that every process behind a load
 * balancer counts the same requests. Only routes marked @RateLimited count: the guard is applied there, not
 * globally.
 */
export function rateLimitModule(): DynamicModule {
  return {
    module: RateLimitCleanupModule,
    imports: [
      ThrottlerModule.forRootAsync({
        inject: [APP_CONFIG, DataSource],
        useFactory: (config: AppConfig, dataSource: DataSource) => ({
          throttlers: [
            { name: 'ai', ttl: MINUTE_MS, limit: config.rateLimits.aiPerMinute },
            { name: 'export', ttl: MINUTE_MS, limit: config.rateLimits.exportPerMinute },
            { name: 'offers', ttl: MINUTE_MS, limit: config.rateLimits.offersPerMinute },
            { name: 'rehearsals', ttl: MINUTE_MS, limit: config.rateLimits.rehearsalsPerMinute },
            { name: 'share-links', ttl: MINUTE_MS, limit: config.rateLimits.shareLinksPerMinute },
          ],
          storage: new PostgresThrottlerStorage(dataSource),
        }),
      }),
    ],
  };
}

/**
 * A person's failed share-link openings (issue 35), in the same table as the other counts: `failed` counts one
 * (and answers whether the person is now past the limit), `blocked` tells whether they are, with the seconds
 * until the window ends. Only failures count, so a person who opens good links is never held up.
 */
export class LinkFailureCount {
  constructor(
    private readonly storage: PostgresThrottlerStorage,
    private readonly dataSource: DataSource,
    private readonly limit: number,
  ) {}

  async failed(userId: number): Promise<void> {
    await this.storage.increment(`link-failures:person:${userId}`, MINUTE_MS, this.limit);
  }

  /** Seconds until the person may try again, or null when they may now. */
  async blocked(userId: number): Promise<number | null> {
    const [row] = (await this.dataSource.query(
      `SELECT hits, ceil(extract(epoch FROM expires_at - clock_timestamp()))::int AS seconds
         FROM rate_limits WHERE key = $1 AND expires_at > clock_timestamp()`,
      [`link-failures:person:${userId}`],
    )) as Array<{ hits: number; seconds: number }>;
    return row && row.hits >= this.limit ? Math.max(1, row.seconds) : null;
  }
}

/** Counts this route's requests per person against one limit (and no other). */
export function RateLimited(limit: RateLimit) {
  const others = Object.fromEntries(LIMITS.filter((l) => l !== limit).map((l) => [l, true]));
  return applyDecorators(UseGuards(PersonThrottlerGuard), SkipThrottle(others));
}
