import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In } from 'typeorm';
import type { EntityManager } from 'typeorm';
import type { User } from '../auth/user.entity.js';
import { Party } from '../cases/party.entity.js';
import { CasesService } from '../cases/cases.service.js';
import { displayName } from '../cases/case-access.js';
import { CaseChanges, CaseThings } from '../cases/case-changes.service.js';
import { toPartyResponse } from '../cases/case.mapper.js';
import { PartyType } from '@parley/contracts';
import { Issue } from '../issues/issue.entity.js';
import { Option } from '../issues/option.entity.js';
import { ValidationApiException } from '../common/exceptions/api.exception.js';
import type { PartyAnswersResponse, TableSide, TradeoffAnswerBody } from '@parley/contracts';
import type { SavePartyAnswersDto } from './dto/save-party-answers.dto.js';
import type { SavePointsConfidenceDto } from './dto/save-points-confidence.dto.js';
import { IssuesService } from '../issues/issues.service.js';
import type { SaveFinalAgreementDto } from './dto/save-final-agreement.dto.js';
import type { SaveIssueImportanceDto } from './dto/save-issue-importance.dto.js';
import type { SaveOptionImportanceDto } from './dto/save-option-importance.dto.js';
import type { SavePartyPointsDto } from './dto/save-party-points.dto.js';
import type { SaveScoreDto } from './dto/save-score.dto.js';
import type { UpdatePartyDto } from './dto/update-party.dto.js';
import { FinalAgreement } from './final-agreement.entity.js';
import type { ImportanceColumns } from './importance-columns.js';
import { IssueImportance } from './issue-importance.entity.js';
import { OptionImportance } from './option-importance.entity.js';
import { MismatchedIdsException, WalkAwayAboveMaximumException } from './points.exception.js';
import { Score } from './score.entity.js';
import { suggestForParty } from './suggestions.js';
import {
  toFinalAgreementResponse,
  toIssueImportanceResponse,
  toOptionImportanceResponse,
  toScoreResponse,
} from './points.mapper.js';
import type { Level } from './suggestions.js';

/** A level just sent by the user, which the recalculation writes along with the suggestions it moves. */
interface SavedLevel {
  level: Level;
  actualPoints: number | null | undefined;
}

/** The levels of one save, by issue id and by option id. */
interface SavedLevels {
  issues: ReadonlyMap<number, SavedLevel>;
  options: ReadonlyMap<number, SavedLevel>;
}

const NOTHING_SAVED: SavedLevels = { issues: new Map(), options: new Map() };

export interface ImportanceRows {
  issueImportance: IssueImportance[];
  optionImportance: OptionImportance[];
}

/** One party's rows and scores after a batch save. */
export interface PartyPointsRows extends ImportanceRows {
  scores: Score[];
}

/**
 * Each party's points: importance and rank per issue and option (with the points @parley/scoring suggests
 * for them), scores, and final agreements. Every request is checked twice: each id must be the user's, and
 * the ids must belong together (a party, issue and option of one case). Changes lock the case row.
 */
