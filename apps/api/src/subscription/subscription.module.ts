import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/auth.module.js';
import { SessionGuard } from '../auth/session.guard.js';
import { SubscriptionController } from './subscription.controller.js';
import { Subscription } from './subscription.entity.js';
import { SubscriptionGuard } from './subscription.guard.js';
import { SubscriptionService } from './subscription.service.js';

/** The trial, the status, the gate (a global guard) and Pro without payment. Needs ClockModule. */
@Module({
  imports: [AuthModule, TypeOrmModule.forFeature([Subscription])],
  controllers: [SubscriptionController],
  // SessionGuard here too: the gate reads the session itself should it run before the global session guard.
  providers: [SubscriptionService, SessionGuard, { provide: APP_GUARD, useClass: SubscriptionGuard }],
  exports: [SubscriptionService],
})
export class SubscriptionModule {}
