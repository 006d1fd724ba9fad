import { Controller, Get, Param, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CasePresenceResponse } from '@parley/contracts';
import type { User } from '../auth/user.entity.js';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { ParseIdPipe } from '../common/pipes/parse-id.pipe.js';
import { LiveService } from './live.service.js';

@Controller('cases')
export class LiveController {
  constructor(private readonly live: LiveService) {}

  /** The case's committed changes as server-sent events (docs/api.md, "Changes seen live"). */
  @Get(':id/events')
  async events(
    @CurrentUser() user: User,
    @Param('id', ParseIdPipe) id: number,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    await this.live.open(user, id, request, reply);
  }

  /** Everyone who has the case open now, on any API process. */
  @Get(':id/presence')
  presence(@CurrentUser() user: User, @Param('id', ParseIdPipe) id: number): Promise<CasePresenceResponse> {
    return this.live.present(user, id);
  }
}
