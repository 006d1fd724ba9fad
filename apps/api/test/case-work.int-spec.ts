import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ApiErrorBody,
  CaseDetailResponse,
  CaseResponse,
  IssueImportanceResponse,
  IssueResponse,
  OptionImportanceResponse,
  SavePartyPointsResponse,
} from '@parley/contracts';
import type { ApiCall } from './support/api-client.js';
import { json } from './support/json.js';
import { startWithTwoUsers } from './support/two-users.js';
import type { TestApp } from './support/test-app.js';

interface Lease {
  case: CaseResponse;
  you: number;
  opponent: number;
  rent: IssueResponse;
  term: IssueResponse;
}

/** Everyday case work: editing and deleting cases and issues, closed cases, and the batch points save. */
describe('case work API', () => {
  let sut: TestApp;
  let call: ApiCall;
  let alice: string;
  let bob: string;

  beforeAll(async () => {
    ({ sut, call, alice, bob } = await startWithTwoUsers());
  });
  afterAll(() => sut.close());

  const detailOf = (caseId: number, cookie = alice) =>
    json<CaseDetailResponse>(call('GET', `/api/cases/${caseId}`, cookie));
  const listOf = (cookie = alice) => json<CaseResponse[]>(call('GET', '/api/cases', cookie));
  const ratingsOf = async (caseId: number) => ({
    issues: await json<IssueImportanceResponse[]>(
      call('GET', `/api/cases/${caseId}/issue-importance`, alice),
    ),
    options: await json<OptionImportanceResponse[]>(
      call('GET', `/api/cases/${caseId}/option-importance`, alice),
    ),
  });

  /** A lease: Rent (High, Low) and Term (12 months, 24 months), with a score, ratings and an agreement. */
  async function lease(cookie = alice, name = 'Lease'): Promise<Lease> {
    const c = await json<CaseResponse>(call('POST', '/api/cases', cookie, { name, goal: 'Pay less' }));
    const addIssue = (issueName: string, options: string[]) =>
      json<IssueResponse>(
        call('POST', `/api/cases/${c.id}/issues`, cookie, {
          name: issueName,
          options: options.map((o) => ({ name: o })),
        }),
      );
    const rent = await addIssue('Rent', ['High', 'Low']);
    const term = await addIssue('Term', ['12 months', '24 months']);
    const detail = await detailOf(c.id, cookie);
    const partyOf = (type: string) => detail.parties.find((p) => p.type === type)!.id;
    const you = partyOf('user');
    const scored = await call('POST', '/api/scores', cookie, {
      partyId: you,
      issueId: rent.id,
      optionId: rent.options[0]!.id,
      points: 200,
    });
    expect(scored.status).toBe(200);
    expect((await call('POST', `/api/cases/${c.id}/calculate-points`, cookie)).status).toBe(200);
    const agreed = await call('POST', `/api/cases/${c.id}/final-agreements`, cookie, {
      issueId: rent.id,
      optionId: rent.options[1]!.id,
    });
    expect(agreed.status).toBe(200);
    const latest = (await detailOf(c.id, cookie)).case;
    return { case: latest, you, opponent: partyOf('opponent'), rent, term };
  }

  const expectError = async (response: Response, status: number, code: string) => {
    expect(response.status).toBe(status);
    const body = await json<ApiErrorBody>(response);
    expect(body.code).toBe(code);
    return body;
  };

  describe('editing a case', () => {
    it('renames and re-describes a case, keeping its status, and moves it to the top of the list', async () => {
      const f = await lease();
      await lease(alice, 'Another');
      const response = await call('PUT', `/api/cases/${f.case.id}`, alice, {
        name: ' Flat on Elm Street ',
        goal: 'Rent under 1,000',
        description: 'Two rooms',
      });
      expect(response.status).toBe(200);
      expect(await json<CaseResponse>(response)).toMatchObject({
        id: f.case.id,
        name: 'Flat on Elm Street',
        goal: 'Rent under 1,000',
        description: 'Two rooms',
        status: 'active',
        closedAt: null,
      });
      expect((await listOf())[0]!.id).toBe(f.case.id);
      const cleared = await json<CaseResponse>(
        call('PUT', `/api/cases/${f.case.id}`, alice, { goal: ' ', description: null }),
      );
      expect(cleared).toMatchObject({ name: 'Flat on Elm Street', goal: null, description: null });
    });

    it('refuses a description that is too long and changes nothing', async () => {
      const f = await lease();
      const response = await call('PUT', `/api/cases/${f.case.id}`, alice, {
        name: 'New name',
        description: 'x'.repeat(10001),
      });
      const body = await expectError(response, 400, 'VALIDATION_FAILED');
      expect(body.fieldErrors).toEqual({ description: 'Description must be at most 10000 characters' });
      expect((await detailOf(f.case.id)).case).toEqual(f.case);
    });
  });

  describe('deleting a case', () => {
    it('removes the case with everything that hangs on it, and nothing of another case', async () => {
      const doomed = await lease();
      const kept = await lease(alice, 'Kept');
      const keptBefore = await detailOf(kept.case.id);
      const keptRatings = await ratingsOf(kept.case.id);

      const response = await call('DELETE', `/api/cases/${doomed.case.id}`, alice);
      expect(response.status).toBe(204);
      expect(await response.text()).toBe('');

      await expectError(await call('GET', `/api/cases/${doomed.case.id}`, alice), 404, 'CASE_NOT_FOUND');
      expect((await listOf()).some((c) => c.id === doomed.case.id)).toBe(false);
      // What hung on it is gone too: its issue, its option and its party are not found any more.
      await expectError(
        await call('PUT', `/api/issues/${doomed.rent.id}`, alice, { name: 'x' }),
        404,
        'ISSUE_NOT_FOUND',
      );
      await expectError(
        await call('PUT', `/api/options/${doomed.rent.options[0]!.id}`, alice, { name: 'x' }),
        404,
        'OPTION_NOT_FOUND',
      );
      await expectError(
        await call('POST', '/api/issue-importance', alice, {
          partyId: doomed.you,
          issueId: kept.rent.id,
          importance: 3,
          rank: 1,
        }),
        404,
        'PARTY_NOT_FOUND',
      );

      expect(await detailOf(kept.case.id)).toEqual(keptBefore);
      expect(await ratingsOf(kept.case.id)).toEqual(keptRatings);
      await expectError(await call('DELETE', `/api/cases/${doomed.case.id}`, alice), 404, 'CASE_NOT_FOUND');
    });

    it('deletes rows in the database only of that case', async () => {
      const doomed = await lease();
      const kept = await lease();
      const count = async (table: string, caseId: number) => {
        const sql: Record<string, string> = {
          parties: 'SELECT count(*)::int AS n FROM parties WHERE case_id = $1',
          issues: 'SELECT count(*)::int AS n FROM issues WHERE case_id = $1',
          options:
            'SELECT count(*)::int AS n FROM options o JOIN issues i ON i.id = o.issue_id WHERE i.case_id = $1',
          scores:
            'SELECT count(*)::int AS n FROM scores s JOIN parties p ON p.id = s.party_id WHERE p.case_id = $1',
          issue_importance:
            'SELECT count(*)::int AS n FROM issue_importance r JOIN parties p ON p.id = r.party_id WHERE p.case_id = $1',
          option_importance:
            'SELECT count(*)::int AS n FROM option_importance r JOIN parties p ON p.id = r.party_id WHERE p.case_id = $1',
          final_agreements: 'SELECT count(*)::int AS n FROM final_agreements WHERE case_id = $1',
        };
        const rows = (await sut.app.get(DataSource).query(sql[table]!, [caseId])) as Array<{
          n: number;
        }>;
        return rows[0]!.n;
      };
      const tables = [
        'parties',
        'issues',
        'options',
        'scores',
        'issue_importance',
        'option_importance',
        'final_agreements',
      ];
      const keptCounts = await Promise.all(tables.map((t) => count(t, kept.case.id)));
      // 2 parties, 2 issues, 4 options, 1 score, 2×2 issue rows, 2×4 option rows, 1 agreement.
      expect(keptCounts).toEqual([2, 2, 4, 1, 4, 8, 1]);
      expect(await Promise.all(tables.map((t) => count(t, doomed.case.id)))).toEqual(keptCounts);

      expect((await call('DELETE', `/api/cases/${doomed.case.id}`, alice)).status).toBe(204);
      expect(await Promise.all(tables.map((t) => count(t, doomed.case.id)))).toEqual([0, 0, 0, 0, 0, 0, 0]);
      expect(await Promise.all(tables.map((t) => count(t, kept.case.id)))).toEqual(keptCounts);
    });

    it('answers 404 for another user’s case and deletes nothing; 401 signed out; 400 for a bad id', async () => {
      const mine = await lease();
      const before = await detailOf(mine.case.id);
      await expectError(await call('DELETE', `/api/cases/${mine.case.id}`, bob), 404, 'CASE_NOT_FOUND');
      expect((await call('DELETE', `/api/cases/${mine.case.id}`, null)).status).toBe(401);
      expect((await call('DELETE', '/api/cases/abc', alice)).status).toBe(400);
      expect(await detailOf(mine.case.id)).toEqual(before);
    });

    it('deletes a closed case too', async () => {
      const f = await lease();
      expect((await call('PUT', `/api/cases/${f.case.id}`, alice, { status: 'closed' })).status).toBe(200);
      expect((await call('DELETE', `/api/cases/${f.case.id}`, alice)).status).toBe(204);
    });
  });

  describe('editing an issue', () => {
    it('renames, re-describes and re-prioritises an issue, keeping its options', async () => {
      const f = await lease();
      const response = await call('PUT', `/api/issues/${f.rent.id}`, alice, {
        name: ' Monthly rent ',
        description: 'Warm rent',
        priority: 85,
      });
      expect(response.status).toBe(200);
      const updated = await json<IssueResponse>(response);
      expect(updated).toEqual({ ...f.rent, name: 'Monthly rent', description: 'Warm rent', priority: 85 });
      expect((await detailOf(f.case.id)).issues[0]).toEqual(updated);
      const described = await json<IssueResponse>(
        call('PUT', `/api/issues/${f.rent.id}`, alice, { description: '  ' }),
      );
      expect(described).toMatchObject({ name: 'Monthly rent', description: null, priority: 85 });
    });

    it.each([
      ['a blank name', { name: '  ' }, 'name', 'Issue name is required'],
      [
        'a name that is too long',
        { name: 'x'.repeat(201) },
        'name',
        'Issue name must be at most 200 characters',
      ],
      [
        'a priority above 100',
        { priority: 105 },
        'priority',
        'Priority must be a whole number from 0 to 100',
      ],
      [
        'a priority that is not whole',
        { priority: 52.5 },
        'priority',
        'Priority must be a whole number from 0 to 100',
      ],
      ['options', { options: [] }, 'options', 'Unknown field "options"'],
    ])('refuses %s with a 400 and changes nothing', async (_label, payload, field, message) => {
      const f = await lease();
      const response = await call('PUT', `/api/issues/${f.rent.id}`, alice, payload);
      const body = await expectError(response, 400, 'VALIDATION_FAILED');
      expect(body.fieldErrors).toEqual({ [field]: message });
      expect((await detailOf(f.case.id)).issues[0]).toEqual(f.rent);
    });

    it('answers 404 for another user’s issue and changes nothing; 401 signed out', async () => {
      const f = await lease();
      await expectError(
        await call('PUT', `/api/issues/${f.rent.id}`, bob, { name: 'Hijacked' }),
        404,
        'ISSUE_NOT_FOUND',
      );
      expect((await call('PUT', `/api/issues/${f.rent.id}`, null, { name: 'x' })).status).toBe(401);
      expect((await detailOf(f.case.id)).issues[0]).toEqual(f.rent);
    });
  });

  describe('a closed case', () => {
    async function closedLease() {
      const f = await lease();
      expect((await call('PUT', `/api/cases/${f.case.id}`, alice, { status: 'closed' })).status).toBe(200);
      return { f, before: await detailOf(f.case.id), ratings: await ratingsOf(f.case.id) };
    }

    it('refuses every change to its issues, options, points and agreements with 409 CASE_CLOSED', async () => {
      const { f, before, ratings } = await closedLease();
      const [high, low] = f.rent.options.map((o) => o.id);
      const changes: Array<[string, string, unknown]> = [
        ['POST', `/api/cases/${f.case.id}/issues`, { name: 'Deposit', options: [{ name: 'None' }] }],
        ['PUT', `/api/issues/${f.rent.id}`, { name: 'Renamed' }],
        ['DELETE', `/api/issues/${f.term.id}`, undefined],
        ['POST', `/api/issues/${f.rent.id}/options`, { name: 'Middle' }],
        ['PUT', `/api/options/${high}`, { name: 'Renamed' }],
        ['DELETE', `/api/options/${low}`, undefined],
        ['POST', '/api/issue-importance', { partyId: f.you, issueId: f.rent.id, importance: 5, rank: 2 }],
        [
          'POST',
          '/api/option-importance',
          { partyId: f.you, issueId: f.rent.id, optionId: high, importance: 5, rank: 2 },
        ],
        ['POST', '/api/scores', { partyId: f.you, issueId: f.rent.id, optionId: high, points: 10 }],
        ['POST', `/api/cases/${f.case.id}/final-agreements`, { issueId: f.rent.id, optionId: high }],
        ['POST', `/api/cases/${f.case.id}/calculate-points`, undefined],
        [
          'PUT',
          `/api/cases/${f.case.id}/points`,
          { partyId: f.you, scores: [{ issueId: f.rent.id, optionId: high, points: 10 }] },
        ],
      ];
      for (const [method, path, body] of changes) {
        const response = await call(method, path, alice, body);
        expect({ method, path, status: response.status }).toEqual({ method, path, status: 409 });
        expect(await response.json()).toEqual({
          statusCode: 409,
          error: 'Conflict',
          message: 'This case is closed. Reopen it to make changes.',
          code: 'CASE_CLOSED',
        });
      }
      expect(await detailOf(f.case.id)).toEqual(before);
      expect(await ratingsOf(f.case.id)).toEqual(ratings);
    });

    it('still reads, renames and reopens; after Reopen changes work again', async () => {
      const { f } = await closedLease();
      expect((await call('GET', `/api/cases/${f.case.id}/export`, alice)).status).toBe(200);
      const renamed = await json<CaseResponse>(
        call('PUT', `/api/cases/${f.case.id}`, alice, { name: 'Settled lease', goal: 'Done' }),
      );
      expect(renamed).toMatchObject({ name: 'Settled lease', goal: 'Done', status: 'closed' });
      const reopened = await call('PUT', `/api/cases/${f.case.id}`, alice, {
        name: 'Settled lease',
        status: 'active',
      });
      expect(reopened.status).toBe(200);
      expect((await call('PUT', `/api/issues/${f.rent.id}`, alice, { name: 'Rent again' })).status).toBe(200);
    });

    it('answers another user 404, not 409, for a closed case’s issue', async () => {
      const { f } = await closedLease();
      await expectError(
        await call('PUT', `/api/issues/${f.rent.id}`, bob, { name: 'x' }),
        404,
        'ISSUE_NOT_FOUND',
      );
    });
  });

  describe('the batch points save', () => {
    it('saves a party’s levels, ranks and points in one request, as the single routes would', async () => {
      const single = await lease();
      const batch = await lease();
      // The same changes through the single-row routes on one case …
      const [sHigh, sLow] = single.rent.options.map((o) => o.id);
      const [s12, s24] = single.term.options.map((o) => o.id);
      const singleCalls: Array<[string, unknown]> = [
        ['/api/issue-importance', { partyId: single.you, issueId: single.term.id, importance: 5, rank: 1 }],
        ['/api/issue-importance', { partyId: single.you, issueId: single.rent.id, importance: 2, rank: 2 }],
        [
          '/api/option-importance',
          { partyId: single.you, issueId: single.rent.id, optionId: sLow, importance: 5, rank: 1 },
        ],
        [
          '/api/option-importance',
          { partyId: single.you, issueId: single.rent.id, optionId: sHigh, importance: 1, rank: 2 },
        ],
        ['/api/scores', { partyId: single.you, issueId: single.term.id, optionId: s12, points: 0 }],
        ['/api/scores', { partyId: single.you, issueId: single.term.id, optionId: s24, points: 250 }],
      ];
      for (const [path, body] of singleCalls)
        expect((await call('POST', path, alice, body)).status).toBe(200);

      // … and in one request on the other.
      const [bHigh, bLow] = batch.rent.options.map((o) => o.id);
      const [b12, b24] = batch.term.options.map((o) => o.id);
      const response = await call('PUT', `/api/cases/${batch.case.id}/points`, alice, {
        partyId: batch.you,
        issueImportance: [
          { issueId: batch.term.id, importance: 5, rank: 1 },
          { issueId: batch.rent.id, importance: 2, rank: 2 },
        ],
        optionImportance: [
          { issueId: batch.rent.id, optionId: bLow, importance: 5, rank: 1 },
          { issueId: batch.rent.id, optionId: bHigh, importance: 1, rank: 2 },
        ],
        scores: [
          { issueId: batch.term.id, optionId: b12, points: 0 },
          { issueId: batch.term.id, optionId: b24, points: 250 },
        ],
      });
      expect(response.status).toBe(200);
      const body = await json<SavePartyPointsResponse>(response);

      // Ids differ between the two cases; everything else must match, suggestions included.
      const ids = new Map<number | undefined, number | undefined>([
        [single.rent.id, batch.rent.id],
        [single.term.id, batch.term.id],
        [sHigh, bHigh],
        [sLow, bLow],
        [s12, b12],
        [s24, b24],
        [single.you, batch.you],
        [single.opponent, batch.opponent],
      ]);
      const mapped = <T extends { partyId: number; issueId: number; optionId?: number }>(rows: T[]) =>
        rows.map((r) => ({
          ...r,
          partyId: ids.get(r.partyId),
          issueId: ids.get(r.issueId),
          ...(r.optionId === undefined ? {} : { optionId: ids.get(r.optionId) }),
        }));
      const singleRatings = await ratingsOf(single.case.id);
      const batchRatings = await ratingsOf(batch.case.id);
      expect(batchRatings.issues).toEqual(mapped(singleRatings.issues));
      expect(batchRatings.options).toEqual(mapped(singleRatings.options));
      expect((await detailOf(batch.case.id)).scores).toEqual(mapped((await detailOf(single.case.id)).scores));

      // The answer is the party's rows as stored.
      expect(body.issueImportance).toEqual(batchRatings.issues.filter((r) => r.partyId === batch.you));
      expect(body.optionImportance).toEqual(batchRatings.options.filter((r) => r.partyId === batch.you));
      expect(body.scores).toEqual(
        (await detailOf(batch.case.id)).scores.filter((s) => s.partyId === batch.you),
      );
      // Term first at 5 weighs 100; its first option, unrated (Least Preferred, rank 1), is worth 20
      // → 25 + 1 × 0.2 × 225 = 70.
      expect(body.optionImportance.find((r) => r.optionId === b12)!.suggestedPoints).toBe(70);
    });

    it('fills and saves a 12 × 10 case for one party in one request', async () => {
      const c = await json<CaseResponse>(call('POST', '/api/cases', alice, { name: 'Big deal' }));
      const issues: IssueResponse[] = [];
      for (let i = 0; i < 12; i++) {
        issues.push(
          await json<IssueResponse>(
            call('POST', `/api/cases/${c.id}/issues`, alice, {
              name: `Issue ${i + 1}`,
              options: Array.from({ length: 10 }, (_, j) => ({ name: `Option ${j + 1}` })),
            }),
          ),
        );
      }
      const you = (await detailOf(c.id)).parties.find((p) => p.type === 'user')!.id;
      const response = await call('PUT', `/api/cases/${c.id}/points`, alice, {
        partyId: you,
        issueImportance: issues.map((issue, i) => ({ issueId: issue.id, importance: 3, rank: i + 1 })),
        optionImportance: issues.flatMap((issue) =>
          issue.options.map((o, j) => ({ issueId: issue.id, optionId: o.id, importance: 4, rank: j + 1 })),
        ),
        scores: issues.flatMap((issue) =>
          issue.options.map((o, j) => ({ issueId: issue.id, optionId: o.id, points: 25 + j * 20 })),
        ),
      });
      expect(response.status).toBe(200);
      const body = await json<SavePartyPointsResponse>(response);
      expect(body.issueImportance).toHaveLength(12);
      expect(body.optionImportance).toHaveLength(120);
      expect(body.scores).toHaveLength(120);
      expect((await detailOf(c.id)).scores.filter((s) => s.partyId === you)).toHaveLength(120);
    });

    it.each([
      [
        'points above 250',
        (f: Lease) => ({ scores: [{ issueId: f.rent.id, optionId: f.rent.options[0]!.id, points: 251 }] }),
        'scores.0.points',
        'Points must be a whole number from 0 to 250',
      ],
      [
        'points that are not whole',
        (f: Lease) => ({ scores: [{ issueId: f.rent.id, optionId: f.rent.options[0]!.id, points: 150.7 }] }),
        'scores.0.points',
        'Points must be a whole number from 0 to 250',
      ],
      [
        'an importance of 6',
        (f: Lease) => ({ issueImportance: [{ issueId: f.rent.id, importance: 6, rank: 1 }] }),
        'issueImportance.0.importance',
        'Importance must be a whole number from 1 to 5',
      ],
      [
        'an unknown field in a row',
        (f: Lease) => ({ issueImportance: [{ issueId: f.rent.id, importance: 3, rank: 1, partyId: 1 }] }),
        'issueImportance.0.partyId',
        'Unknown field "issueImportance.0.partyId"',
      ],
      [
        'a list that is not one',
        () => ({ scores: 'all' }),
        'scores',
        'scores must be a list of at most 120 rows',
      ],
      [
        'an option of another issue',
        (f: Lease) => ({
          optionImportance: [{ issueId: f.term.id, optionId: f.rent.options[0]!.id, importance: 3, rank: 1 }],
        }),
        'optionImportance.0',
        'The issue or option is not part of this case',
      ],
      [
        'an issue named twice',
        (f: Lease) => ({
          issueImportance: [
            { issueId: f.rent.id, importance: 3, rank: 1 },
            { issueId: f.rent.id, importance: 4, rank: 2 },
          ],
        }),
        'issueImportance.1',
        'A row of issueImportance names the same issue or option twice',
      ],
    ])('refuses %s with a 400 and writes nothing', async (_label, rows, field, message) => {
      const f = await lease();
      const before = await detailOf(f.case.id);
      const ratings = await ratingsOf(f.case.id);
      // A valid row first: it must not be written either.
      const valid = { issueId: f.term.id, optionId: f.term.options[0]!.id, points: 99 };
      const payload = { partyId: f.you, ...rows(f) } as Record<string, unknown>;
      payload['scores'] = Array.isArray(payload['scores'])
        ? [valid, ...(payload['scores'] as unknown[])]
        : (payload['scores'] ?? [valid]);
      const response = await call('PUT', `/api/cases/${f.case.id}/points`, alice, payload);
      const body = await expectError(response, 400, 'VALIDATION_FAILED');
      const expectedField = field.startsWith('scores.') ? field.replace('scores.0', 'scores.1') : field;
      expect(body.fieldErrors).toEqual({ [expectedField]: message });
      expect(await detailOf(f.case.id)).toEqual(before);
      expect(await ratingsOf(f.case.id)).toEqual(ratings);
    });

    it('keeps another user’s case and parties out: 404 or 400, nothing written', async () => {
      const mine = await lease();
      const theirs = await lease(bob);
      const before = await detailOf(mine.case.id);
      const row = { issueId: mine.rent.id, optionId: mine.rent.options[0]!.id, points: 1 };
      // Bob on Alice's case.
      await expectError(
        await call('PUT', `/api/cases/${mine.case.id}/points`, bob, { partyId: theirs.you, scores: [row] }),
        404,
        'CASE_NOT_FOUND',
      );
      // Alice naming Bob's party on her own case.
      await expectError(
        await call('PUT', `/api/cases/${mine.case.id}/points`, alice, { partyId: theirs.you, scores: [row] }),
        404,
        'PARTY_NOT_FOUND',
      );
      // Alice naming Bob's issue and option on her own case, with her own party.
      const foreignRow = { issueId: theirs.rent.id, optionId: theirs.rent.options[0]!.id, points: 1 };
      const foreign = await expectError(
        await call('PUT', `/api/cases/${mine.case.id}/points`, alice, {
          partyId: mine.you,
          scores: [foreignRow],
        }),
        400,
        'VALIDATION_FAILED',
      );
      expect(foreign.fieldErrors).toEqual({ 'scores.0': 'The issue or option is not part of this case' });
      expect(await detailOf(mine.case.id)).toEqual(before);
      expect(
        (await call('PUT', `/api/cases/${mine.case.id}/points`, null, { partyId: mine.you })).status,
      ).toBe(401);
    });

    it('refuses a party of another of the user’s cases', async () => {
      const one = await lease();
      const other = await lease();
      const response = await call('PUT', `/api/cases/${one.case.id}/points`, alice, {
        partyId: other.you,
        issueImportance: [{ issueId: one.rent.id, importance: 3, rank: 1 }],
      });
      const body = await expectError(response, 400, 'VALIDATION_FAILED');
      expect(body.fieldErrors).toEqual({ partyId: 'The party belongs to another case' });
    });
  });

  describe('taking a change back (the case screen’s undo)', () => {
    it('removes an option’s points with points: null, leaving the other rows as they are', async () => {
      const f = await lease();
      const [high, low] = f.rent.options.map((o) => o.id);
      const response = await call('PUT', `/api/cases/${f.case.id}/points`, alice, {
        partyId: f.you,
        scores: [
          { issueId: f.rent.id, optionId: high, points: null },
          { issueId: f.rent.id, optionId: low, points: 30 },
        ],
      });
      expect(response.status).toBe(200);
      expect((await json<SavePartyPointsResponse>(response)).scores).toEqual([
        { partyId: f.you, issueId: f.rent.id, optionId: low, points: 30 },
      ]);
      expect((await detailOf(f.case.id)).scores).toEqual([
        { partyId: f.you, issueId: f.rent.id, optionId: low, points: 30 },
      ]);
      // A wrong type is still refused, naming the field, nothing written.
      const wrong = await expectError(
        await call('PUT', `/api/cases/${f.case.id}/points`, alice, {
          partyId: f.you,
          scores: [{ issueId: f.rent.id, optionId: low, points: '1' }],
        }),
        400,
        'VALIDATION_FAILED',
      );
      expect(Object.keys(wrong.fieldErrors ?? {})).toEqual(['scores.0.points']);
      expect((await detailOf(f.case.id)).scores.map((s) => s.points)).toEqual([30]);
    });

    it('takes back an issue’s agreement: 204, again 204; another user 404; a closed case 409', async () => {
      const f = await lease();
      const path = `/api/cases/${f.case.id}/final-agreements/${f.rent.id}`;
      const mallory = await lease(bob);
      // Bob naming Alice's case, or his own case with Alice's issue: 404, nothing changed.
      await expectError(await call('DELETE', path, bob), 404, 'CASE_NOT_FOUND');
      await expectError(
        await call('DELETE', `/api/cases/${mallory.case.id}/final-agreements/${f.rent.id}`, bob),
        404,
        'ISSUE_NOT_FOUND',
      );
      // Alice naming her issue under another of her cases: 400.
      const other = await lease();
      await expectError(
        await call('DELETE', `/api/cases/${other.case.id}/final-agreements/${f.rent.id}`, alice),
        400,
        'VALIDATION_FAILED',
      );
      expect((await detailOf(f.case.id)).finalAgreements).toHaveLength(1);
      expect((await detailOf(other.case.id)).finalAgreements).toHaveLength(1);

      expect((await call('DELETE', path, alice)).status).toBe(204);
      expect((await detailOf(f.case.id)).finalAgreements).toEqual([]);
      expect((await call('DELETE', path, alice)).status).toBe(204);
      expect((await call('DELETE', path, null)).status).toBe(401);

      const closed = await lease();
      expect((await call('PUT', `/api/cases/${closed.case.id}`, alice, { status: 'closed' })).status).toBe(
        200,
      );
      await expectError(
        await call('DELETE', `/api/cases/${closed.case.id}/final-agreements/${closed.rent.id}`, alice),
        409,
        'CASE_CLOSED',
      );
      expect((await detailOf(closed.case.id)).finalAgreements).toHaveLength(1);
    });
  });
});
