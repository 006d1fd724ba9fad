import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SubscriptionModule } from '../subscription/subscription.module.js';
import { CaseActivity } from './case-activity.entity.js';
import { CaseChange } from './case-change.entity.js';
import { CaseChanges } from './case-changes.service.js';
import { CaseMember } from './case-member.entity.js';
import { Case } from './case.entity.js';
import { CasesController } from './cases.controller.js';
import { CasesService } from './cases.service.js';
import { Party } from './party.entity.js';

@Module({
  imports: [
    SubscriptionModule,
    TypeOrmModule.forFeature([Case, Party, CaseMember, CaseChange, CaseActivity]),
  ],
  controllers: [CasesController],
  providers: [CasesService, CaseChanges],
  exports: [CasesService, CaseChanges],
})
export class CasesModule {}
