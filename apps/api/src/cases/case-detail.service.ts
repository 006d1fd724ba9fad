import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { CaseDetailResponse } from '@parley/contracts';
import type { User } from '../auth/user.entity.js';
import { Issue } from '../issues/issue.entity.js';
import { toIssueResponse } from '../issues/issue.mapper.js';
import { findIssuesWithOptions } from '../issues/issue.queries.js';
import { FinalAgreement } from '../points/final-agreement.entity.js';
import { toFinalAgreementResponse, toScoreResponse } from '../points/points.mapper.js';
import { Score } from '../points/score.entity.js';
import { toCaseResponse, toPartyResponse } from './case.mapper.js';
import { CasesService } from './cases.service.js';

/**
 * GET /api/cases/:id: the case with everything the case screen draws, read in one snapshot so that the
 * scores always match the issues and options they belong to.
 */
@Injectable()
export class CaseDetailService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly cases: CasesService,
  ) {}

  detail(user: User, id: number): Promise<CaseDetailResponse> {
    return this.dataSource.transaction('REPEATABLE READ', async (manager) => {
      const found = await this.cases.findOwned(user, id, manager);
      const parties = await this.cases.parties(id, manager);
      const issues = await findIssuesWithOptions(manager, id);
      const scores = await manager
        .createQueryBuilder(Score, 'score')
        .innerJoin(Issue, 'issue', 'issue.id = score.issue_id')
        .where('issue.case_id = :id', { id })
        .orderBy('score.party_id')
        .addOrderBy('score.issue_id')
        .addOrderBy('score.option_id')
        .getMany();
      const finalAgreements = await manager.find(FinalAgreement, {
        where: { caseId: id },
        order: { issueId: 'ASC' },
      });
      return {
        case: toCaseResponse(found),
        issues: issues.map((issue) => toIssueResponse(issue)),
        parties: parties.map(toPartyResponse),
        scores: scores.map(toScoreResponse),
        finalAgreements: finalAgreements.map(toFinalAgreementResponse),
      };
    });
  }
}
