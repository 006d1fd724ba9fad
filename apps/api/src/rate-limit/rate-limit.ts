import { applyDecorators, UseGuards } from '@nestjs/common';
import { SkipThrottle, ThrottlerModule } from '@nestjs/throttler';
import type { DynamicModule } from '@nestjs/common';
import { APP_CONFIG } from '../config/app-config.js';
import type { AppConfig } from '../config/app-config.js';
import { PersonThrottlerGuard } from './person-throttler.guard.js';

const LIMITS = ['ai', 'export'] as const;
export type RateLimit = (typeof LIMITS)[number];

const MINUTE_MS = 60_000;

/**
 * Per-person limits, kept in each process's memory (a person spread over replicas gets a little more). Only
 * routes marked @RateLimited count: the guard is applied there, not globally.
 */
export function rateLimitModule(): DynamicModule {
  return ThrottlerModule.forRootAsync({
    inject: [APP_CONFIG],
    useFactory: (config: AppConfig) => ({
      throttlers: [
        { name: 'ai', ttl: MINUTE_MS, limit: config.rateLimits.aiPerMinute },
        { name: 'export', ttl: MINUTE_MS, limit: config.rateLimits.exportPerMinute },
      ],
    }),
  });
}

/** Counts this route's requests per person against one limit (and no other). */
export function RateLimited(limit: RateLimit) {
  const others = Object.fromEntries(LIMITS.filter((l) => l !== limit).map((l) => [l, true]));
  return applyDecorators(UseGuards(PersonThrottlerGuard), SkipThrottle(others));
}
