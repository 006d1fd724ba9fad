import { randomInt } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In } from 'typeorm';
import type { EntityManager } from 'typeorm';
import {
  Messages,
  NegotiationLimits,
  NEXT_OFFER_ROUNDS_DEFAULT,
  PLAN_PACE_DEFAULT,
  REHEARSALS_LISTED,
  RehearsalLimits,
  scoredIssuesOf,
} from '@parley/contracts';
import type {
  NextOfferResponse,
  PlanPace,
  OfferResponse,
  OffersPageResponse,
  RehearsalAnswerResponse,
  RehearsalOfferResponse,
  RehearsalResponse,
  CaseRole,
  TableSide,
} from '@parley/contracts';
import {
  CONCESSION_PACE,
  finalAgreementTotals,
  negotiationDebrief,
  negotiationPlan,
  nextOffer,
  offerMoves,
  opponentResponse,
  planSchedule,
  roundTime,
  scenarioOf,
  worthAccepting,
} from '@parley/scoring';
import type { NegotiationPlan, ScoredIssue } from '@parley/scoring';
import type { User } from '../auth/user.entity.js';
import { toPartyResponse } from '../cases/case.mapper.js';
import { Case } from '../cases/case.entity.js';
import { CasesService } from '../cases/cases.service.js';
import { assertRole, displayName, memberRoleSql, memberSideSql } from '../cases/case-access.js';
import { CaseChanges, CaseThings } from '../cases/case-changes.service.js';
import { ValidationApiException } from '../common/exceptions/api.exception.js';
import { LimitReachedException } from '../issues/issues.exception.js';
import { toIssueResponse } from '../issues/issue.mapper.js';
import { IssuesService } from '../issues/issues.service.js';
import { toScoreResponse } from '../points/points.mapper.js';
import { PointsService } from '../points/points.service.js';
import type { CreateOfferDto } from './dto/create-offer.dto.js';
import type { CreateRehearsalDto } from './dto/create-rehearsal.dto.js';
import type { RehearsalOfferDto } from './dto/rehearsal-offer.dto.js';
import {
  OfferNotFoundException,
  OtherSidesOfferException,
  RehearsalEndedException,
  RehearsalNeedsIssuesException,
  RehearsalNotFoundException,
} from './negotiation.exception.js';
import { offersToRead } from './estimate-reading.js';
import { offerAsSeenBy, storedBy } from './offer-perspective.js';
import { NegotiationState } from './negotiation-state.entity.js';
import { Offer } from './offer.entity.js';
import { Rehearsal } from './rehearsal.entity.js';
import {
  lessonWords,
  acceptWords,
  counterWords,
  timeIsUpWords,
  walkAwayWords,
  youAcceptedWords,
  youWalkedAwayWords,
} from './rehearsal-words.js';

/**
 * At the table (issue 23): the real negotiation's offers, each scored with the points in force when read, and
 * rehearsals against the simulated other side (opponentResponse of @parley/scoring plays it). Changes lock the
 * case row and refuse a closed case; reads are allowed on a closed case.
 */
