import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In } from 'typeorm';
import type { EntityManager } from 'typeorm';
import { PartyType, TABLE_LIMITS, TableMessages, scoredIssuesOf } from '@parley/contracts';
import type {
  AcceptancesResponse,
  AgreementResponse,
  ImprovementResponse,
  PartyResponse,
  ProposalResponse,
  ProposalsResponse,
  SideReadiness,
  TableOfferResponse,
  TableResponse,
  TableSide,
} from '@parley/contracts';
import {
  fairPackages,
  fairestAgreements,
  finalAgreementTotals,
  settlementImprovement,
} from '@parley/scoring';
import type { ScoredIssue } from '@parley/scoring';
import type { User } from '../auth/user.entity.js';
import { displayName, displayNameSql, otherSide } from '../cases/case-access.js';
import { CaseChanges } from '../cases/case-changes.service.js';
import type { CaseChangeRecord } from '../cases/case-changes.service.js';
import { CasesService } from '../cases/cases.service.js';
import type { CaseWithRole } from '../cases/cases.service.js';
import { toPartyResponse } from '../cases/case.mapper.js';
import { Party } from '../cases/party.entity.js';
import type { Issue } from '../issues/issue.entity.js';
import { toIssueResponse } from '../issues/issue.mapper.js';
import { IssuesService } from '../issues/issues.service.js';
import { Offer } from '../negotiation/offer.entity.js';
import { OfferNotFoundException } from '../negotiation/negotiation.exception.js';
import { FinalAgreement } from '../points/final-agreement.entity.js';
import { toScoreResponse } from '../points/points.mapper.js';
import { PointsService } from '../points/points.service.js';
import { Score } from '../points/score.entity.js';
import type { AcceptancesDto } from './dto/acceptances.dto.js';
import { ProposalSet } from './proposal-set.entity.js';
import { Proposal } from './proposal.entity.js';
import { TableAgreement } from './table-agreement.entity.js';
import type { TableAgreementSource, TableChoice } from './table-choice.js';
import { TableImprovement } from './table-improvement.entity.js';
import { TableMarks } from './table-marks.entity.js';
import { TableReadiness } from './table-readiness.entity.js';
import {
  NoCounterpartException,
  NoImprovementException,
  NotReadyException,
  OfferNotAcceptableException,
  ProposalsLimitedException,
  notOfTable,
} from './table.exception.js';

/** The counterpart membership of a case, if any: who, and whether the owner ended the joint table. */
interface Counterpart {
  userId: number;
  name: string;
  ended: boolean;
}

/** The caller at the table: the case (with their role), their side, and the counterpart. */
interface Seat {
  found: CaseWithRole;
  side: TableSide;
  counterpart: Counterpart | null;
}

/** Everything the table's numbers are computed from, read once in the caller's transaction. */
interface Inputs {
  issues: Issue[];
  /** Each side's `user` party: its true points and walk-away. */
  parties: Partial<Record<TableSide, Party>>;
  /** Scores by party id. */
  scores: Map<number, Score[]>;
}

/**
 * The joint table (issue 36, points 3–6): readiness, Parley's fair proposals, each side's secret marks, accepting
 * the other side's latest offer, and the better deal after the deal. Both sides' true points (each side's `user`
 * party) are read to compute; only the reader's own totals leave, and nothing of the other side's marks, totals,
 * gains or walk-away is ever answered, logged in the history or sent in an event. Every change locks the case
 * row first and goes through CaseChanges.record; a side's private change carries its side.
 */
