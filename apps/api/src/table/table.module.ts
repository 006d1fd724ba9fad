import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CasesModule } from '../cases/cases.module.js';
import { IssuesModule } from '../issues/issues.module.js';
import { PointsModule } from '../points/points.module.js';
import { TableController } from './table.controller.js';
import { ProposalSet } from './proposal-set.entity.js';
import { Proposal } from './proposal.entity.js';
import { TableAgreement } from './table-agreement.entity.js';
import { TableImprovement } from './table-improvement.entity.js';
import { TableMarks } from './table-marks.entity.js';
import { TableReadiness } from './table-readiness.entity.js';
import { TableService } from './table.service.js';

/** The joint table (issue 36): it reads cases, issues, points and offers; nothing imports it back. */
@Module({
  imports: [
    TypeOrmModule.forFeature([
      TableReadiness,
      ProposalSet,
      Proposal,
      TableMarks,
      TableAgreement,
      TableImprovement,
    ]),
    CasesModule,
    IssuesModule,
    PointsModule,
  ],
  controllers: [TableController],
  providers: [TableService],
  exports: [TableService],
})
export class TableModule {}
