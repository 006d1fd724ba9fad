import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { EntityManager } from 'typeorm';
import type { SubscriptionPlanResponse, SubscriptionStatusResponse } from '@parley/contracts';
import { TRIAL_DAYS } from '@parley/scoring';
import type { User } from '../auth/user.entity.js';
import { APP_CONFIG } from '../config/app-config.js';
import type { AppConfig } from '../config/app-config.js';
import { Clock } from './clock.js';
import { isPro, subscriptionStateAt } from './subscription-state.js';
import { Subscription } from './subscription.entity.js';
import {
  CaseLimitReachedException,
  NotSubscribedException,
  PaymentRequiredException,
  SubscriptionRequiredException,
} from './subscription.exception.js';

const DAY_MS = 86_400_000;

/**
 * A person's plan. Nothing here is updated by a job: every answer is computed from the stored dates and the
 * clock at the moment of the request. Methods that take an EntityManager run inside the caller's transaction.
 */
@Injectable()
export class SubscriptionService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  /**
   * The person's plan row, created on first use with a trial that started at their first sign-in (the
   * moment their user row was created); people who existed before subscriptions got theirs from the migration.
   */
  async plan(
    user: User,
    manager: EntityManager = this.dataSource.manager,
    lock = false,
  ): Promise<Subscription> {
    const find = () =>
      manager.findOne(Subscription, {
        where: { userId: user.id },
        ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}),
      });
    const found = await find();
    if (found) return found;
    await manager
      .createQueryBuilder()
      .insert()
      .into(Subscription)
      .values({ userId: user.id, trialEndsAt: new Date(user.createdAt.getTime() + TRIAL_DAYS * DAY_MS) })
      .orIgnore()
      .execute();
    return (await find())!;
  }

  async status(user: User): Promise<SubscriptionStatusResponse> {
    return subscriptionStateAt(await this.plan(user), this.clock.now());
  }

  planInfo(): SubscriptionPlanResponse {
    return {
      paymentsEnabled: this.config.stripe !== null,
      publishableKey: this.config.stripe?.publishableKey ?? null,
      trialCaseLimit: this.config.trialCaseLimit,
    };
  }

  /** The gate: 403 SUBSCRIPTION_REQUIRED unless the trial runs or Pro holds. */
  async assertAccess(user: User): Promise<void> {
    const state = await this.status(user);
    if (!state.hasAccess) throw new SubscriptionRequiredException(state.reason);
  }

  /**
   * Lets one more case in, or refuses. The plan row stays locked until the caller's transaction ends, so
   * parallel creates of one person take turns and each counts the cases committed before it.
   */
  async assertCanAddCase(
    user: User,
    manager: EntityManager,
    countCases: () => Promise<number>,
  ): Promise<void> {
    const plan = await this.plan(user, manager, true);
    const state = subscriptionStateAt(plan, this.clock.now());
    if (!state.hasAccess) throw new SubscriptionRequiredException(state.reason);
    if (state.subscriptionStatus === 'active') return;
    if ((await countCases()) >= this.config.trialCaseLimit) {
      throw new CaseLimitReachedException(this.config.trialCaseLimit);
    }
  }

  /** Pro without payment (payments off): at once. With Stripe configured Pro comes only from a payment. */
  async activate(user: User): Promise<SubscriptionStatusResponse> {
    if (this.config.stripe) throw new PaymentRequiredException();
    await this.dataSource.transaction(async (manager) => {
      const plan = await this.plan(user, manager, true);
      await this.startPro(manager, plan);
    });
    return this.status(user);
  }

  /** Makes the plan Pro from now on (keeping the start of a Pro that already holds). */
  async startPro(manager: EntityManager, plan: Subscription, stripeSubscriptionId?: string): Promise<void> {
    const now = this.clock.now();
    if (!isPro(plan, now)) plan.proSince = now;
    plan.proEndsAt = null;
    if (stripeSubscriptionId) plan.stripeSubscriptionId = stripeSubscriptionId;
    await manager.save(plan);
  }

  /** Ends Pro at `endsAt` (now, or the end of the paid period); refuses someone who is not Pro. */
  async endPro(manager: EntityManager, plan: Subscription, endsAt: Date = this.clock.now()): Promise<void> {
    if (!isPro(plan, this.clock.now())) throw new NotSubscribedException();
    plan.proEndsAt = endsAt;
    await manager.save(plan);
  }

  now(): Date {
    return this.clock.now();
  }
}
