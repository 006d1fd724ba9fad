import { Controller, Get, Param } from '@nestjs/common';
import type { CaseDetailResponse } from '@parley/contracts';
import { CurrentUser } from '../auth/current-user.decorator.js';
import type { User } from '../auth/user.entity.js';
import { ParseIdPipe } from '../common/pipes/parse-id.pipe.js';
import { CaseDetailService } from './case-detail.service.js';

@Controller('cases')
export class CaseDetailController {
  constructor(private readonly details: CaseDetailService) {}

  /** The case screen's one read: the case, its parties, issues with options, scores and final agreements. */
  @Get(':id')
  detail(@CurrentUser() user: User, @Param('id', ParseIdPipe) id: number): Promise<CaseDetailResponse> {
    return this.details.detail(user, id);
  }
}
