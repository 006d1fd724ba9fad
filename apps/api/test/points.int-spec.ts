import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ApiErrorBody,
  CalculatePointsResponse,
  CaseDetailResponse,
  CaseResponse,
  IssueImportanceResponse,
  IssueResponse,
  OptionImportanceResponse,
  ScoreResponse,
} from '@parley/contracts';
import type { ApiCall } from './support/api-client.js';
import { json } from './support/json.js';
import { startWithTwoUsers } from './support/two-users.js';
import type { TestApp } from './support/test-app.js';

interface Fixture {
  case: CaseResponse;
  you: number;
  opponent: number;
  rent: IssueResponse;
  term: IssueResponse;
}

describe('points API', () => {
  let sut: TestApp;
  let call: ApiCall;
  let alice: string;
  let bob: string;

  beforeAll(async () => {
    ({ sut, call, alice, bob } = await startWithTwoUsers());
  });
  afterAll(() => sut.close());

  const detailOf = (caseId: number) => json<CaseDetailResponse>(call('GET', `/api/cases/${caseId}`, alice));

  /** A lease case: Rent (High, Low) and Term (12 months). */
  async function lease(cookie = alice): Promise<Fixture> {
    const c = await json<CaseResponse>(call('POST', '/api/cases', cookie, { name: 'Lease' }));
    const addIssue = (name: string, options: string[]) =>
      json<IssueResponse>(
        call('POST', `/api/cases/${c.id}/issues`, cookie, {
          name,
          options: options.map((o) => ({ name: o })),
        }),
      );
    const rent = await addIssue('Rent', ['High', 'Low']);
    const term = await addIssue('Term', ['12 months']);
    const detail = await json<CaseDetailResponse>(call('GET', `/api/cases/${c.id}`, cookie));
    const partyOf = (type: string) => detail.parties.find((p) => p.type === type)!.id;
    return { case: c, you: partyOf('user'), opponent: partyOf('opponent'), rent, term };
  }

  const optionRows = (caseId: number, cookie = alice) =>
    json<OptionImportanceResponse[]>(call('GET', `/api/cases/${caseId}/option-importance`, cookie));
  const issueRows = (caseId: number, cookie = alice) =>
    json<IssueImportanceResponse[]>(call('GET', `/api/cases/${caseId}/issue-importance`, cookie));

  it('starts without importance rows and calculates suggestions for both parties', async () => {
    const f = await lease();
    expect(await issueRows(f.case.id)).toEqual([]);
    const response = await call('POST', `/api/cases/${f.case.id}/calculate-points`, alice);
    expect(response.status).toBe(200);
    const body = await json<CalculatePointsResponse>(response);
    const [high, low] = f.rent.options.map((o) => o.id);
    const twelve = f.term.options[0]!.id;
    // Unrated: importance 1, so ranked in the order added (weight × value; worked in suggestions.spec.ts).
    // Rent rank 1 weighs 20 → 25 + 0.2 × 225 = 70; Term rank 2 weighs 18 → 65.5 → 66.
    const issuesFor = (partyId: number) => [
      { partyId, issueId: f.rent.id, importance: 1, rank: 1, suggestedPoints: 70, actualPoints: null },
      { partyId, issueId: f.term.id, importance: 1, rank: 2, suggestedPoints: 66, actualPoints: null },
    ];
    // Least Preferred at rank 1 is worth 20, at rank 2 16: High 25 + 0.2 × 0.2 × 225 = 34, Low 32.2 → 32,
    // 12 months (Term weighs 18) 33.1 → 33.
    expect(body.issueImportance).toEqual([...issuesFor(f.you), ...issuesFor(f.opponent)]);
    const optionsFor = (partyId: number) => [
      {
        partyId,
        issueId: f.rent.id,
        optionId: high,
        importance: 1,
        rank: 1,
        suggestedPoints: 34,
        actualPoints: null,
      },
      {
        partyId,
        issueId: f.rent.id,
        optionId: low,
        importance: 1,
        rank: 2,
        suggestedPoints: 32,
        actualPoints: null,
      },
      {
        partyId,
        issueId: f.term.id,
        optionId: twelve,
        importance: 1,
        rank: 1,
        suggestedPoints: 33,
        actualPoints: null,
      },
    ];
    expect(body.optionImportance).toEqual([...optionsFor(f.you), ...optionsFor(f.opponent)]);
    expect(await issueRows(f.case.id)).toEqual(body.issueImportance);
    expect(await optionRows(f.case.id)).toEqual(body.optionImportance);
  });

  it('saves an issue’s importance and rank, and moves its options’ suggestions for that party only', async () => {
    const f = await lease();
    await call('POST', `/api/cases/${f.case.id}/calculate-points`, alice);
    const response = await call('POST', '/api/issue-importance', alice, {
      partyId: f.you,
      issueId: f.term.id,
      importance: 5,
      rank: 1,
      suggestedPoints: 25,
      actualPoints: 200,
    });
    expect(response.status).toBe(200);
    // The API computes the suggestion itself: Extremely Important, ranked first → 250.
    expect(await json<IssueImportanceResponse>(response)).toEqual({
      partyId: f.you,
      issueId: f.term.id,
      importance: 5,
      rank: 1,
      suggestedPoints: 250,
      actualPoints: 200,
    });
    const twelve = (partyId: number) =>
      optionRows(f.case.id).then((rows) =>
        rows.find((r) => r.partyId === partyId && r.issueId === f.term.id)!,
      );
    // Term now weighs 100; 12 months Least Preferred rank 1 is worth 20 → 25 + 0.2 × 225 = 70. The opponent's
    // is unchanged: Term weighs 18 there → 33.
    expect((await twelve(f.you)).suggestedPoints).toBe(70);
    expect((await twelve(f.opponent)).suggestedPoints).toBe(33);
  });

  it('saves an option’s preference without a calculation first', async () => {
    const f = await lease();
    const low = f.rent.options[1]!.id;
    const response = await call('POST', '/api/option-importance', alice, {
      partyId: f.opponent,
      issueId: f.rent.id,
      optionId: low,
      importance: 5,
      rank: 1,
    });
    expect(response.status).toBe(200);
    // Rent unrated for the opponent: importance 1, rank 1 weighs 20; Low Most Preferred, rank 1 is worth 100
    // → 25 + 0.2 × 225 = 70.
    expect(await json<OptionImportanceResponse>(response)).toEqual({
      partyId: f.opponent,
      issueId: f.rent.id,
      optionId: low,
      importance: 5,
      rank: 1,
      suggestedPoints: 70,
      actualPoints: null,
    });
    expect(await optionRows(f.case.id)).toHaveLength(1);
  });

  it('saves a score, replaces it on a second save, and shows it on the case', async () => {
    const f = await lease();
    const high = f.rent.options[0]!.id;
    const first = await call('POST', '/api/scores', alice, {
      partyId: f.you,
      issueId: f.rent.id,
      optionId: high,
      points: 120,
    });
    expect(first.status).toBe(200);
    expect(await json<ScoreResponse>(first)).toEqual({
      partyId: f.you,
      issueId: f.rent.id,
      optionId: high,
      points: 120,
    });
    await call('POST', '/api/scores', alice, {
      partyId: f.you,
      issueId: f.rent.id,
      optionId: high,
      points: 0,
    });
    await call('POST', '/api/scores', alice, {
      partyId: f.opponent,
      issueId: f.rent.id,
      optionId: high,
      points: 250,
    });
    const detail = await detailOf(f.case.id);
    expect(detail.scores).toEqual([
      { partyId: f.you, issueId: f.rent.id, optionId: high, points: 0 },
      { partyId: f.opponent, issueId: f.rent.id, optionId: high, points: 250 },
    ]);
    expect(Date.parse(detail.case.updatedAt)).toBeGreaterThan(Date.parse(f.case.updatedAt));
  });

  it.each([
    ['points above 250', { points: 251 }, 'points', 'Points must be a whole number from 0 to 250'],
    ['negative points', { points: -1 }, 'points', 'Points must be a whole number from 0 to 250'],
    ['fractional points', { points: 12.5 }, 'points', 'Points must be a whole number from 0 to 250'],
    ['points as text', { points: '100' }, 'points', 'Points must be a whole number from 0 to 250'],
    ['no party', { partyId: undefined }, 'partyId', 'partyId must be a positive whole number'],
    ['an unknown field', { caseId: 3 }, 'caseId', 'Unknown field "caseId"'],
  ])('refuses a score with %s and writes nothing', async (_label, change, field, message) => {
    const f = await lease();
    const body = {
      partyId: f.you,
      issueId: f.rent.id,
      optionId: f.rent.options[0]!.id,
      points: 100,
      ...change,
    };
    const response = await call('POST', '/api/scores', alice, body);
    expect(response.status).toBe(400);
    expect((await json<ApiErrorBody>(response)).fieldErrors).toEqual({ [field]: message });
    expect((await detailOf(f.case.id)).scores).toEqual([]);
  });

  it.each([
    ['an importance of 6', { importance: 6 }, 'importance', 'Importance must be a whole number from 1 to 5'],
    ['a rank of 0', { rank: 0 }, 'rank', 'Rank must be a whole number from 1'],
    [
      'a suggestion outside 25–250',
      { suggestedPoints: 300 },
      'suggestedPoints',
      'Suggested points must be a whole number from 25 to 250',
    ],
  ])('refuses an issue importance with %s and writes nothing', async (_label, change, field, message) => {
    const f = await lease();
    const body = { partyId: f.you, issueId: f.rent.id, importance: 3, rank: 1, ...change };
    const response = await call('POST', '/api/issue-importance', alice, body);
    expect(response.status).toBe(400);
    expect((await json<ApiErrorBody>(response)).fieldErrors).toEqual({ [field]: message });
    expect(await issueRows(f.case.id)).toEqual([]);
  });

  it('refuses ids that do not belong together, even when each is the user’s', async () => {
    const f = await lease();
    const other = await lease();
    const high = f.rent.options[0]!.id;
    const attempts: Array<[string, Record<string, number>, string, string]> = [
      [
        '/api/scores',
        { partyId: f.you, issueId: f.term.id, optionId: high, points: 50 },
        'optionId',
        'The option belongs to another issue',
      ],
      [
        '/api/scores',
        { partyId: other.you, issueId: f.rent.id, optionId: high, points: 50 },
        'issueId',
        'The issue belongs to another case',
      ],
      [
        '/api/issue-importance',
        { partyId: other.you, issueId: f.rent.id, importance: 2, rank: 1 },
        'issueId',
        'The issue belongs to another case',
      ],
      [
        '/api/option-importance',
        { partyId: f.you, issueId: f.term.id, optionId: high, importance: 2, rank: 1 },
        'optionId',
        'The option belongs to another issue',
      ],
      [
        `/api/cases/${other.case.id}/final-agreements`,
        { issueId: f.rent.id, optionId: high },
        'issueId',
        'The issue belongs to another case',
      ],
      [
        `/api/cases/${f.case.id}/final-agreements`,
        { issueId: f.term.id, optionId: high },
        'optionId',
        'The option belongs to another issue',
      ],
    ];
    for (const [path, body, field, message] of attempts) {
      const response = await call('POST', path, alice, body);
      expect(response.status, path).toBe(400);
      expect((await json<ApiErrorBody>(response)).fieldErrors).toEqual({ [field]: message });
    }
    for (const c of [f, other]) {
      const detail = await detailOf(c.case.id);
      expect([detail.scores, detail.finalAgreements]).toEqual([[], []]);
      expect([await issueRows(c.case.id), await optionRows(c.case.id)]).toEqual([[], []]);
    }
  });

  it('keeps one final agreement per issue: agreeing again replaces it', async () => {
    const f = await lease();
    const [high, low] = f.rent.options.map((o) => o.id);
    const first = await call('POST', `/api/cases/${f.case.id}/final-agreements`, alice, {
      issueId: f.rent.id,
      optionId: high,
    });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ issueId: f.rent.id, optionId: high });
    await call('POST', `/api/cases/${f.case.id}/final-agreements`, alice, {
      issueId: f.rent.id,
      optionId: low,
    });
    expect((await detailOf(f.case.id)).finalAgreements).toEqual([{ issueId: f.rent.id, optionId: low }]);
  });

  it('forgets an option’s scores, ratings and agreement when the option goes', async () => {
    const f = await lease();
    const [high, low] = f.rent.options.map((o) => o.id);
    await call('POST', `/api/cases/${f.case.id}/calculate-points`, alice);
    await call('POST', '/api/scores', alice, {
      partyId: f.you,
      issueId: f.rent.id,
      optionId: high,
      points: 90,
    });
    await call('POST', '/api/scores', alice, {
      partyId: f.you,
      issueId: f.rent.id,
      optionId: low,
      points: 40,
    });
    await call('POST', `/api/cases/${f.case.id}/final-agreements`, alice, {
      issueId: f.rent.id,
      optionId: high,
    });
    expect((await call('DELETE', `/api/options/${high}`, alice)).status).toBe(204);
    const detail = await detailOf(f.case.id);
    expect(detail.scores.map((s) => s.optionId)).toEqual([low]);
    expect(detail.finalAgreements).toEqual([]);
    expect((await optionRows(f.case.id)).some((r) => r.optionId === high)).toBe(false);

    expect((await call('DELETE', `/api/issues/${f.rent.id}`, alice)).status).toBe(204);
    expect((await detailOf(f.case.id)).scores).toEqual([]);
    expect((await issueRows(f.case.id)).map((r) => r.issueId)).toEqual([f.term.id, f.term.id]);
  });

  it('keeps another user away from a case’s points: 404, nothing changed', async () => {
    const f = await lease();
    const mallory = await lease(bob);
    const high = f.rent.options[0]!.id;
    const before = await detailOf(f.case.id);
    const attempts: Array<[string, string, unknown, string]> = [
      ['GET', `/api/cases/${f.case.id}/issue-importance`, undefined, 'CASE_NOT_FOUND'],
      ['GET', `/api/cases/${f.case.id}/option-importance`, undefined, 'CASE_NOT_FOUND'],
      ['POST', `/api/cases/${f.case.id}/calculate-points`, undefined, 'CASE_NOT_FOUND'],
      [
        'POST',
        '/api/issue-importance',
        { partyId: f.you, issueId: f.rent.id, importance: 5, rank: 1 },
        'PARTY_NOT_FOUND',
      ],
      [
        'POST',
        '/api/issue-importance',
        { partyId: mallory.you, issueId: f.rent.id, importance: 5, rank: 1 },
        'ISSUE_NOT_FOUND',
      ],
      [
        'POST',
        '/api/option-importance',
        { partyId: mallory.you, issueId: f.rent.id, optionId: high, importance: 5, rank: 1 },
        'OPTION_NOT_FOUND',
      ],
      [
        'POST',
        '/api/scores',
        { partyId: f.you, issueId: f.rent.id, optionId: high, points: 1 },
        'PARTY_NOT_FOUND',
      ],
      [
        'POST',
        '/api/scores',
        { partyId: mallory.you, issueId: f.rent.id, optionId: high, points: 1 },
        'OPTION_NOT_FOUND',
      ],
      [
        'POST',
        `/api/cases/${f.case.id}/final-agreements`,
        { issueId: f.rent.id, optionId: high },
        'CASE_NOT_FOUND',
      ],
      [
        'POST',
        `/api/cases/${mallory.case.id}/final-agreements`,
        { issueId: f.rent.id, optionId: high },
        'OPTION_NOT_FOUND',
      ],
    ];
    for (const [method, path, body, code] of attempts) {
      const response = await call(method, path, bob, body);
      expect(response.status, `${method} ${path} ${JSON.stringify(body)}`).toBe(404);
      expect((await json<ApiErrorBody>(response)).code).toBe(code);
    }
    expect(await detailOf(f.case.id)).toEqual(before);
    expect([await issueRows(f.case.id), await optionRows(f.case.id)]).toEqual([[], []]);
    expect([await issueRows(mallory.case.id, bob), await optionRows(mallory.case.id, bob)]).toEqual([[], []]);
  });

  it('answers 401 on every points route when signed out', async () => {
    for (const [method, path] of [
      ['GET', '/api/cases/1/issue-importance'],
      ['GET', '/api/cases/1/option-importance'],
      ['POST', '/api/issue-importance'],
      ['POST', '/api/option-importance'],
      ['POST', '/api/cases/1/calculate-points'],
      ['POST', '/api/scores'],
      ['POST', '/api/cases/1/final-agreements'],
    ] as const) {
      expect((await call(method, path, null, method === 'POST' ? {} : undefined)).status, path).toBe(401);
    }
  });
});
