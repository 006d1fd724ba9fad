import { Module } from '@nestjs/common';
import { CasesModule } from '../cases/cases.module.js';
import { ExportController } from './export.controller.js';
import { ReportAnalysisService } from './report-analysis.service.js';

@Module({
  imports: [CasesModule],
  controllers: [ExportController],
  providers: [ReportAnalysisService],
})
export class ExportModule {}
