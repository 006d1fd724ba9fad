import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CasesModule } from '../cases/cases.module.js';
import { CaseEventsListener } from './case-events.listener.js';
import { CasePresence } from './case-presence.entity.js';
import { CasePresenceService } from './case-presence.service.js';
import { CaseStreamAccess } from './case-stream-access.js';
import { LiveController } from './live.controller.js';
import { LiveService } from './live.service.js';
import { LiveStreams } from './live-streams.js';

/**
 * Changes seen live (issue 35): each case's committed changes as server-sent events, fed by PostgreSQL
 * LISTEN/NOTIFY on one connection per API process, and who has the case open.
 */
@Module({
  imports: [CasesModule, TypeOrmModule.forFeature([CasePresence])],
  controllers: [LiveController],
  providers: [LiveService, LiveStreams, CaseEventsListener, CasePresenceService, CaseStreamAccess],
})
export class LiveModule {}
