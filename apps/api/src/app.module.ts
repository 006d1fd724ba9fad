import { Module } from '@nestjs/common';
import type { DynamicModule } from '@nestjs/common';
import { ScheduleModule } from '@nestjs/schedule';
import { AiModule } from './ai/ai.module.js';
import { AuthModule } from './auth/auth.module.js';
import { CasesModule } from './cases/cases.module.js';
import type { AppConfig } from './config/app-config.js';
import { rateLimitModule } from './common/rate-limit/rate-limit.js';
import { ConfigModule } from './config/config.module.js';
import { DatabaseModule } from './database/database.module.js';
import { ExportModule } from './export/export.module.js';
import { HealthController } from './health/health.controller.js';
import { IssuesModule } from './issues/issues.module.js';
import { PointsModule } from './points/points.module.js';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        ScheduleModule.forRoot(),
        rateLimitModule(),
        DatabaseModule,
        AuthModule,
        CasesModule,
        IssuesModule,
        PointsModule,
        ExportModule,
        AiModule,
      ],
      controllers: [HealthController],
    };
  }
}
