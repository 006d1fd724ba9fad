import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ApiErrorBody,
  CaseDetailResponse,
  CaseFile,
  CaseResponse,
  IssueResponse,
} from '@parley/contracts';
import { apiCaller } from './support/api-client.js';
import type { ApiCall } from './support/api-client.js';
import { json } from './support/json.js';
import { signIn } from './support/sign-in.js';
import { startTestApp } from './support/test-app.js';
import type { TestApp } from './support/test-app.js';
import { startWithTwoUsers } from './support/two-users.js';

describe('case as a file (GET /api/cases/:id/export.json, POST /api/cases/import)', () => {
  let sut: TestApp;
  let call: ApiCall;
  let alice: string;
  let bob: string;
  let caseId: number;

  /** A lease with every kind of row: scores, levels, walk-away values, a final agreement. */
  beforeAll(async () => {
    // Every export and import counts against the per-person export limit, which has its own tests.
    ({ sut, call, alice, bob } = await startWithTwoUsers({ EXPORT_RATE_LIMIT: '1000' }));
    const c = await json<CaseResponse>(
      call('POST', '/api/cases', alice, { name: 'Lease', goal: 'Lower rent', description: 'Flat on Elm St' }),
    );
    caseId = c.id;
    const addIssue = (name: string, options: string[]) =>
      json<IssueResponse>(
        call('POST', `/api/cases/${caseId}/issues`, alice, {
          name,
          priority: 70,
          options: options.map((o) => ({ name: o, description: `${o} option` })),
        }),
      );
    const rent = await addIssue('Rent', ['High', 'Low']);
    const term = await addIssue('Term', ['12 months', '24 months', '36 months']);
    const detail = await json<CaseDetailResponse>(call('GET', `/api/cases/${caseId}`, alice));
    const you = detail.parties.find((p) => p.type === 'user')!.id;
    const opponent = detail.parties.find((p) => p.type === 'opponent')!.id;
    const score = (partyId: number, issue: IssueResponse, index: number, points: number) =>
      json(
        call('POST', '/api/scores', alice, {
          partyId,
          issueId: issue.id,
          optionId: issue.options[index]!.id,
          points,
        }),
      );
    await score(you, rent, 0, 40);
    await score(you, rent, 1, 200);
    await score(opponent, rent, 0, 180);
    await score(you, term, 2, 90);
    await call('POST', '/api/issue-importance', alice, {
      partyId: you,
      issueId: term.id,
      importance: 4,
      rank: 2,
    });
    await call('POST', '/api/option-importance', alice, {
      partyId: opponent,
      issueId: rent.id,
      optionId: rent.options[1]!.id,
      importance: 2,
      rank: 2,
    });
    await call('PUT', `/api/parties/${you}`, alice, { reservationValue: 150, alternative: 'Stay put' });
    await call('POST', `/api/cases/${caseId}/final-agreements`, alice, {
      issueId: term.id,
      optionId: term.options[1]!.id,
    });
  });
  afterAll(() => sut.close());

  const exportOf = (id: number, cookie = alice) =>
    json<CaseFile>(call('GET', `/api/cases/${id}/export.json`, cookie));
  const caseCount = async (cookie = alice) =>
    (await json<CaseResponse[]>(call('GET', '/api/cases', cookie))).length;
  const withoutTime = ({ exportedAt: _, ...rest }: CaseFile) => rest;

  it('exports the whole model with its format and version, as a download', async () => {
    const response = await call('GET', `/api/cases/${caseId}/export.json`, alice);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="parley-case-${caseId}.json"`,
    );
    const file = await json<CaseFile>(response);
    expect(file).toMatchObject({
      format: 'parley-case',
      version: 1,
      case: { name: 'Lease', goal: 'Lower rent', description: 'Flat on Elm St', status: 'active' },
      parties: {
        user: { name: 'You', reservationValue: 150, alternative: 'Stay put' },
        opponent: { name: 'Opponent', reservationValue: null, alternative: '' },
      },
    });
    expect(file.issues.map((i) => [i.name, i.priority, i.options.length, i.agreedOption])).toEqual([
      ['Rent', 70, 2, null],
      ['Term', 70, 3, 1],
    ]);
    expect(file.issues[0]!.options.map((o) => o.points)).toEqual([
      { user: 40, opponent: 180 },
      { user: 200, opponent: null },
    ]);
    expect(file.issues[1]!.levels.user).toMatchObject({ importance: 4, rank: 2 });
    expect(file.issues[0]!.options[1]!.levels.opponent).toMatchObject({ importance: 2, rank: 2 });
  });

  it('imports a file as a new case whose export equals the original (a round trip)', async () => {
    const original = await exportOf(caseId);
    const response = await call('POST', '/api/cases/import', alice, original);
    expect(response.status).toBe(201);
    const created = await json<CaseResponse>(response);
    expect(created.id).not.toBe(caseId);
    // Alice holds a case of that name already: the new one says it was imported (quick-start.int-spec.ts).
    expect(created.name).toBe('Lease (imported)');
    const copy = withoutTime(await exportOf(created.id));
    expect({ ...copy, case: { ...copy.case, name: 'Lease' } }).toEqual(withoutTime(original));
  });

  it('accepts walk-away totals equal to each party maximum', async () => {
    const original = await exportOf(caseId);
    const file = {
      ...original,
      parties: {
        user: { ...original.parties.user, reservationValue: 290 },
        opponent: { ...original.parties.opponent, reservationValue: 180 },
      },
    };
    const created = await json<CaseResponse>(call('POST', '/api/cases/import', alice, file));
    expect((await exportOf(created.id)).parties).toEqual(file.parties);
  });

  it('gives the imported case to the importer only', async () => {
    const created = await json<CaseResponse>(call('POST', '/api/cases/import', bob, await exportOf(caseId)));
    expect((await call('GET', `/api/cases/${created.id}`, bob)).status).toBe(200);
    expect((await call('GET', `/api/cases/${created.id}`, alice)).status).toBe(404);
  });

  it("answers 404 for another user's case and for an unknown one", async () => {
    const foreign = await call('GET', `/api/cases/${caseId}/export.json`, bob);
    expect(foreign.status).toBe(404);
    expect((await json<ApiErrorBody>(foreign)).code).toBe('CASE_NOT_FOUND');
    expect((await call('GET', '/api/cases/2147483000/export.json', alice)).status).toBe(404);
    expect((await call('GET', `/api/cases/${caseId}/export.json`, null)).status).toBe(401);
    expect((await call('POST', '/api/cases/import', null, await exportOf(caseId))).status).toBe(401);
  });

  const broken: [string, (file: CaseFile) => unknown, string][] = [
    ['a file of another kind', () => ({ name: 'package', version: '1.0.0' }), 'format'],
    ['another format', (f) => ({ ...f, format: 'negmas-domain' }), 'format'],
    ['a newer version', (f) => ({ ...f, version: 2 }), 'version'],
    ['a case without a name', (f) => ({ ...f, case: { ...f.case, name: '  ' } }), 'case.name'],
    ['an unknown status', (f) => ({ ...f, case: { ...f.case, status: 'won' } }), 'case.status'],
    ['a missing opponent', (f) => ({ ...f, parties: { user: f.parties.user } }), 'parties.opponent'],
    [
      'an issue without options',
      (f) => ({ ...f, issues: [{ ...f.issues[0], options: [] }] }),
      'issues.0.options',
    ],
    [
      'points out of range',
      (f) => {
        const copy = structuredClone(f);
        copy.issues[0]!.options[0]!.points.user = 251;
        return copy;
      },
      'issues.0.options.0.points.user',
    ],
    [
      'an agreed option that does not exist',
      (f) => ({ ...f, issues: [{ ...f.issues[1], agreedOption: 3 }] }),
      'issues.0.agreedOption',
    ],
    // Your maximum is Rent Low 200 + Term 36 months 90 = 290; theirs Rent High 180 (Term unscored).
    [
      'your walk-away total above your maximum',
      (f) => ({ ...f, parties: { ...f.parties, user: { ...f.parties.user, reservationValue: 291 } } }),
      'parties.user.reservationValue',
    ],
    [
      'their walk-away total above their maximum',
      (f) => ({
        ...f,
        parties: { ...f.parties, opponent: { ...f.parties.opponent, reservationValue: 181 } },
      }),
      'parties.opponent.reservationValue',
    ],
    ['an unknown field', (f) => ({ ...f, owner: 7 }), 'owner'],
    ['13 issues', (f) => ({ ...f, issues: Array.from({ length: 13 }, () => f.issues[0]) }), 'issues'],
  ];

  it.each(broken)('refuses %s with a clear 400 and creates nothing', async (_, breakFile, field) => {
    const before = await caseCount();
    const response = await call('POST', '/api/cases/import', alice, breakFile(await exportOf(caseId)));
    expect(response.status).toBe(400);
    const body = await json<ApiErrorBody>(response);
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(body.fieldErrors ?? {})).toContain(field);
    expect(body.message).not.toBe('');
    expect(await caseCount()).toBe(before);
  });

  it('imports the largest case a person can build (12 issues × 10 options, every score and level filled in)', async () => {
    const level = { importance: 3, rank: 1, suggestedPoints: 160, actualPoints: 120 };
    const file = await exportOf(caseId);
    const largest = {
      ...file,
      case: { ...file.case, name: 'Largest' },
      issues: Array.from({ length: 12 }, (_, i) => ({
        name: `Issue ${i + 1}`,
        description: 'd',
        priority: 50,
        isAiSuggested: false,
        levels: { user: level, opponent: level },
        options: Array.from({ length: 10 }, (_, k) => ({
          name: `Option ${k + 1}`,
          description: 'o',
          points: { user: 10 * k, opponent: 250 - 10 * k },
          levels: { user: level, opponent: level },
        })),
        agreedOption: 9,
      })),
    };
    const response = await call('POST', '/api/cases/import', alice, largest);
    expect(response.status).toBe(201);
    const created = await json<CaseResponse>(response);
    expect(withoutTime(await exportOf(created.id))).toEqual(withoutTime(largest));
  });

  it('refuses a body that is not JSON at all', async () => {
    const before = await caseCount();
    const response = await call('POST', '/api/cases/import', alice, 'not json {');
    expect(response.status).toBe(400);
    expect(await caseCount()).toBe(before);
  });
});

describe('importing within the trial case limit', () => {
  let sut: TestApp;

  beforeAll(async () => {
    sut = await startTestApp({ TRIAL_CASE_LIMIT: '1' });
  });
  afterAll(() => sut.close());

  it('refuses an import over the limit like a new case, creating nothing', async () => {
    const call = apiCaller(sut.baseUrl);
    const { cookie } = await signIn(sut.baseUrl, 'carol@example.com', 'Carol');
    const c = await json<CaseResponse>(call('POST', '/api/cases', cookie, { name: 'Only case' }));
    const file = await json<CaseFile>(call('GET', `/api/cases/${c.id}/export.json`, cookie));
    const response = await call('POST', '/api/cases/import', cookie, file);
    expect(response.status).toBe(403);
    expect((await json<ApiErrorBody>(response)).code).toBe('CASE_LIMIT_REACHED');
    expect(await json<CaseResponse[]>(call('GET', '/api/cases', cookie))).toHaveLength(1);
  });
});
