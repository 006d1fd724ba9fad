import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { CasesModule } from '../cases/cases.module.js';
import { APP_CONFIG } from '../config/app-config.js';
import type { AppConfig } from '../config/app-config.js';
import { PostgresThrottlerStorage } from '../rate-limit/postgres-throttler.storage.js';
import { LinkFailureCount } from '../rate-limit/rate-limit.js';
import { MembersController, ShareLinksController } from './members.controller.js';
import { MembersService } from './members.service.js';
import { ShareLink } from './share-link.entity.js';

/** Preparing together (issue 35): members and roles, share links, a case's history. */
@Module({
  imports: [CasesModule, TypeOrmModule.forFeature([ShareLink])],
  controllers: [MembersController, ShareLinksController],
  providers: [
    MembersService,
    {
      provide: LinkFailureCount,
      inject: [APP_CONFIG, DataSource],
      useFactory: (config: AppConfig, dataSource: DataSource) =>
        new LinkFailureCount(
          new PostgresThrottlerStorage(dataSource),
          dataSource,
          config.rateLimits.linkFailuresPerMinute,
        ),
    },
  ],
})
export class MembersModule {}
