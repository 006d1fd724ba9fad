import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ApiErrorBody,
  CaseDetailResponse,
  CaseResponse,
  CreateIssueRequest,
  IssueResponse,
  OptionResponse,
} from '@parley/contracts';
import type { ApiCall } from './support/api-client.js';
import { json } from './support/json.js';
import { startWithTwoUsers } from './support/two-users.js';
import type { TestApp } from './support/test-app.js';

describe('issues and options API', () => {
  let sut: TestApp;
  let call: ApiCall;
  let alice: string;
  let bob: string;

  beforeAll(async () => {
    ({ sut, call, alice, bob } = await startWithTwoUsers());
  });
  afterAll(() => sut.close());

  const newCase = (name = 'Lease') => json<CaseResponse>(call('POST', '/api/cases', alice, { name }));
  const detailOf = (caseId: number, cookie = alice) =>
    json<CaseDetailResponse>(call('GET', `/api/cases/${caseId}`, cookie));
  const twoOptions = [{ name: 'Low' }, { name: 'High' }];
  const addIssue = async (
    caseId: number,
    body: CreateIssueRequest = { name: 'Rent', options: twoOptions },
  ) => {
    const response = await call('POST', `/api/cases/${caseId}/issues`, alice, body);
    expect(response.status).toBe(201);
    return json<IssueResponse>(response);
  };

  it('creates an issue with its options, shown on the case in the order added', async () => {
    const c = await newCase();
    const issue = await addIssue(c.id, {
      name: '  Monthly rent ',
      description: ' ',
      options: [{ name: ' 1,200 ', description: 'Asking price' }, { name: '1,050' }],
    });
    expect(issue).toEqual({
      id: expect.any(Number),
      name: 'Monthly rent',
      description: null,
      priority: 50,
      isAiSuggested: false,
      options: [
        { id: expect.any(Number), name: '1,200', description: 'Asking price' },
        { id: expect.any(Number), name: '1,050', description: null },
      ],
    });
    const second = await addIssue(c.id, {
      name: 'Term',
      priority: 85,
      isAiSuggested: true,
      options: [{ name: '12 months' }],
    });
    const detail = await detailOf(c.id);
    expect(detail.issues).toEqual([issue, second]);
    expect(second).toMatchObject({ priority: 85, isAiSuggested: true });
    expect(Date.parse(detail.case.updatedAt)).toBeGreaterThan(Date.parse(c.updatedAt));
  });

  it.each([
    ['an empty name', { name: '', options: [{ name: 'a' }] }, 'name', 'Issue name is required'],
    ['no options', { name: 'Rent' }, 'options', 'At least one option is required'],
    ['an empty options list', { name: 'Rent', options: [] }, 'options', 'At least one option is required'],
    [
      'a blank option name',
      { name: 'Rent', options: [{ name: 'a' }, { name: '  ' }] },
      'options.1.name',
      'Option name is required',
    ],
    [
      'a priority above 100',
      { name: 'Rent', priority: 101, options: [{ name: 'a' }] },
      'priority',
      'Priority must be a whole number from 0 to 100',
    ],
    [
      'a fractional priority',
      { name: 'Rent', priority: 2.5, options: [{ name: 'a' }] },
      'priority',
      'Priority must be a whole number from 0 to 100',
    ],
    [
      'eleven options',
      { name: 'Rent', options: Array.from({ length: 11 }, (_, i) => ({ name: `o${i}` })) },
      'options',
      'An issue can hold at most 10 options',
    ],
    [
      'an unknown field',
      { name: 'Rent', caseId: 1, options: [{ name: 'a' }] },
      'caseId',
      'Unknown field "caseId"',
    ],
    [
      'an unknown option field',
      { name: 'Rent', options: [{ name: 'a', points: 200 }] },
      'options.0.points',
      'Unknown field "options.0.points"',
    ],
  ])('refuses an issue with %s and creates nothing', async (_label, body, field, message) => {
    const c = await newCase();
    const response = await call('POST', `/api/cases/${c.id}/issues`, alice, body);
    expect(response.status).toBe(400);
    const error = await json<ApiErrorBody>(response);
    expect(error).toMatchObject({ code: 'VALIDATION_FAILED', message });
    expect(error.fieldErrors).toEqual({ [field]: message });
    expect((await detailOf(c.id)).issues).toEqual([]);
  });

  it('adds, renames and deletes options', async () => {
    const c = await newCase();
    const issue = await addIssue(c.id);
    const added = await call('POST', `/api/issues/${issue.id}/options`, alice, { name: ' Medium ' });
    expect(added.status).toBe(201);
    const medium = await json<OptionResponse>(added);
    expect(medium).toEqual({ id: expect.any(Number), name: 'Medium', description: null });

    const renamed = await call('PUT', `/api/options/${medium.id}`, alice, { description: 'Middle ground' });
    expect(await json<OptionResponse>(renamed)).toEqual({ ...medium, description: 'Middle ground' });

    expect((await call('DELETE', `/api/options/${issue.options[0]!.id}`, alice)).status).toBe(204);
    expect((await detailOf(c.id)).issues[0]!.options.map((o) => o.name)).toEqual(['High', 'Medium']);
  });

  it('refuses a blank option name on update and keeps the option', async () => {
    const c = await newCase();
    const issue = await addIssue(c.id);
    const response = await call('PUT', `/api/options/${issue.options[0]!.id}`, alice, { name: '' });
    expect(response.status).toBe(400);
    expect((await json<ApiErrorBody>(response)).fieldErrors).toEqual({ name: 'Option name is required' });
    expect((await detailOf(c.id)).issues[0]!.options[0]!.name).toBe('Low');
  });

  it('keeps the last option of an issue', async () => {
    const c = await newCase();
    const issue = await addIssue(c.id, { name: 'Deposit', options: [{ name: 'One month' }] });
    const response = await call('DELETE', `/api/options/${issue.options[0]!.id}`, alice);
    expect(response.status).toBe(409);
    expect(await json<ApiErrorBody>(response)).toMatchObject({
      code: 'CONFLICT',
      message: 'An issue keeps at least one option',
    });
    expect((await detailOf(c.id)).issues[0]!.options).toHaveLength(1);
  });

  it('deletes an issue with its options', async () => {
    const c = await newCase();
    const issue = await addIssue(c.id);
    const kept = await addIssue(c.id, { name: 'Term', options: [{ name: '12 months' }] });
    expect((await call('DELETE', `/api/issues/${issue.id}`, alice)).status).toBe(204);
    expect((await detailOf(c.id)).issues).toEqual([kept]);
    expect((await call('DELETE', `/api/issues/${issue.id}`, alice)).status).toBe(404);
    expect((await call('POST', `/api/issues/${issue.id}/options`, alice, { name: 'x' })).status).toBe(404);
  });

  it('holds a case to 12 issues and an issue to 10 options', async () => {
    const c = await newCase();
    // Added concurrently: the case row lock must still let exactly 12 through.
    const answers = await Promise.all(
      Array.from({ length: 14 }, (_, i) =>
        call('POST', `/api/cases/${c.id}/issues`, alice, { name: `Issue ${i}`, options: [{ name: 'a' }] }),
      ),
    );
    expect(answers.filter((r) => r.status === 201)).toHaveLength(12);
    const refused = answers.filter((r) => r.status === 409);
    expect(refused).toHaveLength(2);
    expect(await json<ApiErrorBody>(refused[0]!)).toMatchObject({
      code: 'LIMIT_REACHED',
      message: 'A case can hold at most 12 issues',
    });
    const issue = (await detailOf(c.id)).issues[0]!;
    for (let i = 1; i < 10; i++) {
      expect((await call('POST', `/api/issues/${issue.id}/options`, alice, { name: `o${i}` })).status).toBe(
        201,
      );
    }
    const eleventh = await call('POST', `/api/issues/${issue.id}/options`, alice, { name: 'one too many' });
    expect(eleventh.status).toBe(409);
    expect((await json<ApiErrorBody>(eleventh)).message).toBe('An issue can hold at most 10 options');
    expect((await detailOf(c.id)).issues[0]!.options).toHaveLength(10);
  });

  it('keeps another user away from a case’s issues and options: 404, nothing changed', async () => {
    const c = await newCase('Private');
    const issue = await addIssue(c.id);
    const option = issue.options[0]!;
    const attempts: Array<[string, string, unknown, string]> = [
      ['POST', `/api/cases/${c.id}/issues`, { name: 'Sneaky', options: [{ name: 'a' }] }, 'CASE_NOT_FOUND'],
      ['DELETE', `/api/issues/${issue.id}`, undefined, 'ISSUE_NOT_FOUND'],
      ['POST', `/api/issues/${issue.id}/options`, { name: 'Sneaky' }, 'ISSUE_NOT_FOUND'],
      ['PUT', `/api/options/${option.id}`, { name: 'Sneaky' }, 'OPTION_NOT_FOUND'],
      ['DELETE', `/api/options/${option.id}`, undefined, 'OPTION_NOT_FOUND'],
    ];
    for (const [method, path, body, code] of attempts) {
      const response = await call(method, path, bob, body);
      expect(response.status, `${method} ${path}`).toBe(404);
      expect((await json<ApiErrorBody>(response)).code).toBe(code);
    }
    expect((await detailOf(c.id)).issues).toEqual([issue]);
  });

  it('answers 401 signed out and 400 for an id that is not one', async () => {
    for (const [method, path] of [
      ['POST', '/api/cases/1/issues'],
      ['DELETE', '/api/issues/1'],
      ['POST', '/api/issues/1/options'],
      ['PUT', '/api/options/1'],
      ['DELETE', '/api/options/1'],
    ] as const) {
      expect((await call(method, path, null, method === 'DELETE' ? undefined : {})).status).toBe(401);
      const bad = await call(method, path.replace('1', 'abc'), alice, method === 'DELETE' ? undefined : {});
      expect(bad.status, `${method} ${path}`).toBe(400);
    }
  });
});
