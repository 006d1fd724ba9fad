import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Limits } from '@parley/contracts';
import type { ApiErrorBody, CaseDetailResponse, CaseResponse, IssueResponse } from '@parley/contracts';
import { BodyLimits } from '../src/common/body/body-limits.js';
import { apiCaller } from './support/api-client.js';
import type { ApiCall } from './support/api-client.js';
import { json } from './support/json.js';
import { apiRoutes } from './support/routes.js';
import type { ApiRoute } from './support/routes.js';
import { signIn } from './support/sign-in.js';
import { startTestApp } from './support/test-app.js';
import type { TestApp } from './support/test-app.js';

/** Text of exactly `bytes` bytes: `head`, then `filler` repeated, then `tail`, filler cut to fit. */
function sized(bytes: number, head: string, filler: string, tail: string): string {
  const room = bytes - head.length - tail.length;
  const whole = Math.floor(room / filler.length);
  // What is left is padded with spaces, which JSON allows between tokens.
  return head + filler.repeat(whole) + ' '.repeat(room - whole * filler.length) + tail;
}

/**
 * Bodies of every shape at exactly the route's size limit: the lists a route accepts only shorter, many keys,
 * one long text. Each must be refused (400 or 413); none may be built into objects and walked element by element. The first four
 * are refused on every route; the others on routes whose DTO describes the body.
 */
const SHAPES: Array<[string, (bytes: number) => string]> = [
  ['one list of {}', (b) => sized(b, '{"options":[{}', ',{}', ']}')],
  ['one list of numbers', (b) => sized(b, '{"optionIds":[1', ',1', ']}')],
  ['one list of nulls', (b) => sized(b, '{"scores":[null', ',null', ']}')],
  ['a list of lists', (b) => sized(b, '{"answers":[[]', ',[]', ']}')],
  ['many keys', (b) => sized(b, '{"k":0', ',"k":0', '}')],
  ['one long text in an unknown field', (b) => sized(b, '{"unknown":"', 'x', '"}')],
];

/** Each path parameter filled with an id of the signed-in person's target case (or 1 where any will do). */
function pathOf(route: ApiRoute, ids: Record<string, number>): string {
  return route.path.replace(/:(\w+)/g, (_, name: string) => {
    if (route.path.startsWith('/api/cases/')) return String(ids['caseId']);
    if (name === 'issueId' || route.path.startsWith('/api/issues/')) return String(ids['issueId']);
    if (name === 'optionId') return String(ids['optionId']);
    if (route.path.startsWith('/api/parties/')) return String(ids['partyId']);
    return '1';
  });
}

