import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { CaseDetailResponse } from '@parley/contracts';
import type { User } from '../auth/user.entity.js';
import { toCaseResponse, toPartyResponse } from '../cases/case.mapper.js';
import { CasesService } from '../cases/cases.service.js';
import { toIssueResponse } from '../issues/issue.mapper.js';
import { IssuesService } from '../issues/issues.service.js';
import { toFinalAgreementResponse, toScoreResponse } from '../points/points.mapper.js';
import { PointsService } from '../points/points.service.js';

/**
 * The case with everything the case screen and the report draw, read in one snapshot so that the scores
 * always match the issues and options they belong to.
 */
@Injectable()
export class CaseDetailService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly cases: CasesService,
    private readonly issues: IssuesService,
    private readonly points: PointsService,
  ) {}

  detail(user: User, id: number): Promise<CaseDetailResponse> {
    return this.dataSource.transaction('REPEATABLE READ', async (manager) => {
      const found = await this.cases.findOwned(user, id, manager);
      const parties = await this.cases.parties(id, manager);
      const issues = await this.issues.listWithOptions(id, manager);
      const scores = await this.points.scores(id, manager);
      const finalAgreements = await this.points.finalAgreements(id, manager);
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