@Injectable()
export class NegotiationService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly cases: CasesService,
    private readonly issues: IssuesService,
    private readonly points: PointsService,
    private readonly changes: CaseChanges,
  ) {}

  /**
   * A page of the case's offers, newest first (issue 33): only the page is read and scored, with for each side
   * the offer just before the page, which its oldest offer's move is measured against.
   */
  listOffers(
    user: User,
    caseId: number,
    limit: number = NegotiationLimits.offersPageDefault,
    offset = 0,
  ): Promise<OffersPageResponse> {
    return this.dataSource.transaction('REPEATABLE READ', async (manager) => {
      const { side } = await this.cases.findOwned(user, caseId, manager);
      const total = await manager.count(Offer, { where: { caseId } });
      const page = await manager.find(Offer, {
        where: { caseId },
        order: { createdAt: 'DESC', id: 'DESC' },
        skip: offset,
        take: limit,
      });
      const oldest = page.at(-1);
      const earlier = oldest === undefined ? [] : await this.offersJustBefore(oldest, manager);
      const seen = (offers: Offer[]) => offers.map((offer) => offerAsSeenBy(offer, side));
      const scored = scoreOffers(
        await this.scoredIssues(caseId, side, manager),
        seen(page.reverse()),
        seen(earlier),
      );
      return { offers: scored.reverse(), total, limit, offset };
    });
  }

  /**
   * An offer, `by` in the reader's frame (stored in the owner's: offer-perspective.ts). With a counterpart at
   * the table (issue 36) each side records only its own offers: one "by the other side" is refused (403
   * OTHER_SIDES_OFFER), since the other side records it themselves.
   */
  createOffer(user: User, caseId: number, dto: CreateOfferDto): Promise<OfferResponse> {
    return this.dataSource.transaction(async (manager) => {
      const { side } = await this.cases.lockOpen(user, caseId, manager, 'side');
      const atTable = side === 'counterpart' || (await this.cases.atTable(caseId, manager));
      if (dto.by === 'opponent' && atTable) throw new OtherSidesOfferException();
      const by = storedBy(dto.by, side);
      const issues = await this.issues.listWithOptions(caseId, manager);
      if (dto.optionIds.length !== issues.length) {
        throw fieldError('optionIds', Messages.offerLength(issues.length));
      }
      const choices = issues.flatMap((issue, i) => {
        const optionId = dto.optionIds[i];
        if (optionId === null || optionId === undefined) return [];
        if (!issue.options.some((option) => option.id === optionId)) {
          throw fieldError(`optionIds.${i}`, Messages.optionOfOtherIssueInOffer);
        }
        return [{ issueId: issue.id, optionId }];
      });
      if (choices.length === 0) throw fieldError('optionIds', Messages.offerEmpty);
      // Counted under the case's lock, so that parallel offers cannot pass the cap together.
      if ((await manager.count(Offer, { where: { caseId } })) >= NegotiationLimits.offersPerCaseMax) {
        throw new LimitReachedException(Messages.tooManyOffers(NegotiationLimits.offersPerCaseMax));
      }
      // Only the new offer is scored, with the same side's previous one, which its move is measured against.
      const previous = await manager.findOne(Offer, {
        where: { caseId, by },
        order: { createdAt: 'DESC', id: 'DESC' },
      });
      const saved = await manager.save(
        manager.create(Offer, { caseId, by, authorSide: side, choices, note: dto.note ?? null }),
      );
      await this.changes.record(manager, user, {
        caseId,
        kind: 'offer-added',
        // Shared: both sides read offers. At the table each side records its own, so the line needs no side.
        summary: atTable
          ? `${displayName(user)} made an offer`
          : dto.by === 'user'
            ? `${displayName(user)} recorded an offer made to the other side`
            : `${displayName(user)} recorded an offer from the other side`,
        subject: { kind: 'offer', id: saved.id },
        things: [CaseThings.offer(saved.id)],
      });
      const [scored] = scoreOffers(
        await this.scoredIssues(caseId, side, manager),
        [offerAsSeenBy(saved, side)],
        previous ? [offerAsSeenBy(previous, side)] : [],
      );
      return scored!;
    });
  }

  /**
   * Point 3 given the offers recorded (issue 32): the plan (negotiationPlan with both walk-away totals, at the
   * pace and over the rounds asked for, else those saved with the case), re-planned from your last complete
   * offer; your next offer at round (your offers + 1, at most `rounds`) by nextOffer, with the estimate read
   * from their offers as GET …/estimate reads them and your last offer (never asking more than it); the total
   * of each round's package (your offers' for the rounds made, then planSchedule's); and their last offer
   * judged by worthAccepting against your next one and both walk-away totals.
   */
  nextOffer(user: User, caseId: number, rounds?: number, pace?: PlanPace): Promise<NextOfferResponse> {
    return this.dataSource.transaction('REPEATABLE READ', async (manager) => {
      const { side } = await this.cases.findOwned(user, caseId, manager);
      const state = await manager.findOneBy(NegotiationState, { caseId, side });
      const planRounds = rounds ?? state?.rounds ?? NEXT_OFFER_ROUNDS_DEFAULT;
      const planPace = pace ?? state?.pace ?? PLAN_PACE_DEFAULT;
      const issues = await this.scoredIssues(caseId, side, manager);
      const parties = await this.cases.parties(caseId, side, manager);
      const yours = parties.find((p) => p.type === 'user')?.reservationValue ?? null;
      const theirs = parties.find((p) => p.type === 'opponent')?.reservationValue ?? null;
      const offers = await this.scoredOffers(caseId, side, manager);
      const mine = offers.filter((o) => o.by === 'user');
      const round = Math.min(planRounds, mine.length + 1);
      const read = offersToRead(offers, state?.readFrom).map((o) => o.optionIds);
      const lastIndex = mine.findLastIndex((o) => o.complete);
      const last = lastIndex < 0 ? null : mine[lastIndex]!;
      const walkAway = { user: yours, opponent: theirs };
      const e = CONCESSION_PACE[planPace];
      const fresh = negotiationPlan(issues, { walkAway, e });
      const plan =
        last === null
          ? fresh
          : negotiationPlan(issues, {
              walkAway,
              e,
              from: { total: last.userTotal, t: roundTime(lastIndex + 1, planRounds) },
            });
      const opening = fresh === null ? null : nextOffer(issues, { plan: fresh, t: 0 });
      const lastOffer = last === null ? null : (last.optionIds as number[]);
      const next =
        plan === null
          ? null
          : nextOffer(issues, { plan, t: roundTime(round, planRounds), theirOffers: read, lastOffer });
      const ahead =
        plan === null
          ? []
          : planSchedule(issues, plan, {
              rounds: planRounds,
              from: mine.length + 1,
              theirOffers: read,
              lastOffer,
            });
      const received = offers.filter((o) => o.by === 'opponent').at(-1);
      return {
        round,
        rounds: planRounds,
        pace: planPace,
        plan: plan === null ? null : planOf(plan),
        levels:
          plan === null
            ? []
            : [...mine.slice(0, planRounds).map((o) => o.userTotal), ...ahead.map((r) => r.total)].slice(
                0,
                planRounds,
              ),
        opening: opening?.offer ?? null,
        opened: mine[0]?.userTotal ?? null,
        next: next === null ? null : { level: next.level, offer: next.offer, holds: next.holds },
        estimate: next?.estimate ?? {},
        lastReceived:
          received === undefined
            ? null
            : {
                offerId: received.id,
                complete: received.complete,
                worthAccepting:
                  received.complete &&
                  worthAccepting(received.userTotal, next?.offer.userTotal ?? null, yours),
                belowYourWalkAway: yours !== null && received.userTotal < yours,
                belowTheirWalkAway: theirs !== null && received.opponentTotal < theirs,
              },
      };
    });
  }

  deleteOffer(user: User, offerId: number): Promise<void> {
    return this.dataSource.transaction(async (manager) => {
      const offer = await this.findOwnedOffer(user, offerId, manager);
      const { side } = await this.cases.lockOpen(user, offer.caseId, manager, 'side');
      // Each side takes back only what it recorded (issue 36): the other side's offers are theirs.
      if (offer.authorSide !== side) throw new OtherSidesOfferException();
      // Under the case's lock the row count decides: a parallel delete of the same offer that committed while
      // this one waited for the lock leaves nothing, and this one answers 404 rather than a second 204.
      const { affected } = await manager.delete(Offer, { id: offer.id, caseId: offer.caseId });
      if (!affected) throw new OfferNotFoundException();
      await this.changes.record(manager, user, {
        caseId: offer.caseId,
        kind: 'offer-removed',
        summary:
          side === 'counterpart' || (await this.cases.atTable(offer.caseId, manager))
            ? `${displayName(user)} took back an offer`
            : offer.by === 'user'
              ? `${displayName(user)} deleted an offer made to the other side`
              : `${displayName(user)} deleted an offer from the other side`,
        subject: { kind: 'offer', id: offer.id },
        things: [CaseThings.offer(offer.id)],
      });
    });
  }

  createRehearsal(user: User, caseId: number, dto: CreateRehearsalDto): Promise<RehearsalResponse> {
    return this.dataSource.transaction(async (manager) => {
      const { side } = await this.cases.lockOpen(user, caseId, manager, 'side');
      const issues = await this.scoredIssues(caseId, side, manager);
      if (issues.length === 0 || issues.some((issue) => issue.options.length === 0)) {
        throw new RehearsalNeedsIssuesException();
      }
      const count = await manager.count(Rehearsal, { where: { caseId, side } });
      if (count >= NegotiationLimits.rehearsalsPerCaseMax) {
        throw new LimitReachedException(Messages.tooManyRehearsals(NegotiationLimits.rehearsalsPerCaseMax));
      }
      const parties = await this.cases.parties(caseId, side, manager);
      const walkAway = {
        user: parties.find((p) => p.type === 'user')?.reservationValue ?? null,
        opponent: parties.find((p) => p.type === 'opponent')?.reservationValue ?? null,
      };
      const state = await manager.findOneBy(NegotiationState, { caseId, side });
      const saved = await manager.save(
        manager.create(Rehearsal, {
          caseId,
          side,
          style: dto.style,
          rounds: dto.rounds,
          pace: state?.pace ?? PLAN_PACE_DEFAULT,
          seed: dto.seed ?? randomInt(0, RehearsalLimits.seedMax),
          issues,
          walkAway,
          offers: [],
          status: 'open',
          agreement: null,
          acceptedBy: null,
          walkedAway: null,
          message: null,
          debrief: null,
        }),
      );
      await this.changes.record(manager, user, {
        caseId,
        kind: 'rehearsal',
        summary: `${displayName(user)} started a rehearsal`,
        subject: { kind: 'rehearsal', id: saved.id },
        things: [CaseThings.rehearsal(saved.id)],
        side,
      });
      return toRehearsalResponse(await manager.findOneByOrFail(Rehearsal, { id: saved.id }));
    });
  }

  /** The case's latest rehearsals, newest first, so an open one can be taken up again after a reload. */
  listRehearsals(user: User, caseId: number): Promise<RehearsalResponse[]> {
    return this.dataSource.transaction('REPEATABLE READ', async (manager) => {
      const { side } = await this.cases.findOwned(user, caseId, manager);
      const found = await manager.find(Rehearsal, {
        where: { caseId, side },
        order: { createdAt: 'DESC', id: 'DESC' },
        take: REHEARSALS_LISTED,
      });
      return found.map(toRehearsalResponse);
    });
  }

  async rehearsal(user: User, id: number): Promise<RehearsalResponse> {
    return toRehearsalResponse(await this.findOwnedRehearsal(user, id, this.dataSource.manager));
  }

  /**
   * The person's offer and the simulated side's answer. Sending the other side's last offer back accepts it;
   * after the last round, anything else ends the rehearsal without a deal (their deadline has passed).
   */
  rehearsalOffer(user: User, id: number, dto: RehearsalOfferDto): Promise<RehearsalAnswerResponse> {
    return this.dataSource.transaction(async (manager) => {
      const found = await this.findOwnedRehearsal(user, id, manager);
      await this.cases.lockOpen(user, found.caseId, manager, 'side');
      // Read again under the case's lock: an answer that committed meanwhile is what this one builds on.
      const rehearsal = await this.findOwnedRehearsal(user, id, manager);
      if (rehearsal.status !== 'open') throw new RehearsalEndedException();
      const { issues } = rehearsal;
      const offered = scenarioOf(issues, dto.optionIds);
      if (offered === null) {
        const i = issues.findIndex((issue, k) => !issue.options.some((o) => o.id === dto.optionIds[k]));
        throw fieldError(
          dto.optionIds.length !== issues.length || i < 0 ? 'optionIds' : `optionIds.${i}`,
          Messages.rehearsalPackage,
        );
      }
      const mine = rehearsal.offers.filter((offer) => offer.by === 'user');
      const last = rehearsal.offers.at(-1);
      const round = mine.length + 1;
      let answer: RehearsalAnswerResponse['answer'];
      let explanation: string;
      if (last?.by === 'opponent' && sameIds(last.optionIds, offered.optionIds)) {
        answer = 'deal';
        explanation = youAcceptedWords;
        Object.assign(rehearsal, { status: 'deal', agreement: offered, acceptedBy: 'user' });
      } else if (round > rehearsal.rounds) {
        answer = 'no-deal';
        explanation = timeIsUpWords;
        rehearsal.status = 'no-deal';
      } else {
        const entry: RehearsalOfferResponse = {
          round,
          by: 'user',
          optionIds: offered.optionIds,
          userTotal: offered.userTotal,
          opponentTotal: offered.opponentTotal,
          explanation: null,
        };
        const response = opponentResponse(issues, {
          style: rehearsal.style,
          rounds: rehearsal.rounds,
          seed: rehearsal.seed,
          walkAway: rehearsal.walkAway,
          offers: [...mine, entry].map((offer) => offer.optionIds),
        });
        const offers = [...rehearsal.offers, entry];
        if (response === null || response.kind === 'walk-away') {
          answer = 'walk-away';
          explanation = walkAwayWords;
          Object.assign(rehearsal, { status: 'no-deal', walkedAway: 'opponent' });
        } else if (response.kind === 'accept') {
          answer = 'accept';
          explanation = acceptWords(response.last);
          Object.assign(rehearsal, { status: 'deal', agreement: offered, acceptedBy: 'opponent' });
        } else {
          answer = 'counter';
          const previous = rehearsal.offers.filter((offer) => offer.by === 'opponent').at(-1);
          explanation = counterWords(previous, response.offer, rehearsal.style);
          const { level: _level, ...counter } = response.offer;
          offers.push({ ...counter, explanation });
        }
        rehearsal.offers = offers;
      }
      rehearsal.message = explanation;
      if (rehearsal.status !== 'open') rehearsal.debrief = debriefOf(rehearsal);
      const saved = await manager.save(rehearsal);
      const status: string = saved.status;
      await this.changes.record(manager, user, {
        caseId: rehearsal.caseId,
        kind: 'rehearsal',
        summary:
          status === 'open'
            ? `${displayName(user)} made an offer in a rehearsal`
            : `${displayName(user)} finished a rehearsal (${status === 'deal' ? 'a deal' : 'no deal'})`,
        subject: { kind: 'rehearsal', id: rehearsal.id },
        things: [CaseThings.rehearsal(rehearsal.id)],
        side: rehearsal.side,
      });
      return { answer, explanation, rehearsal: toRehearsalResponse(saved) };
    });
  }

  /** The person walks away: the rehearsal ends without a deal, with its debrief. */
  rehearsalWalkAway(user: User, id: number): Promise<RehearsalResponse> {
    return this.dataSource.transaction(async (manager) => {
      const found = await this.findOwnedRehearsal(user, id, manager);
      await this.cases.lockOpen(user, found.caseId, manager, 'side');
      const rehearsal = await this.findOwnedRehearsal(user, id, manager);
      if (rehearsal.status !== 'open') throw new RehearsalEndedException();
      Object.assign(rehearsal, { status: 'no-deal', walkedAway: 'user', message: youWalkedAwayWords });
      rehearsal.debrief = debriefOf(rehearsal);
      const saved = await manager.save(rehearsal);
      await this.changes.record(manager, user, {
        caseId: rehearsal.caseId,
        kind: 'rehearsal',
        summary: `${displayName(user)} walked away from a rehearsal`,
        subject: { kind: 'rehearsal', id: rehearsal.id },
        things: [CaseThings.rehearsal(rehearsal.id)],
        side: rehearsal.side,
      });
      return toRehearsalResponse(saved);
    });
  }

  /**
   * A case's issues with the points in force of one side's two parties (the case is already checked):
   * `user` = that side's own points, `opponent` = its guess of the other side (issue 36).
   */
  async scoredIssues(caseId: number, side: TableSide, manager: EntityManager): Promise<ScoredIssue[]> {
    return scoredIssuesOf({
      parties: (await this.cases.parties(caseId, side, manager)).map(toPartyResponse),
      issues: (await this.issues.listWithOptions(caseId, manager)).map((issue) => toIssueResponse(issue)),
      scores: (await this.points.scores(caseId, side, manager)).map(toScoreResponse),
    });
  }

  /**
   * Every offer of a case in the order made, as `side` reads them (offerAsSeenBy), scored with that side's
   * points (the next offer's estimate reads them all; at most the cap, NegotiationLimits.offersPerCaseMax).
   */
  async scoredOffers(caseId: number, side: TableSide, manager: EntityManager): Promise<OfferResponse[]> {
    const issues = await this.scoredIssues(caseId, side, manager);
    const offers = await manager.find(Offer, { where: { caseId }, order: { createdAt: 'ASC', id: 'ASC' } });
    return scoreOffers(
      issues,
      offers.map((offer) => offerAsSeenBy(offer, side)),
    );
  }

  /** For each side, its latest offer made before `offer` (at most two rows, in the order made). */
  private async offersJustBefore(offer: Offer, manager: EntityManager): Promise<Offer[]> {
    const rows = (await manager.query(
      `SELECT DISTINCT ON ("by") id FROM offers
        WHERE case_id = $1 AND (created_at, id) < (SELECT created_at, id FROM offers WHERE id = $2)
        ORDER BY "by", created_at DESC, id DESC`,
      [offer.caseId, offer.id],
    )) as Array<{ id: number }>;
    if (rows.length === 0) return [];
    return manager.find(Offer, {
      where: { id: In(rows.map((row) => row.id)) },
      order: { createdAt: 'ASC', id: 'ASC' },
    });
  }

  private async findOwnedOffer(user: User, id: number, manager: EntityManager): Promise<Offer> {
    const { entities, raw } = await manager
      .createQueryBuilder(Offer, 'offer')
      .innerJoin(Case, 'c', 'c.id = offer.case_id')
      .addSelect(memberRoleSql('c'), 'member_role')
      .where(`offer.id = :id AND ${memberRoleSql('c')} IS NOT NULL`, { id, memberUserId: user.id })
      .getRawAndEntities<{ member_role: CaseRole }>();
    const found = entities[0];
    if (!found) throw new OfferNotFoundException();
    assertRole(raw[0]!.member_role, 'read');
    return found;
  }

  private async findOwnedRehearsal(user: User, id: number, manager: EntityManager): Promise<Rehearsal> {
    const { entities, raw } = await manager
      .createQueryBuilder(Rehearsal, 'rehearsal')
      .innerJoin(Case, 'c', 'c.id = rehearsal.case_id')
      .addSelect(memberRoleSql('c'), 'member_role')
      // Another side's rehearsal is not found, as a stranger's is not (issue 36).
      .where(`rehearsal.id = :id AND rehearsal.side = ${memberSideSql('c')}`, { id, memberUserId: user.id })
      .getRawAndEntities<{ member_role: CaseRole }>();
    const found = entities[0];
    if (!found) throw new RehearsalNotFoundException();
    assertRole(raw[0]!.member_role, 'read');
    return found;
  }
}

