import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CasesModule } from '../cases/cases.module.js';
import { IssuesModule } from '../issues/issues.module.js';
import { FinalAgreement } from './final-agreement.entity.js';
import { IssueImportance } from './issue-importance.entity.js';
import { OptionImportance } from './option-importance.entity.js';
import { PointsController } from './points.controller.js';
import { PointsService } from './points.service.js';
import { Score } from './score.entity.js';

@Module({
  imports: [
    TypeOrmModule.forFeature([IssueImportance, OptionImportance, Score, FinalAgreement]),
    CasesModule,
    IssuesModule,
  ],
  controllers: [PointsController],
  providers: [PointsService],
  exports: [PointsService],
})
export class PointsModule {}
