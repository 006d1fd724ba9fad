import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody, CaseResponse } from '@parley/contracts';
import { apiCaller } from './support/api-client.js';
import type { ApiCall } from './support/api-client.js';
import { json } from './support/json.js';
import { signIn } from './support/sign-in.js';
import { targetCase } from './support/target-case.js';
import type { CaseIds as Ids } from './support/target-case.js';
import { startTestApp } from './support/test-app.js';
import type { TestApp } from './support/test-app.js';

interface BodyRoute {
  method: 'POST' | 'PUT';
  path: (ids: Ids) => string;
  /** A body the route accepts. */
  valid: (ids: Ids) => Record<string, unknown>;
  /** A text field of the body, for the characters no text may hold. */
  textField: string;
  /** A field that must hold a value, for null. */
  requiredField: string;
  /** A list field (or none: the whole body is then sent as a list of lists). */
  listField?: string;
}

/** Every route that reads a body, each with a body it accepts. */
const ROUTES: BodyRoute[] = [
  {
    method: 'POST',
    path: () => '/api/cases',
    valid: () => ({ name: 'Lease', goal: 'Lower rent' }),
    textField: 'name',
    requiredField: 'name',
  },
  {
    method: 'PUT',
    path: (ids) => `/api/cases/${ids.caseId}`,
    // 'active', not 'closed': the routes after this one change the case, which a closed case refuses (409).
    valid: () => ({ status: 'active' }),
    textField: 'goal',
    requiredField: 'status',
  },
  {
    method: 'POST',
    path: (ids) => `/api/cases/${ids.caseId}/issues`,
    valid: () => ({ name: 'Term', options: [{ name: '12 months' }] }),
    textField: 'name',
    requiredField: 'name',
    listField: 'options',
  },
  {
    method: 'POST',
    path: (ids) => `/api/issues/${ids.issueId}/options`,
    valid: () => ({ name: 'Middle' }),
    textField: 'name',
    requiredField: 'name',
  },
  {
    method: 'PUT',
    path: (ids) => `/api/options/${ids.optionId}`,
    valid: () => ({ name: 'Renamed' }),
    textField: 'description',
    requiredField: 'name',
  },
  {
    method: 'POST',
    path: () => '/api/issue-importance',
    valid: (ids) => ({ partyId: ids.partyId, issueId: ids.issueId, importance: 4, rank: 1 }),
    textField: 'importance',
    requiredField: 'importance',
  },
  {
    method: 'POST',
    path: () => '/api/option-importance',
    valid: (ids) => ({
      partyId: ids.partyId,
      issueId: ids.issueId,
      optionId: ids.optionId,
      importance: 3,
      rank: 1,
    }),
    textField: 'rank',
    requiredField: 'rank',
  },
  {
    method: 'POST',
    path: () => '/api/scores',
    valid: (ids) => ({ partyId: ids.partyId, issueId: ids.issueId, optionId: ids.optionId, points: 120 }),
    textField: 'points',
    requiredField: 'points',
  },
  {
    method: 'POST',
    path: (ids) => `/api/cases/${ids.caseId}/final-agreements`,
    valid: (ids) => ({ issueId: ids.issueId, optionId: ids.optionId }),
    textField: 'optionId',
    requiredField: 'optionId',
  },
  {
    method: 'POST',
    path: (ids) => `/api/cases/${ids.caseId}/ai-issues`,
    valid: () => ({ caseName: 'Lease', goal: '', existingIssues: ['Rent'] }),
    textField: 'caseName',
    requiredField: 'goal',
    listField: 'existingIssues',
  },
  {
    method: 'POST',
    path: () => '/api/ai/negotiation-insights',
    valid: () => ({
      caseData: { name: 'Lease', goal: '', description: '' },
      strategicIssues: [],
      totalIssues: 0,
    }),
    textField: 'caseData.name',
    requiredField: 'totalIssues',
    listField: 'strategicIssues',
  },
  {
    method: 'POST',
    path: () => '/api/ai/scenario-analysis',
    valid: () => ({
      scenarioAnalysis: { winRate: 0.5, averageUserScore: 100, averageOpponentScore: 100 },
      issues: [],
      caseData: { name: 'Lease', goal: '', description: '' },
      totalScenarios: 4,
      isFiltered: false,
    }),
    textField: 'caseData.goal',
    requiredField: 'isFiltered',
    listField: 'issues',
  },
];

function withField(body: Record<string, unknown>, path: string, value: unknown): Record<string, unknown> {
  const copy = structuredClone(body);
  const keys = path.split('.');
  let target: Record<string, unknown> = copy;
  for (const key of keys.slice(0, -1)) target = target[key] as Record<string, unknown>;
  target[keys.at(-1)!] = value;
  return copy;
}