@Injectable()
export class PointsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly cases: CasesService,
    private readonly issues: IssuesService,
    private readonly changes: CaseChanges,
  ) {}

  async listIssueImportance(user: User, caseId: number): Promise<IssueImportance[]> {
    const { side } = await this.cases.findOwned(user, caseId);
    return this.importanceRows(this.dataSource.manager, IssueImportance, caseId, side);
  }

  async listOptionImportance(user: User, caseId: number): Promise<OptionImportance[]> {
    const { side } = await this.cases.findOwned(user, caseId);
    return this.importanceRows(this.dataSource.manager, OptionImportance, caseId, side);
  }

  saveIssueImportance(user: User, dto: SaveIssueImportanceDto): Promise<IssueImportance> {
    return this.dataSource.transaction(async (manager) => {
      const party = await this.lockParty(user, dto.partyId, manager);
      const issue = await this.issues.findOwnedIssue(user, dto.issueId, manager);
      if (issue.caseId !== party.caseId) throw MismatchedIdsException.issueOfOtherCase();
      const thing = CaseThings.issuePoints(party.id, issue.id);
      await this.changes.assertFresh(manager, user, party.caseId, [thing], async () => {
        const row = await manager.findOneBy(IssueImportance, { partyId: party.id, issueId: issue.id });
        return row ? toIssueImportanceResponse(row) : null;
      });
      const level = { importance: dto.importance, rank: dto.rank };
      await this.recalculate(manager, party, {
        issues: new Map([[issue.id, { level, actualPoints: dto.actualPoints }]]),
        options: new Map(),
      });
      await this.changes.record(manager, user, {
        caseId: party.caseId,
        kind: 'importance',
        summary: `${displayName(user)} changed ${possessive(issue.name)} importance${forSide(party)}`,
        subject: { kind: 'issue', id: issue.id },
        things: [thing],
        side: party.side,
      });
      return manager.findOneByOrFail(IssueImportance, { partyId: party.id, issueId: issue.id });
    });
  }

  saveOptionImportance(user: User, dto: SaveOptionImportanceDto): Promise<OptionImportance> {
    return this.dataSource.transaction(async (manager) => {
      const { party, option } = await this.partyAndOption(user, dto, manager);
      const thing = CaseThings.optionPoints(party.id, option.id);
      await this.changes.assertFresh(manager, user, party.caseId, [thing], async () => {
        const row = await manager.findOneBy(OptionImportance, { partyId: party.id, optionId: option.id });
        return row ? toOptionImportanceResponse(row) : null;
      });
      const level = { importance: dto.importance, rank: dto.rank };
      await this.recalculate(manager, party, {
        issues: new Map(),
        options: new Map([[option.id, { level, actualPoints: dto.actualPoints }]]),
      });
      await this.changes.record(manager, user, {
        caseId: party.caseId,
        kind: 'points',
        summary: `${displayName(user)} changed ${possessive(option.issue.name)} points${forSide(party)}`,
        subject: { kind: 'option', id: option.id },
        things: [thing],
        side: party.side,
      });
      return manager.findOneByOrFail(OptionImportance, { partyId: party.id, optionId: option.id });
    });
  }

  /** Fills in every party's levels (defaults where none is saved) and refreshes every suggestion. */
  calculatePoints(user: User, caseId: number): Promise<ImportanceRows> {
    return this.dataSource.transaction(async (manager) => {
      const { side } = await this.cases.lockOpen(user, caseId, manager, 'side');
      for (const party of await this.cases.parties(caseId, side, manager)) {
        await this.recalculate(manager, party, NOTHING_SAVED, true);
      }
      await this.changes.record(manager, user, {
        caseId,
        kind: 'points-calculated',
        summary: `${displayName(user)} filled in the suggested points`,
        subject: { kind: 'case', id: caseId },
        side,
      });
      return this.importance(caseId, side, manager);
    });
  }

  saveScore(user: User, dto: SaveScoreDto): Promise<Score> {
    return this.dataSource.transaction(async (manager) => {
      const { party, option } = await this.partyAndOption(user, dto, manager);
      const thing = CaseThings.optionPoints(party.id, option.id);
      await this.changes.assertFresh(manager, user, party.caseId, [thing], async () => {
        const row = await manager.findOneBy(Score, { partyId: party.id, optionId: option.id });
        return row ? toScoreResponse(row) : null;
      });
      await manager.upsert(
        Score,
        { partyId: party.id, issueId: option.issueId, optionId: option.id, points: dto.points },
        { conflictPaths: ['partyId', 'optionId'] },
      );
      await this.changes.record(manager, user, {
        caseId: party.caseId,
        kind: 'points',
        summary: `${displayName(user)} changed ${possessive(option.issue.name)} points${forSide(party)}`,
        subject: { kind: 'option', id: option.id },
        things: [thing],
        side: party.side,
      });
      return manager.findOneByOrFail(Score, { partyId: party.id, optionId: option.id });
    });
  }

  /** One agreed option per issue: agreeing again on an issue replaces its option. */
  saveFinalAgreement(user: User, caseId: number, dto: SaveFinalAgreementDto): Promise<FinalAgreement> {
    return this.dataSource.transaction(async (manager) => {
      await this.cases.lockOpen(user, caseId, manager);
      const { option, caseId: optionCaseId } = await this.issues.findOwnedOption(user, dto.optionId, manager);
      if (option.issueId !== dto.issueId) throw MismatchedIdsException.optionOfOtherIssue();
      if (optionCaseId !== caseId) throw MismatchedIdsException.issueOfOtherCase();
      const thing = CaseThings.agreement(option.issueId);
      await this.changes.assertFresh(manager, user, caseId, [thing], () =>
        this.agreementAnswer(manager, option.issueId),
      );
      await manager.upsert(
        FinalAgreement,
        { caseId, issueId: option.issueId, optionId: option.id },
        { conflictPaths: ['issueId'] },
      );
      await this.changes.record(manager, user, {
        caseId,
        kind: 'agreement',
        summary: `${displayName(user)} recorded the agreement on '${option.issue.name}': '${option.name}'`,
        subject: { kind: 'issue', id: option.issueId },
        things: [thing],
      });
      return manager.findOneByOrFail(FinalAgreement, { issueId: option.issueId });
    });
  }

  /** Takes back the agreement on an issue (an undo back to "not agreed yet"); none recorded is no error. */
  removeFinalAgreement(user: User, caseId: number, issueId: number): Promise<void> {
    return this.dataSource.transaction(async (manager) => {
      await this.cases.lockOpen(user, caseId, manager);
      const issue = await this.issues.findOwnedIssue(user, issueId, manager);
      if (issue.caseId !== caseId) throw MismatchedIdsException.issueOfOtherCase();
      const thing = CaseThings.agreement(issueId);
      await this.changes.assertFresh(manager, user, caseId, [thing], () =>
        this.agreementAnswer(manager, issueId),
      );
      const { affected } = await manager.delete(FinalAgreement, { caseId, issueId });
      if (affected) {
        await this.changes.record(manager, user, {
          caseId,
          kind: 'agreement',
          summary: `${displayName(user)} took back the agreement on '${issue.name}'`,
          subject: { kind: 'issue', id: issueId },
          things: [thing],
        });
      }
    });
  }

  /**
   * A party's walk-away total and best alternative. The total may not exceed what the party can reach:
   * every issue at its highest score, an issue it has not scored counting 0.
   */
  updateParty(user: User, partyId: number, dto: UpdatePartyDto): Promise<Party> {
    return this.dataSource.transaction(async (manager) => {
      const party = await this.lockParty(user, partyId, manager);
      const thing = CaseThings.walkAway(party.id);
      await this.changes.assertFresh(manager, user, party.caseId, [thing], async () =>
        toPartyResponse(party),
      );
      const wasValue = party.reservationValue;
      if (dto.reservationValue !== null) {
        const maximum = await this.maximumTotal(manager, party.id);
        if (dto.reservationValue > maximum) throw new WalkAwayAboveMaximumException(maximum);
      }
      party.reservationValue = dto.reservationValue;
      if (dto.alternative !== undefined) party.alternative = dto.alternative.trim();
      const saved = await manager.save(party);
      const whose = party.type === PartyType.User ? 'the walk-away' : "the other side's walk-away";
      await this.changes.record(manager, user, {
        caseId: party.caseId,
        kind: 'walk-away',
        summary:
          dto.reservationValue === wasValue
            ? `${displayName(user)} changed ${party.type === PartyType.User ? 'the' : "the other side's"} best alternative`
            : dto.reservationValue === null
              ? `${displayName(user)} cleared ${whose}`
              : `${displayName(user)} set ${whose} to ${dto.reservationValue}`,
        subject: { kind: 'party', id: party.id },
        things: [thing],
        side: party.side,
      });
      return saved;
    });
  }

  /** A party's trade-off answers, those whose issues and options the case still has, in the order given. */
  async answers(user: User, partyId: number): Promise<PartyAnswersResponse> {
    const party = await this.cases.findOwnedParty(user, partyId);
    return answersOf(party, await this.optionsByIssue(this.dataSource.manager, party.caseId));
  }

  /** Sets how sure the person is of the points they gave a party (null: not said); answers the answers. */
  savePointsConfidence(
    user: User,
    partyId: number,
    dto: SavePointsConfidenceDto,
  ): Promise<PartyAnswersResponse> {
    return this.dataSource.transaction(async (manager) => {
      const party = await this.lockParty(user, partyId, manager);
      const thing = CaseThings.confidence(party.id);
      await this.changes.assertFresh(manager, user, party.caseId, [thing], async () =>
        answersOf(party, await this.optionsByIssue(manager, party.caseId)),
      );
      party.pointsConfidence = dto.pointsConfidence;
      await manager.save(party);
      await this.changes.record(manager, user, {
        caseId: party.caseId,
        kind: 'points-confidence',
        summary: `${displayName(user)} said how sure they are of the points${forSide(party)}`,
        subject: { kind: 'party', id: party.id },
        things: [thing],
        side: party.side,
      });
      return answersOf(party, await this.optionsByIssue(manager, party.caseId));
    });
  }

  /**
   * Replaces a party's trade-off answers. Every answer must name two different issues of the party's case and,
   * for each, options of that issue that are not the same on both sides for both issues; otherwise 400 naming
   * each wrong answer, and nothing is written.
   */
  saveAnswers(user: User, partyId: number, dto: SavePartyAnswersDto): Promise<PartyAnswersResponse> {
    return this.dataSource.transaction(async (manager) => {
      const party = await this.lockParty(user, partyId, manager);
      const options = await this.optionsByIssue(manager, party.caseId);
      const thing = CaseThings.answers(party.id);
      await this.changes.assertFresh(manager, user, party.caseId, [thing], async () =>
        answersOf(party, options),
      );
      const fieldErrors: Record<string, string> = {};
      dto.answers.forEach((answer, k) => {
        const problem = answerProblem(answer, options);
        if (problem !== null) fieldErrors[`answers.${k}.question`] = problem;
      });
      if (Object.keys(fieldErrors).length > 0) {
        throw new ValidationApiException(Object.values(fieldErrors).join('; '), fieldErrors);
      }
      // Plain copies: what the body held beyond the checked fields never reaches the column.
      party.tradeoffAnswers = dto.answers.map(({ question, prefer, confidence }) => ({
        question: { left: { ...question.left }, right: { ...question.right } },
        prefer,
        ...(confidence === undefined ? {} : { confidence }),
      }));
      await manager.save(party);
      await this.changes.record(manager, user, {
        caseId: party.caseId,
        kind: 'tradeoff-answers',
        summary: `${displayName(user)} answered the trade-off questions${forSide(party)}`,
        subject: { kind: 'party', id: party.id },
        things: [thing],
        side: party.side,
      });
      return { partyId: party.id, answers: party.tradeoffAnswers, pointsConfidence: party.pointsConfidence };
    });
  }

  /** Each issue of a case with the ids of its options. */
  private async optionsByIssue(manager: EntityManager, caseId: number): Promise<Map<number, Set<number>>> {
    const rows = await manager
      .createQueryBuilder(Option, 'option')
      .innerJoin(Issue, 'issue', 'issue.id = option.issue_id')
      .where('issue.case_id = :caseId', { caseId })
      .getMany();
    const byIssue = new Map<number, Set<number>>();
    for (const row of rows) {
      const set = byIssue.get(row.issueId) ?? new Set<number>();
      set.add(row.id);
      byIssue.set(row.issueId, set);
    }
    return byIssue;
  }

  /** The sum over a party's issues of its highest score. */
  private async maximumTotal(manager: EntityManager, partyId: number): Promise<number> {
    const row = await manager.query<{ total: string | null }[]>(
      `SELECT sum(best) AS total FROM (
         SELECT max(points) AS best FROM scores WHERE party_id = $1 GROUP BY issue_id
       ) AS per_issue`,
      [partyId],
    );
    return Number(row[0]?.total ?? 0);
  }

  /** One side's parties' importance rows of a case (the case is already checked). */
  async importance(
    caseId: number,
    side: TableSide,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<ImportanceRows> {
    return {
      issueImportance: await this.importanceRows(manager, IssueImportance, caseId, side),
      optionImportance: await this.importanceRows(manager, OptionImportance, caseId, side),
    };
  }

  /**
   * One party's levels, ranks and points in one transaction (the Smart Points tab's save): the case is locked
   * first, every id must be of this case (400 on the first that is not, nothing written), each row may appear
   * once, and the suggestions are recalculated once for all of them.
   */
  savePartyPoints(user: User, caseId: number, dto: SavePartyPointsDto): Promise<PartyPointsRows> {
    return this.dataSource.transaction(async (manager) => {
      await this.cases.lockOpen(user, caseId, manager, 'side');
      const party = await this.cases.findOwnedParty(user, dto.partyId, manager);
      if (party.caseId !== caseId) throw MismatchedIdsException.partyOfOtherCase();
      const optionIssue = new Map<number, number>();
      const issueIds = new Set<number>();
      const issueNames = new Map<number, string>();
      for (const issue of await this.issues.listWithOptions(caseId, manager)) {
        issueIds.add(issue.id);
        issueNames.set(issue.id, issue.name);
        for (const option of issue.options) optionIssue.set(option.id, issue.id);
      }
      const issueRows = dto.issueImportance ?? [];
      const optionRows = dto.optionImportance ?? [];
      const scores = dto.scores ?? [];
      checkRows(
        'issueImportance',
        issueRows,
        (row) => row.issueId,
        (row) => issueIds.has(row.issueId),
      );
      const ofThisCase = (row: { issueId: number; optionId: number }) =>
        optionIssue.get(row.optionId) === row.issueId;
      checkRows('optionImportance', optionRows, (row) => row.optionId, ofThisCase);
      checkRows('scores', scores, (row) => row.optionId, ofThisCase);
      const things = [
        ...issueRows.map((row) => CaseThings.issuePoints(party.id, row.issueId)),
        ...optionRows.map((row) => CaseThings.optionPoints(party.id, row.optionId)),
        ...scores.map((row) => CaseThings.optionPoints(party.id, row.optionId)),
      ];
      await this.changes.assertFresh(manager, user, caseId, things, async () => {
        const rows = await this.partyRows(manager, party.id);
        return {
          issueImportance: rows.issueImportance.map(toIssueImportanceResponse),
          optionImportance: rows.optionImportance.map(toOptionImportanceResponse),
          scores: rows.scores.map(toScoreResponse),
        };
      });

      const levelOf = (row: { importance: number; rank: number }): SavedLevel => ({
        level: { importance: row.importance, rank: row.rank },
        actualPoints: undefined,
      });
      await this.recalculate(manager, party, {
        issues: new Map(issueRows.map((row) => [row.issueId, levelOf(row)])),
        options: new Map(optionRows.map((row) => [row.optionId, levelOf(row)])),
      });
      const written = scores.flatMap((row) =>
        row.points === null ? [] : [{ partyId: party.id, ...row, points: row.points }],
      );
      const removed = scores.flatMap((row) => (row.points === null ? [row.optionId] : []));
      if (written.length > 0) {
        await manager.upsert(Score, written, { conflictPaths: ['partyId', 'optionId'] });
      }
      if (removed.length > 0) await manager.delete(Score, { partyId: party.id, optionId: In(removed) });
      const touched = [...new Set([...issueRows, ...optionRows, ...scores].map((row) => row.issueId))].map(
        (id) => issueNames.get(id)!,
      );
      if (touched.length > 0) {
        await this.changes.record(manager, user, {
          caseId,
          kind: 'points',
          summary: `${displayName(user)} changed ${pointsOf(touched)}${forSide(party)}`,
          subject:
            touched.length === 1
              ? { kind: 'issue', id: [...issueRows, ...optionRows, ...scores][0]!.issueId }
              : { kind: 'party', id: party.id },
          things,
          side: party.side,
        });
      }
      return this.partyRows(manager, party.id);
    });
  }

  /** One party's rows as the Smart Points tab's save answers them. */
  private async partyRows(manager: EntityManager, partyId: number): Promise<PartyPointsRows> {
    return {
      issueImportance: await manager.find(IssueImportance, {
        where: { partyId },
        order: { issueId: 'ASC' },
      }),
      optionImportance: await manager.find(OptionImportance, {
        where: { partyId },
        order: { issueId: 'ASC', optionId: 'ASC' },
      }),
      scores: await manager.find(Score, {
        where: { partyId },
        order: { issueId: 'ASC', optionId: 'ASC' },
      }),
    };
  }

  /** The agreement on an issue as the route answers it, or null (for a 412's `current`). */
  private async agreementAnswer(manager: EntityManager, issueId: number) {
    const row = await manager.findOneBy(FinalAgreement, { issueId });
    return row ? toFinalAgreementResponse(row) : null;
  }

  /** One side's parties' scores of a case (the case is already checked): the reader passes their own side. */
  scores(
    caseId: number,
    side: TableSide,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<Score[]> {
    return manager
      .createQueryBuilder(Score, 'score')
      .innerJoin(Party, 'party', 'party.id = score.party_id')
      .where('party.case_id = :caseId AND party.side = :side', { caseId, side })
      .orderBy('score.party_id')
      .addOrderBy('score.issue_id')
      .addOrderBy('score.option_id')
      .getMany();
  }

  /** A case's final agreements, one per agreed issue (the case is already checked). */
  finalAgreements(
    caseId: number,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<FinalAgreement[]> {
    return manager.find(FinalAgreement, { where: { caseId }, order: { issueId: 'ASC' } });
  }

  /**
   * Replaces the case's whole agreement with one option per issue (the joint table's agreement, issue 36), inside
   * the caller's transaction with the case row already locked; the ids are already checked against the case.
   * Answers the things it changed, for the caller's CaseChanges.record.
   */
  async replaceAgreementIn(
    manager: EntityManager,
    caseId: number,
    choices: ReadonlyArray<{ issueId: number; optionId: number }>,
  ): Promise<string[]> {
    const before = await manager.find(FinalAgreement, { where: { caseId } });
    await manager.delete(FinalAgreement, { caseId });
    if (choices.length > 0) {
      await manager.insert(
        FinalAgreement,
        choices.map(({ issueId, optionId }) => ({ caseId, issueId, optionId })),
      );
    }
    const issueIds = new Set([...before.map((row) => row.issueId), ...choices.map((c) => c.issueId)]);
    return [...issueIds].map((issueId) => CaseThings.agreement(issueId));
  }

  /** The party (its case locked) and the option of one request: each the user's, and of one case and issue. */
  private async partyAndOption(
    user: User,
    ids: { partyId: number; issueId: number; optionId: number },
    manager: EntityManager,
  ) {
    const party = await this.lockParty(user, ids.partyId, manager);
    const { option, caseId } = await this.issues.findOwnedOption(user, ids.optionId, manager);
    if (option.issueId !== ids.issueId) throw MismatchedIdsException.optionOfOtherIssue();
    if (caseId !== party.caseId) throw MismatchedIdsException.issueOfOtherCase();
    return { party, option };
  }

  /** The party, with its case locked for the rest of the transaction. */
  private async lockParty(user: User, partyId: number, manager: EntityManager): Promise<Party> {
    const party = await this.cases.findOwnedParty(user, partyId, manager);
    await this.cases.lockOpen(user, party.caseId, manager, 'side');
    // Read again under the case's lock: a change that committed meanwhile is what this one builds on.
    return this.cases.findOwnedParty(user, partyId, manager);
  }

  private importanceRows<T extends IssueImportance | OptionImportance>(
    manager: EntityManager,
    entity: new () => T,
    caseId: number,
    side: TableSide,
  ): Promise<T[]> {
    const query = manager
      .createQueryBuilder(entity, 'row')
      .innerJoin(Party, 'party', 'party.id = row.party_id')
      .where('party.case_id = :caseId AND party.side = :side', { caseId, side })
      .orderBy('row.party_id')
      .addOrderBy('row.issue_id');
    return (entity === OptionImportance ? query.addOrderBy('row.option_id') : query).getMany();
  }

  /**
   * Writes the `saved` levels and brings every stored suggestion of the party in line with the levels;
   * with `createMissing`, rows are added for issues and options the party has not rated yet.
   */
  private async recalculate(
    manager: EntityManager,
    party: Party,
    saved: SavedLevels,
    createMissing = false,
  ): Promise<void> {
    const issues = await this.issues.listWithOptions(party.caseId, manager);
    const issueRows = new Map(
      (await manager.findBy(IssueImportance, { partyId: party.id })).map((r) => [r.issueId, r]),
    );
    const optionRows = new Map(
      (await manager.findBy(OptionImportance, { partyId: party.id })).map((r) => [r.optionId, r]),
    );
    const issueLevels = new Map<number, Level>(issueRows);
    const optionLevels = new Map<number, Level>(optionRows);
    for (const [id, { level }] of saved.issues) issueLevels.set(id, level);
    for (const [id, { level }] of saved.options) optionLevels.set(id, level);
    const suggestions = suggestForParty(issues, issueLevels, optionLevels);

    await this.writeRows(
      manager,
      IssueImportance,
      ['partyId', 'issueId'],
      party.id,
      suggestions.issues.map((s) => ({
        s,
        row: issueRows.get(s.issueId),
        saved: saved.issues.get(s.issueId),
      })),
      createMissing,
    );
    await this.writeRows(
      manager,
      OptionImportance,
      ['partyId', 'optionId'],
      party.id,
      suggestions.options.map((s) => ({
        s,
        row: optionRows.get(s.optionId),
        saved: saved.options.get(s.optionId),
      })),
      createMissing,
    );
  }

  /** Upserts the saved rows and rows still missing (with createMissing); updates suggestions that moved. */
  private async writeRows<S extends { suggestedPoints: number }>(
    manager: EntityManager,
    entity: typeof IssueImportance | typeof OptionImportance,
    conflictPaths: string[],
    partyId: number,
    items: Array<{ s: S; row: ImportanceColumns | undefined; saved: SavedLevel | undefined }>,
    createMissing: boolean,
  ): Promise<void> {
    for (const { s, row, saved } of items) {
      if (saved || (!row && createMissing)) {
        const actualPoints =
          saved && saved.actualPoints !== undefined ? saved.actualPoints : row?.actualPoints;
        await manager.upsert(
          entity,
          { partyId, ...s, actualPoints: actualPoints ?? null },
          { conflictPaths },
        );
      } else if (row && row.suggestedPoints !== s.suggestedPoints) {
        await manager.update(entity, { id: row.id }, { suggestedPoints: s.suggestedPoints });
      }
    }
  }
}

/** "Rent's", "Terms'": the possessive of a name, for the history's lines. */
export function possessive(name: string): string {
  return /s$/i.test(name) ? `${name}'` : `${name}'s`;
}

/** "Rent's points", "the points of Rent and Term", "the points of Rent, Term and 3 more issues". */
export function pointsOf(issues: readonly string[]): string {
  if (issues.length === 1) return `${possessive(issues[0]!)} points`;
  if (issues.length === 2) return `the points of ${issues[0]} and ${issues[1]}`;
  return `the points of ${issues[0]}, ${issues[1]} and ${issues.length - 2} more ${issues.length === 3 ? 'issue' : 'issues'}`;
}

/** Nothing for the person's own side; " for the other side" for theirs. */
function forSide(party: Party): string {
  return party.type === PartyType.User ? '' : ' for the other side';
}

/** Refuses a batch whose rows name an id twice or an id that is not of the case, on the first such row. */
function checkRows<T>(
  field: string,
  rows: readonly T[],
  keyOf: (row: T) => number,
  belongs: (row: T) => boolean,
): void {
  const seen = new Set<number>();
  rows.forEach((row, i) => {
    const key = keyOf(row);
    if (seen.has(key)) throw MismatchedIdsException.duplicate(`${field}.${i}`, field);
    seen.add(key);
    if (!belongs(row)) throw MismatchedIdsException.notOfCase(`${field}.${i}`);
  });
}

/** Why an answer does not fit the case (its shape is already checked), or null when it does. */
function answerProblem(answer: TradeoffAnswerBody, options: Map<number, Set<number>>): string | null {
  const issues = Object.keys(answer.question.left).map(Number);
  for (const issue of issues) {
    const known = options.get(issue);
    if (known === undefined) return `Issue ${issue} is not an issue of this case`;
    for (const side of ['left', 'right'] as const) {
      const option = answer.question[side][String(issue)]!;
      if (!known.has(option)) return `Option ${option} is not an option of issue ${issue}`;
    }
  }
  if (issues.every((issue) => answer.question.left[String(issue)] === answer.question.right[String(issue)])) {
    return 'The two sides of a question must differ';
  }
  return null;
}

/** A party's answers as read: those whose issues and options the case still has, and its points confidence. */
function answersOf(party: Party, options: Map<number, Set<number>>): PartyAnswersResponse {
  return {
    partyId: party.id,
    answers: party.tradeoffAnswers.filter((answer) => answerProblem(answer, options) === null),
    pointsConfidence: party.pointsConfidence,
  };
}
