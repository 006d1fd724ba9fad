import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from './support/test-app.js';
import type { TestApp } from './support/test-app.js';
import type { ApiErrorBody, CaseDetailResponse, CaseResponse } from '@parley/contracts';
import type { ApiCall } from './support/api-client.js';
import { json } from './support/json.js';
import { startWithTwoUsers } from './support/two-users.js';

describe('cases API', () => {
  let sut: TestApp;
  let call: ApiCall;
  let alice: string;
  let bob: string;

  beforeAll(async () => {
    ({ sut, call, alice, bob } = await startWithTwoUsers());
  });
  afterAll(() => sut.close());

  const listOf = async (cookie: string) => json<CaseResponse[]>(call('GET', '/api/cases', cookie));

  it('creates a case with its two parties and shows it in the owner’s list', async () => {
    const created = await call('POST', '/api/cases', alice, {
      name: '  Salary 2027  ',
      goal: 'Reach 95k',
      description: 'Annual review',
    });
    expect(created.status).toBe(201);
    const body = await json<CaseResponse>(created);
    expect(body).toMatchObject({
      id: expect.any(Number),
      name: 'Salary 2027',
      goal: 'Reach 95k',
      status: 'active',
      closedAt: null,
    });
    expect(Date.parse(body.updatedAt)).not.toBeNaN();

    expect((await listOf(alice)).map((c) => c.name)).toContain('Salary 2027');

    const detail = await json<CaseDetailResponse>(call('GET', `/api/cases/${body.id}`, alice));
    expect(detail.case.id).toBe(body.id);
    expect(detail.issues).toEqual([]);
    expect(detail.scores).toEqual([]);
    expect(detail.finalAgreements).toEqual([]);
    expect(detail.parties).toEqual([
      { id: expect.any(Number), name: 'You', type: 'user', reservationValue: null, alternative: '' },
      { id: expect.any(Number), name: 'Opponent', type: 'opponent', reservationValue: null, alternative: '' },
    ]);
  });

  it('stores blank optional text as none', async () => {
    const body = await json<CaseResponse>(call('POST', '/api/cases', alice, { name: 'Lease', goal: '   ' }));
    expect(body.goal).toBeNull();
    expect(body.description).toBeNull();
  });

  it('lists the most recently updated case first', async () => {
    await call('POST', '/api/cases', alice, { name: 'Newest' });
    expect((await listOf(alice))[0]!.name).toBe('Newest');
  });

  it.each([
    ['an empty name', { name: '' }, 'name', 'Case name is required'],
    ['a blank name', { name: '   ' }, 'name', 'Case name is required'],
    ['no name', { goal: 'x' }, 'name', 'Case name is required'],
    ['a name that is not text', { name: 42 }, 'name', 'Case name is required'],
    [
      'a name that is too long',
      { name: 'x'.repeat(201) },
      'name',
      'Case name must be at most 200 characters',
    ],
    [
      'a goal that is too long',
      { name: 'ok', goal: 'x'.repeat(2001) },
      'goal',
      'Goal must be at most 2000 characters',
    ],
    ['an unknown field', { name: 'ok', ownerId: 2 }, 'ownerId', 'Unknown field "ownerId"'],
  ])('refuses %s with a 400 and creates nothing', async (_label, payload, field, message) => {
    const before = (await listOf(alice)).length;
    const response = await call('POST', '/api/cases', alice, payload);
    expect(response.status).toBe(400);
    const body = await json<ApiErrorBody>(response);
    expect(body).toMatchObject({ statusCode: 400, error: 'Bad Request', code: 'VALIDATION_FAILED', message });
    expect(body.fieldErrors).toEqual({ [field]: message });
    expect((await listOf(alice)).length).toBe(before);
  });

  it('refuses a body that is not JSON', async () => {
    const response = await call('POST', '/api/cases', alice, '{"name":');
    expect(response.status).toBe(400);
    expect((await json<ApiErrorBody>(response)).code).toBe('VALIDATION_FAILED');
  });

  it('keeps one user’s cases from another: list, fetch and guess all miss', async () => {
    const mine = await json<CaseResponse>(call('POST', '/api/cases', alice, { name: 'Private deal' }));
    expect((await listOf(bob)).some((c) => c.id === mine.id)).toBe(false);
    const response = await call('GET', `/api/cases/${mine.id}`, bob);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: 'Case not found',
      code: 'CASE_NOT_FOUND',
    });
    expect((await call('GET', `/api/cases/${mine.id + 100000}`, alice)).status).toBe(404);
  });

  it.each(['abc', '0', '-1', '1.5', '99999999999'])('answers 400 for the id %s', async (id) => {
    const response = await call('GET', `/api/cases/${id}`, alice);
    expect(response.status).toBe(400);
    expect((await json<ApiErrorBody>(response)).code).toBe('VALIDATION_FAILED');
  });

  it('answers 401 on every case route when signed out', async () => {
    expect((await call('GET', '/api/cases', null)).status).toBe(401);
    expect((await call('POST', '/api/cases', null, { name: 'x' })).status).toBe(401);
    expect((await call('GET', '/api/cases/1', null)).status).toBe(401);
    expect((await call('PUT', '/api/cases/1', null, { status: 'closed' })).status).toBe(401);
  });

  it('refuses a state-changing request from another origin and creates nothing', async () => {
    const before = (await listOf(alice)).length;
    const response = await call(
      'POST',
      '/api/cases',
      alice,
      { name: 'CSRF' },
      { origin: 'https://evil.example' },
    );
    expect(response.status).toBe(403);
    expect((await json<ApiErrorBody>(response)).code).toBe('CROSS_ORIGIN_REFUSED');
    const sneaky = await call(
      'POST',
      '/api/cases',
      alice,
      { name: 'CSRF' },
      { 'sec-fetch-site': 'cross-site' },
    );
    expect(sneaky.status).toBe(403);
    expect((await listOf(alice)).length).toBe(before);
  });

  it('closes and reopens a case, stamping and clearing the closed date', async () => {
    const created = await json<CaseResponse>(call('POST', '/api/cases', alice, { name: 'To close' }));
    const closed = await call('PUT', `/api/cases/${created.id}`, alice, {
      name: 'To close',
      description: null,
      status: 'closed',
    });
    expect(closed.status).toBe(200);
    const closedBody = await json<CaseResponse>(closed);
    expect(closedBody).toMatchObject({ status: 'closed', description: null });
    expect(Date.parse(closedBody.closedAt!)).not.toBeNaN();
    expect(Date.parse(closedBody.updatedAt)).toBeGreaterThanOrEqual(Date.parse(created.updatedAt));

    const reopened = await json<CaseResponse>(
      call('PUT', `/api/cases/${created.id}`, alice, { name: ' Reopened ', status: 'active' }),
    );
    expect(reopened).toMatchObject({ name: 'Reopened', status: 'active', closedAt: null });
  });

  it.each([
    ['a blank name', { name: ' ' }, 'name', 'Case name is required'],
    [
      'an unknown status',
      { status: 'won' },
      'status',
      'Status must be one of draft, active, completed, closed',
    ],
    ['an owner', { ownerId: 2 }, 'ownerId', 'Unknown field "ownerId"'],
  ])('refuses an update with %s and changes nothing', async (_label, payload, field, message) => {
    const created = await json<CaseResponse>(call('POST', '/api/cases', alice, { name: 'Unchanged' }));
    const response = await call('PUT', `/api/cases/${created.id}`, alice, payload);
    expect(response.status).toBe(400);
    expect((await json<ApiErrorBody>(response)).fieldErrors).toEqual({ [field]: message });
    const after = await json<CaseDetailResponse>(call('GET', `/api/cases/${created.id}`, alice));
    expect(after.case).toEqual(created);
  });

  it('answers 404 to an update of another user’s case and changes nothing', async () => {
    const mine = await json<CaseResponse>(call('POST', '/api/cases', alice, { name: 'Mine alone' }));
    const response = await call('PUT', `/api/cases/${mine.id}`, bob, { status: 'closed' });
    expect(response.status).toBe(404);
    expect((await json<ApiErrorBody>(response)).code).toBe('CASE_NOT_FOUND');
    expect((await json<CaseDetailResponse>(call('GET', `/api/cases/${mine.id}`, alice))).case).toEqual(mine);
  });

  it('accepts a same-origin request from the browser', async () => {
    const response = await call(
      'POST',
      '/api/cases',
      alice,
      { name: 'From the app' },
      { origin: sut.baseUrl },
    );
    expect(response.status).toBe(201);
  });
});

describe('health and fallbacks', () => {
  let sut: TestApp;
  beforeAll(async () => {
    sut = await startTestApp();
  });
  afterAll(() => sut.close());

  it('reports the database state without a session', async () => {
    const response = await fetch(new URL('/api/health', sut.baseUrl));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'ok', database: 'up' });
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const response = await fetch(new URL('/api/nothing-here', sut.baseUrl));
    expect(response.status).toBe(404);
    expect((await json<ApiErrorBody>(response)).code).toBe('NOT_FOUND');
  });

  it('answers the request id it logs, or the one the client sent', async () => {
    const generated = await fetch(new URL('/api/health', sut.baseUrl));
    expect(generated.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const given = await fetch(new URL('/api/health', sut.baseUrl), {
      headers: { 'x-request-id': 'trace-123' },
    });
    expect(given.headers.get('x-request-id')).toBe('trace-123');
  });

  it('sends security headers', async () => {
    const response = await fetch(new URL('/api/health', sut.baseUrl));
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
