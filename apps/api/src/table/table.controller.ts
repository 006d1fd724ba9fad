import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, Put } from '@nestjs/common';
import type { AcceptancesResponse, ProposalsResponse, TableResponse } from '@parley/contracts';
import type { User } from '../auth/user.entity.js';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { MemberAccess } from '../common/decorators/member-access.decorator.js';
import { ParseIdPipe } from '../common/pipes/parse-id.pipe.js';
import { AcceptancesDto } from './dto/acceptances.dto.js';
import { ImprovementDto } from './dto/improvement.dto.js';
import { ReadyDto } from './dto/ready.dto.js';
import { TableService } from './table.service.js';

/** The joint table (issue 36): readiness, Parley's proposals, secret marks, accepting an offer, the better deal. */
@MemberAccess()
@Controller('cases/:id')
export class TableController {
  constructor(private readonly table: TableService) {}

  /** Everything at the table as the reader's side sees it: its own totals only. */
  @Get('table')
  read(@CurrentUser() user: User, @Param('id', ParseIdPipe) caseId: number): Promise<TableResponse> {
    return this.table.table(user, caseId);
  }

  @Put('ready')
  ready(
    @CurrentUser() user: User,
    @Param('id', ParseIdPipe) caseId: number,
    @Body() dto: ReadyDto,
  ): Promise<TableResponse> {
    return this.table.setReady(user, caseId, dto.ready);
  }

  /** A new set of fair packages (201); 409 NOT_READY, 429 PROPOSALS_LIMITED. */
  @Post('proposals')
  propose(@CurrentUser() user: User, @Param('id', ParseIdPipe) caseId: number): Promise<ProposalsResponse> {
    return this.table.propose(user, caseId);
  }

  /** The reader's side's private marks; the answer tells only whether an agreement exists now. */
  @Put('acceptances')
  mark(
    @CurrentUser() user: User,
    @Param('id', ParseIdPipe) caseId: number,
    @Body() dto: AcceptancesDto,
  ): Promise<AcceptancesResponse> {
    return this.table.mark(user, caseId, dto);
  }

  /** Accepts the other side's latest complete offer: the agreement for both (200: nothing new is addressed). */
  @Post('offers/:offerId/accept')
  @HttpCode(HttpStatus.OK)
  accept(
    @CurrentUser() user: User,
    @Param('id', ParseIdPipe) caseId: number,
    @Param('offerId', ParseIdPipe) offerId: number,
  ): Promise<AcceptancesResponse> {
    return this.table.acceptOffer(user, caseId, offerId);
  }

  @Put('improvement')
  improvement(
    @CurrentUser() user: User,
    @Param('id', ParseIdPipe) caseId: number,
    @Body() dto: ImprovementDto,
  ): Promise<TableResponse> {
    return this.table.answerImprovement(user, caseId, dto.accept);
  }
}
