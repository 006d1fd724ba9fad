import { Injectable } from '@nestjs/common';
import type { CanActivate, ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import type { AccessReason } from '@parley/contracts';
import { SessionGuard } from '../auth/session.guard.js';
import { MEMBER_ACCESS } from '../common/decorators/member-access.decorator.js';
import { IS_PUBLIC } from '../common/decorators/public.decorator.js';
import { currentRequest } from '../common/request/request-context.js';
import { WITHOUT_SUBSCRIPTION } from '../common/decorators/without-subscription.decorator.js';
import { SubscriptionRequiredException } from './subscription.exception.js';
import { SubscriptionService } from './subscription.service.js';

/**
 * Global: every signed-in route needs access (a running trial or Pro) unless marked @WithoutSubscription(),
 * so a case-scoped route added later is gated without anyone listing it. Answers 403 SUBSCRIPTION_REQUIRED
 * before the handler runs, so a refused request changes nothing. A route marked @MemberAccess() (a case's)
 * passes the refusal on to the case's access check instead: a viewer needs only to be signed in to read.
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
    try {
      await this.subscriptions.assertAccess(request.user!);
    } catch (e) {
      // A case's route: the case's access check refuses the owner and any change later, but lets a member read.
      const context = currentRequest();
      const deferred = this.reflector.getAllAndOverride<boolean>(MEMBER_ACCESS, targets);
      if (!(e instanceof SubscriptionRequiredException) || !deferred || !context) throw e;
      context.state.accessDenied = { reason: (e.accessReason ?? null) as AccessReason | null };
    }
    return true;
  }
}
