import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Post, Put } from '@nestjs/common';
import type {
  CalculatePointsResponse,
  FinalAgreementResponse,
  IssueImportanceResponse,
  OptionImportanceResponse,
  PartyAnswersResponse,
  PartyResponse,
  SavePartyPointsResponse,
  ScoreResponse,
} from '@parley/contracts';
import type { User } from '../auth/user.entity.js';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { toPartyResponse } from '../cases/case.mapper.js';
import { NOTHING_TO_CHANGE } from '../common/body/reject-empty-update.interceptor.js';
import { ValidationApiException } from '../common/exceptions/api.exception.js';
import { ParseIdPipe } from '../common/pipes/parse-id.pipe.js';
import { SaveFinalAgreementDto } from './dto/save-final-agreement.dto.js';
import { SaveIssueImportanceDto } from './dto/save-issue-importance.dto.js';
import { SaveOptionImportanceDto } from './dto/save-option-importance.dto.js';
import { SavePartyAnswersDto } from './dto/save-party-answers.dto.js';
import { SavePointsConfidenceDto } from './dto/save-points-confidence.dto.js';
import { SavePartyPointsDto } from './dto/save-party-points.dto.js';
import { SaveScoreDto } from './dto/save-score.dto.js';
import { UpdatePartyDto } from './dto/update-party.dto.js';
import {
  toFinalAgreementResponse,
  toIssueImportanceResponse,
  toOptionImportanceResponse,
  toScoreResponse,
} from './points.mapper.js';
import { PointsService } from './points.service.js';
import { MemberAccess } from '../common/decorators/member-access.decorator.js';

/** The points routes (docs/product.md, Routes): importance, rank, scores, final agreements. Saves are upserts: 200. */
@MemberAccess()
@Controller()
export class PointsController {
  constructor(private readonly points: PointsService) {}

  @Get('cases/:caseId/issue-importance')
  async issueImportance(
    @CurrentUser() user: User,
    @Param('caseId', ParseIdPipe) caseId: number,
  ): Promise<IssueImportanceResponse[]> {
    return (await this.points.listIssueImportance(user, caseId)).map(toIssueImportanceResponse);
  }

  @Get('cases/:caseId/option-importance')
  async optionImportance(
    @CurrentUser() user: User,
    @Param('caseId', ParseIdPipe) caseId: number,
  ): Promise<OptionImportanceResponse[]> {
    return (await this.points.listOptionImportance(user, caseId)).map(toOptionImportanceResponse);
  }

  @Post('issue-importance')
  @HttpCode(HttpStatus.OK)
  async saveIssueImportance(
    @CurrentUser() user: User,
    @Body() dto: SaveIssueImportanceDto,
  ): Promise<IssueImportanceResponse> {
    return toIssueImportanceResponse(await this.points.saveIssueImportance(user, dto));
  }

  @Post('option-importance')
  @HttpCode(HttpStatus.OK)
  async saveOptionImportance(
    @CurrentUser() user: User,
    @Body() dto: SaveOptionImportanceDto,
  ): Promise<OptionImportanceResponse> {
    return toOptionImportanceResponse(await this.points.saveOptionImportance(user, dto));
  }

  @Post('cases/:id/calculate-points')
  @HttpCode(HttpStatus.OK)
  async calculatePoints(
    @CurrentUser() user: User,
    @Param('id', ParseIdPipe) caseId: number,
  ): Promise<CalculatePointsResponse> {
    const rows = await this.points.calculatePoints(user, caseId);
    return {
      issueImportance: rows.issueImportance.map(toIssueImportanceResponse),
      optionImportance: rows.optionImportance.map(toOptionImportanceResponse),
    };
  }

  /** The Smart Points tab's save: one party's levels, ranks and points in one request. */
  @Put('cases/:id/points')
  async savePartyPoints(
    @CurrentUser() user: User,
    @Param('id', ParseIdPipe) caseId: number,
    @Body() dto: SavePartyPointsDto,
  ): Promise<SavePartyPointsResponse> {
    // The party alone names what to change, not a change: a PUT with nothing to change answers 400.
    if (!dto.issueImportance && !dto.optionImportance && !dto.scores) {
      throw new ValidationApiException(NOTHING_TO_CHANGE);
    }
    const rows = await this.points.savePartyPoints(user, caseId, dto);
    return {
      issueImportance: rows.issueImportance.map(toIssueImportanceResponse),
      optionImportance: rows.optionImportance.map(toOptionImportanceResponse),
      scores: rows.scores.map(toScoreResponse),
    };
  }

  @Post('scores')
  @HttpCode(HttpStatus.OK)
  async saveScore(@CurrentUser() user: User, @Body() dto: SaveScoreDto): Promise<ScoreResponse> {
    return toScoreResponse(await this.points.saveScore(user, dto));
  }

  @Post('cases/:id/final-agreements')
  @HttpCode(HttpStatus.OK)
  async saveFinalAgreement(
    @CurrentUser() user: User,
    @Param('id', ParseIdPipe) caseId: number,
    @Body() dto: SaveFinalAgreementDto,
  ): Promise<FinalAgreementResponse> {
    return toFinalAgreementResponse(await this.points.saveFinalAgreement(user, caseId, dto));
  }

  /** Takes back the agreement on an issue: the issue reads "not agreed yet" again. */
  @Delete('cases/:id/final-agreements/:issueId')
  @HttpCode(HttpStatus.NO_CONTENT)
  async removeFinalAgreement(
    @CurrentUser() user: User,
    @Param('id', ParseIdPipe) caseId: number,
    @Param('issueId', ParseIdPipe) issueId: number,
  ): Promise<void> {
    await this.points.removeFinalAgreement(user, caseId, issueId);
  }

  /** A party's walk-away total and best alternative. */
  @Put('parties/:id')
  async updateParty(
    @CurrentUser() user: User,
    @Param('id', ParseIdPipe) partyId: number,
    @Body() dto: UpdatePartyDto,
  ): Promise<PartyResponse> {
    return toPartyResponse(await this.points.updateParty(user, partyId, dto));
  }

  /** A party's answers to trade-off questions (issue 22). */
  @Get('parties/:id/answers')
  answers(
    @CurrentUser() user: User,
    @Param('id', ParseIdPipe) partyId: number,
  ): Promise<PartyAnswersResponse> {
    return this.points.answers(user, partyId);
  }

  /** Replaces a party's answers to trade-off questions. */
  @Put('parties/:id/answers')
  saveAnswers(
    @CurrentUser() user: User,
    @Param('id', ParseIdPipe) partyId: number,
    @Body() dto: SavePartyAnswersDto,
  ): Promise<PartyAnswersResponse> {
    return this.points.saveAnswers(user, partyId, dto);
  }

  /** Sets how sure the person is of the points they gave a party (issue 31, point 5). */
  @Put('parties/:id/points-confidence')
  savePointsConfidence(
    @CurrentUser() user: User,
    @Param('id', ParseIdPipe) partyId: number,
    @Body() dto: SavePointsConfidenceDto,
  ): Promise<PartyAnswersResponse> {
    return this.points.savePointsConfidence(user, partyId, dto);
  }
}
