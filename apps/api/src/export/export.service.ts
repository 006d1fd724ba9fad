import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { EntityManager } from 'typeorm';
import { CaseStatus, Messages, decisionRequestOf, scoredIssuesOf } from '@parley/contracts';
import { totalsRange } from '@parley/scoring';
import type { CaseFile, CaseFileLevel, CaseTemplateKey, OfferSettings } from '@parley/contracts';
import { AnalysisWorkerService } from '../analysis/analysis-worker.service.js';
import type { User } from '../auth/user.entity.js';
import { CaseDetailService } from '../case-detail/case-detail.service.js';
import { Case } from '../cases/case.entity.js';
import { CasesService } from '../cases/cases.service.js';
import { ValidationApiException } from '../common/exceptions/api.exception.js';
import { Issue } from '../issues/issue.entity.js';
import { IssuesService } from '../issues/issues.service.js';
import { Option } from '../issues/option.entity.js';
import { FinalAgreement } from '../points/final-agreement.entity.js';
import { IssueImportance } from '../points/issue-importance.entity.js';
import { OptionImportance } from '../points/option-importance.entity.js';
import { PointsService } from '../points/points.service.js';
import { Score } from '../points/score.entity.js';
import { toCaseFile } from './case-file.js';
import { uniqueCaseName } from './case-names.js';
import { templateCaseFile } from './case-templates.js';
import { renderCaseReport } from './case-report.js';
import type { ImportCaseDto } from './dto/import-case.dto.js';

@Injectable()
export class ExportService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly details: CaseDetailService,
    private readonly analysis: AnalysisWorkerService,
    private readonly cases: CasesService,
    private readonly issues: IssuesService,
    private readonly points: PointsService,
  ) {}

  /**
   * The printable report of one of the user's cases, as of now, its times in the reader's zone, with the
   * equivalent offers the reader chose; its analysis and decision support run off the event loop.
   */
  async report(
    user: User,
    caseId: number,
    options: { timeZone?: string | undefined; offers: OfferSettings },
  ): Promise<string> {
    const detail = await this.details.detail(user, caseId);
    const figures = await this.analysis.figures(
      scoredIssuesOf(detail),
      decisionRequestOf(detail, options.offers),
    );
    return renderCaseReport(detail, new Date(), {
      figures,
      offers: options.offers,
      ...(options.timeZone ? { timeZone: options.timeZone } : {}),
    });
  }

  /** The whole model of one of the user's cases, read in one snapshot. */
  caseFile(user: User, caseId: number): Promise<CaseFile> {
    return this.dataSource.transaction('REPEATABLE READ', (manager) =>
      this.caseFileIn(manager, user, caseId),
    );
  }

  private async caseFileIn(manager: EntityManager, user: User, caseId: number, lock = false) {
    const found = await this.cases.findOwned(user, caseId, manager, lock);
    return toCaseFile(
      {
        // The goal and description are the owner's side's notes: the counterpart's file has none (issue 36).
        case: found.side === 'counterpart' ? Object.assign(found, { goal: null, description: null }) : found,
        // The reader's own side only (issue 36): `user` is them, `opponent` their own guess of the other side.
        parties: await this.cases.parties(caseId, found.side, manager),
        issues: await this.issues.listWithOptions(caseId, manager),
        scores: await this.points.scores(caseId, found.side, manager),
        importance: await this.points.importance(caseId, found.side, manager),
        finalAgreements: await this.points.finalAgreements(caseId, manager),
      },
      new Date(),
    );
  }

  /**
   * A new case of the user's from a case file, all or nothing. It keeps the file's name unless a case of the
   * user's has it: then it is "<name> (imported)", "(imported 2)" and so on.
   */
  importCase(user: User, file: ImportCaseDto): Promise<Case> {
    checkCaseFile(file);
    return this.dataSource.transaction(async (manager) => {
      const name = uniqueCaseName(file.case.name, 'imported', await this.caseNames(manager, user));
      return this.writeCase(manager, user, file, name);
    });
  }

  /**
   * A copy of one of the user's cases, everything on it included, named "<name> (copy)" ("(copy 2)" …). A
   * closed case can be copied too, and its copy is open: a copy is for working on (docs/decisions.md §37).
   * The source is held like any change to it, so the copy is of one moment.
   */
  duplicate(user: User, caseId: number): Promise<Case> {
    return this.dataSource.transaction(async (manager) => {
      const file = await this.caseFileIn(manager, user, caseId, true);
      const name = uniqueCaseName(file.case.name, 'copy', await this.caseNames(manager, user), true);
      const status = file.case.status === CaseStatus.Closed ? CaseStatus.Active : file.case.status;
      return this.writeCase(manager, user, { ...file, case: { ...file.case, status } }, name);
    });
  }

  /**
   * A new case from a template or the sample: `name`, else the template's own name ("(2)", "(3)" … when a
   * case of the user's has it).
   */
  fromTemplate(user: User, key: CaseTemplateKey, name?: string): Promise<Case> {
    const file = templateCaseFile(key);
    return this.dataSource.transaction(async (manager) => {
      const chosen = name ?? uniqueCaseName(file.case.name, '', await this.caseNames(manager, user));
      return this.writeCase(manager, user, file, chosen);
    });
  }

  private async caseNames(manager: EntityManager, user: User): Promise<Set<string>> {
    const rows = await manager.find(Case, { select: { name: true }, where: { ownerId: user.id } });
    return new Set(rows.map((row) => row.name));
  }

  /** Writes a checked case file as a new case of the user's, named `name`, inside the caller's transaction. */
  private async writeCase(manager: EntityManager, user: User, file: CaseFile, name: string): Promise<Case> {
    const { created, parties: saved } = await this.cases.createIn(
      manager,
      user,
      {
        name,
        goal: file.case.goal ?? null,
        description: file.case.description ?? null,
        status: file.case.status,
      },
      {
        user: { ...file.parties.user, alternative: file.parties.user.alternative.trim() },
        opponent: { ...file.parties.opponent, alternative: file.parties.opponent.alternative.trim() },
      },
    );
    const parties = { user: saved.user.id, opponent: saved.opponent.id };
    for (const issueFile of file.issues) {
      const issue = await manager.save(
        manager.create(Issue, {
          caseId: created.id,
          name: issueFile.name,
          description: issueFile.description ?? null,
          priority: issueFile.priority,
          isAiSuggested: issueFile.isAiSuggested,
        }),
      );
      const options = await manager.save(
        issueFile.options.map((o) =>
          manager.create(Option, { issueId: issue.id, name: o.name, description: o.description ?? null }),
        ),
      );
      for (const side of ['user', 'opponent'] as const) {
        const partyId = parties[side];
        const issueLevel = issueFile.levels[side];
        if (issueLevel) {
          await manager.insert(IssueImportance, {
            partyId,
            issueId: issue.id,
            ...levelColumns(issueLevel),
          });
        }
        for (const [index, optionFile] of issueFile.options.entries()) {
          const optionId = options[index]!.id;
          const points = optionFile.points[side];
          if (points !== null) await manager.insert(Score, { partyId, issueId: issue.id, optionId, points });
          const level = optionFile.levels[side];
          if (level) {
            await manager.insert(OptionImportance, {
              partyId,
              issueId: issue.id,
              optionId,
              ...levelColumns(level),
            });
          }
        }
      }
      if (issueFile.agreedOption !== null) {
        await manager.insert(FinalAgreement, {
          caseId: created.id,
          issueId: issue.id,
          optionId: options[issueFile.agreedOption]!.id,
        });
      }
    }
    return created;
  }
}

