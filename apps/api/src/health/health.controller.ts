import { Controller, Get, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import type { HealthResponse } from '@parley/contracts';
import { Public } from '../common/decorators/public.decorator.js';
import { HealthService } from './health.service.js';

@Controller('health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  @Public()
  @Get()
  async report(@Res({ passthrough: true }) reply: FastifyReply): Promise<HealthResponse> {
    const answer = await this.health.check();
    void reply.status(answer.database === 'up' ? 200 : 503).header('cache-control', 'no-store');
    return answer;
  }
}
