import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import Stripe from 'stripe';
import { DataSource } from 'typeorm';
import type { EntityManager } from 'typeorm';
import type { PaymentIntentResponse, SubscriptionStatusResponse } from '@parley/contracts';
import type { User } from '../auth/user.entity.js';
import { APP_CONFIG } from '../config/app-config.js';
import type { AppConfig, StripeConfig } from '../config/app-config.js';
import { isPro } from '../subscription/subscription-state.js';
import { Subscription } from '../subscription/subscription.entity.js';
import { SubscriptionService } from '../subscription/subscription.service.js';
import { PaymentEvent } from './payment-event.entity.js';
import {
  AlreadySubscribedException,
  InvalidSignatureException,
  PaymentProviderException,
  PaymentsDisabledException,
} from './payments.exception.js';
import { STRIPE_CLIENT } from './stripe-client.js';

/** Statuses of a subscription that no longer bills: Pro ends with them. */
const ENDED_STATUSES = new Set<Stripe.Subscription.Status>([
  'canceled',
  'unpaid',
  'incomplete_expired',
  'paused',
]);

/** A Stripe object's id, whether Stripe sent the id or the expanded object. */
function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}

/**
 * Pro through Stripe: a subscription whose first invoice the browser pays with the Payment Element, and
 * the signed webhook that turns a paid invoice into Pro and a deleted subscription into its end.
 */
