import { Injectable } from '@nestjs/common';
import { scoredIssuesOf } from '@parley/contracts';
import type { User } from '../auth/user.entity.js';
import { CaseDetailService } from '../case-detail/case-detail.service.js';
import { renderCaseReport } from './case-report.js';
import { ReportAnalysisService } from './report-analysis.service.js';

@Injectable()
export class ExportService {
  constructor(
    private readonly details: CaseDetailService,
    private readonly analysis: ReportAnalysisService,
  ) {}

  /**
   * The printable report of one of the user's cases, as of now, its times in the reader's zone; its analysis
   * runs off the event loop.
   */
  async report(user: User, caseId: number, timeZone = 'UTC'): Promise<string> {
    const detail = await this.details.detail(user, caseId);
    const analysis = await this.analysis.analyze(scoredIssuesOf(detail));
    return renderCaseReport(detail, new Date(), analysis, timeZone);
  }
}
