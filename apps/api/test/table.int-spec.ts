import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AcceptancesResponse,
  ActivityPageResponse,
  ApiErrorBody,
  CaseDetailResponse,
  CaseResponse,
  CreatedShareLinkResponse,
  IssueResponse,
  OfferResponse,
  ProposalsResponse,
  TableResponse,
} from '@parley/contracts';
import { TABLE_LIMITS, TableMessages } from '@parley/contracts';
import { apiCaller } from './support/api-client.js';
import type { ApiCall } from './support/api-client.js';
import { openEventStream } from './support/event-stream.js';
import { json } from './support/json.js';
import { requireRealPostgres } from './support/real-postgres.js';
import { signIn } from './support/sign-in.js';
import { startTestApp } from './support/test-app.js';
import type { TestApp } from './support/test-app.js';

/**
 * Rent (a, b, c) and Term (x, y), each option [name, the owner's true points, the counterpart's true points].
 * Packages (owner, counterpart): ax 230/192, ay 290/34, bx 150/321, by 210/163, cx 60/384, cy 120/226.
 * With walk-aways 100 (owner) and 157 (counterpart): bx first (smaller shares 50/130 against 42/164 for ax),
 * then ax, whose favour pattern differs (Rent b favours the counterpart, a the owner). None of the owner's
 * numbers (totals 230 290 150 210 60 120, walk-away 100) is one of the counterpart's (192 34 321 163 384 226,
 * walk-away 157), so each can be searched for in the other side's answers.
 */
const RENT: Array<[string, number, number]> = [
  ['a', 200, 21],
  ['b', 120, 150],
  ['c', 30, 213],
];
const TERM: Array<[string, number, number]> = [
  ['x', 30, 171],
  ['y', 90, 13],
];
const OWNER_WALK_AWAY = 100;
const COUNTERPART_WALK_AWAY = 157;
const OWNER_NUMBERS = [230, 290, 150, 210, 60, 120, OWNER_WALK_AWAY];
const COUNTERPART_NUMBERS = [192, 34, 321, 163, 384, 226, COUNTERPART_WALK_AWAY];
/** Each side's guess of the other (its `opponent` party): never used by the table. */
const OWNER_GUESS = { rent: [40, 90, 140], term: [110, 70] };
const COUNTERPART_GUESS = { rent: [95, 55, 15], term: [5, 85] };

interface Person {
  cookie: string;
  id: number;
}

interface Table {
  caseId: number;
  /** Option ids: rent a b c, term x y. */
  a: number;
  b: number;
  c: number;
  x: number;
  y: number;
  rentId: number;
  termId: number;
  owner: Person;
  counterpart: Person | null;
  ownerParty: number;
  counterpartParty: number | null;
}

/** Every number in a JSON answer that is not an id (ids, option ids and offer/proposal ids are skipped). */
function numbersIn(value: unknown, key = ''): number[] {
  if (typeof value === 'number') return /(^id$|Ids?$)/.test(key) ? [] : [value];
  if (Array.isArray(value)) return value.flatMap((v) => numbersIn(v, key));
  if (value && typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) => numbersIn(v, k));
  }
  return [];
}