@Injectable()
export class PaymentsService {
  private readonly logger = new Logger('Payments');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(STRIPE_CLIENT) private readonly stripe: Stripe | null,
    private readonly subscriptions: SubscriptionService,
  ) {}

  private enabled(): { stripe: Stripe; config: StripeConfig } {
    if (!this.stripe || !this.config.stripe) throw new PaymentsDisabledException();
    return { stripe: this.stripe, config: this.config.stripe };
  }

  /** Calls Stripe; any failure is logged and answered as 502, never as Stripe's own text. */
  private async provider<T>(what: string, call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      this.logger.warn({ err: error }, `Stripe: ${what} failed`);
      throw new PaymentProviderException();
    }
  }

  /**
   * Creates (or reuses) the person's customer and an incomplete $4.99/month subscription, and answers the
   * client secret of its first invoice's payment: since Stripe's 2025-03-31 API the invoice carries it in
   * `confirmation_secret` (expanded), no longer through `payment_intent`.
   *
   * The person's plan row stays locked while Stripe is asked, so parallel tabs take turns: the first stores
   * the subscription it made, and each after it finds and reuses that one. The idempotency keys name what
   * the call follows (the person, and the subscription it replaces), so a retry after a lost answer or a
   * rolled-back commit gets the same customer and subscription back from Stripe instead of a second one.
   */
  async createPaymentIntent(user: User): Promise<PaymentIntentResponse> {
    const { stripe, config } = this.enabled();
    return this.dataSource.transaction(async (manager) => {
      const plan = await this.subscriptions.plan(user, manager, true);
      if (isPro(plan, this.subscriptions.now())) throw new AlreadySubscribedException();

      if (!plan.stripeCustomerId) {
        const customer = await this.provider('creating the customer', () =>
          stripe.customers.create(
            { ...(user.email ? { email: user.email } : {}), metadata: { userId: String(user.id) } },
            { idempotencyKey: `parley-customer-${user.id}` },
          ),
        );
        plan.stripeCustomerId = customer.id;
        await manager.save(plan);
      }
      const customerId = plan.stripeCustomerId;

      const previous = plan.stripeSubscriptionId;
      if (previous) {
        const existing = await this.provider('reading the subscription', () =>
          stripe.subscriptions.retrieve(previous, { expand: ['latest_invoice.confirmation_secret'] }),
        );
        const secret = this.clientSecretOf(existing);
        if (existing.status === 'incomplete' && secret) return { clientSecret: secret };
      }

      const created = await this.provider('creating the subscription', () =>
        stripe.subscriptions.create(
          {
            customer: customerId,
            items: [{ price: config.priceId }],
            payment_behavior: 'default_incomplete',
            payment_settings: { save_default_payment_method: 'on_subscription' },
            expand: ['latest_invoice.confirmation_secret'],
            metadata: { userId: String(user.id) },
          },
          { idempotencyKey: `parley-subscription-${user.id}-after-${previous ?? 'none'}` },
        ),
      );
      plan.stripeSubscriptionId = created.id;
      await manager.save(plan);
      const secret = this.clientSecretOf(created);
      if (!secret) {
        this.logger.warn(`Stripe: subscription ${created.id} has no payment to confirm`);
        throw new PaymentProviderException();
      }
      return { clientSecret: secret };
    });
  }

  private clientSecretOf(subscription: Stripe.Subscription): string | null {
    const invoice = subscription.latest_invoice;
    if (!invoice || typeof invoice === 'string') return null;
    return invoice.confirmation_secret?.client_secret ?? null;
  }

  /**
   * "Cancel anytime": with Stripe the subscription ends at the end of the paid period (access holds until
   * then); with payments off Pro ends at once.
   */
  async cancel(user: User): Promise<SubscriptionStatusResponse> {
    const plan = await this.subscriptions.plan(user);
    let endsAt: Date | undefined;
    if (this.stripe && plan.stripeSubscriptionId && isPro(plan, this.subscriptions.now())) {
      const updated = await this.provider('cancelling the subscription', () =>
        this.stripe!.subscriptions.update(plan.stripeSubscriptionId!, { cancel_at_period_end: true }),
      );
      const end = updated.cancel_at ?? updated.items.data[0]?.current_period_end ?? null;
      if (end !== null) endsAt = new Date(end * 1000);
    }
    await this.dataSource.transaction(async (manager) => {
      const locked = await this.subscriptions.plan(user, manager, true);
      await this.subscriptions.endPro(manager, locked, endsAt);
    });
    return this.subscriptions.status(user);
  }

  /**
   * Stripe's webhook: the signature is checked against the raw body; each event id is recorded in the same
   * transaction as its effect, so a replay (or a retry after success) changes nothing.
   */
  async handleWebhook(
    rawBody: Buffer | undefined,
    signature: string | undefined,
  ): Promise<{ received: true }> {
    const { stripe, config } = this.enabled();
    let event: Stripe.Event;
    try {
      if (!rawBody || !signature) throw new Error('missing body or signature');
      event = stripe.webhooks.constructEvent(rawBody, signature, config.webhookSecret);
    } catch {
      throw new InvalidSignatureException();
    }
    await this.dataSource.transaction(async (manager) => {
      const recorded = await manager
        .createQueryBuilder()
        .insert()
        .into(PaymentEvent)
        .values({ id: event.id, type: event.type })
        .orIgnore()
        .returning(['id'])
        .execute();
      if (recorded.raw.length === 0) return;
      await this.apply(manager, event);
    });
    return { received: true };
  }

  private async apply(manager: EntityManager, event: Stripe.Event): Promise<void> {
    switch (event.type) {
      case 'invoice.paid': {
        const invoice = event.data.object;
        const plan = await this.planOf(manager, idOf(invoice.customer));
        if (!plan) return;
        const subscriptionId = idOf(invoice.parent?.subscription_details?.subscription);
        if (subscriptionId && (await this.heldByAnother(manager, plan, subscriptionId, event))) return;
        await this.subscriptions.startPro(manager, plan, subscriptionId ?? undefined);
        return;
      }
      case 'customer.subscription.deleted': {
        const plan = await this.currentPlanOf(manager, event.data.object);
        if (!plan || !isPro(plan, this.subscriptions.now())) return;
        plan.proEndsAt = this.subscriptions.now();
        await manager.save(plan);
        return;
      }
      case 'customer.subscription.updated': {
        const subscription = event.data.object;
        const plan = await this.currentPlanOf(manager, subscription);
        // Only a Pro that holds is changed: Pro begins with a paid invoice, never with an update, so an
        // update that arrives late (Stripe does not keep their order) cannot bring back an ended Pro.
        if (!plan || !isPro(plan, this.subscriptions.now())) return;
        plan.proEndsAt = this.endOf(subscription);
        await manager.save(plan);
        return;
      }
      default:
        return;
    }
  }

  /**
   * When Pro ends by the subscription's own word: now for a subscription that no longer bills, the paid
   * period's end for one cancelled at that end (in Stripe's dashboard or here), never for one that renews.
   */
  private endOf(subscription: Stripe.Subscription): Date | null {
    if (ENDED_STATUSES.has(subscription.status)) return this.subscriptions.now();
    if (!subscription.cancel_at_period_end && subscription.cancel_at === null) return null;
    const end = subscription.cancel_at ?? subscription.items.data[0]?.current_period_end ?? null;
    return end === null ? this.subscriptions.now() : new Date(end * 1000);
  }

  /**
   * The plan a subscription event is about: its customer's, and only while that subscription is the one
   * stored (an event about an older subscription of the same person leaves the current one alone).
   */
  private async currentPlanOf(
    manager: EntityManager,
    subscription: Stripe.Subscription,
  ): Promise<Subscription | null> {
    const plan = await this.planOf(manager, idOf(subscription.customer));
    if (!plan || (plan.stripeSubscriptionId && plan.stripeSubscriptionId !== subscription.id)) return null;
    return plan;
  }

  /**
   * A subscription id already stored on another person: Stripe never sends one, so the event is logged and
   * changes nothing, and is answered 200 (a 500 would have Stripe retry it for days).
   */
  private async heldByAnother(
    manager: EntityManager,
    plan: Subscription,
    subscriptionId: string,
    event: Stripe.Event,
  ): Promise<boolean> {
    const holder = await manager.findOne(Subscription, { where: { stripeSubscriptionId: subscriptionId } });
    if (!holder || holder.userId === plan.userId) return false;
    this.logger.warn(
      `Stripe: event ${event.id} names subscription ${subscriptionId} of another person than its customer's; ignored`,
    );
    return true;
  }

  private async planOf(manager: EntityManager, customerId: string | null): Promise<Subscription | null> {
    if (!customerId) return null;
    const plan = await manager.findOne(Subscription, {
      where: { stripeCustomerId: customerId },
      lock: { mode: 'pessimistic_write' },
    });
    if (!plan) this.logger.warn(`Stripe: an event for unknown customer ${customerId}`);
    return plan;
  }
}
