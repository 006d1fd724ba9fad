import { Body, Controller, Delete, HttpCode, HttpStatus, Param, Post, Put } from '@nestjs/common';
import type { IssueResponse, OptionResponse } from '@parley/contracts';
import type { User } from '../auth/user.entity.js';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { ParseIdPipe } from '../common/pipes/parse-id.pipe.js';
import { CreateIssueDto } from './dto/create-issue.dto.js';
import { CreateOptionDto } from './dto/create-option.dto.js';
import { UpdateIssueDto } from './dto/update-issue.dto.js';
import { UpdateOptionDto } from './dto/update-option.dto.js';
import { toIssueResponse, toOptionResponse } from './issue.mapper.js';
import { IssuesService } from './issues.service.js';
import { MemberAccess } from '../common/decorators/member-access.decorator.js';

/** The routes for issues and options (docs/product.md, Routes). */
@MemberAccess()
@Controller()
export class IssuesController {
  constructor(private readonly issues: IssuesService) {}

  @Post('cases/:id/issues')
  @HttpCode(HttpStatus.CREATED)
  async create(
    @CurrentUser() user: User,
    @Param('id', ParseIdPipe) caseId: number,
    @Body() dto: CreateIssueDto,
  ): Promise<IssueResponse> {
    return toIssueResponse(await this.issues.create(user, caseId, dto));
  }

  @Delete('issues/:id')
  @HttpCode(HttpStatus.NO_CONTENT)
  async remove(@CurrentUser() user: User, @Param('id', ParseIdPipe) id: number): Promise<void> {
    await this.issues.remove(user, id);
  }

  @Put('issues/:id')
  async update(
    @CurrentUser() user: User,
    @Param('id', ParseIdPipe) id: number,
    @Body() dto: UpdateIssueDto,
  ): Promise<IssueResponse> {
    return toIssueResponse(await this.issues.update(user, id, dto));
  }

  @Post('issues/:issueId/options')
  @HttpCode(HttpStatus.CREATED)
  async addOption(
    @CurrentUser() user: User,
    @Param('issueId', ParseIdPipe) issueId: number,
    @Body() dto: CreateOptionDto,
  ): Promise<OptionResponse> {
    return toOptionResponse(await this.issues.addOption(user, issueId, dto));
  }

  @Put('options/:optionId')
  async updateOption(
    @CurrentUser() user: User,
    @Param('optionId', ParseIdPipe) id: number,
    @Body() dto: UpdateOptionDto,
  ): Promise<OptionResponse> {
    return toOptionResponse(await this.issues.updateOption(user, id, dto));
  }

  @Delete('options/:optionId')
  @HttpCode(HttpStatus.NO_CONTENT)
  async removeOption(@CurrentUser() user: User, @Param('optionId', ParseIdPipe) id: number): Promise<void> {
    await this.issues.removeOption(user, id);
  }
}
