import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SubscriptionModule } from '../subscription/subscription.module.js';
import { Case } from './case.entity.js';
import { CasesController } from './cases.controller.js';
import { CasesService } from './cases.service.js';
import { Party } from './party.entity.js';

@Module({
  imports: [SubscriptionModule, TypeOrmModule.forFeature([Case, Party])],
  controllers: [CasesController],
  providers: [CasesService],
  exports: [CasesService],
})
export class CasesModule {}
