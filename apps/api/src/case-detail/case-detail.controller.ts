import { Controller, Get, Param, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CurrentUser } from '../auth/current-user.decorator.js';
import type { User } from '../auth/user.entity.js';
import { ParseIdPipe } from '../common/pipes/parse-id.pipe.js';
import { CaseDetailService } from './case-detail.service.js';
import { MemberAccess } from '../common/decorators/member-access.decorator.js';

@MemberAccess()
@Controller('cases')
export class CaseDetailController {
  constructor(private readonly details: CaseDetailService) {}

  /**
   * The case screen's one read: the case, its parties, issues with options, scores and final agreements
   * (CaseDetailResponse), sent as the JSON the service keeps, in the compressed copy it keeps beside it.
   */
  @Get(':id')
  async detail(
    @CurrentUser() user: User,
    @Param('id', ParseIdPipe) id: number,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string | Buffer> {
    const { answer, version } = await this.details.detailAnswer(user, id);
    void reply.header('etag', `"${version}"`);
    return answer.send(request, reply);
  }
}
