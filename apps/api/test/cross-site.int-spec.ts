import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody, CaseResponse } from '@parley/contracts';
import { apiCaller } from './support/api-client.js';
import type { ApiCall } from './support/api-client.js';
import { json } from './support/json.js';
import { apiRoutes, changesState } from './support/routes.js';
import type { ApiRoute } from './support/routes.js';
import { signIn } from './support/sign-in.js';
import { startTestApp } from './support/test-app.js';
import type { TestApp } from './support/test-app.js';

describe('cross-site requests, by every header a browser sends, on every state-changing route', () => {
  let sut: TestApp;
  let call: ApiCall;
  let cookie: string;
  let routes: ApiRoute[];
  let caseId: number;
  let app: string;

  beforeAll(async () => {
    sut = await startTestApp();
    call = apiCaller(sut.baseUrl);
    app = sut.config.appUrl.origin;
    ({ cookie } = await signIn(sut.baseUrl, 'cross-site@example.com', 'Cyd'));
    caseId = (await json<CaseResponse>(call('POST', '/api/cases', cookie, { name: 'Kept' }))).id;
    routes = apiRoutes(sut.app).filter(changesState);
  });
  afterAll(() => sut.close());

  const urlOf = (route: ApiRoute) => route.path.replace(/:\w+/g, String(caseId));
  const snapshot = async () => ({
    cases: await json<unknown>(call('GET', '/api/cases', cookie)),
    detail: await json<unknown>(call('GET', `/api/cases/${caseId}`, cookie)),
    status: await json<unknown>(call('GET', '/api/subscription/status', cookie)),
  });

  it('finds the state-changing routes in the router', () => {
    const names = routes.map((r) => `${r.method} ${r.path}`);
    // A few that must be there; the rest are whatever the controllers declare.
    for (const known of [
      'POST /api/cases',
      'PUT /api/cases/:id',
      'DELETE /api/cases/:id',
      'POST /api/payments/webhook',
      'PUT /api/parties/:id',
    ]) {
      expect(names).toContain(known);
    }
  });

  const refused: Array<[string, Record<string, string>]> = [
    ['another Origin', { origin: 'https://evil.example' }],
    ['Origin null (a sandboxed frame)', { origin: 'null' }],
    ['the app’s host on another port', { origin: 'http://127.0.0.1:1' }],
    ['no Origin, Sec-Fetch-Site cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['no Origin, Sec-Fetch-Site same-site', { 'sec-fetch-site': 'same-site' }],
    ['no Origin, Sec-Fetch-Site none', { 'sec-fetch-site': 'none' }],
    ['no Origin, a Referer elsewhere', { referer: 'https://evil.example/page' }],
    ['no Origin, a Referer that is no URL', { referer: 'not a url' }],
    [
      'no Origin, Sec-Fetch-Site same-origin but a Referer elsewhere',
      { 'sec-fetch-site': 'same-origin', referer: 'https://evil.example/' },
    ],
  ];

  it.each(refused)('refuses %s with 403 on every route, and nothing changes', async (_label, headers) => {
    const before = await snapshot();
    for (const route of routes) {
      const response = await call(route.method, urlOf(route), cookie, route.body ? {} : undefined, headers);
      expect(response.status, `${route.method} ${route.path}`).toBe(403);
      expect((await json<ApiErrorBody>(response)).code, `${route.method} ${route.path}`).toBe(
        'CROSS_ORIGIN_REFUSED',
      );
    }
    expect(await snapshot()).toEqual(before);
  });

  const passed: Array<[string, (app: string) => Record<string, string>]> = [
    ['the app’s Origin', (app) => ({ origin: app })],
    ['the app’s Origin, whatever else is sent', (app) => ({ origin: app, referer: 'https://evil.example/' })],
    ['no browser headers at all (a server, such as Stripe)', () => ({})],
    ['Sec-Fetch-Site same-origin', () => ({ 'sec-fetch-site': 'same-origin' })],
    [
      'Sec-Fetch-Site same-origin and a Referer of the app',
      (app) => ({ 'sec-fetch-site': 'same-origin', referer: `${app}/cases/1` }),
    ],
    ['only a Referer of the app', (app) => ({ referer: `${app}/` })],
  ];

  it.each(passed)('lets %s through to the route on every route', async (_label, headers) => {
    for (const route of routes) {
      // Signed out, so that passing the check reaches the route's own answer and changes nothing.
      const response = await call(
        route.method,
        urlOf(route),
        null,
        route.body ? {} : undefined,
        headers(app),
      );
      const body = await response.text();
      expect(body, `${route.method} ${route.path}`).not.toContain('CROSS_ORIGIN_REFUSED');
    }
  });
});