@Injectable()
export class TableService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly cases: CasesService,
    private readonly issues: IssuesService,
    private readonly points: PointsService,
    private readonly changes: CaseChanges,
  ) {}

  /** GET /api/cases/:id/table: the table as the reader's side sees it. */
  table(user: User, caseId: number): Promise<TableResponse> {
    return this.dataSource.transaction('REPEATABLE READ', async (manager) => {
      const seat = await this.seat(manager, user, caseId, false);
      return this.answer(manager, seat);
    });
  }

  /** PUT /api/cases/:id/ready: the reader's side is ready (its points and walk-away now) or no longer. */
  setReady(user: User, caseId: number, ready: boolean): Promise<TableResponse> {
    return this.dataSource.transaction(async (manager) => {
      const seat = await this.seat(manager, user, caseId, true);
      const was = await manager.findOneBy(TableReadiness, { caseId, side: seat.side });
      if (ready) {
        const inputs = await this.inputs(manager, caseId);
        await manager.upsert(
          TableReadiness,
          { caseId, side: seat.side, fingerprint: sideFingerprint(inputs, seat.side), readyAt: new Date() },
          { conflictPaths: ['caseId', 'side'] },
        );
      } else {
        await manager.delete(TableReadiness, { caseId, side: seat.side });
      }
      if (ready || was) {
        await this.record(manager, user, {
          caseId,
          kind: 'ready',
          summary: ready
            ? `${displayName(user)} is ready for Parley's proposals`
            : `${displayName(user)} is no longer ready for Parley's proposals`,
          subject: { kind: 'case', id: caseId },
        });
      }
      return this.answer(manager, seat);
    });
  }

  /**
   * POST /api/cases/:id/proposals: a new set of fair packages from both sides' true points and walk-aways, once
   * both are ready; refused (429) when nothing changed since the last set or the hour's sets are used up (counted
   * in PostgreSQL, under the case's lock, so parallel requests and processes take turns).
   */
  propose(user: User, caseId: number): Promise<ProposalsResponse> {
    return this.dataSource.transaction(async (manager) => {
      const seat = await this.seat(manager, user, caseId, true);
      const readiness = await manager.findBy(TableReadiness, { caseId });
      if (readiness.length < 2) throw new NotReadyException();
      const inputs = await this.inputs(manager, caseId);
      const offers = await this.offers(manager, caseId);
      const fingerprint = hash({
        issues: inputs.issues.map((issue) => [issue.id, issue.options.map((o) => o.id)]),
        owner: sideFingerprint(inputs, 'owner'),
        counterpart: sideFingerprint(inputs, 'counterpart'),
        offers: offers.map((o) => [o.id, o.by, o.choices]),
      });
      const last = await manager.findOne(ProposalSet, {
        where: { caseId },
        order: { createdAt: 'DESC', id: 'DESC' },
      });
      if (last?.fingerprint === fingerprint) throw new ProposalsLimitedException(true);
      const [{ count }] = (await manager.query(
        `SELECT count(*)::int AS count FROM proposal_sets
          WHERE case_id = $1 AND created_at > now() - interval '1 hour'`,
        [caseId],
      )) as [{ count: number }];
      if (count >= TABLE_LIMITS.proposalSetsPerHour) throw new ProposalsLimitedException(false);
      const packages = fairPackages(bothSides(inputs), {
        count: TABLE_LIMITS.proposalsPerSet,
        walkAway: {
          user: inputs.parties.owner?.reservationValue ?? null,
          opponent: inputs.parties.counterpart?.reservationValue ?? null,
        },
      });
      const set = await manager.save(
        manager.create(ProposalSet, { caseId, fingerprint, createdBy: user.id }),
      );
      if (packages.length > 0) {
        await manager.insert(
          Proposal,
          packages.map((scenario, i) => ({
            caseId,
            setId: set.id,
            rank: i + 1,
            choices: choicesOf(inputs.issues, scenario.optionIds),
          })),
        );
      }
      await this.record(manager, user, {
        caseId,
        kind: 'proposals',
        summary:
          packages.length === 0
            ? `${displayName(user)} asked Parley for proposals: no package reaches both walk-away values`
            : `${displayName(user)} asked Parley for proposals: ${packages.length} ${packages.length === 1 ? 'package' : 'packages'}`,
        subject: { kind: 'case', id: caseId },
      });
      return { proposals: (await this.answer(manager, seat)).proposals };
    });
  }

  /**
   * PUT /api/cases/:id/acceptances: the reader's side's private marks, replacing its previous ones. When both
   * sides' marks share a package, that is the agreement (several: fairestAgreements' first); the answer says
   * only whether an agreement exists now.
   */
  mark(user: User, caseId: number, dto: AcceptancesDto): Promise<AcceptancesResponse> {
    return this.dataSource.transaction(async (manager) => {
      const seat = await this.seat(manager, user, caseId, true);
      const inputs = await this.inputs(manager, caseId);
      const proposals = await this.currentProposals(manager, caseId, inputs.issues);
      const offers = await this.offers(manager, caseId);
      const proposalIds = new Map(proposals.map((p) => [p.id, p.optionIds]));
      const completeOffers = new Map(
        offers.flatMap((o) => {
          const ids = idsOf(inputs.issues, o.choices);
          return isComplete(ids) ? [[o.id, ids] as const] : [];
        }),
      );
      dto.proposalIds.forEach((id, i) => {
        if (!proposalIds.has(id)) throw notOfTable('proposalIds', i, TableMessages.notACurrentProposal);
      });
      dto.offerIds.forEach((id, i) => {
        if (!completeOffers.has(id)) throw notOfTable('offerIds', i, TableMessages.notACompleteOffer);
      });
      await manager.upsert(
        TableMarks,
        { caseId, side: seat.side, proposalIds: dto.proposalIds, offerIds: dto.offerIds },
        { conflictPaths: ['caseId', 'side'] },
      );
      const theirs = await manager.findOneBy(TableMarks, { caseId, side: otherSide(seat.side) });
      const packagesOf = (marks: Pick<TableMarks, 'proposalIds' | 'offerIds'> | null) =>
        new Map(
          [
            ...(marks?.proposalIds ?? []).map((id) => proposalIds.get(id)),
            ...(marks?.offerIds ?? []).map((id) => completeOffers.get(id)),
          ]
            .filter((ids): ids is number[] => ids !== undefined)
            .map((ids) => [ids.join(','), ids]),
        );
      const mine = packagesOf(dto);
      const shared = [...packagesOf(theirs).entries()].filter(([key]) => mine.has(key)).map(([, ids]) => ids);
      if (shared.length === 0) {
        // Private: the other side's history and stream never learn that, or what, this side marked.
        await this.record(manager, user, {
          caseId,
          kind: 'marks',
          summary: `${displayName(user)} marked what your side would accept`,
          subject: { kind: 'case', id: caseId },
          side: seat.side,
        });
        return { agreement: await this.agreementFor(manager, seat, inputs) };
      }
      const best = fairestAgreements(bothSides(inputs), shared, {
        user: inputs.parties.owner?.reservationValue ?? null,
        opponent: inputs.parties.counterpart?.reservationValue ?? null,
      })[0]!;
      const key = best.optionIds.join(',');
      const source: TableAgreementSource = proposals.some((p) => p.optionIds.join(',') === key)
        ? 'proposal'
        : 'marks';
      await this.agree(manager, user, caseId, inputs, best.optionIds, source, 'Agreement reached');
      return { agreement: await this.agreementFor(manager, seat, inputs) };
    });
  }

  /**
   * POST /api/cases/:id/offers/:offerId/accept: the reader's side accepts the other side's latest offer, which
   * must settle every issue; it becomes the agreement for both.
   */
  acceptOffer(user: User, caseId: number, offerId: number): Promise<AcceptancesResponse> {
    return this.dataSource.transaction(async (manager) => {
      const seat = await this.seat(manager, user, caseId, true);
      const offer = await manager.findOneBy(Offer, { id: offerId, caseId });
      if (!offer) throw new OfferNotFoundException();
      const made = offerSide(offer);
      if (made === seat.side) throw new OfferNotAcceptableException(TableMessages.ownOffer);
      const latest = await manager.findOne(Offer, {
        where: { caseId, by: offer.by },
        order: { createdAt: 'DESC', id: 'DESC' },
      });
      if (latest?.id !== offer.id) throw new OfferNotAcceptableException(TableMessages.notLatestOffer);
      const inputs = await this.inputs(manager, caseId);
      const ids = idsOf(inputs.issues, offer.choices);
      if (!isComplete(ids)) throw new OfferNotAcceptableException(TableMessages.offerIncomplete);
      await this.agree(
        manager,
        user,
        caseId,
        inputs,
        ids,
        'offer',
        `Agreement reached: ${displayName(user)} accepted the other side's offer`,
      );
      return { agreement: await this.agreementFor(manager, seat, inputs) };
    });
  }

  /**
   * PUT /api/cases/:id/improvement: the reader's side's answer to the better deal. Both accept: it replaces the
   * agreement. One declines: the agreement stands and this agreement is not improved again.
   */
  answerImprovement(user: User, caseId: number, accept: boolean): Promise<TableResponse> {
    return this.dataSource.transaction(async (manager) => {
      const seat = await this.seat(manager, user, caseId, true);
      const inputs = await this.inputs(manager, caseId);
      const offered = await this.improvement(manager, caseId, inputs);
      if (offered === null) throw new NoImprovementException();
      // A new improvement (or one of a new agreement) starts the answers again, in the case's one row.
      const row =
        offered.row ??
        manager.create(TableImprovement, {
          caseId,
          agreement: choicesOf(inputs.issues, offered.agreementIds),
          choices: choicesOf(inputs.issues, offered.optionIds),
          ownerAccepted: null,
          counterpartAccepted: null,
        });
      if (seat.side === 'owner') row.ownerAccepted = accept;
      else row.counterpartAccepted = accept;
      await manager.save(row);
      if (!accept) {
        await this.record(manager, user, {
          caseId,
          kind: 'improvement',
          summary: 'The better deal was not taken by both sides: the agreement stands',
          subject: { kind: 'case', id: caseId },
        });
      } else if (row.ownerAccepted && row.counterpartAccepted) {
        await this.agree(
          manager,
          user,
          caseId,
          inputs,
          offered.optionIds,
          'improvement',
          'Both sides took the better deal: it is the agreement now',
          false,
        );
      } else {
        await this.record(manager, user, {
          caseId,
          kind: 'improvement',
          summary: `${displayName(user)} accepted the better deal for your side`,
          subject: { kind: 'case', id: caseId },
          side: seat.side,
        });
      }
      return this.answer(manager, seat);
    });
  }

  /**
   * The caller's seat: the case (locked and open for a change), their side, and the counterpart. A change needs
   * a counterpart at the table (409 NO_COUNTERPART otherwise, or once the owner ended the table).
   */
  private async seat(manager: EntityManager, user: User, caseId: number, change: boolean): Promise<Seat> {
    // A change to the table is a change of the caller's side (owner, editor or counterpart; a viewer reads);
    // an ended counterpart is found for reading only, and still reads the agreement and the offers.
    const found = change
      ? await this.cases.lockOpen(user, caseId, manager, 'side')
      : await this.cases.findCase(user, caseId, 'read', manager, false, { ended: true });
    const rows = (await manager.query(
      `SELECT m.user_id, ${displayNameSql('u')} AS name, (m.ended_at IS NOT NULL) AS ended
         FROM case_members m JOIN users u ON u.id = m.user_id
        WHERE m.case_id = $1 AND m.role = 'counterpart'`,
      [caseId],
    )) as Array<{ user_id: number; name: string; ended: boolean }>;
    const row = rows[0];
    const counterpart = row ? { userId: row.user_id, name: row.name, ended: row.ended } : null;
    if (change && (counterpart === null || counterpart.ended)) {
      throw new NoCounterpartException(counterpart?.ended ?? false);
    }
    return { found, side: found.side, counterpart };
  }

  /** The issues (in order), each side's `user` party and their scores. */
  private async inputs(manager: EntityManager, caseId: number): Promise<Inputs> {
    const issues = await this.issues.listWithOptions(caseId, manager);
    const found = await manager.find(Party, { where: { caseId, type: PartyType.User } });
    const parties: Inputs['parties'] = {};
    for (const party of found) parties[party.side] = party;
    const scores = new Map<number, Score[]>();
    if (found.length > 0) {
      const rows = await manager.find(Score, {
        where: { partyId: In(found.map((p) => p.id)) },
        order: { optionId: 'ASC' },
      });
      for (const row of rows) scores.set(row.partyId, [...(scores.get(row.partyId) ?? []), row]);
    }
    return { issues, parties, scores };
  }

  /** The case's offers in the order made (at most NegotiationLimits.offersPerCaseMax). */
  private offers(manager: EntityManager, caseId: number): Promise<Offer[]> {
    return manager.find(Offer, { where: { caseId }, order: { createdAt: 'ASC', id: 'ASC' } });
  }

  /** The latest set's proposals that still name one existing option per issue, best first. */
  private async currentProposals(
    manager: EntityManager,
    caseId: number,
    issues: Issue[],
  ): Promise<Array<{ id: number; optionIds: number[] }>> {
    const last = await manager.findOne(ProposalSet, {
      where: { caseId },
      order: { createdAt: 'DESC', id: 'DESC' },
    });
    if (!last) return [];
    const rows = await manager.find(Proposal, { where: { setId: last.id }, order: { rank: 'ASC' } });
    return rows.flatMap((row) => {
      const ids = idsOf(issues, row.choices);
      return isComplete(ids) ? [{ id: row.id, optionIds: ids }] : [];
    });
  }

  /** The case's agreement when it settles every current issue, else null. */
  private async agreementIds(
    manager: EntityManager,
    caseId: number,
    issues: Issue[],
  ): Promise<number[] | null> {
    const rows = await manager.find(FinalAgreement, { where: { caseId } });
    const ids = idsOf(issues, rows);
    return isComplete(ids) ? ids : null;
  }

  /** The agreement as the reader's side sees it (its own total only), or null. */
  private async agreementFor(
    manager: EntityManager,
    seat: Seat,
    inputs: Inputs,
  ): Promise<AgreementResponse | null> {
    const ids = await this.agreementIds(manager, seat.found.id, inputs.issues);
    if (ids === null) return null;
    const made = await manager.findOneBy(TableAgreement, { caseId: seat.found.id });
    const same = made !== null && sameIds(idsOf(inputs.issues, made.choices), ids);
    return {
      optionIds: ids,
      yourTotal: totalOf(readerSide(inputs, seat.side), choicesOf(inputs.issues, ids)),
      source: same ? made.source : 'typed',
    };
  }

  /**
   * The better deal for the current agreement (settlementImprovement with both sides' true points), with the
   * answers so far when it is the one already answered; null without a counterpart's points, without a complete
   * agreement, when the agreement is efficient, or when a side declined the improvement of this agreement.
   */
  private async improvement(
    manager: EntityManager,
    caseId: number,
    inputs: Inputs,
  ): Promise<{ agreementIds: number[]; optionIds: number[]; row: TableImprovement | null } | null> {
    if (!hasPoints(inputs, 'owner') || !hasPoints(inputs, 'counterpart')) return null;
    const agreementIds = await this.agreementIds(manager, caseId, inputs.issues);
    if (agreementIds === null) return null;
    const stored = await manager.findOneBy(TableImprovement, { caseId });
    const forThis = stored !== null && sameIds(idsOf(inputs.issues, stored.agreement), agreementIds);
    if (forThis && (stored.ownerAccepted === false || stored.counterpartAccepted === false)) return null;
    const better = settlementImprovement(bothSides(inputs), agreementIds);
    if (better === null) return null;
    const row = forThis && sameIds(idsOf(inputs.issues, stored.choices), better.optionIds) ? stored : null;
    return { agreementIds, optionIds: better.optionIds, row };
  }

  /**
   * Writes `optionIds` as the case's agreement through the agreement service, notes how the table made it,
   * clears both sides' marks (they were about the table before it) and records one shared change.
   */
  private async agree(
    manager: EntityManager,
    user: User,
    caseId: number,
    inputs: Inputs,
    optionIds: number[],
    source: TableAgreementSource,
    summary: string,
    clearImprovement = true,
  ): Promise<void> {
    const choices = choicesOf(inputs.issues, optionIds);
    const things = await this.points.replaceAgreementIn(manager, caseId, choices);
    await manager.upsert(TableAgreement, { caseId, source, choices, madeAt: new Date() }, ['caseId']);
    await manager.delete(TableMarks, { caseId });
    if (clearImprovement) await manager.delete(TableImprovement, { caseId });
    await this.record(manager, user, {
      caseId,
      kind: 'agreement',
      summary,
      subject: { kind: 'case', id: caseId },
      things,
    });
  }

  /** The table's answer for the reader's side (GET /table's shape). */
  private async answer(manager: EntityManager, seat: Seat): Promise<TableResponse> {
    const caseId = seat.found.id;
    const inputs = await this.inputs(manager, caseId);
    const reader = readerSide(inputs, seat.side);
    const atTable = seat.counterpart !== null && !seat.counterpart.ended;
    const marks = atTable ? await manager.findOneBy(TableMarks, { caseId, side: seat.side }) : null;
    const markedProposals = new Set(marks?.proposalIds ?? []);
    const markedOffers = new Set(marks?.offerIds ?? []);

    const offers = await this.offers(manager, caseId);
    const latest = new Map<string, number>();
    for (const offer of offers) latest.set(offer.by, offer.id);
    const tableOffers: TableOfferResponse[] = offers.map((offer) => {
      const ids = idsOf(inputs.issues, offer.choices);
      return {
        id: offer.id,
        by: offerSide(offer) === seat.side ? 'you' : 'them',
        optionIds: ids,
        complete: isComplete(ids),
        yourTotal: totalOf(reader, offer.choices),
        createdAt: offer.createdAt.toISOString(),
        latest: latest.get(offer.by) === offer.id,
        markedByYou: markedOffers.has(offer.id),
      };
    });

    const proposals: ProposalResponse[] = atTable
      ? (await this.currentProposals(manager, caseId, inputs.issues)).map((p) => ({
          id: p.id,
          optionIds: p.optionIds,
          yourTotal: totalOf(reader, choicesOf(inputs.issues, p.optionIds)),
          markedByYou: markedProposals.has(p.id),
        }))
      : [];

    const agreement = await this.agreementFor(manager, seat, inputs);
    let improvement: ImprovementResponse | null = null;
    if (atTable && agreement !== null) {
      const offered = await this.improvement(manager, caseId, inputs);
      if (offered !== null) {
        const yourTotal = totalOf(reader, choicesOf(inputs.issues, offered.optionIds));
        improvement = {
          optionIds: offered.optionIds,
          yourTotal,
          yourGain: yourTotal - agreement.yourTotal,
          youAccepted:
            offered.row === null
              ? null
              : seat.side === 'owner'
                ? offered.row.ownerAccepted
                : offered.row.counterpartAccepted,
        };
      }
    }

    const notReady: SideReadiness = { ready: false, changedAfterReady: false };
    let ready = { you: notReady, them: notReady };
    if (atTable) {
      const rows = await manager.findBy(TableReadiness, { caseId });
      const of = (side: TableSide): SideReadiness => {
        const row = rows.find((r) => r.side === side);
        return row
          ? { ready: true, changedAfterReady: row.fingerprint !== sideFingerprint(inputs, side) }
          : notReady;
      };
      ready = { you: of(seat.side), them: of(otherSide(seat.side)) };
    }

    return {
      counterpart: seat.counterpart === null ? null : { name: seat.counterpart.name },
      issues: inputs.issues.map((issue) => ({
        id: issue.id,
        name: issue.name,
        options: issue.options.map((option) => ({ id: option.id, name: option.name })),
      })),
      side: seat.counterpart === null ? null : seat.side,
      ready,
      offers: tableOffers,
      proposals,
      agreement,
      improvement,
      ended: seat.counterpart?.ended ?? false,
    };
  }

  private record(
    manager: EntityManager,
    user: User,
    change: CaseChangeRecord & { side?: TableSide },
  ): Promise<string> {
    return this.changes.record(manager, user, change);
  }
}

