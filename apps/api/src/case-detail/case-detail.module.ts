import { Module } from '@nestjs/common';
import { CasesModule } from '../cases/cases.module.js';
import { IssuesModule } from '../issues/issues.module.js';
import { PointsModule } from '../points/points.module.js';
import { CaseDetailController } from './case-detail.controller.js';
import { CaseDetailService } from './case-detail.service.js';

/** The case aggregate (GET /api/cases/:id, and the export), assembled from the three modules that own it. */
@Module({
  imports: [CasesModule, IssuesModule, PointsModule],
  controllers: [CaseDetailController],
  providers: [CaseDetailService],
  exports: [CaseDetailService],
})
export class CaseDetailModule {}
