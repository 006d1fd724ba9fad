import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@parley/contracts';
import type { ApiErrorBody, CaseResponse } from '@parley/contracts';
import { json } from './support/json.js';
import { startWithTwoUsers } from './support/two-users.js';
import type { TwoUsers } from './support/two-users.js';

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

  it('limits the printable report on its own count', async () => {
    const c = await json<CaseResponse>(s.call('POST', '/api/cases', s.bob, { name: 'Salary' }));
    expect((await s.call('GET', `/api/cases/${c.id}/export`, s.bob)).status).toBe(200);
    expect((await s.call('GET', `/api/cases/${c.id}/export`, s.bob)).status).toBe(200);
    await expectLimited(await s.call('GET', `/api/cases/${c.id}/export`, s.bob));
    // Other routes are not limited.
    expect((await s.call('GET', `/api/cases/${c.id}`, s.bob)).status).toBe(200);
  });
});
