import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In } from 'typeorm';
import type { EntityManager } from 'typeorm';
import { NEXT_OFFER_ROUNDS_DEFAULT, PLAN_PACE_DEFAULT } from '@parley/contracts';
import type { EstimateResponse, PlanSettingsRequest, TableSide } from '@parley/contracts';
import type { ScoredIssue } from '@parley/scoring';
import type { User } from '../auth/user.entity.js';
import { CasesService } from '../cases/cases.service.js';
import { displayName } from '../cases/case-access.js';
import { CaseChanges, CaseThings } from '../cases/case-changes.service.js';
import { Score } from '../points/score.entity.js';
import { enteredPoints, offersToRead, readingOf } from './estimate-reading.js';
import {
  EstimateNeedsOpponentException,
  EstimateUnchangedException,
  NothingToUndoException,
} from './negotiation.exception.js';
import { NegotiationService } from './negotiation.service.js';
import { NegotiationState } from './negotiation-state.entity.js';

/**
 * The estimate of the other side's points (issue 32, point 1) and the plan's settings, kept with the case:
 * adopting the estimate keeps the points it replaced until they are put back or discarded, and moves where the
 * estimate reads from to their last offer, so that no offer is read twice. Changes lock the case row first.
 */
@Injectable()
export class EstimateService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly cases: CasesService,
    private readonly negotiation: NegotiationService,
    private readonly changes: CaseChanges,
  ) {}

  estimate(user: User, caseId: number): Promise<EstimateResponse> {
    return this.dataSource.transaction('REPEATABLE READ', async (manager) => {
      const { side } = await this.cases.findOwned(user, caseId, manager);
      return this.response(caseId, side, manager);
    });
  }

  adopt(user: User, caseId: number): Promise<EstimateResponse> {
    return this.dataSource.transaction(async (manager) => {
      const { side } = await this.cases.lockOpen(user, caseId, manager, 'side');
      const partyId = await this.opponentOf(caseId, side, manager);
      const issues = await this.negotiation.scoredIssues(caseId, side, manager);
      const offers = await this.negotiation.scoredOffers(caseId, side, manager);
      const state = await this.state(caseId, side, manager);
      const reading = readingOf(issues, offers, state.readFrom);
      if (!differs(issues, reading.points)) throw new EstimateUnchangedException();
      const kept = await manager.find(Score, { where: { partyId } });
      const byOption = new Map(kept.map((s) => [s.optionId, s.points]));
      state.previous = {
        partyId,
        readFrom: state.readFrom,
        scores: issues.flatMap((issue) =>
          issue.options.map((o) => ({
            issueId: issue.id,
            optionId: o.id,
            points: byOption.get(o.id) ?? null,
          })),
        ),
      };
      state.readFrom = offersToRead(offers, state.readFrom).at(-1)?.id ?? state.readFrom;
      state.adoptedAt = new Date();
      await manager.upsert(
        Score,
        issues.flatMap((issue) =>
          issue.options.map((o) => ({
            partyId,
            issueId: issue.id,
            optionId: o.id,
            points: reading.points[o.id] ?? 0,
          })),
        ),
        { conflictPaths: ['partyId', 'optionId'] },
      );
      await manager.save(state);
      await this.changes.record(manager, user, {
        caseId,
        kind: 'estimate-adopted',
        summary: `${displayName(user)} took the estimate from their offers as the other side's points`,
        subject: { kind: 'party', id: partyId },
        things: issues.flatMap((issue) => issue.options.map((o) => CaseThings.optionPoints(partyId, o.id))),
        side,
      });
      return this.response(caseId, side, manager);
    });
  }

  /** Puts back the points the last adoption replaced (also after a reload), and where the estimate read from. */
  undo(user: User, caseId: number): Promise<EstimateResponse> {
    return this.dataSource.transaction(async (manager) => {
      const { side } = await this.cases.lockOpen(user, caseId, manager, 'side');
      const state = await this.state(caseId, side, manager);
      const previous = state.previous;
      if (previous === null) throw new NothingToUndoException();
      const partyId = await this.opponentOf(caseId, side, manager);
      const issues = await this.negotiation.scoredIssues(caseId, side, manager);
      const live = new Set(issues.flatMap((issue) => issue.options.map((o) => o.id)));
      const scores = previous.scores.filter((s) => live.has(s.optionId));
      const written = scores.flatMap((s) => (s.points === null ? [] : [{ partyId, ...s, points: s.points }]));
      const removed = scores.flatMap((s) => (s.points === null ? [s.optionId] : []));
      if (written.length > 0)
        await manager.upsert(Score, written, { conflictPaths: ['partyId', 'optionId'] });
      if (removed.length > 0) await manager.delete(Score, { partyId, optionId: In(removed) });
      Object.assign(state, { previous: null, adoptedAt: null, readFrom: previous.readFrom });
      await manager.save(state);
      await this.changes.record(manager, user, {
        caseId,
        kind: 'estimate-undone',
        summary: `${displayName(user)} put back the other side's points from before the estimate`,
        subject: { kind: 'party', id: partyId },
        things: scores.map((score) => CaseThings.optionPoints(partyId, score.optionId)),
        side,
      });
      return this.response(caseId, side, manager);
    });
  }

  /** Forgets the points the last adoption replaced: the adoption stays, and can no longer be undone. */
  discard(user: User, caseId: number): Promise<void> {
    return this.dataSource.transaction(async (manager) => {
      const { side } = await this.cases.lockOpen(user, caseId, manager, 'side');
      const state = await this.state(caseId, side, manager);
      Object.assign(state, { previous: null, adoptedAt: null });
      await manager.save(state);
      await this.changes.record(manager, user, {
        caseId,
        kind: 'estimate-kept',
        summary: `${displayName(user)} kept the estimated points for good (no undo)`,
        subject: { kind: 'case', id: caseId },
        side,
      });
    });
  }

  savePlanSettings(user: User, caseId: number, dto: PlanSettingsRequest): Promise<PlanSettingsRequest> {
    return this.dataSource.transaction(async (manager) => {
      const { side } = await this.cases.lockOpen(user, caseId, manager, 'side');
      const state = await this.state(caseId, side, manager);
      await this.changes.assertFresh(manager, user, caseId, [CaseThings.planSettings(side)], async () => ({
        pace: state.pace,
        rounds: state.rounds,
      }));
      Object.assign(state, { pace: dto.pace, rounds: dto.rounds });
      await manager.save(state);
      await this.changes.record(manager, user, {
        caseId,
        kind: 'plan-settings',
        summary: `${displayName(user)} set the plan to ${dto.rounds} ${dto.rounds === 1 ? 'offer' : 'offers'} at a ${dto.pace} pace`,
        subject: { kind: 'case', id: caseId },
        things: [CaseThings.planSettings(side)],
        side,
      });
      return { pace: state.pace, rounds: state.rounds };
    });
  }

  private async response(caseId: number, side: TableSide, manager: EntityManager): Promise<EstimateResponse> {
    const issues = await this.negotiation.scoredIssues(caseId, side, manager);
    const offers = await this.negotiation.scoredOffers(caseId, side, manager);
    const state = await manager.findOneBy(NegotiationState, { caseId, side });
    const reading = readingOf(issues, offers, state?.readFrom);
    return {
      points: reading.points,
      entered: enteredPoints(issues),
      changed: differs(issues, reading.points),
      offers: reading.offers,
      recorded: offers.filter((o) => o.by === 'opponent').length,
      moves: reading.moves,
      certainty: reading.certainty,
      adoption: state?.previous && state.adoptedAt ? { adoptedAt: state.adoptedAt.toISOString() } : null,
    };
  }

  /** The side's row of settings, a new one (not yet saved) when none is kept. */
  private async state(caseId: number, side: TableSide, manager: EntityManager): Promise<NegotiationState> {
    return (
      (await manager.findOneBy(NegotiationState, { caseId, side })) ??
      manager.create(NegotiationState, {
        caseId,
        side,
        pace: PLAN_PACE_DEFAULT,
        rounds: NEXT_OFFER_ROUNDS_DEFAULT,
        readFrom: null,
        previous: null,
        adoptedAt: null,
      })
    );
  }

  private async opponentOf(caseId: number, side: TableSide, manager: EntityManager): Promise<number> {
    const party = (await this.cases.parties(caseId, side, manager)).find((p) => p.type === 'opponent');
    if (!party) throw new EstimateNeedsOpponentException();
    return party.id;
  }
}

/** Whether adopting `points` would change any option's points for the other side. */
function differs(issues: readonly ScoredIssue[], points: Record<number, number>): boolean {
  return issues.some((issue) => issue.options.some((o) => points[o.id] !== o.opponent));
}
