import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ApiErrorBody,
  CaseDetailResponse,
  CaseResponse,
  IssueResponse,
  PartyResponse,
} from '@parley/contracts';
import type { ApiCall } from './support/api-client.js';
import { json } from './support/json.js';
import { startWithTwoUsers } from './support/two-users.js';
import type { TestApp } from './support/test-app.js';

describe('walk-away values (PUT /api/parties/:id)', () => {
  let sut: TestApp;
  let call: ApiCall;
  let alice: string;
  let bob: string;

  beforeAll(async () => {
    ({ sut, call, alice, bob } = await startWithTwoUsers());
  });
  afterAll(() => sut.close());

  /** A lease where You score Rent High 100 / Low 40 and Term 12 months 60: a maximum total of 160. */
  async function lease() {
    const c = await json<CaseResponse>(call('POST', '/api/cases', alice, { name: 'Lease' }));
    const addIssue = (name: string, options: string[]) =>
      json<IssueResponse>(
        call('POST', `/api/cases/${c.id}/issues`, alice, {
          name,
          options: options.map((o) => ({ name: o })),
        }),
      );
    const rent = await addIssue('Rent', ['High', 'Low']);
    const term = await addIssue('Term', ['12 months']);
    const detail = await json<CaseDetailResponse>(call('GET', `/api/cases/${c.id}`, alice));
    const you = detail.parties.find((p) => p.type === 'user')!.id;
    const opponent = detail.parties.find((p) => p.type === 'opponent')!.id;
    const score = (issue: IssueResponse, index: number, points: number) =>
      json(
        call('POST', '/api/scores', alice, {
          partyId: you,
          issueId: issue.id,
          optionId: issue.options[index]!.id,
          points,
        }),
      );
    await score(rent, 0, 100);
    await score(rent, 1, 40);
    await score(term, 0, 60);
    return { caseId: c.id, you, opponent };
  }

  it('stores a walk-away total and an alternative, and the case detail returns both on the party', async () => {
    const f = await lease();
    const response = await call('PUT', `/api/parties/${f.you}`, alice, {
      reservationValue: 120,
      alternative: '  Stay in the current flat  ',
    });
    expect(response.status).toBe(200);
    expect(await json<PartyResponse>(response)).toEqual({
      id: f.you,
      name: 'You',
      type: 'user',
      reservationValue: 120,
      alternative: 'Stay in the current flat',
    });
    const detail = await json<CaseDetailResponse>(call('GET', `/api/cases/${f.caseId}`, alice));
    expect(detail.parties.map((p) => [p.type, p.reservationValue, p.alternative])).toEqual([
      ['user', 120, 'Stay in the current flat'],
      ['opponent', null, ''],
    ]);
  });

  it('accepts the maximum total exactly (100 + 60 = 160) and clears the value with null', async () => {
    const f = await lease();
    expect((await call('PUT', `/api/parties/${f.you}`, alice, { reservationValue: 160 })).status).toBe(200);
    const cleared = await json<PartyResponse>(
      call('PUT', `/api/parties/${f.you}`, alice, { reservationValue: null }),
    );
    expect(cleared.reservationValue).toBeNull();
  });

  it('refuses a total above the party maximum, with the maximum in the field message', async () => {
    const f = await lease();
    const response = await call('PUT', `/api/parties/${f.you}`, alice, { reservationValue: 161 });
    expect(response.status).toBe(400);
    const body = await json<ApiErrorBody>(response);
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.fieldErrors).toEqual({
      reservationValue: 'Walk-away total must be a whole number from 0 to 160',
    });
    // The opponent has no scores yet: its maximum is 0.
    expect((await call('PUT', `/api/parties/${f.opponent}`, alice, { reservationValue: 1 })).status).toBe(
      400,
    );
    expect((await call('PUT', `/api/parties/${f.opponent}`, alice, { reservationValue: 0 })).status).toBe(
      200,
    );
  });

  it.each([
    ['a fraction', { reservationValue: 10.5 }, 'reservationValue'],
    ['a negative total', { reservationValue: -1 }, 'reservationValue'],
    ['text for a total', { reservationValue: '10' }, 'reservationValue'],
    ['no total at all', { alternative: 'x' }, 'reservationValue'],
    [
      'an alternative of 1,001 characters',
      { reservationValue: null, alternative: 'a'.repeat(1001) },
      'alternative',
    ],
    ['an alternative that is not text', { reservationValue: null, alternative: 5 }, 'alternative'],
  ])('refuses %s', async (_, body, field) => {
    const f = await lease();
    const response = await call('PUT', `/api/parties/${f.you}`, alice, body);
    expect(response.status).toBe(400);
    expect(Object.keys((await json<ApiErrorBody>(response)).fieldErrors ?? {})).toContain(field);
    const detail = await json<CaseDetailResponse>(call('GET', `/api/cases/${f.caseId}`, alice));
    expect(detail.parties[0]).toMatchObject({ reservationValue: null, alternative: '' });
  });

  it('calls a null alternative what it is: not text (and not too long)', async () => {
    const f = await lease();
    const response = await call('PUT', `/api/parties/${f.you}`, alice, { alternative: null });
    expect(response.status).toBe(400);
    expect((await json<ApiErrorBody>(response)).fieldErrors).toMatchObject({
      alternative: 'Alternative must be text or left out',
    });
  });

  it('accepts an alternative of exactly 1,000 characters', async () => {
    const f = await lease();
    const response = await call('PUT', `/api/parties/${f.you}`, alice, {
      reservationValue: null,
      alternative: 'a'.repeat(1000),
    });
    expect(response.status).toBe(200);
  });

  it("answers 404 for another user's party and for an unknown one, changing nothing", async () => {
    const f = await lease();
    const foreign = await call('PUT', `/api/parties/${f.you}`, bob, { reservationValue: 10 });
    expect(foreign.status).toBe(404);
    expect((await json<ApiErrorBody>(foreign)).code).toBe('PARTY_NOT_FOUND');
    expect((await call('PUT', '/api/parties/2147483000', alice, { reservationValue: 10 })).status).toBe(404);
    expect((await call('PUT', `/api/parties/${f.you}`, null, { reservationValue: 10 })).status).toBe(401);
    const detail = await json<CaseDetailResponse>(call('GET', `/api/cases/${f.caseId}`, alice));
    expect(detail.parties[0]!.reservationValue).toBeNull();
  });

  it('refuses a change on a closed case with 409 CASE_CLOSED and changes nothing; Reopen allows it again', async () => {
    const f = await lease();
    await call('PUT', `/api/parties/${f.you}`, alice, { reservationValue: 100, alternative: 'Stay' });
    expect((await call('PUT', `/api/cases/${f.caseId}`, alice, { status: 'closed' })).status).toBe(200);
    const before = await json<CaseDetailResponse>(call('GET', `/api/cases/${f.caseId}`, alice));
    for (const body of [{ reservationValue: 120, alternative: 'Move out' }, { reservationValue: null }]) {
      const response = await call('PUT', `/api/parties/${f.you}`, alice, body);
      expect(response.status).toBe(409);
      expect((await json<ApiErrorBody>(response)).code).toBe('CASE_CLOSED');
    }
    // Another user still gets 404, not 409: a closed case is not disclosed either.
    expect((await call('PUT', `/api/parties/${f.you}`, bob, { reservationValue: 1 })).status).toBe(404);
    expect(await json<CaseDetailResponse>(call('GET', `/api/cases/${f.caseId}`, alice))).toEqual(before);
    expect(before.parties[0]).toMatchObject({ reservationValue: 100, alternative: 'Stay' });
    await call('PUT', `/api/cases/${f.caseId}`, alice, { status: 'active' });
    const reopened = await call('PUT', `/api/parties/${f.you}`, alice, { reservationValue: 120 });
    expect(reopened.status).toBe(200);
    expect((await json<PartyResponse>(reopened)).reservationValue).toBe(120);
  });
});
