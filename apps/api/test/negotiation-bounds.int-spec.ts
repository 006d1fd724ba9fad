import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NegotiationLimits } from '@parley/contracts';
import type { ApiErrorBody, CaseDetailResponse, OfferResponse, OffersPageResponse } from '@parley/contracts';
import type { ApiCall } from './support/api-client.js';
import { json } from './support/json.js';
import { scoredCase } from './support/scored-case.js';
import { startWithTwoUsers } from './support/two-users.js';
import type { TestApp } from './support/test-app.js';

/**
 * Issue 33: the offers and rehearsals of a case are bounded (a cap per case, the offers read a page at a time),
 * and the second of two parallel deletes of one offer answers 404.
 */
describe('offers and rehearsals bounded', () => {
  let sut: TestApp;
  let call: ApiCall;
  let alice: string;
  let database: DataSource;

  beforeAll(async () => {
    // This file records more offers a minute than a person may.
    ({ sut, call, alice } = await startWithTwoUsers({
      OFFER_RATE_LIMIT: '100000',
      REHEARSAL_RATE_LIMIT: '1000',
    }));
    database = sut.app.get(DataSource);
  });
  afterAll(() => sut.close());

  /** Rent (3 options) and Term (2), both sides scored so that each offer moves both totals. */
  async function table() {
    const { caseId } = await scoredCase(call, alice, 'Table', [
      [
        'Rent',
        [
          ['Low', 200, 20],
          ['Mid', 120, 120],
          ['High', 30, 200],
        ],
      ],
      [
        'Term',
        [
          ['Short', 30, 100],
          ['Long', 90, 10],
        ],
      ],
    ]);
    const detail = await json<CaseDetailResponse>(call('GET', `/api/cases/${caseId}`, alice));
    const [rent, term] = detail.issues.map((issue) => issue.options.map((o) => o.id)) as [number[], number[]];
    return { caseId, rent, term };
  }

  const page = (caseId: number, query = '') =>
    json<OffersPageResponse>(call('GET', `/api/cases/${caseId}/offers${query}`, alice));

  it('lists a page of offers newest first with the total, each move as in the whole list', async () => {
    const t = await table();
    const made: OfferResponse[] = [];
    for (let i = 0; i < 9; i++) {
      made.push(
        await json<OfferResponse>(
          call('POST', `/api/cases/${t.caseId}/offers`, alice, {
            by: i % 3 === 2 ? 'opponent' : 'user',
            optionIds: [t.rent[i % 3], i % 4 === 0 ? null : t.term[i % 2]],
          }),
        ),
      );
    }
    const all = await page(t.caseId, '?limit=500');
    expect(all.total).toBe(9);
    expect(all.offers.map((o) => o.id)).toEqual(made.map((o) => o.id).reverse());
    // Each offer as the POST answered it: scoring only the new offer gives the same totals and move.
    expect([...all.offers].reverse()).toEqual(made);

    const first = await page(t.caseId);
    expect([first.total, first.limit, first.offset]).toEqual([9, NegotiationLimits.offersPageDefault, 0]);
    // Every window of the list, its moves measured against offers on other pages.
    for (const [limit, offset] of [
      [2, 0],
      [2, 3],
      [3, 5],
      [4, 7],
      [5, 9],
    ] as const) {
      const part = await page(t.caseId, `?limit=${limit}&offset=${offset}`);
      expect(part.offers, `limit ${limit} offset ${offset}`).toEqual(
        all.offers.slice(offset, offset + limit),
      );
      expect(part.total).toBe(9);
    }
  });

  it.each(['limit=0', 'limit=501', 'limit=x', 'limit=1.5', 'offset=-1', 'offset=1e3', 'limit=1&limit=2'])(
    'refuses the page query %s with 400',
    async (query) => {
      const t = await table();
      const response = await call('GET', `/api/cases/${t.caseId}/offers?${query}`, alice);
      expect(response.status).toBe(400);
    },
  );

  it('records offers up to the cap, then answers 409 LIMIT_REACHED in plain words; one page stays one page', async () => {
    const t = await table();
    const first = await json<OfferResponse>(
      call('POST', `/api/cases/${t.caseId}/offers`, alice, { by: 'user', optionIds: [t.rent[0], t.term[0]] }),
    );
    // The case filled to one below the cap at once, by copying the offer.
    await database.query(
      `INSERT INTO offers (case_id, "by", choices, note)
       SELECT case_id, "by", choices, note FROM offers, generate_series(1, $2) WHERE id = $1`,
      [first.id, NegotiationLimits.offersPerCaseMax - 2],
    );
    const last = await call('POST', `/api/cases/${t.caseId}/offers`, alice, {
      by: 'opponent',
      optionIds: [t.rent[2], t.term[1]],
    });
    expect(last.status).toBe(201);
    const refused = await call('POST', `/api/cases/${t.caseId}/offers`, alice, {
      by: 'user',
      optionIds: [t.rent[1], t.term[0]],
    });
    expect(refused.status).toBe(409);
    const error = await json<ApiErrorBody>(refused);
    expect(error.code).toBe('LIMIT_REACHED');
    expect(error.message).toBe(
      'This case already holds 500 offers, the most one case can record. Delete offers you no longer need to record more.',
    );
    const newest = await page(t.caseId);
    expect(newest.total).toBe(NegotiationLimits.offersPerCaseMax);
    expect(newest.offers).toHaveLength(NegotiationLimits.offersPageDefault);
    expect(newest.offers[0]!.id).toBe((await json<OfferResponse>(last)).id);
    // One deleted makes room for one more.
    expect((await call('DELETE', `/api/offers/${first.id}`, alice)).status).toBe(204);
    expect(
      (
        await call('POST', `/api/cases/${t.caseId}/offers`, alice, {
          by: 'user',
          optionIds: [t.rent[1], null],
        })
      ).status,
    ).toBe(201);
  });

  it('starts rehearsals up to the cap, then answers 409 LIMIT_REACHED', async () => {
    const t = await table();
    const started = await json<{ id: number }>(
      call('POST', `/api/cases/${t.caseId}/rehearsals`, alice, { style: 'steady', rounds: 3 }),
    );
    await database.query(
      `INSERT INTO rehearsals (case_id, style, rounds, seed, issues, walk_away, offers, status)
       SELECT case_id, style, rounds, seed, issues, walk_away, offers, status
         FROM rehearsals, generate_series(1, $2) WHERE id = $1`,
      [started.id, NegotiationLimits.rehearsalsPerCaseMax - 1],
    );
    const refused = await call('POST', `/api/cases/${t.caseId}/rehearsals`, alice, {
      style: 'tough',
      rounds: 3,
    });
    expect(refused.status).toBe(409);
    const error = await json<ApiErrorBody>(refused);
    expect(error.code).toBe('LIMIT_REACHED');
    expect(error.message).toMatch(/already holds 200 rehearsals/);
    const [{ n }] = (await database.query('SELECT count(*)::int AS n FROM rehearsals WHERE case_id = $1', [
      t.caseId,
    ])) as [{ n: number }];
    expect(n).toBe(NegotiationLimits.rehearsalsPerCaseMax);
  });

  it('answers one of two parallel deletes of an offer 204 and the other 404, round after round', async () => {
    const t = await table();
    for (let round = 0; round < 10; round++) {
      const offer = await json<OfferResponse>(
        call('POST', `/api/cases/${t.caseId}/offers`, alice, {
          by: 'user',
          optionIds: [t.rent[0], t.term[0]],
        }),
      );
      const statuses = await Promise.all(
        [0, 1].map(async () => (await call('DELETE', `/api/offers/${offer.id}`, alice)).status),
      );
      expect(statuses.sort(), `round ${round}`).toEqual([204, 404]);
    }
    expect((await page(t.caseId)).total).toBe(0);
  });
});