describe.runIf(requireRealPostgres('the table'))('the joint table (issue 36, points 4–6)', () => {
  let sut: TestApp;
  let call: ApiCall;
  let db: DataSource;
  let people = 0;

  beforeAll(async () => {
    sut = await startTestApp({
      OFFER_RATE_LIMIT: '100000',
      SHARE_LINK_RATE_LIMIT: '100000',
    });
    call = apiCaller(sut.baseUrl);
    db = sut.app.get(DataSource);
  }, 60_000);

  afterAll(async () => {
    await sut?.close();
  });

  async function person(name: string): Promise<Person> {
    const { cookie } = await signIn(sut.baseUrl, `${name.toLowerCase()}-${++people}@example.com`, name);
    const { id } = await json<{ id: number }>(call('GET', '/api/auth/user', cookie));
    return { cookie, id };
  }

  async function ok<T>(response: Promise<Response>, status = 200): Promise<T> {
    const r = await response;
    const text = await r.text();
    expect(r.status, text).toBe(status);
    return (text ? JSON.parse(text) : undefined) as T;
  }

  async function refused(response: Promise<Response>, status: number, code: string): Promise<ApiErrorBody> {
    const r = await response;
    const body = (await r.json()) as ApiErrorBody;
    expect({ status: r.status, code: body.code }, body.message).toEqual({ status, code });
    return body;
  }

  /** Scores a side's `user` party (its true points) and its `opponent` party (its guess), and its walk-away. */
  async function points(
    cookie: string,
    t: Table,
    own: { rent: number[]; term: number[] },
    guess: { rent: number[]; term: number[] },
    walkAway: number,
  ) {
    const detail = await ok<CaseDetailResponse>(call('GET', `/api/cases/${t.caseId}`, cookie));
    const mine = detail.parties.find((p) => p.type === 'user')!.id;
    const theirs = detail.parties.find((p) => p.type === 'opponent')!.id;
    for (const [partyId, values] of [
      [mine, own],
      [theirs, guess],
    ] as const) {
      await ok(
        call('PUT', `/api/cases/${t.caseId}/points`, cookie, {
          partyId,
          scores: [
            ...[t.a, t.b, t.c].map((optionId, i) => ({
              issueId: t.rentId,
              optionId,
              points: values.rent[i],
            })),
            ...[t.x, t.y].map((optionId, i) => ({ issueId: t.termId, optionId, points: values.term[i] })),
          ],
        }),
      );
    }
    await ok(call('PUT', `/api/parties/${mine}`, cookie, { reservationValue: walkAway }));
    return mine;
  }

  /** The case with both sides' points; with `join` false, nobody accepted the counterpart link. */
  async function table(join = true): Promise<Table> {
    const owner = await person('Ana');
    const created = await ok<CaseResponse>(call('POST', '/api/cases', owner.cookie, { name: 'Lease' }), 201);
    const rent = await ok<IssueResponse>(
      call('POST', `/api/cases/${created.id}/issues`, owner.cookie, {
        name: 'Rent',
        options: RENT.map(([name]) => ({ name })),
      }),
      201,
    );
    const term = await ok<IssueResponse>(
      call('POST', `/api/cases/${created.id}/issues`, owner.cookie, {
        name: 'Term',
        options: TERM.map(([name]) => ({ name })),
      }),
      201,
    );
    const [a, b, c] = rent.options.map((o) => o.id) as [number, number, number];
    const [x, y] = term.options.map((o) => o.id) as [number, number];
    const t: Table = {
      caseId: created.id,
      a,
      b,
      c,
      x,
      y,
      rentId: rent.id,
      termId: term.id,
      owner,
      counterpart: null,
      ownerParty: 0,
      counterpartParty: null,
    };
    t.ownerParty = await points(
      owner.cookie,
      t,
      { rent: RENT.map(([, u]) => u), term: TERM.map(([, u]) => u) },
      OWNER_GUESS,
      OWNER_WALK_AWAY,
    );
    if (!join) return t;
    const counterpart = await person('Ben');
    const link = await ok<CreatedShareLinkResponse>(
      call('POST', `/api/cases/${t.caseId}/share-links`, owner.cookie, { role: 'counterpart' }),
      201,
    );
    await ok(call('POST', `/api/share-links/${link.url.split('/').at(-1)}/accept`, counterpart.cookie));
    t.counterpart = counterpart;
    t.counterpartParty = await points(
      counterpart.cookie,
      t,
      { rent: RENT.map(([, , o]) => o), term: TERM.map(([, , o]) => o) },
      COUNTERPART_GUESS,
      COUNTERPART_WALK_AWAY,
    );
    return t;
  }

  const read = (cookie: string, t: Table) =>
    ok<TableResponse>(call('GET', `/api/cases/${t.caseId}/table`, cookie));
  const ready = (cookie: string, t: Table, value = true) =>
    ok<TableResponse>(call('PUT', `/api/cases/${t.caseId}/ready`, cookie, { ready: value }));
  const propose = (cookie: string, t: Table) => call('POST', `/api/cases/${t.caseId}/proposals`, cookie);
  const marks = (cookie: string, t: Table, proposalIds: number[], offerIds: number[] = []) =>
    ok<AcceptancesResponse>(
      call('PUT', `/api/cases/${t.caseId}/acceptances`, cookie, { proposalIds, offerIds }),
    );
  const offer = (cookie: string, t: Table, optionIds: (number | null)[]) =>
    ok<OfferResponse>(call('POST', `/api/cases/${t.caseId}/offers`, cookie, { by: 'user', optionIds }), 201);

  async function bothReady(t: Table) {
    await ready(t.owner.cookie, t);
    await ready(t.counterpart!.cookie, t);
  }

  /** Everything of the table a refused request must leave as it was. */
  async function snapshot(caseId: number): Promise<string> {
    const rows = (await db.query(
      `SELECT
         (SELECT version FROM cases WHERE id = $1) AS version,
         (SELECT string_agg(t::text, '|' ORDER BY t::text) FROM final_agreements t WHERE case_id = $1) AS agreements,
         (SELECT string_agg(t::text, '|' ORDER BY t::text) FROM table_readiness t WHERE case_id = $1) AS readiness,
         (SELECT string_agg(t::text, '|' ORDER BY t::text) FROM proposal_sets t WHERE case_id = $1) AS sets,
         (SELECT string_agg(t::text, '|' ORDER BY t::text) FROM table_marks t WHERE case_id = $1) AS marks,
         (SELECT string_agg(t::text, '|' ORDER BY t::text) FROM table_agreements t WHERE case_id = $1) AS made,
         (SELECT string_agg(t::text, '|' ORDER BY t::text) FROM table_improvements t WHERE case_id = $1) AS improvements,
         (SELECT count(*) FROM case_activity WHERE case_id = $1) AS activity`,
      [caseId],
    )) as unknown[];
    return JSON.stringify(rows[0]);
  }

  /** The other side's private numbers never appear in what a side reads. */
  function expectOwnNumbersOnly(answer: unknown, side: 'owner' | 'counterpart') {
    const forbidden = side === 'owner' ? COUNTERPART_NUMBERS : OWNER_NUMBERS;
    const seen = numbersIn(answer);
    expect(seen.filter((n) => forbidden.includes(n))).toEqual([]);
  }

  it('shows readiness to both sides, and "changed after ready" once a side’s points or walk-away move', async () => {
    const t = await table();
    const ben = t.counterpart!;
    const before = await read(ben.cookie, t);
    expect(before).toMatchObject({
      counterpart: { name: 'Ben' },
      side: 'counterpart',
      ready: { you: { ready: false }, them: { ready: false } },
      ended: false,
    });
    await ready(t.owner.cookie, t);
    expect((await read(ben.cookie, t)).ready).toEqual({
      you: { ready: false, changedAfterReady: false },
      them: { ready: true, changedAfterReady: false },
    });
    // A point of the owner's true points changes: both see it changed, neither sees what.
    await ok(
      call('PUT', `/api/cases/${t.caseId}/points`, t.owner.cookie, {
        partyId: t.ownerParty,
        scores: [{ issueId: t.rentId, optionId: t.a, points: 199 }],
      }),
    );
    expect((await read(ben.cookie, t)).ready.them).toEqual({ ready: true, changedAfterReady: true });
    expect((await read(t.owner.cookie, t)).ready.you).toEqual({ ready: true, changedAfterReady: true });
    // Saying ready again takes the points as they are now.
    await ready(t.owner.cookie, t);
    expect((await read(ben.cookie, t)).ready.them.changedAfterReady).toBe(false);
    // The counterpart's walk-away moves after ready.
    await ready(ben.cookie, t);
    await ok(call('PUT', `/api/parties/${t.counterpartParty}`, ben.cookie, { reservationValue: 158 }));
    expect((await read(t.owner.cookie, t)).ready.them).toEqual({ ready: true, changedAfterReady: true });
    // Not ready any more.
    expect((await ready(ben.cookie, t, false)).ready.you).toEqual({ ready: false, changedAfterReady: false });
    expect((await read(t.owner.cookie, t)).ready.them.ready).toBe(false);
    const history = await ok<ActivityPageResponse>(
      call('GET', `/api/cases/${t.caseId}/activity`, t.owner.cookie),
    );
    expect(history.items.map((i) => i.summary)).toContain("Ben is ready for Parley's proposals");
  });

  it('tells the other side live that a ready side changed, and nothing while it is not ready', async () => {
    const t = await table();
    const ben = t.counterpart!;
    const stream = await openEventStream(sut.baseUrl, t.caseId, ben.cookie);
    try {
      expect(stream.status).toBe(200);
      const change = (points: number) =>
        ok(
          call('PUT', `/api/cases/${t.caseId}/points`, t.owner.cookie, {
            partyId: t.ownerParty,
            scores: [{ issueId: t.rentId, optionId: t.a, points }],
          }),
        );
      // Not ready: the owner's private change reaches nothing of Ben's; his next event is the shared one.
      await change(198);
      await ready(t.owner.cookie, t);
      const first = await stream.next((e) => e.type === 'change');
      expect(first.subject).toEqual({ kind: 'case', id: t.caseId });
      // Ready: a change of the owner's points is a change of the table for Ben, naming nothing of it.
      await change(197);
      const told = await stream.next((e) => e.type === 'change');
      expect(told.subject).toEqual({ kind: 'table', id: t.caseId });
      expect(Object.keys(told).sort()).toEqual(['actor', 'subject', 'type', 'version']);
      expect((await read(ben.cookie, t)).ready.them).toEqual({ ready: true, changedAfterReady: true });
    } finally {
      stream.close();
    }
  });

  it('refuses proposals until both sides are ready, then answers each side its own totals only', async () => {
    const t = await table();
    const ben = t.counterpart!;
    await refused(propose(t.owner.cookie, t), 409, 'NOT_READY');
    await ready(t.owner.cookie, t);
    const before = await snapshot(t.caseId);
    await refused(propose(ben.cookie, t), 409, 'NOT_READY');
    expect(await snapshot(t.caseId)).toBe(before);
    await ready(ben.cookie, t);

    const made = await ok<ProposalsResponse>(propose(ben.cookie, t), 201);
    expect(made.proposals.map((p) => p.optionIds)).toEqual([
      [t.b, t.x],
      [t.a, t.x],
    ]);
    expect(made.proposals.map((p) => p.yourTotal)).toEqual([321, 192]);
    expectOwnNumbersOnly(made, 'counterpart');

    const owners = await read(t.owner.cookie, t);
    expect(owners.proposals.map((p) => [p.id, p.optionIds, p.yourTotal])).toEqual([
      [made.proposals[0]!.id, [t.b, t.x], 150],
      [made.proposals[1]!.id, [t.a, t.x], 230],
    ]);
    expectOwnNumbersOnly(owners, 'owner');
    expectOwnNumbersOnly(await read(ben.cookie, t), 'counterpart');
    // Neither side's history nor its guesses reach the other's answers.
    const history = await ok<ActivityPageResponse>(
      call('GET', `/api/cases/${t.caseId}/activity`, t.owner.cookie),
    );
    expect(history.items.map((i) => i.summary)).toContain('Ben asked Parley for proposals: 2 packages');
    expectOwnNumbersOnly(
      history.items.map((i) => i.summary.match(/\d+/g)?.map(Number) ?? []),
      'owner',
    );
  });

  it('offers a new set only after something changed, and at most TABLE_LIMITS.proposalSetsPerHour an hour', async () => {
    const t = await table();
    const ben = t.counterpart!;
    await bothReady(t);
    await ok(propose(t.owner.cookie, t), 201);
    const before = await snapshot(t.caseId);
    const same = await refused(propose(ben.cookie, t), 429, 'PROPOSALS_LIMITED');
    expect(same.message).toBe(TableMessages.proposalsUnchanged);
    expect(await snapshot(t.caseId)).toBe(before);
    // A point changes.
    await ok(
      call('PUT', `/api/cases/${t.caseId}/points`, ben.cookie, {
        partyId: t.counterpartParty,
        scores: [{ issueId: t.termId, optionId: t.y, points: 14 }],
      }),
    );
    await ok(propose(ben.cookie, t), 201);
    await refused(propose(t.owner.cookie, t), 429, 'PROPOSALS_LIMITED');
    // An offer is made.
    await offer(t.owner.cookie, t, [t.a, t.y]);
    await ok(propose(t.owner.cookie, t), 201);
    // A walk-away changes.
    await ok(call('PUT', `/api/parties/${t.ownerParty}`, t.owner.cookie, { reservationValue: 101 }));
    await ok(propose(t.owner.cookie, t), 201);
    expect(TABLE_LIMITS.proposalSetsPerHour).toBe(4);
    // The hour's sets are used up, though something changed.
    await ok(call('PUT', `/api/parties/${t.ownerParty}`, t.owner.cookie, { reservationValue: 102 }));
    const capped = await refused(propose(t.owner.cookie, t), 429, 'PROPOSALS_LIMITED');
    expect(capped.message).toBe(TableMessages.proposalsPerHour(4));
    // An hour later, one more.
    await db.query(
      `UPDATE proposal_sets SET created_at = created_at - interval '61 minutes' WHERE case_id = $1`,
      [t.caseId],
    );
    await ok(propose(t.owner.cookie, t), 201);
  });

  it('keeps each side’s marks secret: marks that do not meet make nothing and reveal nothing', async () => {
    const t = await table();
    const ben = t.counterpart!;
    await bothReady(t);
    const [first, second] = (await ok<ProposalsResponse>(propose(t.owner.cookie, t), 201)).proposals;
    expect(await marks(t.owner.cookie, t, [first!.id])).toEqual({ agreement: null });
    expect(await marks(ben.cookie, t, [second!.id])).toEqual({ agreement: null });
    const owners = await read(t.owner.cookie, t);
    const bens = await read(ben.cookie, t);
    expect(owners.proposals.map((p) => p.markedByYou)).toEqual([true, false]);
    expect(bens.proposals.map((p) => p.markedByYou)).toEqual([false, true]);
    expect(owners.agreement).toBeNull();
    // Neither side's history shows the other's marks.
    for (const [who, other] of [
      [t.owner, 'Ben'],
      [ben, 'Ana'],
    ] as const) {
      const history = await ok<ActivityPageResponse>(
        call('GET', `/api/cases/${t.caseId}/activity`, who.cookie),
      );
      expect(
        history.items.filter((i) => i.summary.includes('marked') && i.summary.startsWith(other)),
      ).toEqual([]);
    }
    // A mark must name a current proposal or a complete offer of the case.
    const partial = await offer(ben.cookie, t, [t.a, null]);
    const before = await snapshot(t.caseId);
    await refused(
      call('PUT', `/api/cases/${t.caseId}/acceptances`, t.owner.cookie, {
        proposalIds: [],
        offerIds: [partial.id],
      }),
      400,
      'VALIDATION_FAILED',
    );
    await refused(
      call('PUT', `/api/cases/${t.caseId}/acceptances`, t.owner.cookie, {
        proposalIds: [999999],
        offerIds: [],
      }),
      400,
      'VALIDATION_FAILED',
    );
    for (const body of [
      { proposalIds: [first!.id, first!.id], offerIds: [] },
      { proposalIds: ['1'], offerIds: [] },
      { proposalIds: [1.5], offerIds: [] },
      { proposalIds: [1, 2, 3, 4], offerIds: [] },
      { proposalIds: [] },
      { proposalIds: [], offerIds: [], extra: 1 },
    ]) {
      await refused(
        call('PUT', `/api/cases/${t.caseId}/acceptances`, t.owner.cookie, body),
        400,
        'VALIDATION_FAILED',
      );
    }
    expect(await snapshot(t.caseId)).toBe(before);
  });

  it('declares the agreement when both sides’ marks meet, the highest minimum gain when several do', async () => {
    const t = await table();
    const ben = t.counterpart!;
    await bothReady(t);
    const [bx, ax] = (await ok<ProposalsResponse>(propose(t.owner.cookie, t), 201)).proposals;
    // bx is also offered; ax is marked as a proposal first, bx as an offer: the fairer bx wins.
    const bxOffer = await offer(ben.cookie, t, [t.b, t.x]);
    expect(await marks(t.owner.cookie, t, [ax!.id], [bxOffer.id])).toEqual({ agreement: null });
    const met = await marks(ben.cookie, t, [ax!.id], [bxOffer.id]);
    expect(met).toEqual({ agreement: { optionIds: [t.b, t.x], yourTotal: 321, source: 'proposal' } });
    expect(bx!.optionIds).toEqual([t.b, t.x]);
    expect((await read(t.owner.cookie, t)).agreement).toEqual({
      optionIds: [t.b, t.x],
      yourTotal: 150,
      source: 'proposal',
    });
    // The shared agreement is the case's: GET /api/cases/:id shows it to both.
    const detail = await ok<CaseDetailResponse>(call('GET', `/api/cases/${t.caseId}`, t.owner.cookie));
    expect(detail.finalAgreements.map((f) => f.optionId).sort()).toEqual([t.b, t.x].sort());
    const history = await ok<ActivityPageResponse>(
      call('GET', `/api/cases/${t.caseId}/activity`, ben.cookie),
    );
    expect(history.items[0]!.summary).toBe('Agreement reached');
    // The marks are spent: neither side's marks show any more.
    expect((await read(t.owner.cookie, t)).proposals.every((p) => !p.markedByYou)).toBe(true);
  });

  it('accepts only the other side’s latest complete offer, which becomes the agreement for both', async () => {
    const t = await table();
    const ben = t.counterpart!;
    const older = await offer(ben.cookie, t, [t.c, t.x]);
    const own = await offer(t.owner.cookie, t, [t.a, t.y]);
    const latest = await offer(ben.cookie, t, [t.b, t.y]);
    const before = await snapshot(t.caseId);
    const accept = (cookie: string, id: number) =>
      call('POST', `/api/cases/${t.caseId}/offers/${id}/accept`, cookie);
    expect((await refused(accept(t.owner.cookie, own.id), 409, 'CONFLICT')).message).toBe(
      TableMessages.ownOffer,
    );
    expect((await refused(accept(t.owner.cookie, older.id), 409, 'CONFLICT')).message).toBe(
      TableMessages.notLatestOffer,
    );
    await refused(accept(t.owner.cookie, 999999), 404, 'OFFER_NOT_FOUND');
    expect(await snapshot(t.caseId)).toBe(before);
    // The table lists both sides' offers, each scored with the reader's own points.
    const owners = await read(t.owner.cookie, t);
    expect(owners.offers.map((o) => [o.id, o.by, o.yourTotal, o.latest, o.complete])).toEqual([
      [older.id, 'them', 60, false, true],
      [own.id, 'you', 290, true, true],
      [latest.id, 'them', 210, true, true],
    ]);
    expectOwnNumbersOnly(owners, 'owner');
    const bens = await read(ben.cookie, t);
    expect(bens.offers.map((o) => [o.by, o.yourTotal])).toEqual([
      ['you', 384],
      ['them', 34],
      ['you', 163],
    ]);
    expectOwnNumbersOnly(bens, 'counterpart');
    // A partial latest offer cannot be accepted.
    const partial = await offer(ben.cookie, t, [t.b, null]);
    expect((await refused(accept(t.owner.cookie, partial.id), 409, 'CONFLICT')).message).toBe(
      TableMessages.offerIncomplete,
    );
    const last = await offer(ben.cookie, t, [t.b, t.y]);
    const made = await ok<AcceptancesResponse>(accept(t.owner.cookie, last.id));
    expect(made.agreement).toEqual({ optionIds: [t.b, t.y], yourTotal: 210, source: 'offer' });
    expect((await read(ben.cookie, t)).agreement).toEqual({
      optionIds: [t.b, t.y],
      yourTotal: 163,
      source: 'offer',
    });
  });

  it('offers the better deal after the deal to both; one acceptance leaves the agreement, both replace it', async () => {
    const t = await table();
    const ben = t.counterpart!;
    const by = await offer(ben.cookie, t, [t.b, t.y]);
    await ok(call('POST', `/api/cases/${t.caseId}/offers/${by.id}/accept`, t.owner.cookie));
    // by (210, 163) is beaten for both by ax (230, 192) only.
    const owners = await read(t.owner.cookie, t);
    expect(owners.improvement).toEqual({
      optionIds: [t.a, t.x],
      yourTotal: 230,
      yourGain: 20,
      youAccepted: null,
    });
    const bens = await read(ben.cookie, t);
    expect(bens.improvement).toEqual({
      optionIds: [t.a, t.x],
      yourTotal: 192,
      yourGain: 29,
      youAccepted: null,
    });
    expectOwnNumbersOnly(owners, 'owner');
    expectOwnNumbersOnly(bens, 'counterpart');

    const once = await ok<TableResponse>(
      call('PUT', `/api/cases/${t.caseId}/improvement`, t.owner.cookie, { accept: true }),
    );
    expect(once.improvement?.youAccepted).toBe(true);
    expect(once.agreement?.optionIds).toEqual([t.b, t.y]);
    // The other side never learns the answer before it matters.
    expect((await read(ben.cookie, t)).improvement?.youAccepted).toBeNull();
    expect((await read(ben.cookie, t)).agreement?.optionIds).toEqual([t.b, t.y]);

    const both = await ok<TableResponse>(
      call('PUT', `/api/cases/${t.caseId}/improvement`, ben.cookie, { accept: true }),
    );
    expect(both.agreement).toEqual({ optionIds: [t.a, t.x], yourTotal: 192, source: 'improvement' });
    expect(both.improvement).toBeNull();
    expect((await read(t.owner.cookie, t)).agreement).toEqual({
      optionIds: [t.a, t.x],
      yourTotal: 230,
      source: 'improvement',
    });
    const history = await ok<ActivityPageResponse>(
      call('GET', `/api/cases/${t.caseId}/activity`, t.owner.cookie),
    );
    expect(history.items[0]!.summary).toBe('Both sides took the better deal: it is the agreement now');
  });

  it('improves a typed-in agreement too; a decline keeps the agreement and is not offered again', async () => {
    const t = await table();
    const ben = t.counterpart!;
    for (const [issueId, optionId] of [
      [t.rentId, t.b],
      [t.termId, t.y],
    ]) {
      await ok(
        call('POST', `/api/cases/${t.caseId}/final-agreements`, t.owner.cookie, { issueId, optionId }),
      );
    }
    const typed = await read(ben.cookie, t);
    expect(typed.agreement).toEqual({ optionIds: [t.b, t.y], yourTotal: 163, source: 'typed' });
    expect(typed.improvement?.optionIds).toEqual([t.a, t.x]);
    await ok(call('PUT', `/api/cases/${t.caseId}/improvement`, ben.cookie, { accept: false }));
    for (const who of [t.owner, ben]) {
      const now = await read(who.cookie, t);
      expect(now.agreement?.optionIds).toEqual([t.b, t.y]);
      expect(now.improvement).toBeNull();
    }
    const before = await snapshot(t.caseId);
    await refused(
      call('PUT', `/api/cases/${t.caseId}/improvement`, t.owner.cookie, { accept: true }),
      409,
      'CONFLICT',
    );
    expect(await snapshot(t.caseId)).toBe(before);
  });

  it('claims no better deal without both sides’ points', async () => {
    const t = await table();
    const ben = t.counterpart!;
    await ok(
      call('PUT', `/api/cases/${t.caseId}/points`, ben.cookie, {
        partyId: t.counterpartParty,
        scores: [t.a, t.b, t.c].map((optionId) => ({ issueId: t.rentId, optionId, points: null })),
      }),
    );
    // With Rent at 0 for them, by (210, 13) would be beaten for both by ax (230, 171): but they gave no Rent points.
    for (const [issueId, optionId] of [
      [t.rentId, t.b],
      [t.termId, t.y],
    ]) {
      await ok(
        call('POST', `/api/cases/${t.caseId}/final-agreements`, t.owner.cookie, { issueId, optionId }),
      );
    }
    expect((await read(t.owner.cookie, t)).improvement).toBeNull();
  });

  it('answers 409 NO_COUNTERPART to the table’s changes without a counterpart, and counterpart null', async () => {
    const t = await table(false);
    const own = await offer(t.owner.cookie, t, [t.a, t.x]);
    const empty = await read(t.owner.cookie, t);
    expect(empty).toMatchObject({
      counterpart: null,
      side: null,
      proposals: [],
      improvement: null,
      ended: false,
    });
    const before = await snapshot(t.caseId);
    for (const [method, path, body] of [
      ['PUT', 'ready', { ready: true }],
      ['POST', 'proposals', undefined],
      ['PUT', 'acceptances', { proposalIds: [], offerIds: [] }],
      ['POST', `offers/${own.id}/accept`, undefined],
      ['PUT', 'improvement', { accept: true }],
    ] as const) {
      await refused(
        call(method, `/api/cases/${t.caseId}/${path}`, t.owner.cookie, body),
        409,
        'NO_COUNTERPART',
      );
    }
    expect(await snapshot(t.caseId)).toBe(before);
  });

  it('shows an ended table to the counterpart as the agreement and the offers only; changes answer no more', async () => {
    const t = await table();
    const ben = t.counterpart!;
    await bothReady(t);
    await ok(propose(t.owner.cookie, t), 201);
    // The owner's side's private words: an offer's note and their alternative, never the counterpart's to read.
    const OWNER_NOTE = 'Ana-private-note-zq81';
    const OWNER_ALTERNATIVE = 'Ana-private-alternative-zq82';
    await ok(
      call('POST', `/api/cases/${t.caseId}/offers`, t.owner.cookie, {
        by: 'user',
        optionIds: [t.a, t.y],
        note: OWNER_NOTE,
      }),
      201,
    );
    await ok(
      call('PUT', `/api/parties/${t.ownerParty}`, t.owner.cookie, {
        reservationValue: OWNER_WALK_AWAY,
        alternative: OWNER_ALTERNATIVE,
      }),
    );
    const theirs = await offer(ben.cookie, t, [t.b, t.y]);
    await ok(call('POST', `/api/cases/${t.caseId}/offers/${theirs.id}/accept`, t.owner.cookie));
    await ok(call('DELETE', `/api/cases/${t.caseId}/counterpart`, t.owner.cookie), 204);
    const ended = await read(ben.cookie, t);
    // What the ended counterpart's page needs, as they cannot read the case: the shared issues and options by
    // name, in the order of every optionIds.
    expect(ended.issues).toEqual([
      {
        id: t.rentId,
        name: 'Rent',
        options: [
          { id: t.a, name: 'a' },
          { id: t.b, name: 'b' },
          { id: t.c, name: 'c' },
        ],
      },
      {
        id: t.termId,
        name: 'Term',
        options: [
          { id: t.x, name: 'x' },
          { id: t.y, name: 'y' },
        ],
      },
    ]);
    expect(Object.keys(ended).sort()).toEqual(
      [
        'agreement',
        'counterpart',
        'ended',
        'improvement',
        'issues',
        'offers',
        'proposals',
        'ready',
        'side',
      ].sort(),
    );
    const text = JSON.stringify(ended);
    for (const secret of [
      OWNER_NOTE,
      OWNER_ALTERNATIVE,
      'note',
      'alternative',
      'reservationValue',
      'points',
    ]) {
      expect(text).not.toContain(secret);
    }
    expect(ended).toMatchObject({
      counterpart: { name: 'Ben' },
      side: 'counterpart',
      ended: true,
      proposals: [],
      improvement: null,
      ready: { you: { ready: false }, them: { ready: false } },
      agreement: { optionIds: [t.b, t.y], yourTotal: 163, source: 'offer' },
    });
    // Both offers, each with the counterpart's own total (ay is 34 for them, by 163).
    expect(ended.offers.map((o) => [o.by, o.optionIds, o.yourTotal])).toEqual([
      ['them', [t.a, t.y], 34],
      ['you', [t.b, t.y], 163],
    ]);
    expect(ended.offers.at(-1)!.id).toBe(theirs.id);
    expectOwnNumbersOnly(ended, 'counterpart');
    // The ended counterpart changes nothing (their case answers 404 but for reading the table) ...
    await refused(
      call('PUT', `/api/cases/${t.caseId}/ready`, ben.cookie, { ready: true }),
      404,
      'CASE_NOT_FOUND',
    );
    // ... and the owner's side is told the table has ended.
    const body = await refused(
      call('PUT', `/api/cases/${t.caseId}/ready`, t.owner.cookie, { ready: true }),
      409,
      'NO_COUNTERPART',
    );
    expect(body.message).toBe(TableMessages.tableEnded);
    expect((await read(t.owner.cookie, t)).ended).toBe(true);
  });

  it('forgets the table’s rows of a counterpart who leaves asking for their data to be deleted', async () => {
    const t = await table();
    const ben = t.counterpart!;
    await bothReady(t);
    const [first] = (await ok<ProposalsResponse>(propose(t.owner.cookie, t), 201)).proposals;
    await marks(ben.cookie, t, [first!.id]);
    await marks(t.owner.cookie, t, [], []);
    const count = async () =>
      (
        (await db.query(
          `SELECT (SELECT count(*) FROM table_readiness WHERE case_id = $1 AND side = 'counterpart')::int AS ready,
                  (SELECT count(*) FROM table_marks WHERE case_id = $1)::int AS marks,
                  (SELECT count(*) FROM proposal_sets WHERE case_id = $1)::int AS sets`,
          [t.caseId],
        )) as Array<Record<string, number>>
      )[0];
    expect(await count()).toEqual({ ready: 1, marks: 2, sets: 1 });
    await ok(call('DELETE', `/api/cases/${t.caseId}/counterpart?deleteMyData=true`, ben.cookie), 204);
    expect(await count()).toEqual({ ready: 0, marks: 0, sets: 0 });
    expect(await read(t.owner.cookie, t)).toMatchObject({ counterpart: null, side: null, proposals: [] });
  });

  it('answers a stranger 404 on every table route, and changes nothing', async () => {
    const t = await table();
    const stranger = await person('Eve');
    const before = await snapshot(t.caseId);
    for (const [method, path, body] of [
      ['GET', 'table', undefined],
      ['PUT', 'ready', { ready: true }],
      ['POST', 'proposals', undefined],
      ['PUT', 'acceptances', { proposalIds: [], offerIds: [] }],
      ['POST', 'offers/1/accept', undefined],
      ['PUT', 'improvement', { accept: true }],
    ] as const) {
      await refused(
        call(method, `/api/cases/${t.caseId}/${path}`, stranger.cookie, body),
        404,
        'CASE_NOT_FOUND',
      );
    }
    expect(await snapshot(t.caseId)).toBe(before);
  });

  it('refuses bodies that are not strictly what the route takes', async () => {
    const t = await table();
    const before = await snapshot(t.caseId);
    for (const body of [{}, { ready: 'true' }, { ready: 1 }, { ready: true, side: 'owner' }]) {
      await refused(
        call('PUT', `/api/cases/${t.caseId}/ready`, t.owner.cookie, body),
        400,
        'VALIDATION_FAILED',
      );
    }
    for (const body of [{}, { accept: 'yes' }, { accept: null }]) {
      await refused(
        call('PUT', `/api/cases/${t.caseId}/improvement`, t.owner.cookie, body),
        400,
        'VALIDATION_FAILED',
      );
    }
    expect(await snapshot(t.caseId)).toBe(before);
  });
});
