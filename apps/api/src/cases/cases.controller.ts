import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import type { CaseDetailResponse, CaseResponse } from '@parley/contracts';
import type { User } from '../auth/user.entity.js';
import { CurrentUser } from '../common/decorators/current-user.decorator.js';
import { ParseIdPipe } from '../common/http/parse-id.pipe.js';
import { toCaseResponse, toPartyResponse } from './case.mapper.js';
import { CasesService } from './cases.service.js';
import { CreateCaseDto } from './dto/create-case.dto.js';

@Controller('cases')
export class CasesController {
  constructor(private readonly cases: CasesService) {}

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
  async detail(@CurrentUser() user: User, @Param('id', ParseIdPipe) id: number): Promise<CaseDetailResponse> {
    const { case: found, parties } = await this.cases.detail(user, id);
    // Issues, scores and final agreements arrive with their own modules.
    return {
      case: toCaseResponse(found),
      issues: [],
      parties: parties.map(toPartyResponse),
      scores: [],
      finalAgreements: [],
    };
  }
}
