import { Module } from '@nestjs/common';
import { CaseDetailModule } from '../case-detail/case-detail.module.js';
import { ExportController } from './export.controller.js';
import { ExportService } from './export.service.js';
import { ReportAnalysisService } from './report-analysis.service.js';

@Module({
  imports: [CaseDetailModule],
  controllers: [ExportController],
  providers: [ExportService, ReportAnalysisService],
})
export class ExportModule {}
