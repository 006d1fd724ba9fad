import { DataSource } from 'typeorm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../src/auth/user.entity.js';
import { SubscriptionService } from '../src/subscription/subscription.service.js';
import { apiCaller } from './support/api-client.js';
import type { ApiCall } from './support/api-client.js';
import { statusEventually } from './support/eventually.js';
import { json } from './support/json.js';
import { MovableClock } from './support/movable-clock.js';
import { signIn } from './support/sign-in.js';
import { startTestApp } from './support/test-app.js';
import type { TestApp } from './support/test-app.js';

/**
 * Each API process keeps the sessions and the plans it has read for ACCESS_CACHE_TTL. Two app instances on
 * one database stand for two processes: one that trusts what it read for a minute (so that what it keeps
 * shows, whatever the machine's speed), one with 0 that reads them on every request. Changes made by
 * "another process" are made on the database directly.
 */
describe('the sessions and plans a process keeps (ACCESS_CACHE_TTL)', () => {
  const clock = new MovableClock();
  let trusting: TestApp;
  let strict: TestApp;
  let onTrusting: ApiCall;
  let onStrict: ApiCall;
  let database: DataSource;
  const cookies: Record<string, string> = {};
  const people = ['alice', 'bob', 'carol', 'dave', 'erin', 'frank'] as const;

  beforeAll(async () => {
    trusting = await startTestApp({ ACCESS_CACHE_TTL: '1m' }, { clock });
    // Signed in before the second instance starts: passport keeps one sign-in strategy per process.
    for (const name of people) {
      cookies[name] = (await signIn(trusting.baseUrl, `access-${name}@example.com`, name)).cookie;
    }
    strict = await startTestApp({ ACCESS_CACHE_TTL: '0' });
    onTrusting = apiCaller(trusting.baseUrl);
    onStrict = apiCaller(strict.baseUrl);
    database = strict.app.get(DataSource);
  });
  afterAll(async () => {
    await Promise.all([trusting.close(), strict.close()]);
  });
  afterEach(() => clock.travel(0));

  // The gate's probe is GET /api/case-templates, a gated route that reads nothing of the person's: GET
  // /api/cases answers a person without access the cases shared with them (issue 35).
  const status = async (call: ApiCall, path: string, cookie: string) => {
    const response = await call('GET', path, cookie);
    await response.arrayBuffer();
    return response.status;
  };
  const idOf = async (cookie: string) =>
    (await json<{ id: number }>(onStrict('GET', '/api/auth/user', cookie))).id;

  /** A person whose trial is over and who has Pro (activated on the trusting process, which then keeps it). */
  const proWithoutTrial = async (cookie: string) => {
    const id = await idOf(cookie);
    expect(await status(onStrict, '/api/subscription/status', cookie)).toBe(200);
    await database.query(
      `UPDATE subscriptions SET trial_ends_at = now() - interval '10 days' WHERE user_id = $1`,
      [id],
    );
    expect((await onTrusting('POST', '/api/subscription/activate', cookie)).status).toBe(200);
    expect(await status(onTrusting, '/api/case-templates', cookie)).toBe(200);
    return id;
  };

  it('trusts a session another process signed out until the TTL, and not at all with 0', async () => {
    const cookie = cookies.alice!;
    expect(await status(onTrusting, '/api/auth/user', cookie)).toBe(200);
    expect(await status(onStrict, '/api/auth/user', cookie)).toBe(200);
    await database.query('UPDATE sessions SET revoked_at = now() WHERE user_id = $1', [await idOf(cookie)]);
    expect(await status(onStrict, '/api/auth/user', cookie)).toBe(401);
    // The bound: within the TTL (here a minute) the trusting process may still answer.
    expect(await status(onTrusting, '/api/auth/user', cookie)).toBe(200);
  });

  it('ends a session signed out in this process at once, although it was kept', async () => {
    const cookie = cookies.bob!;
    expect(await status(onTrusting, '/api/case-templates', cookie)).toBe(200);
    const out = await fetch(new URL('/api/logout', trusting.baseUrl), {
      headers: { cookie },
      redirect: 'manual',
    });
    expect(out.status).toBe(302);
    expect(await status(onTrusting, '/api/auth/user', cookie)).toBe(401);
    expect(await status(onTrusting, '/api/case-templates', cookie)).toBe(401);
    expect(await status(onStrict, '/api/auth/user', cookie)).toBe(401);
  });

  it('ends a kept session when it expires, checked on every request', async () => {
    const cookie = cookies.carol!;
    // Read first with an expiry two seconds away (the cookie itself lasts for days), then kept.
    await database.query(`UPDATE sessions SET expires_at = now() + interval '2 seconds' WHERE user_id = $1`, [
      await idOf(cookie),
    ]);
    expect(await status(onTrusting, '/api/auth/user', cookie)).toBe(200);
    await statusEventually(() => onTrusting('GET', '/api/auth/user', cookie), 401, 10_000);
  });

  it('refuses at once when a plan kept as giving access ends in this process', async () => {
    const cookie = cookies.dave!;
    const id = await proWithoutTrial(cookie);
    const subscriptions = trusting.app.get(SubscriptionService);
    await trusting.app.get(DataSource).transaction(async (manager) => {
      const plan = await subscriptions.plan({ id } as User, manager, true);
      await subscriptions.endPro(manager, plan);
    });
    const refused = await onTrusting('GET', '/api/case-templates', cookie);
    expect(refused.status).toBe(403);
    expect((await json<{ code: string }>(refused)).code).toBe('SUBSCRIPTION_REQUIRED');
    // And gives access again at once when Pro comes back (a refused plan is never kept).
    expect((await onTrusting('POST', '/api/subscription/activate', cookie)).status).toBe(200);
    expect(await status(onTrusting, '/api/case-templates', cookie)).toBe(200);
  });

  it('trusts a plan another process ended until the TTL, and not at all with 0', async () => {
    const cookie = cookies.erin!;
    const id = await proWithoutTrial(cookie);
    await database.query(
      `UPDATE subscriptions SET pro_ends_at = now() - interval '1 day' WHERE user_id = $1`,
      [id],
    );
    expect(await status(onStrict, '/api/case-templates', cookie)).toBe(403);
    expect(await status(onTrusting, '/api/case-templates', cookie)).toBe(200);
  });

  it('refuses a kept plan the moment its trial ends (access is computed on every request)', async () => {
    const cookie = cookies.frank!;
    expect(await status(onTrusting, '/api/case-templates', cookie)).toBe(200);
    clock.travel(3.01);
    expect(await status(onTrusting, '/api/case-templates', cookie)).toBe(403);
    clock.travel(0);
    expect(await status(onTrusting, '/api/case-templates', cookie)).toBe(200);
  });
});
