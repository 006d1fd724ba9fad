import { Module } from '@nestjs/common';
import { AnalysisModule } from '../analysis/analysis.module.js';
import { CaseDetailModule } from '../case-detail/case-detail.module.js';
import { CasesModule } from '../cases/cases.module.js';
import { IssuesModule } from '../issues/issues.module.js';
import { PointsModule } from '../points/points.module.js';
import { ExportController } from './export.controller.js';
import { QuickStartController } from './quick-start.controller.js';
import { ExportService } from './export.service.js';

@Module({
  imports: [AnalysisModule, CaseDetailModule, CasesModule, IssuesModule, PointsModule],
  controllers: [ExportController, QuickStartController],
  providers: [ExportService],
})
export class ExportModule {}
