import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import type { User } from '../auth/user.entity.js';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { ParseIdPipe } from '../common/pipes/parse-id.pipe.js';
import { ExportCaseDto } from './dto/export-case.dto.js';
import { RateLimited } from '../rate-limit/rate-limit.js';
import { ExportService } from './export.service.js';

/** GET /api/cases/:id/export: the case as a printable page, which the case screen opens in a new tab. */
@Controller('cases')
@RateLimited('export')
export class ExportController {
  constructor(private readonly exports: ExportService) {}

  @Get(':id/export')
  async export(
    @CurrentUser() user: User,
    @Param('id', ParseIdPipe) id: number,
    @Query() query: ExportCaseDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    const report = await this.exports.report(user, id, query.timeZone);
    void reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'private, no-store')
      // The report is a document of its own: no scripts at all, only its inline style.
      .header(
        'content-security-policy',
        "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
      );
    return report;
  }
}
