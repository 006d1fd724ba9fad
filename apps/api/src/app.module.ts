import { Module } from '@nestjs/common';
import type { DynamicModule } from '@nestjs/common';
import { ScheduleModule } from '@nestjs/schedule';
import { AiModule } from './ai/ai.module.js';
import { AuthModule } from './auth/auth.module.js';
import { CaseDetailModule } from './case-detail/case-detail.module.js';
import { CasesModule } from './cases/cases.module.js';
import type { AppConfig } from './config/app-config.js';
import { ConfigModule } from './config/config.module.js';
import { DatabaseModule } from './database/database.module.js';
import { ExportModule } from './export/export.module.js';
import { HealthModule } from './health/health.module.js';
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
        DatabaseModule,
        HealthModule,
        AuthModule,
        CasesModule,
        IssuesModule,
        PointsModule,
        CaseDetailModule,
        ExportModule,
        AiModule,
      ],
    };
  }
}
