import { Injectable } from '@nestjs/common';
import type { CanActivate, ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import { SessionGuard } from '../auth/session.guard.js';
import { IS_PUBLIC } from '../common/decorators/public.decorator.js';
import { WITHOUT_SUBSCRIPTION } from '../common/decorators/without-subscription.decorator.js';
import { SubscriptionService } from './subscription.service.js';

/**
 * Global: every signed-in route needs access (a running trial or Pro) unless marked @WithoutSubscription(),
 * so a case-scoped route added later is gated without anyone listing it. Answers 403 SUBSCRIPTION_REQUIRED
 * before the handler runs, so a refused request changes nothing.
 */
@Injectable()
export class SubscriptionGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly sessionGuard: SessionGuard,
    private readonly subscriptions: SubscriptionService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets)) return true;
    if (this.reflector.getAllAndOverride<boolean>(WITHOUT_SUBSCRIPTION, targets)) return true;
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    // Global guards run in module order; should this one come first, the session is read here.
    if (!request.user) await this.sessionGuard.canActivate(context);
    await this.subscriptions.assertAccess(request.user!);
    return true;
  }
}
