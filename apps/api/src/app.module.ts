import { Module } from '@nestjs/common';
import type { DynamicModule } from '@nestjs/common';
import { ScheduleModule } from '@nestjs/schedule';
import { AiModule } from './ai/ai.module.js';
import { AuthModule } from './auth/auth.module.js';
import { CaseDetailModule } from './case-detail/case-detail.module.js';
import { CasesModule } from './cases/cases.module.js';
import type { AppConfig } from './config/app-config.js';
import { rateLimitModule } from './rate-limit/rate-limit.js';
import { ConfigModule } from './config/config.module.js';
import { DatabaseModule } from './database/database.module.js';
import { ExportModule } from './export/export.module.js';
import { HealthModule } from './health/health.module.js';
import { IssuesModule } from './issues/issues.module.js';
import { MembersModule } from './members/members.module.js';
import { LiveModule } from './live/live.module.js';
import { NegotiationModule } from './negotiation/negotiation.module.js';
import { PaymentsModule } from './payments/payments.module.js';
import { PointsModule } from './points/points.module.js';
import { Clock, ClockModule } from './subscription/clock.js';
import { SubscriptionModule } from './subscription/subscription.module.js';
import { SuggestionsModule } from './suggestions/suggestions.module.js';
import { TableModule } from './table/table.module.js';

@Module({})
export class AppModule {
  /** `clock` replaces the real one in the API tests; TEST_CLOCK_OFFSET moves it in the browser journeys. */
  static forRoot(config: AppConfig, clock = new Clock(config.testClockOffsetMs)): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        ClockModule.forRoot(clock),
        ScheduleModule.forRoot(),
        rateLimitModule(),
        DatabaseModule,
        HealthModule,
        AuthModule,
        SubscriptionModule,
        PaymentsModule,
        CasesModule,
        IssuesModule,
        PointsModule,
        CaseDetailModule,
        ExportModule,
        NegotiationModule,
        AiModule,
        LiveModule,
        MembersModule,
        SuggestionsModule,
        TableModule,
      ],
    };
  }
}
