import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type {
  ApiErrorBody,
  PaymentIntentResponse,
  SubscriptionPlanResponse,
  SubscriptionStatusResponse,
} from '@parley/contracts';
import { apiCaller } from './support/api-client.js';
import type { ApiCall } from './support/api-client.js';
import { FakeStripe } from './support/fake-stripe.js';
import { json } from './support/json.js';
import { MovableClock } from './support/movable-clock.js';
import { signIn } from './support/sign-in.js';
import { startTestApp } from './support/test-app.js';
import type { TestApp } from './support/test-app.js';

const WEBHOOK_SECRET = 'whsec_test_parley_0123456789';
// Only its webhook helpers are used: they sign exactly as Stripe does.
const stripe = new Stripe('sk_test_unused');

describe('payments with Stripe (a loopback server speaking its API)', () => {
  const clock = new MovableClock();
  const fake = new FakeStripe();
  let sut: TestApp;
  let call: ApiCall;
  let people = 0;
  let events = 0;

  beforeAll(async () => {
    await fake.start();
    sut = await startTestApp(
      {
        STRIPE_SECRET_KEY: 'sk_test_parley',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_parley',
        STRIPE_PRICE_ID: 'price_pro_monthly',
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_URL: fake.url,
      },
      { clock },
    );
    call = apiCaller(sut.baseUrl);
  });
  afterAll(async () => {
    await sut.close();
    await fake.close();
  });
  beforeEach(() => clock.travel(0));

  const newPerson = async () => {
    const email = `payer${++people}@example.com`;
    return { email, cookie: (await signIn(sut.baseUrl, email, 'Payer')).cookie };
  };
  const statusOf = (cookie: string) =>
    json<SubscriptionStatusResponse>(call('GET', '/api/subscription/status', cookie));

  /** Posts an event to the webhook as Stripe would, signed with the secret (or with `secret`). */
  function deliver(
    event: { id?: string; type: string; object: Record<string, unknown> },
    secret = WEBHOOK_SECRET,
  ) {
    const payload = JSON.stringify({
      id: event.id ?? `evt_${++events}`,
      object: 'event',
      type: event.type,
      api_version: '2026-10-28.endive',
      created: Math.floor(Date.now() / 1000),
      data: { object: event.object },
    });
    const signature = stripe.webhooks.generateTestHeaderString({ payload, secret });
    return call('POST', '/api/payments/webhook', null, payload, { 'stripe-signature': signature });
  }

  /** What Stripe sends once the first invoice of the person's subscription is paid. */
  const invoicePaid = (customer: string, subscription: string) => ({
    type: 'invoice.paid',
    object: {
      id: `in_${events}`,
      object: 'invoice',
      customer,
      status: 'paid',
      parent: { type: 'subscription_details', subscription_details: { subscription, metadata: {} } },
    },
  });

  async function checkout(cookie: string) {
    const response = await call('POST', '/api/subscription/create-payment-intent', cookie);
    expect(response.status).toBe(200);
    const { clientSecret } = await json<PaymentIntentResponse>(response);
    const created = fake.requests
      .filter((r) => r.method === 'POST' && r.path === '/v1/subscriptions')
      .at(-1)!;
    const sub = [...fake.subscriptions.values()].find((s) => s.clientSecret === clientSecret)!;
    return { clientSecret, created, sub };
  }

  it('says payments are on and gives the publishable key', async () => {
    const { cookie } = await newPerson();
    expect(await json<SubscriptionPlanResponse>(call('GET', '/api/subscription/plan', cookie))).toEqual({
      paymentsEnabled: true,
      publishableKey: 'pk_test_parley',
      trialCaseLimit: 1000,
    });
  });

  it('refuses free activation: Pro comes only from a payment', async () => {
    const { cookie } = await newPerson();
    const response = await call('POST', '/api/subscription/activate', cookie);
    expect(response.status).toBe(409);
    expect(await json<ApiErrorBody>(response)).toMatchObject({ code: 'PAYMENT_REQUIRED' });
    expect((await statusOf(cookie)).subscriptionStatus).toBe('trial');
  });

  it('creates the customer and a $4.99/month subscription, and answers its first payment’s client secret', async () => {
    const { email, cookie } = await newPerson();
    const before = fake.requests.length;
    const { clientSecret, created, sub } = await checkout(cookie);
    expect(clientSecret).toBe(sub.clientSecret);
    const customerCall = fake.requests.slice(before).find((r) => r.path === '/v1/customers')!;
    expect(customerCall.authorization).toBe('Bearer sk_test_parley');
    expect(customerCall.params['email']).toBe(email);
    expect(created.params).toMatchObject({
      customer: sub.customer,
      'items[0][price]': 'price_pro_monthly',
      payment_behavior: 'default_incomplete',
      'payment_settings[save_default_payment_method]': 'on_subscription',
      'expand[0]': 'latest_invoice.confirmation_secret',
    });
    // Until Stripe says the invoice is paid, nothing changes.
    expect((await statusOf(cookie)).subscriptionStatus).toBe('trial');

    // Asking again reuses the customer and the unpaid subscription.
    const again = await json<PaymentIntentResponse>(
      call('POST', '/api/subscription/create-payment-intent', cookie),
    );
    expect(again.clientSecret).toBe(clientSecret);
    expect(fake.requests.slice(before).filter((r) => r.path === '/v1/customers')).toHaveLength(1);
  });

  it('makes the person Pro on a correctly signed paid invoice, once, however often it is replayed', async () => {
    const { cookie } = await newPerson();
    const { sub } = await checkout(cookie);
    fake.markPaid(sub.id);
    const event = { id: `evt_paid_${sub.id}`, ...invoicePaid(sub.customer, sub.id) };

    const first = await deliver(event);
    expect(first.status).toBe(200);
    const status = await statusOf(cookie);
    expect(status).toMatchObject({ subscriptionStatus: 'active', hasAccess: true });

    // A replay, a day later, changes nothing: not even the date Pro began.
    clock.travel(1);
    expect((await deliver(event)).status).toBe(200);
    expect((await statusOf(cookie)).createdAt).toBe(status.createdAt);
  });

  it('refuses a forged or missing signature with 400 and changes nothing', async () => {
    const { cookie } = await newPerson();
    const { sub } = await checkout(cookie);
    const forged = await deliver(invoicePaid(sub.customer, sub.id), 'whsec_not_ours');
    expect(forged.status).toBe(400);
    expect(await json<ApiErrorBody>(forged)).toMatchObject({ code: 'INVALID_SIGNATURE' });
    const unsigned = await call(
      'POST',
      '/api/payments/webhook',
      null,
      JSON.stringify({ id: 'evt_x', type: 'invoice.paid' }),
    );
    expect(unsigned.status).toBe(400);
    expect((await statusOf(cookie)).subscriptionStatus).toBe('trial');

    // The same event, once correctly signed, is then taken: the forged one recorded nothing.
    expect((await deliver(invoicePaid(sub.customer, sub.id))).status).toBe(200);
    expect((await statusOf(cookie)).subscriptionStatus).toBe('active');
  });

  it('cancels at the end of the paid period, keeps access until then, and ends Pro when Stripe deletes it', async () => {
    const { cookie } = await newPerson();
    const { sub } = await checkout(cookie);
    await deliver(invoicePaid(sub.customer, sub.id));

    const cancelled = await call('POST', '/api/subscription/cancel', cookie);
    expect(cancelled.status).toBe(200);
    const status = await json<SubscriptionStatusResponse>(cancelled);
    expect(status).toMatchObject({ subscriptionStatus: 'active', hasAccess: true });
    expect(Date.parse(status.proEndsAt!)).toBe(sub.periodEnd * 1000);
    const update = fake.requests
      .filter((r) => r.path === `/v1/subscriptions/${sub.id}` && r.method === 'POST')
      .at(-1)!;
    expect(update.params).toEqual({ cancel_at_period_end: 'true' });

    clock.travel(10);
    // The gate's probe is a gated route that reads nothing of the person's: GET /api/cases also answers people
    // without access, listing only the cases shared with them (issue 35).
    expect((await call('GET', '/api/case-templates', cookie)).status).toBe(200);

    expect(
      (
        await deliver({
          type: 'customer.subscription.deleted',
          object: { id: sub.id, object: 'subscription', customer: sub.customer, status: 'canceled' },
        })
      ).status,
    ).toBe(200);
    expect(await statusOf(cookie)).toMatchObject({
      subscriptionStatus: 'canceled',
      hasAccess: false,
      reason: 'Subscription ended',
    });
    expect((await call('GET', '/api/case-templates', cookie)).status).toBe(403);
  });

  it('makes one subscription however many tabs ask at once, each asking Stripe with an idempotency key', async () => {
    const { cookie } = await newPerson();
    const before = fake.requests.length;
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => call('POST', '/api/subscription/create-payment-intent', cookie)),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
    const secrets = new Set(
      await Promise.all(answers.map(async (a) => (await json<PaymentIntentResponse>(a)).clientSecret)),
    );
    expect(secrets.size).toBe(1);
    const asked = fake.requests.slice(before);
    // The plan row's lock makes the tabs take turns: one creation, which the others find and reuse.
    const creations = asked.filter((r) => r.method === 'POST' && r.path === '/v1/subscriptions');
    expect(creations).toHaveLength(1);
    expect(asked.filter((r) => r.path === '/v1/customers')).toHaveLength(1);
    expect(fake.subscriptionsOf(creations[0]!.params['customer']!)).toHaveLength(1);
    expect(creations[0]!.idempotencyKey).toMatch(/^parley-subscription-\d+-after-none$/);
    expect(asked.find((r) => r.path === '/v1/customers')!.idempotencyKey).toMatch(/^parley-customer-\d+$/);

    // A subscription that can no longer be paid is replaced, under a key that names the one it replaces.
    const [first] = fake.subscriptionsOf(creations[0]!.params['customer']!);
    first!.status = 'incomplete_expired';
    const again = await call('POST', '/api/subscription/create-payment-intent', cookie);
    expect(again.status).toBe(200);
    const replacement = fake.requests
      .filter((r) => r.method === 'POST' && r.path === '/v1/subscriptions')
      .at(-1)!;
    expect(replacement.idempotencyKey).toMatch(new RegExp(`-after-${first!.id}$`));
    expect(fake.subscriptionsOf(first!.customer)).toHaveLength(2);
  });

  it('answers 200 to a paid invoice naming a subscription stored on another person, and changes nothing', async () => {
    const payer = await newPerson();
    const { sub } = await checkout(payer.cookie);
    await deliver(invoicePaid(sub.customer, sub.id));
    const other = await newPerson();
    const { sub: otherSub } = await checkout(other.cookie);

    const response = await deliver(invoicePaid(otherSub.customer, sub.id));
    expect(response.status).toBe(200);
    expect((await statusOf(other.cookie)).subscriptionStatus).toBe('trial');
    // The payer's subscription is still the one that ends their Pro when Stripe deletes it.
    await deliver({ type: 'customer.subscription.deleted', object: fake.eventObject(sub.id) });
    // Pro over (the person's trial, still running, applies again).
    expect((await statusOf(payer.cookie)).subscriptionStatus).not.toBe('active');
  });

  it('grants nothing when a paid invoice is replayed after the subscription was deleted', async () => {
    const { cookie } = await newPerson();
    const { sub } = await checkout(cookie);
    const paid = { id: `evt_first_payment_${sub.id}`, ...invoicePaid(sub.customer, sub.id) };
    await deliver(paid);
    expect((await statusOf(cookie)).subscriptionStatus).toBe('active');
    fake.subscriptions.get(sub.id)!.status = 'canceled';
    await deliver({ type: 'customer.subscription.deleted', object: fake.eventObject(sub.id) });
    clock.travel(4);
    expect((await statusOf(cookie)).subscriptionStatus).toBe('canceled');

    // Stripe redelivers an event it is not sure arrived; the ledger knows this one was applied.
    expect((await deliver(paid)).status).toBe(200);
    expect(await statusOf(cookie)).toMatchObject({ subscriptionStatus: 'canceled', hasAccess: false });
  });

  it('leaves Pro alone when a subscription other than the current one is deleted', async () => {
    const { cookie } = await newPerson();
    const { sub: old } = await checkout(cookie);
    // The first attempt lapsed unpaid; a second one was made and paid.
    old.status = 'incomplete_expired';
    const { sub: current } = await checkout(cookie);
    expect(current.id).not.toBe(old.id);
    await deliver(invoicePaid(current.customer, current.id));

    fake.subscriptions.get(old.id)!.status = 'canceled';
    expect(
      (await deliver({ type: 'customer.subscription.deleted', object: fake.eventObject(old.id) })).status,
    ).toBe(200);
    expect(await statusOf(cookie)).toMatchObject({
      subscriptionStatus: 'active',
      hasAccess: true,
      proEndsAt: null,
    });
  });

  it('applies customer.subscription.updated: a cancellation at the period’s end, its undoing, and an ended status', async () => {
    const { cookie } = await newPerson();
    const { sub } = await checkout(cookie);
    await deliver(invoicePaid(sub.customer, sub.id));
    const updated = () =>
      deliver({ type: 'customer.subscription.updated', object: fake.eventObject(sub.id) });

    // Cancelled in Stripe's dashboard: Pro holds until the paid period ends.
    sub.status = 'active';
    sub.cancelAtPeriodEnd = true;
    expect((await updated()).status).toBe(200);
    const cancelled = await statusOf(cookie);
    expect(cancelled).toMatchObject({ subscriptionStatus: 'active', hasAccess: true });
    expect(Date.parse(cancelled.proEndsAt!)).toBe(sub.periodEnd * 1000);

    // Renewal switched back on: Pro no longer ends.
    sub.cancelAtPeriodEnd = false;
    await updated();
    expect((await statusOf(cookie)).proEndsAt).toBeNull();

    // Payment failed for good: the subscription no longer bills, and Pro ends now.
    sub.status = 'unpaid';
    await updated();
    clock.travel(4);
    expect(await statusOf(cookie)).toMatchObject({ subscriptionStatus: 'canceled', hasAccess: false });

    // A late update saying it is active again does not bring Pro back: only a paid invoice does.
    sub.status = 'active';
    await updated();
    expect((await statusOf(cookie)).subscriptionStatus).toBe('canceled');
  });

  it('answers 502 when Stripe refuses, without passing its text on, and refuses a bad configuration at boot', async () => {
    const { cookie } = await newPerson();
    fake.refuseNext = 400;
    const refused = await call('POST', '/api/subscription/create-payment-intent', cookie);
    expect(refused.status).toBe(502);
    const body = await json<ApiErrorBody>(refused);
    expect(body.code).toBe('PAYMENT_PROVIDER_ERROR');
    expect(body.message).not.toContain('secret detail');

    const failed = await startTestApp({
      STRIPE_SECRET_KEY: 'sk_test_parley',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_parley',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    }).catch((error: unknown) => error);
    expect(String(failed)).toContain('STRIPE_PRICE_ID');
  });
});
