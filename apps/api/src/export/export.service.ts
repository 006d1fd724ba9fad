import { Injectable } from '@nestjs/common';
import type { User } from '../auth/user.entity.js';
import { CaseDetailService } from '../case-detail/case-detail.service.js';
import { renderCaseReport } from './case-report.js';

@Injectable()
export class ExportService {
  constructor(private readonly details: CaseDetailService) {}

  /** The printable report of one of the user's cases, as of now, its times in the reader's zone. */
  async report(user: User, caseId: number, timeZone = 'UTC'): Promise<string> {
    return renderCaseReport(await this.details.detail(user, caseId), new Date(), timeZone);
  }
}
