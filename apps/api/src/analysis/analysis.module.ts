import { Module } from '@nestjs/common';
import { AnalysisWorkerService } from './analysis-worker.service.js';

/** The worker threads that compute a case's analyses off the event loop, for the report and the AI. */
@Module({
  providers: [AnalysisWorkerService],
  exports: [AnalysisWorkerService],
})
export class AnalysisModule {}
