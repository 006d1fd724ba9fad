import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CaseDetailService } from './case-detail.service.js';
import { SubscriptionModule } from '../subscription/subscription.module.js';
import { Case } from './case.entity.js';
import { CasesController } from './cases.controller.js';
import { CasesService } from './cases.service.js';

@Module({
  imports: [SubscriptionModule, TypeOrmModule.forFeature([Case])],
  controllers: [CasesController],
  providers: [CasesService, CaseDetailService],
  exports: [CasesService, CaseDetailService],
})
export class CasesModule {}
