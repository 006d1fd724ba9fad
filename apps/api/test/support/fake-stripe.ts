import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StripeRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  /** The Idempotency-Key header, which Stripe answers a repeat of with the first answer. */
  idempotencyKey: string | undefined;
  /** The form-encoded body (or query) as Stripe's client sends it: `items[0][price]` → value. */
  params: Record<string, string>;
}

export interface FakeSubscription {
  id: string;
  customer: string;
  status: string;
  cancelAtPeriodEnd: boolean;
  periodEnd: number;
  invoiceId: string;
  clientSecret: string;
}

const id = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`;

/**
 * A stand-in for api.stripe.com on loopback, speaking the part Parley uses: create a customer, create,
 * read and update a subscription (with `latest_invoice.confirmation_secret` expanded). It records every
 * request and keeps its subscriptions, as Stripe would.
 */
export class FakeStripe {
  readonly requests: StripeRequest[] = [];
  readonly subscriptions = new Map<string, FakeSubscription>();
  /** When set, the next request is refused with this HTTP status, as Stripe refuses a bad request. */
  refuseNext: number | null = null;
  /** Answers already given, by idempotency key: Stripe replays them for a repeated key (for 24 hours). */
  private readonly idempotent = new Map<string, { status: number; body: string }>();
  private server!: Server;

  get url(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async start(): Promise<this> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return this;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    const url = new URL(req.url ?? '/', 'http://fake');
    const params = Object.fromEntries(new URLSearchParams(req.method === 'GET' ? url.search : raw));
    const key = req.headers['idempotency-key'];
    const request = {
      method: req.method ?? 'GET',
      path: url.pathname,
      authorization: req.headers.authorization,
      idempotencyKey: typeof key === 'string' ? key : undefined,
      params,
    };
    this.requests.push(request);
    const reply = (status: number, text: string, replayed: boolean) =>
      res
        .writeHead(status, {
          'content-type': 'application/json',
          'request-id': id('req'),
          ...(replayed ? { 'idempotent-replayed': 'true' } : {}),
        })
        .end(text);
    const earlier = request.idempotencyKey ? this.idempotent.get(request.idempotencyKey) : undefined;
    if (earlier) {
      reply(earlier.status, earlier.body, true);
      return;
    }
    const send = (status: number, body: unknown) => {
      const text = JSON.stringify(body);
      if (request.method === 'POST' && request.idempotencyKey) {
        this.idempotent.set(request.idempotencyKey, { status, body: text });
      }
      reply(status, text, false);
    };
    if (this.refuseNext !== null) {
      const status = this.refuseNext;
      this.refuseNext = null;
      send(status, { error: { type: 'invalid_request_error', message: 'No such price: secret detail' } });
      return;
    }

    if (request.method === 'POST' && request.path === '/v1/customers') {
      send(200, { id: id('cus'), object: 'customer', email: params['email'] ?? null, metadata: {} });
      return;
    }
    if (request.method === 'POST' && request.path === '/v1/subscriptions') {
      if (!params['customer'] || !params['items[0][price]']) {
        send(400, { error: { type: 'invalid_request_error', message: 'Missing customer or price' } });
        return;
      }
      const sub: FakeSubscription = {
        id: id('sub'),
        customer: params['customer'],
        status: 'incomplete',
        cancelAtPeriodEnd: false,
        periodEnd: Math.floor(Date.now() / 1000) + 30 * 86400,
        invoiceId: id('in'),
        clientSecret: `${id('pi')}_secret_${randomBytes(6).toString('hex')}`,
      };
      this.subscriptions.set(sub.id, sub);
      send(200, this.render(sub, params));
      return;
    }
    const match = /^\/v1\/subscriptions\/([\w]+)$/.exec(request.path);
    const sub = match ? this.subscriptions.get(match[1]!) : undefined;
    if (match && !sub) {
      send(404, { error: { type: 'invalid_request_error', message: 'No such subscription' } });
      return;
    }
    if (sub && request.method === 'GET') {
      send(200, this.render(sub, params));
      return;
    }
    if (sub && request.method === 'POST') {
      if (params['cancel_at_period_end'] !== undefined) {
        sub.cancelAtPeriodEnd = params['cancel_at_period_end'] === 'true';
      }
      send(200, this.render(sub, params));
      return;
    }
    send(404, {
      error: { type: 'invalid_request_error', message: `Unrecognized request URL (${request.path})` },
    });
  }

  /** Marks the subscription paid, as Stripe does once the Payment Element confirms the payment. */
  markPaid(subscriptionId: string): void {
    const sub = this.subscriptions.get(subscriptionId);
    if (sub) sub.status = 'active';
  }

  /** The subscription as a webhook event carries it (`data.object`), nothing expanded. */
  eventObject(subscriptionId: string): Record<string, unknown> {
    return this.render(this.subscriptions.get(subscriptionId)!, {});
  }

  /** The subscription objects made for one customer. */
  subscriptionsOf(customer: string): FakeSubscription[] {
    return [...this.subscriptions.values()].filter((sub) => sub.customer === customer);
  }

  private render(sub: FakeSubscription, params: Record<string, string>): Record<string, unknown> {
    const expanded = Object.entries(params).some(
      ([key, value]) => key.startsWith('expand[') && value === 'latest_invoice.confirmation_secret',
    );
    return {
      id: sub.id,
      object: 'subscription',
      customer: sub.customer,
      metadata: {},
      status: sub.status,
      cancel_at_period_end: sub.cancelAtPeriodEnd,
      cancel_at: sub.cancelAtPeriodEnd ? sub.periodEnd : null,
      items: {
        object: 'list',
        data: [{ id: id('si'), object: 'subscription_item', current_period_end: sub.periodEnd }],
      },
      latest_invoice: expanded
        ? {
            id: sub.invoiceId,
            object: 'invoice',
            confirmation_secret: { client_secret: sub.clientSecret, type: 'payment_intent' },
          }
        : sub.invoiceId,
    };
  }
}
