import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CASE_TEMPLATE_KEYS,
  SAMPLE_LEASE,
  scoredIssuesOf,
  type ApiErrorBody,
  type CaseDetailResponse,
  type CaseFile,
  type CaseResponse,
  type CaseTemplateSummary,
  type NegotiationInsightsResponse,
} from '@parley/contracts';
import { trades } from '@parley/scoring';
import { apiCaller } from './support/api-client.js';
import type { ApiCall } from './support/api-client.js';
import { json } from './support/json.js';
import { signIn } from './support/sign-in.js';
import { startTestApp } from './support/test-app.js';
import type { TestApp } from './support/test-app.js';
import { startWithTwoUsers } from './support/two-users.js';

/** Issue 21, point 5: the sample case, templates, duplicates, import names and plain import errors. */
describe('a quick start (templates, the sample, duplicates, import names)', () => {
  let sut: TestApp;
  let call: ApiCall;
  let alice: string;
  let bob: string;

  beforeAll(async () => {
    ({ sut, call, alice, bob } = await startWithTwoUsers({
      EXPORT_RATE_LIMIT: '1000',
      AI_RATE_LIMIT: '1000',
      TRIAL_CASE_LIMIT: '100',
    }));
  });
  afterAll(() => sut.close());

  const detailOf = (id: number, cookie = alice) =>
    json<CaseDetailResponse>(call('GET', `/api/cases/${id}`, cookie));
  const fileOf = (id: number) => json<CaseFile>(call('GET', `/api/cases/${id}/export.json`, alice));
  const fromTemplate = (body: unknown, cookie = alice) =>
    call('POST', '/api/cases/from-template', cookie, body);
  const namesOf = async (cookie: string) =>
    (await json<CaseResponse[]>(call('GET', '/api/cases', cookie))).map((c) => c.name);
  /** A file without the moment it was written: two exports of equal cases differ only there. */
  const model = ({ exportedAt: _, case: { name: __, ...caseFields }, ...rest }: CaseFile) => ({
    ...rest,
    case: caseFields,
  });

  it('lists the sample first, then the templates, each with its issues', async () => {
    const templates = await json<CaseTemplateSummary[]>(call('GET', '/api/case-templates', alice));
    expect(templates.map((t) => t.key)).toEqual([...CASE_TEMPLATE_KEYS]);
    expect(templates.find((t) => t.key === 'salary')!.issues).toEqual([
      'Base salary',
      'Signing bonus',
      'Remote days',
      'Start date',
      'Title',
    ]);
    for (const t of templates) {
      expect(t.name).not.toBe('');
      expect(t.summary).not.toBe('');
      expect(t.issues.length).toBeGreaterThanOrEqual(3);
    }
  });

  it("makes the SPEC's sample lease a case with the landing page's points", async () => {
    const response = await fromTemplate({ template: 'sample-lease' });
    expect(response.status).toBe(201);
    const created = await json<CaseResponse>(response);
    expect(created.name).toBe('Sample: lease renewal');
    const detail = await detailOf(created.id);
    expect(detail.parties.map((p) => p.name)).toEqual(['You', 'Landlord']);
    expect(
      scoredIssuesOf(detail).map((i) => [i.name, i.options.map((o) => [o.name, o.user, o.opponent])]),
    ).toEqual(SAMPLE_LEASE.map((i) => [i.name, i.options.map((o) => [o.name, o.user, o.opponent])]));
  });

  it.each(CASE_TEMPLATE_KEYS.filter((key) => key !== 'sample-lease'))(
    'makes the %s template a case scored for both sides, whose advice opens with a trade',
    async (key) => {
      const created = await json<CaseResponse>(fromTemplate({ template: key }));
      const detail = await detailOf(created.id);
      const issues = scoredIssuesOf(detail);
      expect(issues.length).toBe(5);
      // Every option has points for both sides, from suggested levels: a template is explorable at once.
      expect(detail.scores).toHaveLength(2 * issues.reduce((n, i) => n + i.options.length, 0));
      const file = await fileOf(created.id);
      for (const issue of file.issues) {
        expect(issue.levels.user).not.toBeNull();
        expect(issue.levels.opponent).not.toBeNull();
        for (const option of issue.options)
          expect(option.points.user).toBe(option.levels.user!.suggestedPoints);
      }
      // The sides weigh the issues differently, so there is something to trade, and the advice says so.
      expect(trades(issues, { limit: 1 })).toHaveLength(1);
      const insights = await json<NegotiationInsightsResponse>(
        call('POST', '/api/ai/negotiation-insights', alice, { caseId: created.id }),
      );
      expect(insights.source).toBe('offline');
      expect(insights.keyRecommendation).toMatch(/^Trade across issues rather than split each one: /);
    },
  );

  it('names a second case from the same template apart, and takes a name given', async () => {
    const first = await json<CaseResponse>(fromTemplate({ template: 'lease' }));
    const second = await json<CaseResponse>(fromTemplate({ template: 'lease' }));
    expect([first.name, second.name]).toEqual(['Lease negotiation (2)', 'Lease negotiation (3)']);
    const named = await json<CaseResponse>(fromTemplate({ template: 'lease', name: '  Elm Street flat ' }));
    expect(named.name).toBe('Elm Street flat');
  });

  it.each([
    ['an unknown template', { template: 'car' }, 'template'],
    ['no template', {}, 'template'],
    ['a null name', { template: 'salary', name: null }, 'name'],
    ['a blank name', { template: 'salary', name: ' ' }, 'name'],
    ['an extra field', { template: 'salary', goal: 'x' }, 'goal'],
  ])('refuses %s with 400 naming the field, creating nothing', async (_, body, field) => {
    const before = (await namesOf(alice)).length;
    const response = await fromTemplate(body);
    expect(response.status).toBe(400);
    expect(Object.keys((await json<ApiErrorBody>(response)).fieldErrors ?? {})).toContain(field);
    expect(await namesOf(alice)).toHaveLength(before);
  });

  it('duplicates a case with everything on it, as "(copy)", then "(copy 2)"', async () => {
    const original = await json<CaseResponse>(fromTemplate({ template: 'salary', name: 'Acme offer' }));
    await call('PUT', `/api/parties/${(await detailOf(original.id)).parties[0]!.id}`, alice, {
      reservationValue: 300,
      alternative: 'Stay at my job',
    });
    const response = await call('POST', `/api/cases/${original.id}/duplicate`, alice);
    expect(response.status).toBe(201);
    const copy = await json<CaseResponse>(response);
    expect(copy.name).toBe('Acme offer (copy)');
    expect(model(await fileOf(copy.id))).toEqual(model(await fileOf(original.id)));
    const again = await json<CaseResponse>(call('POST', `/api/cases/${original.id}/duplicate`, alice));
    expect(again.name).toBe('Acme offer (copy 2)');
    const ofCopy = await json<CaseResponse>(call('POST', `/api/cases/${copy.id}/duplicate`, alice));
    expect(ofCopy.name).toBe('Acme offer (copy 3)');
  });

  it('duplicates a closed case as an open one, its agreement kept', async () => {
    const original = await json<CaseResponse>(fromTemplate({ template: 'house-purchase', name: 'Oak Lane' }));
    const detail = await detailOf(original.id);
    const issue = detail.issues[0]!;
    await call('POST', `/api/cases/${original.id}/final-agreements`, alice, {
      issueId: issue.id,
      optionId: issue.options[1]!.id,
    });
    await call('PUT', `/api/cases/${original.id}`, alice, { status: 'closed' });
    const copy = await json<CaseResponse>(call('POST', `/api/cases/${original.id}/duplicate`, alice));
    expect(copy.status).toBe('active');
    expect(copy.closedAt).toBeNull();
    expect((await fileOf(copy.id)).issues[0]!.agreedOption).toBe(1);
    expect((await detailOf(original.id)).case.status).toBe('closed');
  });

  it("answers 404 for another person's case and an unknown one, copying nothing", async () => {
    const mine = await json<CaseResponse>(fromTemplate({ template: 'supplier' }));
    const bobsBefore = await namesOf(bob);
    const foreign = await call('POST', `/api/cases/${mine.id}/duplicate`, bob);
    expect(foreign.status).toBe(404);
    expect((await json<ApiErrorBody>(foreign)).code).toBe('CASE_NOT_FOUND');
    expect(await namesOf(bob)).toEqual(bobsBefore);
    expect((await call('POST', '/api/cases/2147483000/duplicate', alice)).status).toBe(404);
    expect((await call('POST', `/api/cases/${mine.id}/duplicate`, null)).status).toBe(401);
    expect((await call('GET', '/api/case-templates', null)).status).toBe(401);
  });

  it('names an import "(imported)" when the name is taken, then "(imported 2)"', async () => {
    const original = await json<CaseResponse>(fromTemplate({ template: 'lease', name: 'Maple flat' }));
    const file = await fileOf(original.id);
    const first = await json<CaseResponse>(call('POST', '/api/cases/import', alice, file));
    const second = await json<CaseResponse>(call('POST', '/api/cases/import', alice, file));
    expect([first.name, second.name]).toEqual(['Maple flat (imported)', 'Maple flat (imported 2)']);
    // Bob holds no case of that name: his import keeps it.
    expect((await json<CaseResponse>(call('POST', '/api/cases/import', bob, file))).name).toBe('Maple flat');
  });

  it.each([
    [
      'a file of another kind',
      () => ({ name: 'package', version: '1.0.0' }),
      /^This file isn't a Parley case file\. Export a case from Parley/,
    ],
    ['a newer version', (f: CaseFile) => ({ ...f, version: 2 }), /cannot read\. Export the case again/],
    [
      'an issue without a list of options',
      (f: CaseFile) => ({ ...f, issues: [{ ...f.issues[0], options: 'none' }] }),
      /^This case file cannot be imported: issue 1 \("Monthly rent"\): At least one option is required\. Correct it in the file/,
    ],
    [
      'an unknown field',
      (f: CaseFile) => ({ ...f, owner: 7 }),
      /\("owner"\): it may have been edited by hand/,
    ],
  ])('refuses %s in plain words, saying how to fix it', async (_, breakFile, message) => {
    const original = await json<CaseResponse>(fromTemplate({ template: 'lease', name: 'Broken' }));
    const response = await call('POST', '/api/cases/import', alice, breakFile(await fileOf(original.id)));
    expect(response.status).toBe(400);
    const body = await json<ApiErrorBody>(response);
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.message).toMatch(message);
    expect(body.message).not.toMatch(/must be "parley-case"|must be a list/);
  });
});

describe('templates, the sample and duplicates within the trial case limit', () => {
  let sut: TestApp;

  beforeAll(async () => {
    sut = await startTestApp({ TRIAL_CASE_LIMIT: '1' });
  });
  afterAll(() => sut.close());

  it('refuses a template, the sample and a duplicate over the limit, creating nothing', async () => {
    const call = apiCaller(sut.baseUrl);
    const { cookie } = await signIn(sut.baseUrl, 'carol@example.com', 'Carol');
    const only = await json<CaseResponse>(
      call('POST', '/api/cases/from-template', cookie, { template: 'sample-lease' }),
    );
    for (const response of [
      await call('POST', '/api/cases/from-template', cookie, { template: 'salary' }),
      await call('POST', '/api/cases/from-template', cookie, { template: 'sample-lease' }),
      await call('POST', `/api/cases/${only.id}/duplicate`, cookie),
    ]) {
      expect(response.status).toBe(403);
      expect((await json<ApiErrorBody>(response)).code).toBe('CASE_LIMIT_REACHED');
    }
    expect(await json<CaseResponse[]>(call('GET', '/api/cases', cookie))).toHaveLength(1);
  });
});
