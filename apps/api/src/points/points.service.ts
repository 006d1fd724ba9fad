import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { EntityManager } from 'typeorm';
import type { User } from '../auth/user.entity.js';
import { Party } from '../cases/party.entity.js';
import { CasesService } from '../cases/cases.service.js';
import { Issue } from '../issues/issue.entity.js';
import { IssuesService } from '../issues/issues.service.js';
import type { SaveFinalAgreementDto } from './dto/save-final-agreement.dto.js';
import type { SaveIssueImportanceDto } from './dto/save-issue-importance.dto.js';
import type { SaveOptionImportanceDto } from './dto/save-option-importance.dto.js';
import type { SaveScoreDto } from './dto/save-score.dto.js';
import type { UpdatePartyDto } from './dto/update-party.dto.js';
import { FinalAgreement } from './final-agreement.entity.js';
import type { ImportanceColumns } from './importance-columns.js';
import { IssueImportance } from './issue-importance.entity.js';
import { OptionImportance } from './option-importance.entity.js';
import { MismatchedIdsException, WalkAwayAboveMaximumException } from './points.exception.js';
import { Score } from './score.entity.js';
import { suggestForParty } from './suggestions.js';
import type { Level } from './suggestions.js';

/** A level just sent by the user, which the recalculation writes along with the suggestions it moves. */
type SavedLevel =
  | { kind: 'issue'; issueId: number; level: Level; actualPoints: number | null | undefined }
  | { kind: 'option'; optionId: number; level: Level; actualPoints: number | null | undefined };

