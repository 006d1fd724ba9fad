import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Messages, decisionRequestOf, scoredIssuesOf } from '@parley/contracts';
import { totalsRange } from '@parley/scoring';
import type { CaseFile, CaseFileLevel, OfferSettings } from '@parley/contracts';
import { AnalysisWorkerService } from '../analysis/analysis-worker.service.js';
import type { User } from '../auth/user.entity.js';
import { CaseDetailService } from '../case-detail/case-detail.service.js';
import type { Case } from '../cases/case.entity.js';
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
    return this.dataSource.transaction('REPEATABLE READ', async (manager) => {
      const found = await this.cases.findOwned(user, caseId, manager);
      return toCaseFile(
        {
          case: found,
          parties: await this.cases.parties(caseId, manager),
          issues: await this.issues.listWithOptions(caseId, manager),
          scores: await this.points.scores(caseId, manager),
          importance: await this.points.importance(caseId, manager),
          finalAgreements: await this.points.finalAgreements(caseId, manager),
        },
        new Date(),
      );
    });
  }

  /** A new case of the user's from a case file, all or nothing. */
  importCase(user: User, file: ImportCaseDto): Promise<Case> {
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
    return this.dataSource.transaction(async (manager) => {
      const { created, parties: saved } = await this.cases.createIn(
        manager,
        user,
        {
          name: file.case.name,
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
            if (points !== null)
              await manager.insert(Score, { partyId, issueId: issue.id, optionId, points });
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
    });
  }
}

const levelColumns = (level: CaseFileLevel) => ({
  importance: level.importance,
  rank: level.rank,
  suggestedPoints: level.suggestedPoints,
  actualPoints: level.actualPoints,
});
