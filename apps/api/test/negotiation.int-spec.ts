import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ApiErrorBody,
  CaseDetailResponse,
  NextOfferResponse,
  OfferResponse,
  OffersPageResponse,
  RehearsalAnswerResponse,
  RehearsalResponse,
} from '@parley/contracts';
import { scoredIssuesOf } from '@parley/contracts';
import {
  CONCESSION_PACE,
  finalAgreementTotals,
  negotiationDebrief,
  negotiationPlan,
  nextOffer,
  opponentResponse,
  planSchedule,
  roundTime,
  scenarioOf,
  type ScoredIssue,
} from '@parley/scoring';
import type { ApiCall } from './support/api-client.js';
import { json } from './support/json.js';
import { scoredCase } from './support/scored-case.js';
import type { ScoredIssue as CaseIssue } from './support/scored-case.js';
import { startWithTwoUsers } from './support/two-users.js';
import type { TestApp } from './support/test-app.js';

/** A lease: Rent, Deposit and Term, each option [name, your points, the opponent's points]. */
const LEASE: CaseIssue[] = [
  [
    'Rent',
    [
      ['1,000', 200, 20],
      ['1,100', 120, 120],
      ['1,200', 30, 200],
    ],
  ],
  [
    'Deposit',
    [
      ['1 month', 80, 40],
      ['2 months', 40, 90],
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

describe('at the table: offers and rehearsals (issue 23)', () => {
  let sut: TestApp;
  let call: ApiCall;
  let alice: string;
  let bob: string;

  beforeAll(async () => {
    ({ sut, call, alice, bob } = await startWithTwoUsers());
  });
  afterAll(() => sut.close());

  async function lease(cookie = alice) {
    const ids = await scoredCase(call, cookie, 'Lease', LEASE);
    const detail = await json<CaseDetailResponse>(call('GET', `/api/cases/${ids.caseId}`, cookie));
    const options = detail.issues.map((issue) => issue.options.map((o) => o.id));
    return { ...ids, detail, issues: scoredIssuesOf(detail), options };
  }
  /** Every offer in the order made: the one page that holds the cap, which the API lists newest first. */
  const offersOf = async (caseId: number, cookie = alice) =>
    (
      await json<OffersPageResponse>(call('GET', `/api/cases/${caseId}/offers?limit=500`, cookie))
    ).offers.reverse();
  const close = (caseId: number) => call('PUT', `/api/cases/${caseId}`, alice, { status: 'closed' });

  describe('offers', () => {
    it('records full and partial offers, each scored with the points in force, with its move', async () => {
      const f = await lease();
      const [rent, deposit, term] = f.options as [number[], number[], number[]];
      const first = await call('POST', `/api/cases/${f.caseId}/offers`, alice, {
        by: 'user',
        optionIds: [rent[0], deposit[0], term[1]],
        note: '  Our opening  ',
      });
      expect(first.status).toBe(201);
      const opening = await json<OfferResponse>(first);
      expect(opening).toMatchObject({
        by: 'user',
        optionIds: [rent[0], deposit[0], term[1]],
        note: 'Our opening',
        userTotal: 370,
        opponentTotal: 70,
        complete: true,
        openIssueIds: [],
        move: null,
      });
      expect(Number.isNaN(Date.parse(opening.createdAt))).toBe(false);
      // Theirs, partial: the term left open counts nothing until it is decided.
      const theirs = await json<OfferResponse>(
        call('POST', `/api/cases/${f.caseId}/offers`, alice, {
          by: 'opponent',
          optionIds: [rent[2], deposit[1], null],
        }),
      );
      expect(theirs).toMatchObject({ userTotal: 70, opponentTotal: 290, complete: false, move: null });
      expect(theirs.openIssueIds).toEqual([f.detail.issues[2]!.id]);
      expect(theirs.note).toBeNull();
      // Your second offer gives way on rent: a concession (worse for you, better for them).
      const second = await json<OfferResponse>(
        call('POST', `/api/cases/${f.caseId}/offers`, alice, {
          by: 'user',
          optionIds: [rent[1], deposit[0], term[1]],
        }),
      );
      expect(second.move).toEqual({ kind: 'concession', self: -80, other: 100 });

      const listed = await offersOf(f.caseId);
      expect(listed.map((o) => o.id)).toEqual([opening.id, theirs.id, second.id]);
      // The totals are finalAgreementTotals of @parley/scoring over the points in force.
      for (const offer of listed) {
        const choices = f.detail.issues.flatMap((issue, i) =>
          offer.optionIds[i] === null ? [] : [{ issueId: issue.id, optionId: offer.optionIds[i]! }],
        );
        const totals = finalAgreementTotals(f.issues, choices);
        expect([offer.userTotal, offer.opponentTotal]).toEqual([totals.user, totals.opponent]);
      }
      // New points are in force at once.
      await call('POST', '/api/scores', alice, {
        partyId: f.you,
        issueId: f.detail.issues[0]!.id,
        optionId: rent[0],
        points: 250,
      });
      expect((await offersOf(f.caseId))[0]!.userTotal).toBe(420);
    });

    it('refuses a wrong body with 400 naming the field, and writes nothing', async () => {
      const f = await lease();
      const other = await lease();
      const [rent, deposit, term] = f.options as [number[], number[], number[]];
      const cases: Array<[string, unknown]> = [
        ['by', { by: 'them', optionIds: [rent[0], deposit[0], term[0]] }],
        ['by', { by: null, optionIds: [rent[0], deposit[0], term[0]] }],
        ['optionIds', { by: 'user', optionIds: null }],
        ['optionIds', { by: 'user', optionIds: 'text' }],
        ['optionIds', { by: 'user', optionIds: [rent[0], 'x', term[0]] }],
        ['optionIds', { by: 'user', optionIds: [rent[0], deposit[0]] }],
        ['optionIds', { by: 'user', optionIds: [rent[0], deposit[0], term[0], term[1]] }],
        ['optionIds', { by: 'user', optionIds: [null, null, null] }],
        ['optionIds.1', { by: 'user', optionIds: [rent[0], rent[1], term[0]] }],
        ['optionIds.0', { by: 'user', optionIds: [other.options[0]![0], deposit[0], term[0]] }],
        ['note', { by: 'user', optionIds: [rent[0], deposit[0], term[0]], note: 5 }],
        ['note', { by: 'user', optionIds: [rent[0], deposit[0], term[0]], note: 'x'.repeat(1001) }],
        ['extra', { by: 'user', optionIds: [rent[0], deposit[0], term[0]], extra: 1 }],
      ];
      for (const [field, body] of cases) {
        const response = await call('POST', `/api/cases/${f.caseId}/offers`, alice, body);
        expect(response.status, JSON.stringify(body)).toBe(400);
        expect(Object.keys((await json<ApiErrorBody>(response)).fieldErrors ?? {})).toContain(field);
      }
      expect(await offersOf(f.caseId)).toEqual([]);
    });

    it("answers 404 for another person's case or offer, and changes nothing", async () => {
      const f = await lease();
      const [rent, deposit, term] = f.options as [number[], number[], number[]];
      const body = { by: 'user', optionIds: [rent[0], deposit[0], term[0]] };
      const mine = await json<OfferResponse>(call('POST', `/api/cases/${f.caseId}/offers`, alice, body));
      const get = await call('GET', `/api/cases/${f.caseId}/offers`, bob);
      expect(get.status).toBe(404);
      expect((await json<ApiErrorBody>(get)).code).toBe('CASE_NOT_FOUND');
      expect((await call('POST', `/api/cases/${f.caseId}/offers`, bob, body)).status).toBe(404);
      const removed = await call('DELETE', `/api/offers/${mine.id}`, bob);
      expect(removed.status).toBe(404);
      expect((await json<ApiErrorBody>(removed)).code).toBe('OFFER_NOT_FOUND');
      expect(
        (await call('POST', `/api/cases/${f.caseId}/rehearsals`, bob, { style: 'steady', rounds: 3 })).status,
      ).toBe(404);
      expect((await offersOf(f.caseId)).map((o) => o.id)).toEqual([mine.id]);
    });

    it('deletes an offer; a closed case refuses every change (409) but still lists its offers', async () => {
      const f = await lease();
      const [rent, deposit, term] = f.options as [number[], number[], number[]];
      const body = { by: 'opponent', optionIds: [rent[2], deposit[1], term[0]] };
      const a = await json<OfferResponse>(call('POST', `/api/cases/${f.caseId}/offers`, alice, body));
      const b = await json<OfferResponse>(call('POST', `/api/cases/${f.caseId}/offers`, alice, body));
      expect((await call('DELETE', `/api/offers/${a.id}`, alice)).status).toBe(204);
      expect((await call('DELETE', `/api/offers/${a.id}`, alice)).status).toBe(404);
      // b is now their first offer: no move.
      expect(await offersOf(f.caseId)).toEqual([{ ...b, move: null }]);
      expect((await close(f.caseId)).status).toBe(200);
      for (const [method, url, payload] of [
        ['POST', `/api/cases/${f.caseId}/offers`, body],
        ['DELETE', `/api/offers/${b.id}`, undefined],
        ['POST', `/api/cases/${f.caseId}/rehearsals`, { style: 'tough', rounds: 5 }],
      ] as const) {
        const response = await call(method, url, alice, payload);
        expect(response.status, `${method} ${url}`).toBe(409);
        expect((await json<ApiErrorBody>(response)).code).toBe('CASE_CLOSED');
      }
      expect((await offersOf(f.caseId)).map((o) => o.id)).toEqual([b.id]);
    });
  });

  describe('the next offer (point 3)', () => {
    it('is nextOffer of @parley/scoring given the recorded offers, and judges their last offer', async () => {
      const f = await lease();
      await call('PUT', `/api/parties/${f.you}`, alice, { reservationValue: 150 });
      await call('PUT', `/api/parties/${f.opponent}`, alice, { reservationValue: 120 });
      const [rent, deposit, term] = f.options as [number[], number[], number[]];
      const walkAway = { user: 150, opponent: 120 };
      const plan = negotiationPlan(f.issues, { walkAway })!;
      const before = await json<NextOfferResponse>(call('GET', `/api/cases/${f.caseId}/next-offer`, alice));
      const opening = nextOffer(f.issues, { plan, t: 0, theirOffers: [] })!;
      expect(before).toMatchObject({ round: 1, rounds: 10, plan, lastReceived: null, opened: null });
      expect(before.next).toEqual({ level: opening.level, offer: opening.offer, holds: false });
      const mine = before.next!.offer.optionIds;
      await call('POST', `/api/cases/${f.caseId}/offers`, alice, { by: 'user', optionIds: mine });
      const theirs = [rent[2]!, deposit[1]!, term[0]!];
      const received = await json<OfferResponse>(
        call('POST', `/api/cases/${f.caseId}/offers`, alice, { by: 'opponent', optionIds: theirs }),
      );
      const after = await json<NextOfferResponse>(
        call('GET', `/api/cases/${f.caseId}/next-offer?rounds=4`, alice),
      );
      // Re-planned from your offer: never asking more than it.
      const from = { total: before.next!.offer.userTotal, t: roundTime(1, 4) };
      const expected = nextOffer(f.issues, {
        plan: negotiationPlan(f.issues, { walkAway, from })!,
        t: roundTime(2, 4),
        theirOffers: [theirs],
        lastOffer: mine,
      })!;
      expect(after).toMatchObject({ round: 2, rounds: 4, opened: from.total });
      expect(after.next).toEqual({ level: expected.level, offer: expected.offer, holds: expected.holds });
      expect(after.next!.offer.userTotal).toBeLessThanOrEqual(from.total);
      expect(after.estimate).toEqual(JSON.parse(JSON.stringify(expected.estimate)));
      // Theirs is worth 70 to you: below your walk-away total, not worth accepting.
      expect(after.lastReceived).toEqual({
        offerId: received.id,
        complete: true,
        worthAccepting: false,
        belowYourWalkAway: true,
        belowTheirWalkAway: false,
      });
      for (const rounds of ['0', '51', '2.5', 'x']) {
        const refused = await call('GET', `/api/cases/${f.caseId}/next-offer?rounds=${rounds}`, alice);
        expect(refused.status, rounds).toBe(400);
        expect(Object.keys((await json<ApiErrorBody>(refused)).fieldErrors ?? {})).toContain('rounds');
      }
      expect((await call('GET', `/api/cases/${f.caseId}/next-offer`, bob)).status).toBe(404);
    });
    it("follows the pace asked for, with every round's level and the opening package", async () => {
      const f = await lease();
      await call('PUT', `/api/parties/${f.you}`, alice, { reservationValue: 150 });
      await call('PUT', `/api/parties/${f.opponent}`, alice, { reservationValue: 120 });
      const walkAway = { user: 150, opponent: 120 };
      const shown = await json<NextOfferResponse>(call('GET', `/api/cases/${f.caseId}/next-offer`, alice));
      expect(shown.pace).toBe('tough');
      expect(shown.plan!.e).toBe(CONCESSION_PACE.tough);
      for (const pace of ['tough', 'steady', 'accommodating'] as const) {
        const plan = negotiationPlan(f.issues, { walkAway, e: CONCESSION_PACE[pace] })!;
        const got = await json<NextOfferResponse>(
          call('GET', `/api/cases/${f.caseId}/next-offer?rounds=5&pace=${pace}`, alice),
        );
        expect(got).toMatchObject({ pace, rounds: 5, plan });
        // Each round's total is that of the package the plan would offer: a real step or the same offer held.
        expect(got.levels).toEqual(planSchedule(f.issues, plan, { rounds: 5, from: 1 }).map((r) => r.total));
        const opening = nextOffer(f.issues, { plan, t: 0, theirOffers: [] })!;
        expect(got.opening).toEqual(opening.offer);
        expect(got.next).toEqual({ level: opening.level, offer: opening.offer, holds: false });
      }
      // Tough holds out longer than steady, steady than accommodating, before the last round.
      const levels = async (pace: string) =>
        (
          await json<NextOfferResponse>(
            call('GET', `/api/cases/${f.caseId}/next-offer?rounds=5&pace=${pace}`, alice),
          )
        ).levels;
      const [tough, steady, accommodating] = [
        await levels('tough'),
        await levels('steady'),
        await levels('accommodating'),
      ];
      for (const r of [1, 2, 3]) {
        expect(tough[r]!).toBeGreaterThanOrEqual(steady[r]!);
        expect(steady[r]!).toBeGreaterThanOrEqual(accommodating[r]!);
      }
      expect(tough.slice(1, 4).reduce((a, b) => a + b)).toBeGreaterThan(
        accommodating.slice(1, 4).reduce((a, b) => a + b),
      );
      for (const pace of ['hard-liner', 'TOUGH', '0.2', '', 'tough&pace=steady']) {
        const refused = await call('GET', `/api/cases/${f.caseId}/next-offer?pace=${pace}`, alice);
        expect(refused.status, pace).toBe(400);
        expect(Object.keys((await json<ApiErrorBody>(refused)).fieldErrors ?? {})).toContain('pace');
      }
      expect((await call('GET', `/api/cases/${f.caseId}/next-offer?pace=steady`, bob)).status).toBe(404);
    });

    it('has no plan, levels or opening for a case without issues', async () => {
      const created = await json<{ id: number }>(call('POST', '/api/cases', alice, { name: 'Empty' }));
      const got = await json<NextOfferResponse>(
        call('GET', `/api/cases/${created.id}/next-offer?pace=steady`, alice),
      );
      expect(got).toMatchObject({ plan: null, levels: [], opening: null, next: null, pace: 'steady' });
    });
  });

  describe('rehearsals', () => {
    const start = (caseId: number, body: unknown, cookie = alice) =>
      call('POST', `/api/cases/${caseId}/rehearsals`, cookie, body);
    const offer = (id: number, optionIds: number[], cookie = alice) =>
      call('POST', `/api/rehearsals/${id}/offers`, cookie, { optionIds });

    /** Plays the person's packages in turn until the rehearsal ends or they run out. */
    async function play(id: number, packages: number[][]) {
      const answers: RehearsalAnswerResponse[] = [];
      for (const optionIds of packages) {
        const answer = await json<RehearsalAnswerResponse>(offer(id, optionIds));
        answers.push(answer);
        if (answer.rehearsal.status !== 'open') break;
      }
      return answers;
    }

    it('is the same rehearsal for the same seed, and its answers are opponentResponse of @parley/scoring', async () => {
      const f = await lease();
      await call('PUT', `/api/parties/${f.opponent}`, alice, { reservationValue: 150 });
      const [rent, deposit, term] = f.options as [number[], number[], number[]];
      // A person who holds out on the rent and never moves: the simulated side keeps countering.
      const packages = [0, 1, 2].map(() => [rent[0]!, deposit[0]!, term[1]!]);
      const runs: RehearsalResponse[] = [];
      for (let k = 0; k < 2; k++) {
        const created = await start(f.caseId, { style: 'steady', rounds: 4, seed: 42 });
        expect(created.status).toBe(201);
        const rehearsal = await json<RehearsalResponse>(created);
        expect(rehearsal).toMatchObject({ style: 'steady', rounds: 4, seed: 42, status: 'open', round: 1 });
        // Its issues in words, as they were when it began.
        expect(rehearsal.issues).toEqual(
          f.detail.issues.map((issue) => ({
            id: issue.id,
            name: issue.name,
            options: issue.options.map((o) => ({ id: o.id, name: o.name })),
          })),
        );
        await play(rehearsal.id, packages);
        runs.push(await json<RehearsalResponse>(call('GET', `/api/rehearsals/${rehearsal.id}`, alice)));
      }
      const strip = (r: RehearsalResponse) => ({ ...r, id: 0, createdAt: '' });
      expect(strip(runs[1]!)).toEqual(strip(runs[0]!));
      const run = runs[0]!;
      expect(run.offers.map((o) => o.by)).toEqual([
        'user',
        'opponent',
        'user',
        'opponent',
        'user',
        'opponent',
      ]);
      const issues: ScoredIssue[] = f.issues;
      for (let r = 1; r <= 3; r++) {
        const expected = opponentResponse(issues, {
          style: 'steady',
          rounds: 4,
          seed: 42,
          walkAway: { user: null, opponent: 150 },
          offers: packages.slice(0, r),
        });
        expect(expected?.kind).toBe('counter');
        const counter = run.offers[2 * r - 1]!;
        if (expected?.kind === 'counter') {
          expect(counter.optionIds).toEqual(expected.offer.optionIds);
          expect([counter.userTotal, counter.opponentTotal]).toEqual([
            expected.offer.userTotal,
            expected.offer.opponentTotal,
          ]);
        }
        expect(counter.explanation).toMatch(/\w/);
      }
      expect(run.debrief).toBeNull();
    });

    it('plays to a deal by accepting their offer, and gives the debrief of negotiationDebrief', async () => {
      const f = await lease();
      const [rent, deposit, term] = f.options as [number[], number[], number[]];
      const rehearsal = await json<RehearsalResponse>(
        start(f.caseId, { style: 'tough', rounds: 5, seed: 7 }),
      );
      const [answer] = await play(rehearsal.id, [[rent[0]!, deposit[0]!, term[1]!]]);
      expect(answer!.answer).toBe('counter');
      const counter = answer!.rehearsal.offers.at(-1)!;
      expect(counter.by).toBe('opponent');
      // Sending their offer back accepts it.
      const deal = await json<RehearsalAnswerResponse>(offer(rehearsal.id, counter.optionIds));
      expect(deal.answer).toBe('deal');
      const ended = await json<RehearsalResponse>(call('GET', `/api/rehearsals/${rehearsal.id}`, alice));
      expect(ended).toMatchObject({ status: 'deal', acceptedBy: 'user', walkedAway: null });
      expect(ended.agreement).toEqual(scenarioOf(f.issues, counter.optionIds));
      expect(ended.debrief).toEqual(
        JSON.parse(
          JSON.stringify(
            negotiationDebrief(
              f.issues,
              { offers: ended.offers, agreement: ended.agreement },
              {
                walkAway: { user: null, opponent: null },
                replay: { opponent: { style: 'tough' }, rounds: 5, seed: 7, e: CONCESSION_PACE.tough },
              },
            ),
          ),
        ),
      );
      expect(ended.debrief?.nash).not.toBeNull();
      // An ended rehearsal takes no more offers.
      const late = await offer(rehearsal.id, counter.optionIds);
      expect(late.status).toBe(409);
    });

    it("suggests the plan's offer each round (nextOffer against their counters); taking each one reaches a deal", async () => {
      const f = await lease();
      await call('PUT', `/api/parties/${f.opponent}`, alice, { reservationValue: 150 });
      const walkAway = { user: null, opponent: 150 };
      const created = await json<RehearsalResponse>(start(f.caseId, { style: 'tough', rounds: 5, seed: 11 }));
      let current = created;
      const theirs: number[][] = [];
      let mine: { userTotal: number; optionIds: number[] } | null = null;
      while (current.status === 'open' && current.suggestion !== null) {
        // Re-planned from your last offer, at the rehearsal's pace: never asking more than it.
        const from = mine === null ? null : { total: mine.userTotal, t: roundTime(current.round - 1, 5) };
        const expected = nextOffer(f.issues, {
          plan: negotiationPlan(f.issues, { walkAway, from })!,
          t: roundTime(current.round, 5),
          theirOffers: theirs,
          lastOffer: mine?.optionIds ?? null,
        })!;
        if (mine !== null) expect(expected.offer.userTotal).toBeLessThanOrEqual(mine.userTotal);
        expect(current.suggestion).toEqual({ level: expected.level, optionIds: expected.offer.optionIds });
        const answer = await json<RehearsalAnswerResponse>(offer(current.id, current.suggestion.optionIds));
        current = answer.rehearsal;
        mine = current.offers.filter((o) => o.by === 'user').at(-1)!;
        const last = current.offers.at(-1)!;
        if (last.by === 'opponent') theirs.push(last.optionIds);
      }
      if (current.status === 'open') {
        // Only an answer is left: no suggestion, and their last counter can still be taken.
        expect(current.round).toBe(6);
        expect(current.suggestion).toBeNull();
        current = (await json<RehearsalAnswerResponse>(offer(current.id, theirs.at(-1)!))).rehearsal;
      }
      expect(current.status).toBe('deal');
      expect(current.suggestion).toBeNull();
      expect(current.debrief?.planAgreement).not.toBeUndefined();
      expect(current.lesson).toEqual(expect.any(String));
    });

    it("lists the case's rehearsals newest first, only to their owner", async () => {
      const f = await lease();
      const a = await json<RehearsalResponse>(start(f.caseId, { style: 'steady', rounds: 3, seed: 1 }));
      const b = await json<RehearsalResponse>(start(f.caseId, { style: 'tough', rounds: 4 }));
      const listed = await json<RehearsalResponse[]>(call('GET', `/api/cases/${f.caseId}/rehearsals`, alice));
      expect(listed.map((r) => r.id)).toEqual([b.id, a.id]);
      expect(listed[1]).toEqual(a);
      expect((await call('GET', `/api/cases/${f.caseId}/rehearsals`, bob)).status).toBe(404);
      expect((await call('GET', '/api/cases/abc/rehearsals', alice)).status).toBe(400);
    });

    it('lets the person walk away: no deal, with the debrief; once only, and only their own', async () => {
      const f = await lease();
      const [rent, deposit, term] = f.options as [number[], number[], number[]];
      const rehearsal = await json<RehearsalResponse>(
        start(f.caseId, { style: 'tough', rounds: 5, seed: 3 }),
      );
      await play(rehearsal.id, [[rent[0]!, deposit[0]!, term[1]!]]);
      expect((await call('POST', `/api/rehearsals/${rehearsal.id}/walk-away`, bob)).status).toBe(404);
      const walked = await call('POST', `/api/rehearsals/${rehearsal.id}/walk-away`, alice);
      expect(walked.status).toBe(200);
      const ended = await json<RehearsalResponse>(walked);
      expect(ended).toMatchObject({
        status: 'no-deal',
        walkedAway: 'user',
        agreement: null,
        suggestion: null,
      });
      expect(ended.message).toMatch(/walked away/);
      expect(ended.debrief).toEqual(
        JSON.parse(
          JSON.stringify(
            negotiationDebrief(
              f.issues,
              { offers: ended.offers, agreement: null },
              {
                walkAway: { user: null, opponent: null },
                replay: { opponent: { style: 'tough' }, rounds: 5, seed: 3, e: CONCESSION_PACE.tough },
              },
            ),
          ),
        ),
      );
      expect((await call('POST', `/api/rehearsals/${rehearsal.id}/walk-away`, alice)).status).toBe(409);
      const other = await json<RehearsalResponse>(start(f.caseId, { style: 'tough', rounds: 5 }));
      await close(f.caseId);
      const locked = await call('POST', `/api/rehearsals/${other.id}/walk-away`, alice);
      expect(locked.status).toBe(409);
      expect((await json<ApiErrorBody>(locked)).code).toBe('CASE_CLOSED');
      expect((await json<RehearsalResponse>(call('GET', `/api/rehearsals/${other.id}`, alice))).status).toBe(
        'open',
      );
    });

    it('ends without a deal when the last round passes and their last offer is not taken', async () => {
      const f = await lease();
      const [rent, deposit, term] = f.options as [number[], number[], number[]];
      const rehearsal = await json<RehearsalResponse>(
        start(f.caseId, { style: 'hard-liner', rounds: 1, seed: 1 }),
      );
      const mine = [rent[0]!, deposit[0]!, term[1]!];
      const [first] = await play(rehearsal.id, [mine]);
      expect(first!.answer).toBe('counter');
      expect(first!.rehearsal.round).toBe(2);
      const last = await json<RehearsalAnswerResponse>(offer(rehearsal.id, mine));
      expect(last.answer).toBe('no-deal');
      expect(last.rehearsal).toMatchObject({ status: 'no-deal', agreement: null });
      expect(last.rehearsal.debrief?.agreement).toBeNull();
    });

    it("refuses wrong bodies (400 naming the field) and another person's rehearsal (404), changing nothing", async () => {
      const f = await lease();
      const other = await lease();
      const [rent, deposit, term] = f.options as [number[], number[], number[]];
      for (const [field, body] of [
        ['style', { style: 'plan', rounds: 5 }],
        ['style', { style: null, rounds: 5 }],
        ['rounds', { style: 'tough', rounds: 0 }],
        ['rounds', { style: 'tough', rounds: '5' }],
        ['rounds', { style: 'tough', rounds: 51 }],
        ['seed', { style: 'tough', rounds: 5, seed: -1 }],
        ['seed', { style: 'tough', rounds: 5, seed: null }],
        ['extra', { style: 'tough', rounds: 5, extra: true }],
      ] as const) {
        const response = await start(f.caseId, body);
        expect(response.status, JSON.stringify(body)).toBe(400);
        expect(Object.keys((await json<ApiErrorBody>(response)).fieldErrors ?? {})).toContain(field);
      }
      const rehearsal = await json<RehearsalResponse>(start(f.caseId, { style: 'steady', rounds: 5 }));
      expect(Number.isInteger(rehearsal.seed)).toBe(true);
      for (const [field, body] of [
        ['optionIds', { optionIds: null }],
        ['optionIds', { optionIds: [rent[0], null, term[0]] }],
        ['optionIds', { optionIds: [rent[0], deposit[0]] }],
        ['optionIds.2', { optionIds: [rent[0], deposit[0], other.options[2]![0]] }],
        ['optionIds.1', { optionIds: [rent[0], rent[1], term[0]] }],
        ['extra', { optionIds: [rent[0], deposit[0], term[0]], extra: 1 }],
      ] as const) {
        const response = await call('POST', `/api/rehearsals/${rehearsal.id}/offers`, alice, body);
        expect(response.status, JSON.stringify(body)).toBe(400);
        expect(Object.keys((await json<ApiErrorBody>(response)).fieldErrors ?? {})).toContain(field);
      }
      const foreign = await offer(rehearsal.id, [rent[0]!, deposit[0]!, term[0]!], bob);
      expect(foreign.status).toBe(404);
      expect((await json<ApiErrorBody>(foreign)).code).toBe('REHEARSAL_NOT_FOUND');
      expect((await call('GET', `/api/rehearsals/${rehearsal.id}`, bob)).status).toBe(404);
      const after = await json<RehearsalResponse>(call('GET', `/api/rehearsals/${rehearsal.id}`, alice));
      expect(after.offers).toEqual([]);
      // A closed case keeps its rehearsal readable but takes no offer in it.
      await close(f.caseId);
      expect((await offer(rehearsal.id, [rent[0]!, deposit[0]!, term[0]!])).status).toBe(409);
      expect((await call('GET', `/api/rehearsals/${rehearsal.id}`, alice)).status).toBe(200);
    });
  });
});
