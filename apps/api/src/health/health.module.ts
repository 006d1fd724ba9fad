import { Module } from '@nestjs/common';
import { HealthController } from './health.controller.js';
import { HealthService } from './health.service.js';

/** GET /api/health: whether this process and its database answer. */
@Module({
  controllers: [HealthController],
  providers: [HealthService],
})
export class HealthModule {}
