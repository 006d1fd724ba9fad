import { Inject, Injectable } from '@nestjs/common';
import type { OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type {
  EntityManager,
  EntitySubscriberInterface,
  InsertEvent,
  QueryRunner,
  RemoveEvent,
  TransactionCommitEvent,
  TransactionRollbackEvent,
  UpdateEvent,
} from 'typeorm';
import type { SubscriptionPlanResponse, SubscriptionStatusResponse } from '@parley/contracts';
import { TRIAL_DAYS } from '@parley/scoring';
import type { User } from '../auth/user.entity.js';
import { APP_CONFIG } from '../config/app-config.js';
import type { AppConfig } from '../config/app-config.js';
import { Clock } from './clock.js';
import { RecentCache } from '../common/caching/recent-cache.js';
import { isPro, subscriptionStateAt } from './subscription-state.js';
import type { PlanFacts } from './subscription-state.js';
import { Subscription } from './subscription.entity.js';
import {
  CaseLimitReachedException,
  NotSubscribedException,
  PaymentRequiredException,
  SubscriptionRequiredException,
} from './subscription.exception.js';

const DAY_MS = 86_400_000;

/** Every plan: a change whose row is not known (an update by query) forgets all that the gate keeps. */
const ALL = 'all';

/**
 * A person's plan. Nothing here is updated by a job: every answer is computed from the stored dates and the
 * clock at the moment of the request. Methods that take an EntityManager run inside the caller's transaction.
 */
@Injectable()
export class SubscriptionService implements OnModuleInit, EntitySubscriberInterface<Subscription> {
  /**
   * The gate's plans that gave access when read in the last ACCESS_CACHE_TTL, by person, so that a burst of
   * requests reads each once. Access is computed from them and the clock on every request, so a trial ends
   * on time; a plan that no longer gives access is read again (it may have been renewed). A plan written in
   * this process is forgotten at once (when it is written and when its transaction commits); one written by
   * another process (a webhook that ended Pro there) is read within the TTL.
   */
  private readonly granted: RecentCache<number, PlanFacts>;
  /** The plans each open transaction has written, forgotten again when it commits. */
  private readonly written = new WeakMap<QueryRunner, Set<number | typeof ALL>>();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {
    this.granted = new RecentCache(config.accessCacheTtlMs);
  }

  onModuleInit(): void {
    this.dataSource.subscribers.push(this);
  }

  listenTo(): typeof Subscription {
    return Subscription;
  }

  afterInsert(event: InsertEvent<Subscription>): void {
    this.planWritten(event.queryRunner, event.entity);
  }

  afterUpdate(event: UpdateEvent<Subscription>): void {
    this.planWritten(event.queryRunner, event.entity ?? event.databaseEntity);
  }

  afterRemove(event: RemoveEvent<Subscription>): void {
    this.planWritten(event.queryRunner, event.entity ?? event.databaseEntity);
  }

  afterTransactionCommit(event: TransactionCommitEvent): void {
    for (const key of this.written.get(event.queryRunner) ?? []) this.forget(key);
    this.written.delete(event.queryRunner);
  }

  afterTransactionRollback(event: TransactionRollbackEvent): void {
    this.written.delete(event.queryRunner);
  }

  private planWritten(queryRunner: QueryRunner, plan: Partial<Subscription> | undefined): void {
    const key = typeof plan?.userId === 'number' ? plan.userId : ALL;
    this.forget(key);
    if (!queryRunner.isTransactionActive) return;
    const keys = this.written.get(queryRunner) ?? new Set();
    keys.add(key);
    this.written.set(queryRunner, keys);
  }

  private forget(key: number | typeof ALL): void {
    if (key === ALL) this.granted.clear();
    else this.granted.delete(key);
  }

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

  /**
   * The gate: 403 SUBSCRIPTION_REQUIRED unless the trial runs or Pro holds. Reads the plan, or none when it
   * gave access when read within ACCESS_CACHE_TTL and still does now.
   */
  async assertAccess(user: User): Promise<void> {
    const kept = this.granted.get(user.id);
    if (kept && subscriptionStateAt(kept, this.clock.now()).hasAccess) return;
    const ticket = this.granted.ticket();
    const plan = await this.plan(user);
    const state = subscriptionStateAt(plan, this.clock.now());
    if (!state.hasAccess) throw new SubscriptionRequiredException(state.reason);
    const { trialEndsAt, proSince, proEndsAt } = plan;
    this.granted.set(user.id, { trialEndsAt, proSince, proEndsAt }, ticket);
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
