import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import type { CaseResponse, CaseTemplateSummary } from '@parley/contracts';
import type { User } from '../auth/user.entity.js';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { toNewCaseResponse } from '../cases/case.mapper.js';
import { ParseIdPipe } from '../common/pipes/parse-id.pipe.js';
import { templateSummaries } from './case-templates.js';
import { CreateFromTemplateDto } from './dto/create-from-template.dto.js';
import { ExportService } from './export.service.js';

/**
 * Starting from something: the sample case and the templates, and a copy of a case of one's own. Each is a
 * case file written as an import writes one, within the trial's case limit.
 */
@Controller()
export class QuickStartController {
  constructor(private readonly exports: ExportService) {}

  @Get('case-templates')
  templates(): CaseTemplateSummary[] {
    return templateSummaries();
  }

  @Post('cases/from-template')
  @HttpCode(HttpStatus.CREATED)
  async fromTemplate(@CurrentUser() user: User, @Body() dto: CreateFromTemplateDto): Promise<CaseResponse> {
    return toNewCaseResponse(await this.exports.fromTemplate(user, dto.template, dto.name), user);
  }

  @Post('cases/:id/duplicate')
  @HttpCode(HttpStatus.CREATED)
  async duplicate(@CurrentUser() user: User, @Param('id', ParseIdPipe) id: number): Promise<CaseResponse> {
    return toNewCaseResponse(await this.exports.duplicate(user, id), user);
  }
}
