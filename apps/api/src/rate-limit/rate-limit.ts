import { applyDecorators, Module, UseGuards } from '@nestjs/common';
import { SkipThrottle, ThrottlerModule } from '@nestjs/throttler';
import type { DynamicModule } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG } from '../config/app-config.js';
import type { AppConfig } from '../config/app-config.js';
import { PersonThrottlerGuard } from './person-throttler.guard.js';
import { PostgresThrottlerStorage, RateLimitCleanupJob } from './postgres-throttler.storage.js';

const LIMITS = ['ai', 'export', 'offers', 'rehearsals'] as const;
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
          ],
          storage: new PostgresThrottlerStorage(dataSource),
        }),
      }),
    ],
  };
}

/** Counts this route's requests per person against one limit (and no other). */
export function RateLimited(limit: RateLimit) {
  const others = Object.fromEntries(LIMITS.filter((l) => l !== limit).map((l) => [l, true]));
  return applyDecorators(UseGuards(PersonThrottlerGuard), SkipThrottle(others));
}