/** What field checks cannot see: an agreed option past the options, a walk-away above the party's maximum. */
function checkCaseFile(file: CaseFile): void {
  file.issues.forEach((issue, index) => {
    if (issue.agreedOption !== null && issue.agreedOption >= issue.options.length) {
      const message = `Issue "${issue.name}" agrees on option ${issue.agreedOption + 1}, but has ${issue.options.length}`;
      throw new ValidationApiException(message, { [`issues.${index}.agreedOption`]: message });
    }
  });
  // As PUT /api/parties/:id holds it: a walk-away total is at most the party's maximum total.
  const range = totalsRange(
    file.issues.map((issue, i) => ({
      id: i,
      name: issue.name,
      options: issue.options.map((o, k) => ({
        id: k,
        name: o.name,
        user: o.points.user ?? 0,
        opponent: o.points.opponent ?? 0,
      })),
    })),
  );
  for (const [side, maximum] of [
    ['user', range.userMax],
    ['opponent', range.opponentMax],
  ] as const) {
    const value = file.parties[side].reservationValue;
    if (value !== null && value > maximum) {
      const message = Messages.wholeNumberBetween('Walk-away total', 0, maximum);
      throw new ValidationApiException(message, { [`parties.${side}.reservationValue`]: message });
    }
  }
}

const levelColumns = (level: CaseFileLevel) => ({
  importance: level.importance,
  rank: level.rank,
  suggestedPoints: level.suggestedPoints,
  actualPoints: level.actualPoints,
});
