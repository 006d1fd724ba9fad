import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Post, Query } from '@nestjs/common';
import type {
  NextOfferResponse,
  OfferResponse,
  OffersPageResponse,
  RehearsalAnswerResponse,
  RehearsalResponse,
} from '@parley/contracts';
import type { User } from '../auth/user.entity.js';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { ParseIdPipe } from '../common/pipes/parse-id.pipe.js';
import { RateLimited } from '../rate-limit/rate-limit.js';
import { CreateOfferDto } from './dto/create-offer.dto.js';
import { CreateRehearsalDto } from './dto/create-rehearsal.dto.js';
import { NextOfferQueryDto } from './dto/next-offer-query.dto.js';
import { OffersPageQueryDto } from './dto/offers-page-query.dto.js';
import { RehearsalOfferDto } from './dto/rehearsal-offer.dto.js';
import { NegotiationService } from './negotiation.service.js';
import { MemberAccess } from '../common/decorators/member-access.decorator.js';

/** At the table (issue 23): the real negotiation's offers and rehearsals against the simulated other side. */
@MemberAccess()
@Controller()
export class NegotiationController {
  constructor(private readonly negotiation: NegotiationService) {}

  /** A page of the case's offers, newest first, each scored with the points in force, and their total. */
  @Get('cases/:id/offers')
  offers(
    @CurrentUser() user: User,
    @Param('id', ParseIdPipe) caseId: number,
    @Query() query: OffersPageQueryDto,
  ): Promise<OffersPageResponse> {
    return this.negotiation.listOffers(user, caseId, query.limit, query.offset);
  }

  @Post('cases/:id/offers')
  @RateLimited('offers')
  createOffer(
    @CurrentUser() user: User,
    @Param('id', ParseIdPipe) caseId: number,
    @Body() dto: CreateOfferDto,
  ): Promise<OfferResponse> {
    return this.negotiation.createOffer(user, caseId, dto);
  }

  /** Point 3: the plan's next offer given the offers recorded, and whether their last one is worth taking. */
  @Get('cases/:id/next-offer')
  nextOffer(
    @CurrentUser() user: User,
    @Param('id', ParseIdPipe) caseId: number,
    @Query() query: NextOfferQueryDto,
  ): Promise<NextOfferResponse> {
    return this.negotiation.nextOffer(user, caseId, query.rounds, query.pace);
  }

  @Delete('offers/:id')
  @HttpCode(HttpStatus.NO_CONTENT)
  deleteOffer(@CurrentUser() user: User, @Param('id', ParseIdPipe) offerId: number): Promise<void> {
    return this.negotiation.deleteOffer(user, offerId);
  }

  @Post('cases/:id/rehearsals')
  @RateLimited('rehearsals')
  createRehearsal(
    @CurrentUser() user: User,
    @Param('id', ParseIdPipe) caseId: number,
    @Body() dto: CreateRehearsalDto,
  ): Promise<RehearsalResponse> {
    return this.negotiation.createRehearsal(user, caseId, dto);
  }

  /** The case's rehearsals, newest first (the latest REHEARSALS_LISTED). */
  @Get('cases/:id/rehearsals')
  rehearsals(
    @CurrentUser() user: User,
    @Param('id', ParseIdPipe) caseId: number,
  ): Promise<RehearsalResponse[]> {
    return this.negotiation.listRehearsals(user, caseId);
  }

  /** The transcript, and the debrief once the rehearsal has ended. */
  @Get('rehearsals/:id')
  rehearsal(@CurrentUser() user: User, @Param('id', ParseIdPipe) id: number): Promise<RehearsalResponse> {
    return this.negotiation.rehearsal(user, id);
  }

  /** The person's offer and the other side's answer (200: nothing new is addressed by it). */
  @Post('rehearsals/:id/offers')
  @HttpCode(HttpStatus.OK)
  @RateLimited('offers')
  rehearsalOffer(
    @CurrentUser() user: User,
    @Param('id', ParseIdPipe) id: number,
    @Body() dto: RehearsalOfferDto,
  ): Promise<RehearsalAnswerResponse> {
    return this.negotiation.rehearsalOffer(user, id, dto);
  }

  /** The person ends the rehearsal without a deal (200: the rehearsal with its debrief). */
  @Post('rehearsals/:id/walk-away')
  @HttpCode(HttpStatus.OK)
  rehearsalWalkAway(
    @CurrentUser() user: User,
    @Param('id', ParseIdPipe) id: number,
  ): Promise<RehearsalResponse> {
    return this.negotiation.rehearsalWalkAway(user, id);
  }
}
