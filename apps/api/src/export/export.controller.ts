import { Controller, Get, Param, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { scoredIssuesOf } from '@parley/contracts';
import type { User } from '../auth/user.entity.js';
import { CaseDetailService } from '../cases/case-detail.service.js';
import { CurrentUser } from '../common/decorators/current-user.decorator.js';
import { ParseIdPipe } from '../common/http/parse-id.pipe.js';
import { RateLimited } from '../common/rate-limit/rate-limit.js';
import { renderCaseReport } from './case-report.js';
import { ReportAnalysisService } from './report-analysis.service.js';

/** GET /api/cases/:id/export: the case as a printable page, opened in a new tab (SPEC §7). */
@Controller('cases')
@RateLimited('export')
export class ExportController {
  constructor(
    private readonly details: CaseDetailService,
    private readonly analysis: ReportAnalysisService,
  ) {}

  @Get(':id/export')
  async export(
    @CurrentUser() user: User,
    @Param('id', ParseIdPipe) id: number,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    const detail = await this.details.detail(user, id);
    const analysis = await this.analysis.analyze(scoredIssuesOf(detail));
    void reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'private, no-store')
      // The report is a document of its own: no scripts at all, only its inline style.
      .header(
        'content-security-policy',
        "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
      );
    return renderCaseReport(detail, new Date(), analysis);
  }
}
