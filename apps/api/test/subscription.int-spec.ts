import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type {
  ApiErrorBody,
  CaseDetailResponse,
  CaseResponse,
  IssueResponse,
  SubscriptionPlanResponse,
  SubscriptionStatusResponse,
} from '@parley/contracts';
import { apiCaller } from './support/api-client.js';
import type { ApiCall } from './support/api-client.js';
import { json } from './support/json.js';
import { MovableClock } from './support/movable-clock.js';
import { signIn } from './support/sign-in.js';
import { startTestApp } from './support/test-app.js';
import type { TestApp } from './support/test-app.js';

const DAY_MS = 86_400_000;

describe('subscription API (payments off)', () => {
  const clock = new MovableClock();
  let sut: TestApp;
  let call: ApiCall;
  let people = 0;

  beforeAll(async () => {
    sut = await startTestApp({ TRIAL_CASE_LIMIT: '3' }, { clock });
    call = apiCaller(sut.baseUrl);
  });
  afterAll(() => sut.close());
  beforeEach(() => clock.travel(0));

  /** A person signed in for the first time just now: their trial starts here. */
  const newPerson = async () => (await signIn(sut.baseUrl, `person${++people}@example.com`, 'Pat')).cookie;
  const statusOf = (cookie: string) =>
    json<SubscriptionStatusResponse>(call('GET', '/api/subscription/status', cookie));

  it('gives a new person a 3-day trial with access from their first sign-in', async () => {
    const before = Date.now();
    const cookie = await newPerson();
    const status = await statusOf(cookie);
    expect(status).toMatchObject({
      subscriptionStatus: 'trial',
      hasAccess: true,
      createdAt: null,
      reason: null,
      daysLeft: 3,
      proEndsAt: null,
    });
    const endsIn = Date.parse(status.trialEndsAt) - before;
    expect(endsIn).toBeGreaterThan(3 * DAY_MS - 60_000);
    expect(endsIn).toBeLessThanOrEqual(3 * DAY_MS + 1000);
    // A later read gives the same end: the trial starts once.
    expect((await statusOf(cookie)).trialEndsAt).toBe(status.trialEndsAt);
  });

  it('answers 401 without a session', async () => {
    for (const [method, path] of [
      ['GET', '/api/subscription/status'],
      ['POST', '/api/subscription/activate'],
      ['POST', '/api/subscription/cancel'],
    ] as const) {
      expect((await call(method, path, null)).status).toBe(401);
    }
  });

  it('says how Pro is obtained: free activation while payments are off', async () => {
    const plan = await json<SubscriptionPlanResponse>(
      call('GET', '/api/subscription/plan', await newPerson()),
    );
    expect(plan).toEqual({ paymentsEnabled: false, publishableKey: null, trialCaseLimit: 3 });
  });

  it('counts the last day as 1 day left, with access', async () => {
    const cookie = await newPerson();
    clock.travel(2.5);
    expect(await statusOf(cookie)).toMatchObject({
      subscriptionStatus: 'trial',
      hasAccess: true,
      daysLeft: 1,
    });
    expect((await call('GET', '/api/cases', cookie)).status).toBe(200);
  });

  it('closes every case-scoped route once the trial has ended, changes nothing, and Pro brings it all back', async () => {
    const cookie = await newPerson();
    const created = await json<CaseResponse>(
      call('POST', '/api/cases', cookie, { name: 'Lease', goal: 'Lower rent' }),
    );
    const issue = await json<IssueResponse>(
      call('POST', `/api/cases/${created.id}/issues`, cookie, {
        name: 'Rent',
        options: [{ name: 'High' }, { name: 'Low' }],
      }),
    );
    const before = await json<CaseDetailResponse>(call('GET', `/api/cases/${created.id}`, cookie));
    const party = before.parties[0]!.id;
    const option = issue.options[0]!.id;

    clock.travel(3 + 1 / 24);
    expect(await statusOf(cookie)).toMatchObject({
      subscriptionStatus: 'trial',
      hasAccess: false,
      reason: 'Trial expired',
      daysLeft: 0,
    });

    // The dashboard's list still answers (issue 35: the cases shared with the person), without their own.
    const listed = await call('GET', '/api/cases', cookie);
    expect(listed.status).toBe(200);
    expect(await json<CaseResponse[]>(listed)).toEqual([]);
    const routes: Array<[string, string, unknown?]> = [
      ['POST', '/api/cases', { name: 'Another' }],
      ['GET', `/api/cases/${created.id}`],
      ['PUT', `/api/cases/${created.id}`, { name: 'Renamed', status: 'closed' }],
      ['GET', `/api/cases/${created.id}/export`],
      ['POST', `/api/cases/${created.id}/issues`, { name: 'Term', options: [{ name: '12 months' }] }],
      ['DELETE', `/api/issues/${issue.id}`],
      ['POST', `/api/issues/${issue.id}/options`, { name: 'Medium' }],
      ['PUT', `/api/options/${option}`, { name: 'Very high' }],
      ['DELETE', `/api/options/${option}`],
      ['GET', `/api/cases/${created.id}/issue-importance`],
      ['GET', `/api/cases/${created.id}/option-importance`],
      ['POST', '/api/issue-importance', { partyId: party, issueId: issue.id, importance: 5, rank: 1 }],
      [
        'POST',
        '/api/option-importance',
        { partyId: party, issueId: issue.id, optionId: option, importance: 5, rank: 1 },
      ],
      ['POST', `/api/cases/${created.id}/calculate-points`],
      ['POST', '/api/scores', { partyId: party, issueId: issue.id, optionId: option, points: 100 }],
      ['POST', `/api/cases/${created.id}/final-agreements`, { issueId: issue.id, optionId: option }],
      ['POST', `/api/cases/${created.id}/ai-issues`, { caseName: 'Lease', goal: '', existingIssues: [] }],
      ['POST', '/api/ai/negotiation-insights', {}],
      ['POST', '/api/ai/scenario-analysis', {}],
    ];
    for (const [method, path, body] of routes) {
      const response = await call(method, path, cookie, body);
      expect(response.status, `${method} ${path}`).toBe(403);
      expect(await json<ApiErrorBody>(response), `${method} ${path}`).toMatchObject({
        code: 'SUBSCRIPTION_REQUIRED',
        reason: 'Trial expired',
      });
    }
    // The person, their plan and sign-out still answer.
    expect((await call('GET', '/api/auth/user', cookie)).status).toBe(200);

    const activated = await call('POST', '/api/subscription/activate', cookie);
    expect(activated.status).toBe(200);
    expect(await json<SubscriptionStatusResponse>(activated)).toMatchObject({
      subscriptionStatus: 'active',
      hasAccess: true,
      reason: null,
    });
    const after = await json<CaseDetailResponse>(call('GET', `/api/cases/${created.id}`, cookie));
    expect(after).toEqual(before);
    expect((await json<CaseResponse[]>(call('GET', '/api/cases', cookie))).map((c) => c.name)).toEqual([
      'Lease',
    ]);
  });

  it('makes a person Pro at once with Get Free Access, since the moment of activation', async () => {
    const cookie = await newPerson();
    clock.travel(1);
    const moment = clock.now().getTime();
    await call('POST', '/api/subscription/activate', cookie);
    const status = await statusOf(cookie);
    expect(status).toMatchObject({ subscriptionStatus: 'active', hasAccess: true, proEndsAt: null });
    expect(Math.abs(Date.parse(status.createdAt!) - moment)).toBeLessThan(5000);
    // Pro outlives the trial.
    clock.travel(40);
    expect(await statusOf(cookie)).toMatchObject({ subscriptionStatus: 'active', hasAccess: true });
    // Activating again keeps the date Pro began.
    await call('POST', '/api/subscription/activate', cookie);
    expect((await statusOf(cookie)).createdAt).toBe(status.createdAt);
  });

  it('allows TRIAL_CASE_LIMIT cases on the trial and none more; Pro has no limit', async () => {
    const cookie = await newPerson();
    for (const name of ['One', 'Two', 'Three']) {
      expect((await call('POST', '/api/cases', cookie, { name })).status).toBe(201);
    }
    const refused = await call('POST', '/api/cases', cookie, { name: 'Four' });
    expect(refused.status).toBe(403);
    const body = await json<ApiErrorBody>(refused);
    expect(body.code).toBe('CASE_LIMIT_REACHED');
    expect(body.message).toBe('Your free trial includes 3 cases. Upgrade to Pro for unlimited cases.');
    expect(await json<CaseResponse[]>(call('GET', '/api/cases', cookie))).toHaveLength(3);

    await call('POST', '/api/subscription/activate', cookie);
    for (const name of ['Four', 'Five']) {
      expect((await call('POST', '/api/cases', cookie, { name })).status).toBe(201);
    }
  });

  it('never lets parallel creates overshoot the trial limit', async () => {
    const cookie = await newPerson();
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => call('POST', '/api/cases', cookie, { name: `Parallel ${i}` })),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([201, 201, 201, 403, 403, 403, 403, 403]);
    expect(await json<CaseResponse[]>(call('GET', '/api/cases', cookie))).toHaveLength(3);
  });

  it('cancels Pro at once while payments are off; the gate closes again after the trial', async () => {
    const cookie = await newPerson();
    expect((await call('POST', '/api/subscription/cancel', cookie)).status).toBe(409); // not Pro yet
    await call('POST', '/api/subscription/activate', cookie);
    clock.travel(5);
    const cancelled = await call('POST', '/api/subscription/cancel', cookie);
    expect(cancelled.status).toBe(200);
    expect(await json<SubscriptionStatusResponse>(cancelled)).toMatchObject({
      subscriptionStatus: 'canceled',
      hasAccess: false,
      reason: 'Subscription ended',
    });
    const gated = await call('POST', '/api/cases', cookie, { name: 'After Pro' });
    expect(gated.status).toBe(403);
    expect(await json<ApiErrorBody>(gated)).toMatchObject({
      code: 'SUBSCRIPTION_REQUIRED',
      reason: 'Subscription ended',
    });
  });

  it('gives back the rest of a running trial when Pro is cancelled during it', async () => {
    const cookie = await newPerson();
    await call('POST', '/api/subscription/activate', cookie);
    await call('POST', '/api/subscription/cancel', cookie);
    expect(await statusOf(cookie)).toMatchObject({ subscriptionStatus: 'trial', hasAccess: true });
  });
});