function manyKeys(count: number): string {
  return `{${Array.from({ length: count }, (_, i) => `"k${i}":${i}`).join(',')}}`;
}

interface Hostile {
  name: string;
  /** One status, or either of two (a body over its route's size limit answers 413 before its shape is read). */
  status: number | [number, number];
  /** The raw request: content type and body text. */
  send: (route: BodyRoute, ids: Ids) => { contentType: string; body: string | Uint8Array } | null;
  /** What the error must say (and, for a field, which field it names). */
  expectMessage: RegExp;
  field?: (route: BodyRoute) => string;
}

const HOSTILE: Hostile[] = [
  {
    name: 'a form post',
    status: 415,
    send: () => ({ contentType: 'application/x-www-form-urlencoded', body: 'name=Formed&goal=x' }),
    expectMessage: /application\/json/,
  },
  {
    name: 'JSON sent as text/plain',
    status: 415,
    send: (route, ids) => ({ contentType: 'text/plain', body: JSON.stringify(route.valid(ids)) }),
    expectMessage: /application\/json/,
  },
  {
    name: 'JSON in another charset than UTF-8',
    status: 415,
    send: (route, ids) => ({
      contentType: 'application/json; charset=utf-16',
      body: JSON.stringify(route.valid(ids)),
    }),
    expectMessage: /application\/json/,
  },
  {
    name: 'bytes that are not UTF-8',
    status: 400,
    send: (route, ids) => {
      const [head = '', tail = ''] = JSON.stringify(
        withField(route.valid(ids), route.textField, 'Re§nt'),
      ).split('§');
      // 0xC3 0x28: a lead byte without its continuation; a lenient decoder would store U+FFFD.
      return {
        contentType: 'application/json',
        body: Buffer.concat([Buffer.from(head), Buffer.from([0xc3, 0x28]), Buffer.from(tail)]),
      };
    },
    expectMessage: /not valid UTF-8/,
  },
  {
    name: '60,000 keys',
    status: [400, 413],
    send: () => ({ contentType: 'application/json', body: manyKeys(60_000) }),
    expectMessage: /too many fields|too large/,
  },
  {
    name: '20,000 levels of nesting',
    status: [400, 413],
    send: () => ({ contentType: 'application/json', body: '['.repeat(20_000) + ']'.repeat(20_000) }),
    expectMessage: /nests too deeply|too large|takes none/,
  },
  {
    name: 'a list of 100,000 nulls',
    status: [400, 413],
    send: (route, ids) => ({
      contentType: 'application/json',
      body: JSON.stringify(
        withField(route.valid(ids), route.listField ?? 'extra', Array(100_000).fill(null)),
      ),
    }),
    expectMessage: /more than \d+ items|takes none|too many list items|too large/,
  },
  {
    name: '1,500 unknown fields',
    // 413 on a route whose largest body is smaller.
    status: [400, 413],
    send: (route, ids) => ({
      contentType: 'application/json',
      body: JSON.stringify({
        ...route.valid(ids),
        ...Object.fromEntries(Array.from({ length: 1500 }, (_, i) => [`extra${i}`, i])),
      }),
    }),
    expectMessage: /Unknown field "extra0".*and 1497 more unknown fields|too large/,
  },
  {
    name: 'a NUL character in text',
    status: 400,
    send: (route, ids) => ({
      contentType: 'application/json',
      body: JSON.stringify(withField(route.valid(ids), route.textField, 'Ren\u0000t')),
    }),
    expectMessage: /characters that are not allowed/,
    field: (route) => route.textField,
  },
  {
    name: 'an unpaired surrogate in text',
    status: 400,
    // JSON.stringify escapes a lone surrogate as \ud800, which JSON.parse turns back into one.
    send: (route, ids) => ({
      contentType: 'application/json',
      body: JSON.stringify(withField(route.valid(ids), route.textField, 'Rent \ud800')),
    }),
    expectMessage: /characters that are not allowed/,
    field: (route) => route.textField,
  },
  {
    name: 'null for a required value',
    status: 400,
    send: (route, ids) => ({
      contentType: 'application/json',
      body: JSON.stringify(withField(route.valid(ids), route.requiredField, null)),
    }),
    expectMessage: /./,
    field: (route) => route.requiredField,
  },
  {
    name: 'lists inside a list',
    status: 400,
    send: (route, ids) => ({
      contentType: 'application/json',
      body: route.listField
        ? JSON.stringify(withField(route.valid(ids), route.listField, [[]]))
        : JSON.stringify([[route.valid(ids)]]),
    }),
    expectMessage: /must not be a list|must be a JSON object|takes none/,
  },
  {
    name: 'an empty body',
    status: 400,
    send: () => ({ contentType: 'application/json', body: '' }),
    expectMessage: /empty/,
  },
  {
    name: 'null as the body',
    status: 400,
    send: () => ({ contentType: 'application/json', body: 'null' }),
    expectMessage: /must be a JSON object/,
  },
];

