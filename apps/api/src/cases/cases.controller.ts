import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Post, Put } from '@nestjs/common';
import type { CaseResponse } from '@parley/contracts';
import type { User } from '../auth/user.entity.js';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { ParseIdPipe } from '../common/pipes/parse-id.pipe.js';
import { toCaseResponse, toNewCaseResponse } from './case.mapper.js';
import { CasesService } from './cases.service.js';
import { CreateCaseDto } from './dto/create-case.dto.js';
import { UpdateCaseDto } from './dto/update-case.dto.js';
import { MemberAccess } from '../common/decorators/member-access.decorator.js';

@MemberAccess()
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
    const created = await this.cases.create(user, dto);
    return toNewCaseResponse(created, user);
  }

  /** Close and Reopen, renaming and re-describing: a closed case's own fields stay editable. */
  @Put(':id')
  async update(
    @CurrentUser() user: User,
    @Param('id', ParseIdPipe) id: number,
    @Body() dto: UpdateCaseDto,
  ): Promise<CaseResponse> {
    return toCaseResponse(await this.cases.update(user, id, dto));
  }

  @Delete(':id')
  @HttpCode(HttpStatus.NO_CONTENT)
  async remove(@CurrentUser() user: User, @Param('id', ParseIdPipe) id: number): Promise<void> {
    await this.cases.remove(user, id);
  }
}