/**
 * Offers in the order made, in the current issue order, each scored with the points in force
 * (finalAgreementTotals: the sum over the issues it decides) and its move against the same side's previous one,
 * found among `earlier` (offers made just before them, in order, scored only for that) or themselves.
 */
function scoreOffers(issues: ScoredIssue[], offers: Offer[], earlier: Offer[] = []): OfferResponse[] {
  const scored = [...earlier, ...offers].map((offer) => {
    const totals = finalAgreementTotals(issues, offer.choices);
    return {
      offer,
      by: offer.by,
      userTotal: totals.user,
      opponentTotal: totals.opponent,
      openIssueIds: totals.missingIssueIds,
    };
  });
  const moves = new Map(offerMoves(scored).map((move) => [move.index, move]));
  return scored.slice(earlier.length).map(({ offer, userTotal, opponentTotal, openIssueIds }, i) => {
    const move = moves.get(i + earlier.length);
    const open = new Set(openIssueIds);
    return {
      id: offer.id,
      caseId: offer.caseId,
      by: offer.by,
      optionIds: issues.map((issue) =>
        open.has(issue.id) ? null : (offer.choices.find((c) => c.issueId === issue.id)?.optionId ?? null),
      ),
      note: offer.note,
      createdAt: offer.createdAt.toISOString(),
      userTotal,
      opponentTotal,
      complete: openIssueIds.length === 0,
      openIssueIds,
      move: move === undefined ? null : { kind: move.kind, self: move.self, other: move.other },
    };
  });
}

