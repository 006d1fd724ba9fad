import {
  Body,
  Controller,
  Get,
  HttpCode,
  HttpStatus,
  Param,
  Post,
  Query,
  Res,
  UseInterceptors,
} from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { OfferLimits } from '@parley/contracts';
import type { CaseFile, CaseResponse } from '@parley/contracts';
import type { User } from '../auth/user.entity.js';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { toNewCaseResponse } from '../cases/case.mapper.js';
import { ParseIdPipe } from '../common/pipes/parse-id.pipe.js';
import { ExportCaseDto } from './dto/export-case.dto.js';
import { RateLimited } from '../rate-limit/rate-limit.js';
import { ImportCaseDto } from './dto/import-case.dto.js';
import { ExportService } from './export.service.js';
import { PlainImportErrorsInterceptor } from './plain-import-errors.js';
import { MemberAccess } from '../common/decorators/member-access.decorator.js';

/** A case out of the app and back: the printable report, the case as a JSON file, and importing one. */
@MemberAccess()
@Controller('cases')
@RateLimited('export')
export class ExportController {
  constructor(private readonly exports: ExportService) {}

  /**
   * The printable page, which the case screen opens in a new tab; `offers`, `tolerance` and `target` choose
   * its equivalent offers as the Strategy tab's offer builder does.
   */
  @Get(':id/export')
  async export(
    @CurrentUser() user: User,
    @Param('id', ParseIdPipe) id: number,
    @Query() query: ExportCaseDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    const report = await this.exports.report(user, id, {
      timeZone: query.timeZone,
      offers: {
        count: query.offers ?? OfferLimits.countDefault,
        tolerance: query.tolerance ?? OfferLimits.toleranceDefault,
        target: query.target ?? null,
      },
    });
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

  /** The whole model as a file to keep or share; importing it gives an equal case. */
  @Get(':id/export.json')
  async exportJson(
    @CurrentUser() user: User,
    @Param('id', ParseIdPipe) id: number,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<CaseFile> {
    const file = await this.exports.caseFile(user, id);
    void reply
      .header('cache-control', 'private, no-store')
      .header('content-disposition', `attachment; filename="parley-case-${id}.json"`);
    return file;
  }

  /**
   * A new case from a case file, named "<name> (imported)" when the name is taken; a file that is not one,
   * or is broken, creates nothing and is refused in plain words.
   */
  @Post('import')
  @HttpCode(HttpStatus.CREATED)
  @UseInterceptors(PlainImportErrorsInterceptor)
  async import(@CurrentUser() user: User, @Body() file: ImportCaseDto): Promise<CaseResponse> {
    return toNewCaseResponse(await this.exports.importCase(user, file), user);
  }
}