export interface ImportanceRows {
  issueImportance: IssueImportance[];
  optionImportance: OptionImportance[];
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
  ) {}

  async listIssueImportance(user: User, caseId: number): Promise<IssueImportance[]> {
    await this.cases.findOwned(user, caseId);
    return this.importanceRows(this.dataSource.manager, IssueImportance, caseId);
  }

  async listOptionImportance(user: User, caseId: number): Promise<OptionImportance[]> {
    await this.cases.findOwned(user, caseId);
    return this.importanceRows(this.dataSource.manager, OptionImportance, caseId);
  }

  saveIssueImportance(user: User, dto: SaveIssueImportanceDto): Promise<IssueImportance> {
    return this.dataSource.transaction(async (manager) => {
      const party = await this.lockParty(user, dto.partyId, manager);
      const issue = await this.issues.findOwnedIssue(user, dto.issueId, manager);
      if (issue.caseId !== party.caseId) throw MismatchedIdsException.issueOfOtherCase();
      const level = { importance: dto.importance, rank: dto.rank };
      await this.recalculate(manager, party, {
        kind: 'issue',
        issueId: issue.id,
        level,
        actualPoints: dto.actualPoints,
      });
      return manager.findOneByOrFail(IssueImportance, { partyId: party.id, issueId: issue.id });
    });
  }

  saveOptionImportance(user: User, dto: SaveOptionImportanceDto): Promise<OptionImportance> {
    return this.dataSource.transaction(async (manager) => {
      const { party, option } = await this.partyAndOption(user, dto, manager);
      await this.recalculate(manager, party, {
        kind: 'option',
        optionId: option.id,
        level: { importance: dto.importance, rank: dto.rank },
        actualPoints: dto.actualPoints,
      });
      return manager.findOneByOrFail(OptionImportance, { partyId: party.id, optionId: option.id });
    });
  }

  /** Fills in every party's levels (defaults where none is saved) and refreshes every suggestion. */
  calculatePoints(user: User, caseId: number): Promise<ImportanceRows> {
    return this.dataSource.transaction(async (manager) => {
      await this.cases.findOwned(user, caseId, manager, true);
      for (const party of await this.cases.parties(caseId, manager)) {
        await this.recalculate(manager, party, null, true);
      }
      return this.importance(caseId, manager);
    });
  }

  saveScore(user: User, dto: SaveScoreDto): Promise<Score> {
    return this.dataSource.transaction(async (manager) => {
      const { party, option } = await this.partyAndOption(user, dto, manager);
      await manager.upsert(
        Score,
        { partyId: party.id, issueId: option.issueId, optionId: option.id, points: dto.points },
        { conflictPaths: ['partyId', 'optionId'] },
      );
      await this.cases.touch(manager, party.caseId);
      return manager.findOneByOrFail(Score, { partyId: party.id, optionId: option.id });
    });
  }

  /** One agreed option per issue: agreeing again on an issue replaces its option. */
  saveFinalAgreement(user: User, caseId: number, dto: SaveFinalAgreementDto): Promise<FinalAgreement> {
    return this.dataSource.transaction(async (manager) => {
      await this.cases.findOwned(user, caseId, manager, true);
      const { option, caseId: optionCaseId } = await this.issues.findOwnedOption(user, dto.optionId, manager);
      if (option.issueId !== dto.issueId) throw MismatchedIdsException.optionOfOtherIssue();
      if (optionCaseId !== caseId) throw MismatchedIdsException.issueOfOtherCase();
      await manager.upsert(
        FinalAgreement,
        { caseId, issueId: option.issueId, optionId: option.id },
        { conflictPaths: ['issueId'] },
      );
      await this.cases.touch(manager, caseId);
      return manager.findOneByOrFail(FinalAgreement, { issueId: option.issueId });
    });
  }

  /**
   * A party's walk-away total and best alternative. The total may not exceed what the party can reach:
   * every issue at its highest score, an issue it has not scored counting 0.
   */
  updateParty(user: User, partyId: number, dto: UpdatePartyDto): Promise<Party> {
    return this.dataSource.transaction(async (manager) => {
      const party = await this.lockParty(user, partyId, manager);
      if (dto.reservationValue !== null) {
        const maximum = await this.maximumTotal(manager, party.id);
        if (dto.reservationValue > maximum) throw new WalkAwayAboveMaximumException(maximum);
      }
      party.reservationValue = dto.reservationValue;
      if (dto.alternative !== undefined) party.alternative = dto.alternative.trim();
      const saved = await manager.save(party);
      await this.cases.touch(manager, party.caseId);
      return saved;
    });
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

  /** Every party's importance rows of a case (the case is already checked). */
  async importance(
    caseId: number,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<ImportanceRows> {
    return {
      issueImportance: await this.importanceRows(manager, IssueImportance, caseId),
      optionImportance: await this.importanceRows(manager, OptionImportance, caseId),
    };
  }

  /** Every party's scores of a case (the case is already checked). */
  scores(caseId: number, manager: EntityManager = this.dataSource.manager): Promise<Score[]> {
    return manager
      .createQueryBuilder(Score, 'score')
      .innerJoin(Issue, 'issue', 'issue.id = score.issue_id')
      .where('issue.case_id = :caseId', { caseId })
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
    await this.cases.findOwned(user, party.caseId, manager, true);
    // Read again under the case's lock: a change that committed meanwhile is what this one builds on.
    return this.cases.findOwnedParty(user, partyId, manager);
  }

  private importanceRows<T extends IssueImportance | OptionImportance>(
    manager: EntityManager,
    entity: new () => T,
    caseId: number,
  ): Promise<T[]> {
    const query = manager
      .createQueryBuilder(entity, 'row')
      .innerJoin(Party, 'party', 'party.id = row.party_id')
      .where('party.case_id = :caseId', { caseId })
      .orderBy('row.party_id')
      .addOrderBy('row.issue_id');
    return (entity === OptionImportance ? query.addOrderBy('row.option_id') : query).getMany();
  }

  /**
   * Writes `saved` (if any) and brings every stored suggestion of the party in line with the levels;
   * with `createMissing`, rows are added for issues and options the party has not rated yet.
   */
  private async recalculate(
    manager: EntityManager,
    party: Party,
    saved: SavedLevel | null,
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
    if (saved?.kind === 'issue') issueLevels.set(saved.issueId, saved.level);
    if (saved?.kind === 'option') optionLevels.set(saved.optionId, saved.level);
    const suggestions = suggestForParty(issues, issueLevels, optionLevels);

    const savedFor = (kind: SavedLevel['kind'], id: number) =>
      saved?.kind === kind && (saved.kind === 'issue' ? saved.issueId : saved.optionId) === id ? saved : null;
    await this.writeRows(
      manager,
      IssueImportance,
      ['partyId', 'issueId'],
      party.id,
      suggestions.issues.map((s) => ({
        s,
        row: issueRows.get(s.issueId),
        saved: savedFor('issue', s.issueId),
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
        saved: savedFor('option', s.optionId),
      })),
      createMissing,
    );
    if (saved || createMissing) await this.cases.touch(manager, party.caseId);
  }

  /** Upserts the saved row and rows still missing (with createMissing); updates suggestions that moved. */
  private async writeRows<S extends { suggestedPoints: number }>(
    manager: EntityManager,
    entity: typeof IssueImportance | typeof OptionImportance,
    conflictPaths: string[],
    partyId: number,
    items: Array<{ s: S; row: ImportanceColumns | undefined; saved: SavedLevel | null }>,
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