/** The side that made an offer: `by` is stored in the owner's frame ('user' = the owner's side). */
function offerSide(offer: Offer): TableSide {
  return offer.by === 'user' ? 'owner' : 'counterpart';
}

/**
 * The issues with both sides' true points, as the case detail turns stored scores into per-option points
 * (scoredIssuesOf): `user` the owner side's, `opponent` the counterpart side's.
 */
function bothSides(inputs: Inputs): ScoredIssue[] {
  return scored(inputs, inputs.parties.owner, inputs.parties.counterpart);
}

/** The issues with the reader's side's own points only (the other side's count 0: never read for its totals). */
function readerSide(inputs: Inputs, side: TableSide): ScoredIssue[] {
  return scored(inputs, inputs.parties[side], undefined);
}

function scored(inputs: Inputs, user: Party | undefined, opponent: Party | undefined): ScoredIssue[] {
  const parties: PartyResponse[] = [];
  if (user) parties.push({ ...toPartyResponse(user), type: PartyType.User });
  if (opponent) parties.push({ ...toPartyResponse(opponent), type: PartyType.Opponent });
  const scores = [user, opponent].flatMap((p) => (p ? (inputs.scores.get(p.id) ?? []) : []));
  return scoredIssuesOf({
    parties,
    issues: inputs.issues.map((issue) => toIssueResponse(issue)),
    scores: scores.map(toScoreResponse),
  });
}

