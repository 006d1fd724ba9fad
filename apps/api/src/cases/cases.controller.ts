import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, Put } from '@nestjs/common';
import type { CaseDetailResponse, CaseResponse } from '@parley/contracts';
import type { User } from '../auth/user.entity.js';
import { CurrentUser } from '../common/decorators/current-user.decorator.js';
import { ParseIdPipe } from '../common/http/parse-id.pipe.js';
import { CaseDetailService } from './case-detail.service.js';
import { toCaseResponse } from './case.mapper.js';
import { CasesService } from './cases.service.js';
import { CreateCaseDto } from './dto/create-case.dto.js';
import { UpdateCaseDto } from './dto/update-case.dto.js';

@Controller('cases')
export class CasesController {
  constructor(
    private readonly cases: CasesService,
    private readonly details: CaseDetailService,
  ) {}

  @Get()
  async list(@CurrentUser() user: User): Promise<CaseResponse[]> {
    return (await this.cases.list(user)).map(toCaseResponse);
  }

  @Post()
  @HttpCode(HttpStatus.CREATED)
  async create(@CurrentUser() user: User, @Body() dto: CreateCaseDto): Promise<CaseResponse> {
    return toCaseResponse(await this.cases.create(user, dto));
  }

  @Get(':id')
  detail(@CurrentUser() user: User, @Param('id', ParseIdPipe) id: number): Promise<CaseDetailResponse> {
    return this.details.detail(user, id);
  }

  /** Close and Reopen (SPEC §4), and renaming. */
  @Put(':id')
  async update(
    @CurrentUser() user: User,
    @Param('id', ParseIdPipe) id: number,
    @Body() dto: UpdateCaseDto,
  ): Promise<CaseResponse> {
    return toCaseResponse(await this.cases.update(user, id, dto));
  }
}
