import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@parley/contracts';
import type { ApiErrorBody, CaseResponse, IssueResponse } from '@parley/contracts';
import { RateLimitCleanupJob } from '../src/rate-limit/postgres-throttler.storage.js';
import { apiCaller } from './support/api-client.js';
import { startApiProcess } from './support/api-process.js';
import type { ApiProcess } from './support/api-process.js';
import { json } from './support/json.js';
import { requireRealPostgres } from './support/real-postgres.js';
import { signIn } from './support/sign-in.js';
import { startWithTwoUsers } from './support/two-users.js';
import type { TwoUsers } from './support/two-users.js';
import { databaseUrl } from './support/database-url.js';

describe('per-person rate limits on the AI routes and the printable report', () => {
  let s: TwoUsers;

  beforeAll(async () => {
    s = await startWithTwoUsers({ AI_RATE_LIMIT: '3', EXPORT_RATE_LIMIT: '2' });
  });
  afterAll(() => s.sut.close());

  const insights = (cookie: string) =>
    s.call('POST', '/api/ai/negotiation-insights', cookie, {
      caseData: { name: 'Lease', goal: '', description: '' },
      strategicIssues: [],
      totalIssues: 0,
    });

  async function expectLimited(response: Response): Promise<void> {
    expect(response.status).toBe(429);
    const retryAfter = Number(response.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    const body = await json<ApiErrorBody>(response);
    expect(body.code).toBe(ErrorCode.RateLimited);
    expect(body.message).toMatch(/Too many requests/);
  }

  it('counts the AI routes together per person and answers 429 with Retry-After past the limit', async () => {
    const c = await json<CaseResponse>(s.call('POST', '/api/cases', s.alice, { name: 'Lease' }));
    const statuses = [
      (await insights(s.alice)).status,
      (
        await s.call('POST', `/api/cases/${c.id}/ai-issues`, s.alice, {
          caseName: 'Lease',
          goal: '',
          existingIssues: [],
        })
      ).status,
      (await insights(s.alice)).status,
    ];
    expect(statuses).toEqual([200, 200, 200]);
    await expectLimited(await insights(s.alice));
    // Another person has a count of their own.
    expect((await insights(s.bob)).status).toBe(200);
  });

  it('keeps its counts in PostgreSQL, and the hourly job deletes the windows that have ended', async () => {
    const database = s.sut.app.get(DataSource);
    const alice = await json<{ id: number }>(s.call('GET', '/api/auth/user', s.alice));
    const hits = (key: string) =>
      database.query('SELECT hits FROM rate_limits WHERE key = $1', [key]) as Promise<
        Array<{ hits: number }>
      >;
    // Alice's four AI requests above (the fourth refused), counted in one row.
    expect(await hits(`ai:person:${alice.id}`)).toEqual([{ hits: 4 }]);
    const ended = `ended:${Date.now()}`;
    await database.query(
      `INSERT INTO rate_limits (key, hits, expires_at) VALUES ($1, 1, now() - interval '1 second')`,
      [ended],
    );
    expect(await s.sut.app.get(RateLimitCleanupJob).run()).toBeGreaterThanOrEqual(1);
    expect(await hits(ended)).toEqual([]);
    expect(await hits(`ai:person:${alice.id}`)).toEqual([{ hits: 4 }]);
  });

  it('limits the printable report on its own count', async () => {
    const c = await json<CaseResponse>(s.call('POST', '/api/cases', s.bob, { name: 'Salary' }));
    expect((await s.call('GET', `/api/cases/${c.id}/export`, s.bob)).status).toBe(200);
    expect((await s.call('GET', `/api/cases/${c.id}/export`, s.bob)).status).toBe(200);
    await expectLimited(await s.call('GET', `/api/cases/${c.id}/export`, s.bob));
    // Other routes are not limited.
    expect((await s.call('GET', `/api/cases/${c.id}`, s.bob)).status).toBe(200);
  });
});

/**
 * Two API processes on one PostgreSQL server, as behind a load balancer: one person's requests, spread over
 * both and sent all at once, get the limit of one process, not twice it.
 */
describe.runIf(requireRealPostgres('the shared rate-limit tests'))(
  'per-person limits shared by every process',
  () => {
    const secret = 'rate-limit-session-secret-that-is-long-enough-0123';
    let first: ApiProcess;
    let second: ApiProcess;

    beforeAll(async () => {
      const env = {
        DATABASE_URL: databaseUrl(),
        SESSION_SECRET: secret,
        AI_RATE_LIMIT: '3',
        OFFER_RATE_LIMIT: '4',
        REHEARSAL_RATE_LIMIT: '2',
      };
      [first, second] = await Promise.all([startApiProcess(env), startApiProcess(env)]);
    });
    afterAll(() => Promise.all([first?.stop(), second?.stop()]));

    /** `count` requests at once, alternating between the two processes; their statuses. */
    async function spread(count: number, send: (baseUrl: string) => Promise<Response>): Promise<number[]> {
      const answers = await Promise.all(
        Array.from({ length: count }, (_, i) => send((i % 2 === 0 ? first : second).baseUrl)),
      );
      return answers.map((a) => a.status);
    }

    it('counts the AI, offer and rehearsal limits once across both processes', async () => {
      const { cookie } = await signIn(first.baseUrl, 'spread@example.com', 'Spr');
      const call = (baseUrl: string) => apiCaller(baseUrl);
      const c = await json<CaseResponse>(
        call(first.baseUrl)('POST', '/api/cases', cookie, { name: 'Spread' }),
      );
      const issue = await json<IssueResponse>(
        call(second.baseUrl)('POST', `/api/cases/${c.id}/issues`, cookie, {
          name: 'Rent',
          options: [{ name: 'Low' }, { name: 'High' }],
        }),
      );
      const count = (statuses: number[], status: number) => statuses.filter((s) => s === status).length;

      const ai = await spread(10, (baseUrl) =>
        call(baseUrl)('POST', '/api/ai/negotiation-insights', cookie, {
          caseData: { name: 'Lease', goal: '', description: '' },
          strategicIssues: [],
          totalIssues: 0,
        }),
      );
      expect([count(ai, 200), count(ai, 429)]).toEqual([3, 7]);

      const offers = await spread(10, (baseUrl) =>
        call(baseUrl)('POST', `/api/cases/${c.id}/offers`, cookie, {
          by: 'user',
          optionIds: [issue.options[0]!.id],
        }),
      );
      expect([count(offers, 201), count(offers, 429)]).toEqual([4, 6]);

      const rehearsals = await spread(6, (baseUrl) =>
        call(baseUrl)('POST', `/api/cases/${c.id}/rehearsals`, cookie, { style: 'steady', rounds: 3 }),
      );
      expect([count(rehearsals, 201), count(rehearsals, 429)]).toEqual([2, 4]);

      // The offers recorded are the 4 answered 201, whichever process took them.
      const listed = await json<{ total: number }>(
        call(second.baseUrl)('GET', `/api/cases/${c.id}/offers`, cookie),
      );
      expect(listed.total).toBe(4);
    });
  },
);