describe('every body bounded before anything is built from it', () => {
  let sut: TestApp;
  let call: ApiCall;
  let cookie: string;
  let ids: Record<string, number>;
  let routes: ApiRoute[];

  beforeAll(async () => {
    sut = await startTestApp({ AI_RATE_LIMIT: '100000', EXPORT_RATE_LIMIT: '100000' });
    call = apiCaller(sut.baseUrl);
    ({ cookie } = await signIn(sut.baseUrl, 'bounded@example.com', 'Bo'));
    const created = await json<CaseResponse>(call('POST', '/api/cases', cookie, { name: 'Bounded' }));
    const issue = await json<IssueResponse>(
      call('POST', `/api/cases/${created.id}/issues`, cookie, { name: 'Rent', options: [{ name: 'Low' }] }),
    );
    const detail = await json<CaseDetailResponse>(call('GET', `/api/cases/${created.id}`, cookie));
    ids = {
      caseId: created.id,
      issueId: issue.id,
      optionId: issue.options[0]!.id,
      partyId: detail.parties[0]!.id,
    };
    routes = apiRoutes(sut.app).filter((route) => route.method !== 'GET');
  });
  afterAll(() => sut.close());

  const snapshot = async () => ({
    cases: await json<unknown>(call('GET', '/api/cases', cookie)),
    detail: await json<unknown>(call('GET', `/api/cases/${ids['caseId']}`, cookie)),
  });

  it('bounds each list by the largest list its DTO accepts (ArrayMaxSize), and a body without lists by none', () => {
    const limits = (name: string) => routes.find((r) => `${r.method} ${r.path}` === name)!.limits;
    expect(limits('PUT /api/cases/:id/points').maxListItems).toBe(
      Limits.issuesPerCaseMax * Limits.optionsPerIssueMax,
    );
    expect(limits('POST /api/cases/:id/issues').maxListItems).toBe(Limits.optionsPerIssueMax);
    expect(limits('POST /api/cases/:id/offers').maxListItems).toBe(Limits.issuesPerCaseMax);
    expect(limits('PUT /api/parties/:id/answers').maxListItems).toBe(Limits.tradeoffAnswersMax);
    expect(limits('POST /api/cases/import').maxListItems).toBe(Limits.issuesPerCaseMax);
    expect(limits('POST /api/cases').maxListItems).toBe(0);
    // The import is the one large body; a points body is a few tens of kB at most.
    expect(limits('POST /api/cases/import').maxBytes).toBe(1_048_576);
    expect(limits('PUT /api/cases/:id/points').maxBytes).toBeLessThanOrEqual(64 * 1024);
    expect(limits('POST /api/scores').maxBytes).toBeLessThanOrEqual(4 * 1024);
    for (const route of routes) {
      expect(route.limits.maxBytes, route.path).toBeLessThanOrEqual(1_048_576);
      expect(route.limits.maxListItems, route.path).toBeLessThanOrEqual(BodyLimits.maxListItems);
    }
  });

  it('accepts the largest points body (12 × 10: every list full)', async () => {
    const issues: IssueResponse[] = [];
    const c = await json<CaseResponse>(call('POST', '/api/cases', cookie, { name: 'Full' }));
    for (let i = 0; i < Limits.issuesPerCaseMax; i++) {
      issues.push(
        await json<IssueResponse>(
          call('POST', `/api/cases/${c.id}/issues`, cookie, {
            name: `Issue ${i} `.padEnd(Limits.issueNameMax, 'n'),
            description: 'd'.repeat(Limits.issueDescriptionMax),
            options: Array.from({ length: Limits.optionsPerIssueMax }, (_, k) => ({
              name: `Option ${k} `.padEnd(Limits.optionNameMax, 'o'),
              description: 'é'.repeat(Limits.optionDescriptionMax),
            })),
          }),
        ),
      );
    }
    const detail = await json<CaseDetailResponse>(call('GET', `/api/cases/${c.id}`, cookie));
    const options = issues.flatMap((issue) =>
      issue.options.map((o) => ({ issueId: issue.id, optionId: o.id })),
    );
    const response = await call('PUT', `/api/cases/${c.id}/points`, cookie, {
      partyId: detail.parties[0]!.id,
      issueImportance: issues.map((issue, i) => ({ issueId: issue.id, importance: 3, rank: i + 1 })),
      optionImportance: options.map((o, i) => ({ ...o, importance: 3, rank: (i % 10) + 1 })),
      scores: options.map((o, i) => ({ ...o, points: 25 + i })),
    });
    expect(response.status, await response.clone().text()).toBe(200);
  });

  it('refuses a body of any shape at its route’s size limit with 400 or 413, and one byte over with 413, writing nothing', async () => {
    const before = await snapshot();
    for (const route of routes) {
      const path = pathOf(route, ids);
      const send = (body: string) =>
        fetch(new URL(path, sut.baseUrl), {
          method: route.method,
          headers: { cookie, 'content-type': 'application/json' },
          body,
        });
      // A route that reads no body ignores the fields of one (a DELETE with `{"k":0}` deletes): only its lists
      // and its size are refused.
      for (const [shape, body] of route.body ? SHAPES : SHAPES.slice(0, 4)) {
        const response = await send(body(route.limits.maxBytes));
        const what = `${route.method} ${route.path}: ${shape}`;
        expect([400, 413], what).toContain(response.status);
        const error = await json<ApiErrorBody>(response);
        expect(error.message.length, what).toBeLessThan(300);
      }
      const over = await send(sized(route.limits.maxBytes + 1, '{"unknown":"', 'x', '"}'));
      expect(over.status, `${route.method} ${route.path}: one byte over`).toBe(413);
      expect((await json<ApiErrorBody>(over)).code).toBe('PAYLOAD_TOO_LARGE');
    }
    expect(await snapshot()).toEqual(before);
  });

  it('leaves one element over a list’s limit to its DTO’s own words, and refuses a longer list before it', async () => {
    const send = (count: number) =>
      call('POST', `/api/cases/${ids['caseId']}/offers`, cookie, {
        by: 'user',
        optionIds: Array(count).fill(ids['optionId']),
      });
    const one = await json<ApiErrorBody>(send(13));
    expect(one.fieldErrors).toHaveProperty('optionIds');
    const longer = await send(14);
    expect(longer.status).toBe(400);
    expect((await json<ApiErrorBody>(longer)).message).toBe(
      'A list in the request body holds more than 12 items',
    );
  });
});
