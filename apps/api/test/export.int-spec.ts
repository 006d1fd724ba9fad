import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody, CaseDetailResponse, CaseResponse, IssueResponse } from '@parley/contracts';
import type { ApiCall } from './support/api-client.js';
import { json } from './support/json.js';
import { startWithTwoUsers } from './support/two-users.js';
import type { TestApp } from './support/test-app.js';

describe('export API', () => {
  let sut: TestApp;
  let call: ApiCall;
  let alice: string;
  let bob: string;
  let caseId: number;

  beforeAll(async () => {
    ({ sut, call, alice, bob } = await startWithTwoUsers());
    const c = await json<CaseResponse>(
      call('POST', '/api/cases', alice, { name: '<script>alert(1)</script> deal', goal: 'Pay <b>less</b>' }),
    );
    caseId = c.id;
    const issue = await json<IssueResponse>(
      call('POST', `/api/cases/${caseId}/issues`, alice, {
        name: '<img src=x onerror=alert(1)>',
        options: [{ name: 'High' }, { name: 'Low' }],
      }),
    );
    const detail = await json<CaseDetailResponse>(call('GET', `/api/cases/${caseId}`, alice));
    const you = detail.parties.find((p) => p.type === 'user')!.id;
    const [high, low] = issue.options.map((o) => o.id);
    await call('POST', '/api/scores', alice, {
      partyId: you,
      issueId: issue.id,
      optionId: high,
      points: 180,
    });
    await call('POST', '/api/scores', alice, { partyId: you, issueId: issue.id, optionId: low, points: 60 });
    await call('POST', `/api/cases/${caseId}/final-agreements`, alice, { issueId: issue.id, optionId: high });
  });
  afterAll(() => sut.close());

  it('answers the owner a printable page with user text escaped and no scripts allowed', async () => {
    const response = await call('GET', `/api/cases/${caseId}/export`, alice);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const html = await response.text();
    expect(html).toContain('<h1>&#60;script&#62;alert(1)&#60;/script&#62; deal</h1>');
    expect(html).toContain('Pay &#60;b&#62;less&#60;/b&#62;');
    expect(html).toContain('&#60;img src=x onerror=alert(1)&#62;');
    expect(html).not.toMatch(/<script|<img|<b>/);
    // One issue, two options: Your Max 180; the agreed High gives 180, the top of the range.
    expect(html).toContain('<dt>Your Max</dt><dd>180</dd>');
    expect(html).toContain('<dt>Your Total</dt><dd>180 (100% of range)</dd>');
  });

  it('answers 404 for another user’s case, 401 signed out and 400 for a bad id', async () => {
    const foreign = await call('GET', `/api/cases/${caseId}/export`, bob);
    expect(foreign.status).toBe(404);
    expect((await json<ApiErrorBody>(foreign)).code).toBe('CASE_NOT_FOUND');
    expect((await call('GET', `/api/cases/${caseId}/export`, null)).status).toBe(401);
    expect((await call('GET', '/api/cases/x/export', alice)).status).toBe(400);
  });
});
