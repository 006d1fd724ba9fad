import { Controller, Get, Header, Param } from '@nestjs/common';
import { CurrentUser } from '../auth/current-user.decorator.js';
import type { User } from '../auth/user.entity.js';
import { ParseIdPipe } from '../common/pipes/parse-id.pipe.js';
import { CaseDetailService } from './case-detail.service.js';

@Controller('cases')
export class CaseDetailController {
  constructor(private readonly details: CaseDetailService) {}

  /**
   * The case screen's one read: the case, its parties, issues with options, scores and final agreements
   * (CaseDetailResponse), sent as the JSON the service keeps.
   */
  @Get(':id')
  @Header('content-type', 'application/json; charset=utf-8')
  detail(@CurrentUser() user: User, @Param('id', ParseIdPipe) id: number): Promise<string> {
    return this.details.detailJson(user, id);
  }
}