/** The reader's total of a package (finalAgreementTotals over the reader's own points). */
function totalOf(reader: ScoredIssue[], choices: readonly TableChoice[]): number {
  return finalAgreementTotals(reader, choices).user;
}

/** Whether a side has given points on every issue (at least one option scored per issue). */
function hasPoints(inputs: Inputs, side: TableSide): boolean {
  const party = inputs.parties[side];
  if (!party || inputs.issues.length === 0) return false;
  const scoredIssues = new Set((inputs.scores.get(party.id) ?? []).map((s) => s.issueId));
  return inputs.issues.every((issue) => scoredIssues.has(issue.id));
}

/** A hash of a side's true points and walk-away: what "changed after ready" compares. */
function sideFingerprint(inputs: Inputs, side: TableSide): string {
  const party = inputs.parties[side];
  return hash({
    walkAway: party?.reservationValue ?? null,
    points: party ? (inputs.scores.get(party.id) ?? []).map((s) => [s.optionId, s.points]) : [],
  });
}

function hash(value: unknown): string {
  return createHash('sha256').update(JSON.stringify(value)).digest('hex');
}

/** A package's option ids in the current issue order, null where it names no existing option of the issue. */
function idsOf(
  issues: Issue[],
  choices: ReadonlyArray<{ issueId: number; optionId: number }>,
): (number | null)[] {
  return issues.map((issue) => {
    const chosen = choices.find((c) => c.issueId === issue.id);
    return chosen && issue.options.some((o) => o.id === chosen.optionId) ? chosen.optionId : null;
  });
}

function isComplete(ids: (number | null)[]): ids is number[] {
  return ids.length > 0 && ids.every((id) => id !== null);
}

function choicesOf(issues: Issue[], optionIds: readonly number[]): TableChoice[] {
  return issues.map((issue, i) => ({ issueId: issue.id, optionId: optionIds[i]! }));
}

function sameIds(a: readonly (number | null)[], b: readonly (number | null)[]): boolean {
  return a.length === b.length && a.every((id, i) => id === b[i]);
}