/** The plan as the contract shows it (where it was re-planned from is read into its levels). */
function planOf({
  opening,
  target,
  walkAway,
  e,
  k,
  zone,
}: NegotiationPlan): NonNullable<NextOfferResponse['plan']> {
  return { opening, target, walkAway, e, k, zone };
}

function fieldError(field: string, message: string): ValidationApiException {
  return new ValidationApiException(message, { [field]: message });
}

function sameIds(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((id, i) => id === b[i]);
}

/** The rehearsal's debrief: negotiationDebrief, the plan replayed against the same style, rounds and seed. */
function debriefOf(r: Rehearsal) {
  return negotiationDebrief(
    r.issues,
    { offers: r.offers, agreement: r.agreement },
    {
      walkAway: r.walkAway,
      replay: { opponent: { style: r.style }, rounds: r.rounds, seed: r.seed, e: CONCESSION_PACE[r.pace] },
    },
  );
}

/** The rehearsal as stored, with its debrief once it has ended. */
export function toRehearsalResponse(r: Rehearsal): RehearsalResponse {
  return {
    id: r.id,
    caseId: r.caseId,
    style: r.style,
    rounds: r.rounds,
    pace: r.pace,
    seed: r.seed,
    createdAt: r.createdAt.toISOString(),
    issues: r.issues.map((issue) => ({
      id: issue.id,
      name: issue.name,
      options: issue.options.map((option) => ({ id: option.id, name: option.name })),
    })),
    status: r.status,
    round: r.offers.filter((offer) => offer.by === 'user').length + 1,
    offers: r.offers,
    agreement: r.agreement,
    acceptedBy: r.acceptedBy,
    walkedAway: r.walkedAway,
    message: r.message,
    debrief: r.debrief,
    suggestion: suggestionOf(r),
    lesson: r.debrief === null ? null : lessonWords(r.debrief),
  };
}

/**
 * The plan's offer for the rehearsal's next round (nextOffer at the rehearsal's pace, the plan the debrief
 * replays, with the rehearsal's points for both sides, the other side's counters as their offers, and re-planned
 * from your last offer so it never asks more than it); null once it has ended or only an answer is left.
 */
function suggestionOf(r: Rehearsal): RehearsalResponse['suggestion'] {
  const mine = r.offers.filter((offer) => offer.by === 'user');
  const round = mine.length + 1;
  if (r.status !== 'open' || round > r.rounds) return null;
  const last = mine.at(-1);
  const plan = negotiationPlan(r.issues, {
    walkAway: r.walkAway,
    e: CONCESSION_PACE[r.pace],
    from: last === undefined ? null : { total: last.userTotal, t: roundTime(mine.length, r.rounds) },
  });
  if (plan === null) return null;
  const next = nextOffer(r.issues, {
    plan,
    t: roundTime(round, r.rounds),
    theirOffers: r.offers.filter((offer) => offer.by === 'opponent').map((offer) => offer.optionIds),
    lastOffer: last?.optionIds ?? null,
  });
  return next === null ? null : { level: next.level, optionIds: next.offer.optionIds };
}
