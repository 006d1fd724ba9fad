import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Post, Put } from '@nestjs/common';
import type { EstimateResponse, PlanSettingsRequest } from '@parley/contracts';
import type { User } from '../auth/user.entity.js';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { ParseIdPipe } from '../common/pipes/parse-id.pipe.js';
import { PlanSettingsDto } from './dto/plan-settings.dto.js';
import { EstimateService } from './estimate.service.js';
import { MemberAccess } from '../common/decorators/member-access.decorator.js';

/** At the table, trustworthy (issue 32): the estimate of their points, its adoption, and the plan's settings. */
@MemberAccess()
@Controller('cases/:id')
export class EstimateController {
  constructor(private readonly estimates: EstimateService) {}

  /** Their points read from their offers, how sure the reading is, and whether an adoption can be undone. */
  @Get('estimate')
  estimate(@CurrentUser() user: User, @Param('id', ParseIdPipe) caseId: number): Promise<EstimateResponse> {
    return this.estimates.estimate(user, caseId);
  }

  /** The estimate becomes their points (200: the estimate after it; 409 when it would change nothing). */
  @Post('estimate/adopt')
  @HttpCode(HttpStatus.OK)
  adopt(@CurrentUser() user: User, @Param('id', ParseIdPipe) caseId: number): Promise<EstimateResponse> {
    return this.estimates.adopt(user, caseId);
  }

  /** The points the last adoption replaced are put back (409 when none are kept). */
  @Post('estimate/undo')
  @HttpCode(HttpStatus.OK)
  undo(@CurrentUser() user: User, @Param('id', ParseIdPipe) caseId: number): Promise<EstimateResponse> {
    return this.estimates.undo(user, caseId);
  }

  /** The points the last adoption replaced are forgotten (the adoption stays). */
  @Delete('estimate/previous')
  @HttpCode(HttpStatus.NO_CONTENT)
  discard(@CurrentUser() user: User, @Param('id', ParseIdPipe) caseId: number): Promise<void> {
    return this.estimates.discard(user, caseId);
  }

  /** The plan's pace and rounds, kept with the case: the plan and new rehearsals follow them. */
  @Put('plan-settings')
  planSettings(
    @CurrentUser() user: User,
    @Param('id', ParseIdPipe) caseId: number,
    @Body() dto: PlanSettingsDto,
  ): Promise<PlanSettingsRequest> {
    return this.estimates.savePlanSettings(user, caseId, dto);
  }
}
