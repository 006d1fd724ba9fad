import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataSource } from 'typeorm';
import type {
  ApiErrorBody,
  CaseDetailResponse,
  NextOfferResponse,
  RehearsalResponse,
} from '@parley/contracts';
import { Messages } from '@parley/contracts';
import type { ApiCall } from './support/api-client.js';
import { json } from './support/json.js';
import { scoredCase } from './support/scored-case.js';
import type { ScoredIssue } from './support/scored-case.js';
import { startWithTwoUsers } from './support/two-users.js';
import type { TestApp } from './support/test-app.js';

/** Rent and Term, each option [name, your points, the opponent's points]. */
const LEASE: ScoredIssue[] = [
  [
    'Rent',
    [
      ['1,000', 200, 20],
      ['1,100', 120, 120],
      ['1,200', 30, 200],
    ],
  ],
  [
    'Term',
    [
      ['12 months', 30, 100],
      ['24 months', 90, 10],
    ],
  ],
];

/** The edges of the table that a careless comparison would get wrong (issue 34, point 5). */
describe('at the table: the edges (issue 34)', () => {
  let sut: TestApp;
  let call: ApiCall;
  let alice: string;

  beforeAll(async () => {
    ({ sut, call, alice } = await startWithTwoUsers());
  });
  afterAll(() => sut.close());

  it('does not call their offer worth exactly your walk-away "below" it; one point more is', async () => {
    const f = await scoredCase(call, alice, 'Lease', LEASE);
    const detail = await json<CaseDetailResponse>(call('GET', `/api/cases/${f.caseId}`, alice));
    const [rent, term] = detail.issues.map((issue) => issue.options.map((o) => o.id)) as [number[], number[]];
    // Theirs: rent 1,100 (120 for you) and 12 months (30): 150 for you.
    expect(
      (
        await call('POST', `/api/cases/${f.caseId}/offers`, alice, {
          by: 'opponent',
          optionIds: [rent[1], term[0]],
        })
      ).status,
    ).toBe(201);
    const judged = async (walkAway: number) => {
      await call('PUT', `/api/parties/${f.you}`, alice, { reservationValue: walkAway });
      const next = await json<NextOfferResponse>(call('GET', `/api/cases/${f.caseId}/next-offer`, alice));
      return next.lastReceived;
    };
    expect(await judged(150)).toMatchObject({ complete: true, belowYourWalkAway: false });
    expect(await judged(151)).toMatchObject({
      complete: true,
      belowYourWalkAway: true,
      worthAccepting: false,
    });
  });

  it('refuses to start a rehearsal while the case has no issue, or an issue has no options, and keeps none', async () => {
    const start = (caseId: number) =>
      call('POST', `/api/cases/${caseId}/rehearsals`, alice, { style: 'steady', rounds: 3 });
    const refused = async (caseId: number) => {
      const response = await start(caseId);
      expect(response.status).toBe(409);
      expect((await json<ApiErrorBody>(response)).message).toBe(Messages.rehearsalNeedsIssues);
      expect(await json<RehearsalResponse[]>(call('GET', `/api/cases/${caseId}/rehearsals`, alice))).toEqual(
        [],
      );
    };
    await refused((await scoredCase(call, alice, 'Empty', [])).caseId);

    const f = await scoredCase(call, alice, 'Lease', LEASE);
    const detail = await json<CaseDetailResponse>(call('GET', `/api/cases/${f.caseId}`, alice));
    // The API never leaves an issue without options (the last one cannot be removed), so the state comes from
    // the database, as an older row or another writer could leave it.
    await sut.app.get(DataSource).query('DELETE FROM options WHERE issue_id = $1', [detail.issues[1]!.id]);
    await refused(f.caseId);
    // Without that issue, the same case starts: the refusal was the empty issue's.
    await call('DELETE', `/api/issues/${detail.issues[1]!.id}`, alice);
    expect((await start(f.caseId)).status).toBe(201);
  });
});