describe('hostile bodies on every body route', () => {
  let sut: TestApp;
  let call: ApiCall;
  let cookie: string;
  let ids: Ids;

  beforeAll(async () => {
    // The table sends each AI route more requests than a person may in a minute.
    sut = await startTestApp({ AI_RATE_LIMIT: '1000' });
    call = apiCaller(sut.baseUrl);
    ({ cookie } = await signIn(sut.baseUrl, 'hostile@example.com', 'Hal'));
    ids = await targetCase(call, cookie);
  });
  afterAll(() => sut.close());

  /** Everything a body route could write: the user's cases and the whole of the target case. */
  async function snapshot(): Promise<unknown> {
    return {
      cases: await json<unknown>(call('GET', '/api/cases', cookie)),
      detail: await json<unknown>(call('GET', `/api/cases/${ids.caseId}`, cookie)),
      importance: await json<unknown>(call('GET', `/api/cases/${ids.caseId}/issue-importance`, cookie)),
      optionImportance: await json<unknown>(
        call('GET', `/api/cases/${ids.caseId}/option-importance`, cookie),
      ),
    };
  }

  describe.each(ROUTES)('$method $path', (route) => {
    it.each(HOSTILE)('$name → $status with a clear message, nothing written', async (hostile) => {
      const before = await snapshot();
      const sent = hostile.send(route, ids)!;
      const response = await fetch(new URL(route.path(ids), sut.baseUrl), {
        method: route.method,
        headers: { cookie, 'content-type': sent.contentType },
        body: sent.body,
      });
      expect(typeof hostile.status === 'number' ? [hostile.status] : hostile.status).toContain(
        response.status,
      );
      const text = await response.text();
      // A short answer, whatever the body's size.
      expect(text.length).toBeLessThan(1000);
      const body = JSON.parse(text) as ApiErrorBody;
      expect(body.message).toMatch(hostile.expectMessage);
      if (hostile.field) expect(Object.keys(body.fieldErrors ?? {})).toContain(hostile.field(route));
      expect(await snapshot()).toEqual(before);
    });
  });

  it('accepts each route’s valid body (the table’s bodies are real ones)', async () => {
    for (const route of ROUTES) {
      const response = await call(route.method, route.path(ids), cookie, route.valid(ids));
      expect([200, 201], `${route.method} ${route.path(ids)}`).toContain(response.status);
    }
  });

  it('reads JSON that names UTF-8 as its charset, in any spelling', async () => {
    for (const contentType of ['application/json; charset=utf-8', 'application/json;charset="UTF-8"']) {
      const response = await fetch(new URL('/api/cases', sut.baseUrl), {
        method: 'POST',
        headers: { cookie, 'content-type': contentType },
        body: JSON.stringify({ name: 'Grüße' }),
      });
      expect(response.status, contentType).toBe(201);
      expect((await json<CaseResponse>(response)).name).toBe('Grüße');
    }
  });

  it.each(['PUT /api/cases/:id', 'PUT /api/options/:id', 'PUT /api/cases/:id/points'])(
    '%s with nothing to change answers 400',
    async (name) => {
      const path = name.endsWith('points')
        ? `/api/cases/${ids.caseId}/points`
        : name.includes('cases')
          ? `/api/cases/${ids.caseId}`
          : `/api/options/${ids.optionId}`;
      const before = await snapshot();
      const nothing = name.endsWith('points')
        ? [{ partyId: ids.partyId }]
        : [{}, undefined, '{"__proto__":{}}'];
      for (const body of nothing) {
        const response = await call('PUT', path, cookie, body);
        expect(response.status, JSON.stringify(body)).toBe(400);
        expect((await json<ApiErrorBody>(response)).message).toMatch(
          /Send at least one field to change|Unknown field "__proto__"/,
        );
      }
      expect(await snapshot()).toEqual(before);
    },
  );

  it.each(['0x10', '1e3', '1%20', '%201', '-1', '1.0', '+1', '0', '99999999999'])(
    'path id %s answers 400',
    async (id) => {
      for (const [method, path] of [
        ['GET', `/api/cases/${id}`],
        ['PUT', `/api/options/${id}`],
        ['DELETE', `/api/issues/${id}`],
      ] as const) {
        const response = await call(method, path, cookie, method === 'PUT' ? { name: 'x' } : undefined);
        expect(response.status, `${method} ${path}`).toBe(400);
      }
    },
  );
});
