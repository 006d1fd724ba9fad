import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ActivityPageResponse,
  ApiErrorBody,
  CaseDetailResponse,
  CaseMembersResponse,
  CaseResponse,
  CreatedShareLinkResponse,
  OfferResponse,
  OffersPageResponse,
  RehearsalResponse,
  SuggestionResponse,
  SuggestionsResponse,
} from '@parley/contracts';
import { Messages, TABLE_LIMITS } from '@parley/contracts';
import { apiCaller } from './support/api-client.js';
import type { ApiCall } from './support/api-client.js';
import { openEventStream } from './support/event-stream.js';
import { json } from './support/json.js';
import { requireRealPostgres } from './support/real-postgres.js';
import { signIn } from './support/sign-in.js';
import { startTestApp } from './support/test-app.js';
import type { TestApp } from './support/test-app.js';

/**
 * Issue 36, the other side joins: the counterpart link's rules, each side's perspective, offers in the
 * reader's frame with notes kept to their author's side, suggestions, options named by offers, leaving and the
 * ended table, the dashboard's "with", and private changes kept to their side's history and streams.
 */
describe.runIf(requireRealPostgres('counterpart'))('the other side joins', () => {
  let sut: TestApp;
  let call: ApiCall;
  let db: DataSource;
  let people = 0;

  beforeAll(async () => {
    sut = await startTestApp({
      OFFER_RATE_LIMIT: '100000',
      REHEARSAL_RATE_LIMIT: '100000',
      SHARE_LINK_RATE_LIMIT: '100000',
      LINK_FAILURE_LIMIT: '100000',
      ACCESS_CACHE_TTL: '0',
    });
    call = apiCaller(sut.baseUrl);
    db = sut.app.get(DataSource);
  }, 60_000);

  afterAll(async () => {
    await sut?.close();
  });

  async function person(name: string) {
    const email = `${name.toLowerCase()}-cp-${++people}@example.com`;
    const { cookie } = await signIn(sut.baseUrl, email, name);
    const { id } = await json<{ id: number }>(call('GET', '/api/auth/user', cookie));
    return { cookie, id, email };
  }

  async function expectError(response: Promise<Response>, status: number, code: string) {
    const r = await response;
    const body = await json<ApiErrorBody>(r);
    expect({ status: r.status, code: body.code }).toEqual({ status, code });
    return body;
  }

  /** A lease of the owner's (Rent: Low, High; Term: Short, Long), its parties renamed, some points entered. */
  async function lease(owner: string) {
    const created = await json<CaseResponse>(call('POST', '/api/cases', owner, { name: 'Lease' }));
    const caseId = created.id;
    for (const [name, options] of [
      ['Rent', ['Low', 'High']],
      ['Term', ['Short', 'Long']],
    ] as const) {
      const r = await call('POST', `/api/cases/${caseId}/issues`, owner, {
        name,
        options: options.map((o) => ({ name: o })),
      });
      expect(r.status).toBe(201);
    }
    const detail = await json<CaseDetailResponse>(call('GET', `/api/cases/${caseId}`, owner));
    const user = detail.parties.find((p) => p.type === 'user')!;
    const opponent = detail.parties.find((p) => p.type === 'opponent')!;
    await db.query(`UPDATE parties SET name = 'Tenant' WHERE id = $1`, [user.id]);
    await db.query(`UPDATE parties SET name = 'Landlord' WHERE id = $1`, [opponent.id]);
    const issues = detail.issues.map((issue) => ({ id: issue.id, options: issue.options.map((o) => o.id) }));
    // The owner's points: Low rent 80, High 20; Short 30, Long 70. Their guess of the landlord's: the reverse.
    const scores = (party: number, values: number[][]) =>
      call('PUT', `/api/cases/${caseId}/points`, owner, {
        partyId: party,
        scores: issues.flatMap((issue, i) =>
          issue.options.map((optionId, k) => ({ issueId: issue.id, optionId, points: values[i]![k]! })),
        ),
      });
    expect(
      (
        await scores(user.id, [
          [80, 20],
          [30, 70],
        ])
      ).status,
    ).toBe(200);
    expect(
      (
        await scores(opponent.id, [
          [20, 80],
          [70, 30],
        ])
      ).status,
    ).toBe(200);
    return { caseId, issues, ownerParties: { user: user.id, opponent: opponent.id } };
  }

  async function link(owner: string, caseId: number, body: Record<string, unknown>) {
    const response = await call('POST', `/api/cases/${caseId}/share-links`, owner, body);
    expect(response.status).toBe(201);
    const created = await json<CreatedShareLinkResponse>(response);
    return { ...created, token: created.url.split('/').at(-1)! };
  }

  /** A lease with Carl at the table as the other side. */
  async function joined() {
    const owner = await person('Olivia');
    const carl = await person('Carl');
    const f = await lease(owner.cookie);
    const invitation = await link(owner.cookie, f.caseId, { role: 'counterpart' });
    const accepted = await call('POST', `/api/share-links/${invitation.token}/accept`, carl.cookie);
    expect(accepted.status).toBe(200);
    expect(await json(accepted)).toEqual({ caseId: f.caseId, role: 'counterpart' });
    const detail = await json<CaseDetailResponse>(call('GET', `/api/cases/${f.caseId}`, carl.cookie));
    const cp = {
      user: detail.parties.find((p) => p.type === 'user')!.id,
      opponent: detail.parties.find((p) => p.type === 'opponent')!.id,
    };
    return { ...f, owner, carl, cp, invitation };
  }

  describe('the counterpart link', () => {
    it('is one use, at most one per case, made by the owner only', async () => {
      const owner = await person('Olivia');
      const editor = await person('Eddie');
      const f = await lease(owner.cookie);
      await db.query(`INSERT INTO case_members (case_id, user_id, role) VALUES ($1, $2, 'editor')`, [
        f.caseId,
        editor.id,
      ]);
      await expectError(
        call('POST', `/api/cases/${f.caseId}/share-links`, editor.cookie, { role: 'counterpart' }),
        403,
        'OWNER_ONLY',
      );
      const first = await link(owner.cookie, f.caseId, { role: 'counterpart', maxUses: 5 });
      expect(first).toMatchObject({ role: 'counterpart', maxUses: 1 });
      // An open invitation is the other side's place already.
      await expectError(
        call('POST', `/api/cases/${f.caseId}/share-links`, owner.cookie, { role: 'counterpart' }),
        409,
        'COUNTERPART_EXISTS',
      );
      // Nobody of the owner's side becomes the other side: the owner, an editor.
      const own = await expectError(
        call('POST', `/api/share-links/${first.token}/accept`, owner.cookie),
        409,
        'CONFLICT',
      );
      expect(own.message).toBe(Messages.ownCounterpartLink);
      const member = await expectError(
        call('POST', `/api/share-links/${first.token}/accept`, editor.cookie),
        409,
        'CONFLICT',
      );
      expect(member.message).toBe(Messages.alreadyMemberNotCounterpart);
      const carl = await person('Carl');
      expect((await call('POST', `/api/share-links/${first.token}/accept`, carl.cookie)).status).toBe(200);
      // Accepting again is no second use; the next person is told the place is taken.
      expect(await json(call('POST', `/api/share-links/${first.token}/accept`, carl.cookie))).toEqual({
        caseId: f.caseId,
        role: 'counterpart',
      });
      const dora = await person('Dora');
      await expectError(
        call('POST', `/api/share-links/${first.token}/accept`, dora.cookie),
        409,
        'COUNTERPART_EXISTS',
      );
      // With a counterpart at the table, no second invitation.
      await expectError(
        call('POST', `/api/cases/${f.caseId}/share-links`, owner.cookie, { role: 'counterpart' }),
        409,
        'COUNTERPART_EXISTS',
      );
      // The counterpart cannot become a member of the owner's side through another link either.
      const viewerLink = await link(owner.cookie, f.caseId, { role: 'editor' });
      await expectError(
        call('POST', `/api/share-links/${viewerLink.token}/accept`, carl.cookie),
        409,
        'CONFLICT',
      );
      const counted = (await db.query(
        `SELECT count(*)::int AS members FROM case_members WHERE case_id = $1 AND role = 'counterpart'`,
        [f.caseId],
      )) as Array<{ members: number }>;
      expect(counted[0]!.members).toBe(1);
    });

    it('refuses a second counterpart even when a second open link was made behind the API’s back', async () => {
      const { caseId, owner } = await joined();
      // A link row written directly: the accept still finds the counterpart and refuses.
      const extra = await link(owner.cookie, caseId, { role: 'viewer' });
      await db.query(`UPDATE share_links SET role = 'counterpart' WHERE id = $1`, [extra.id]);
      const dora = await person('Dora');
      await expectError(
        call('POST', `/api/share-links/${extra.token}/accept`, dora.cookie),
        409,
        'COUNTERPART_EXISTS',
      );
    });

    it('needs no plan: a counterpart whose trial ended reads and works on their own side', async () => {
      const { caseId, carl, cp, issues } = await joined();
      await db.query(`UPDATE subscriptions SET trial_ends_at = now() - interval '1 day' WHERE user_id = $1`, [
        carl.id,
      ]);
      expect((await call('GET', `/api/cases/${caseId}`, carl.cookie)).status).toBe(200);
      const saved = await call('PUT', `/api/cases/${caseId}/points`, carl.cookie, {
        partyId: cp.user,
        scores: [{ issueId: issues[0]!.id, optionId: issues[0]!.options[1], points: 90 }],
      });
      expect(saved.status).toBe(200);
      expect(
        (await call('PUT', `/api/parties/${cp.user}`, carl.cookie, { reservationValue: 50 })).status,
      ).toBe(200);
      const listed = await json<CaseResponse[]>(call('GET', '/api/cases', carl.cookie));
      expect(listed.map((c) => c.id)).toContain(caseId);
    });
  });

  describe('each side’s perspective', () => {
    it('names the owner by their own name on the counterpart’s side when the owner’s side is the default “You”', async () => {
      const owner = await person('Olivia');
      const carl = await person('Carl');
      const created = await json<{ id: number }>(
        call('POST', '/api/cases', owner.cookie, { name: 'A blank case' }),
      );
      const invitation = await link(owner.cookie, created.id, { role: 'counterpart' });
      expect((await call('POST', `/api/share-links/${invitation.token}/accept`, carl.cookie)).status).toBe(
        200,
      );
      const theirs = await json<CaseDetailResponse>(call('GET', `/api/cases/${created.id}`, carl.cookie));
      expect(theirs.parties.map((p) => ({ type: p.type, name: p.name }))).toEqual([
        { type: 'user', name: 'Opponent' },
        { type: 'opponent', name: 'Olivia' },
      ]);
    });

    it('gives the counterpart their own two parties, named from their side, with no points copied', async () => {
      const { caseId, owner, carl, cp, ownerParties } = await joined();
      const theirs = await json<CaseDetailResponse>(call('GET', `/api/cases/${caseId}`, carl.cookie));
      expect(theirs.role).toBe('counterpart');
      expect(
        theirs.parties.map((p) => ({ type: p.type, name: p.name, walkAway: p.reservationValue })),
      ).toEqual([
        { type: 'user', name: 'Landlord', walkAway: null },
        { type: 'opponent', name: 'Tenant', walkAway: null },
      ]);
      expect(theirs.scores).toEqual([]);
      // Their case file and report are read from their side too: their parties, no goal or description of the owner's.
      const file = await json<{
        case: { goal: string | null; description: string | null };
        parties: { user: { name: string }; opponent: { name: string } };
      }>(call('GET', `/api/cases/${caseId}/export.json`, carl.cookie));
      expect(file.parties.user.name).toBe('Landlord');
      expect(file.parties.opponent.name).toBe('Tenant');
      expect(file.case).toMatchObject({ goal: null, description: null });
      expect([cp.user, cp.opponent]).not.toContain(ownerParties.user);
      // The owner's screen is as it was: their two parties and their points.
      const mine = await json<CaseDetailResponse>(call('GET', `/api/cases/${caseId}`, owner.cookie));
      expect(mine.parties.map((p) => p.id)).toEqual([ownerParties.user, ownerParties.opponent]);
      expect(mine.scores).toHaveLength(8);
      // The other side's parties are not found, as a stranger's are not.
      for (const [who, party] of [
        [carl.cookie, ownerParties.user],
        [owner.cookie, cp.user],
      ] as const) {
        await expectError(call('GET', `/api/parties/${party}/answers`, who), 404, 'PARTY_NOT_FOUND');
        await expectError(
          call('PUT', `/api/parties/${party}`, who, { reservationValue: 1 }),
          404,
          'PARTY_NOT_FOUND',
        );
      }
    });

    it('reads offers in the reader’s frame, each scored with the reader’s own points, the note its author’s only', async () => {
      const { caseId, owner, carl, cp, issues } = await joined();
      // Carl's points: High rent 90, Low 10; Long 40, Short 60.
      expect(
        (
          await call('PUT', `/api/cases/${caseId}/points`, carl.cookie, {
            partyId: cp.user,
            scores: [
              { issueId: issues[0]!.id, optionId: issues[0]!.options[0], points: 10 },
              { issueId: issues[0]!.id, optionId: issues[0]!.options[1], points: 90 },
              { issueId: issues[1]!.id, optionId: issues[1]!.options[0], points: 60 },
              { issueId: issues[1]!.id, optionId: issues[1]!.options[1], points: 40 },
            ],
          })
        ).status,
      ).toBe(200);
      const mine = await call('POST', `/api/cases/${caseId}/offers`, owner.cookie, {
        by: 'user',
        optionIds: [issues[0]!.options[0], issues[1]!.options[1]],
        note: 'Low rent, long term: my first ask',
      });
      expect(mine.status).toBe(201);
      const made = await json<OfferResponse>(mine);
      expect(made).toMatchObject({ by: 'user', userTotal: 150, note: 'Low rent, long term: my first ask' });
      const theirs = await call('POST', `/api/cases/${caseId}/offers`, carl.cookie, {
        by: 'user',
        optionIds: [issues[0]!.options[1], issues[1]!.options[0]],
        note: 'Carl’s own reminder',
      });
      expect(theirs.status).toBe(201);
      expect(await json<OfferResponse>(theirs)).toMatchObject({ by: 'user', userTotal: 150 });

      const read = async (cookie: string) =>
        (await json<OffersPageResponse>(call('GET', `/api/cases/${caseId}/offers`, cookie))).offers.map(
          (o) => ({
            by: o.by,
            userTotal: o.userTotal,
            note: o.note,
          }),
        );
      // Newest first. The owner: Carl's offer is the other side's, worth 50 to them (High 20 + Short 30).
      expect(await read(owner.cookie)).toEqual([
        { by: 'opponent', userTotal: 50, note: null },
        { by: 'user', userTotal: 150, note: 'Low rent, long term: my first ask' },
      ]);
      // Carl: his own offer is `user`, the owner's is the other side's, worth 50 to him (Low 10 + Long 40).
      expect(await read(carl.cookie)).toEqual([
        { by: 'user', userTotal: 150, note: 'Carl’s own reminder' },
        { by: 'opponent', userTotal: 50, note: null },
      ]);
      // Stored in the owner's frame, with the side that recorded each.
      const stored = (await db.query(`SELECT "by", author_side FROM offers WHERE case_id = $1 ORDER BY id`, [
        caseId,
      ])) as Array<{ by: string; author_side: string }>;
      expect(stored).toEqual([
        { by: 'user', author_side: 'owner' },
        { by: 'opponent', author_side: 'counterpart' },
      ]);
      // Carl's plan reads the owner's offer as theirs.
      const next = await json<{ lastReceived: { offerId: number } | null }>(
        call('GET', `/api/cases/${caseId}/next-offer`, carl.cookie),
      );
      expect(next.lastReceived?.offerId).toBe(made.id);
    });

    it('lets each side record only its own offers while the counterpart is at the table', async () => {
      const { caseId, owner, carl, issues } = await joined();
      const body = { by: 'opponent', optionIds: [issues[0]!.options[0], issues[1]!.options[0]] };
      for (const who of [owner.cookie, carl.cookie]) {
        const refused = await expectError(
          call('POST', `/api/cases/${caseId}/offers`, who, body),
          403,
          'OTHER_SIDES_OFFER',
        );
        expect(refused.message).toBe(Messages.otherSidesOffer);
      }
      const mine = await json<OfferResponse>(
        call('POST', `/api/cases/${caseId}/offers`, owner.cookie, { ...body, by: 'user' }),
      );
      await expectError(call('DELETE', `/api/offers/${mine.id}`, carl.cookie), 403, 'OTHER_SIDES_OFFER');
      expect((await call('DELETE', `/api/offers/${mine.id}`, owner.cookie)).status).toBe(204);
      const left = (await db.query(`SELECT count(*)::int AS n FROM offers WHERE case_id = $1`, [
        caseId,
      ])) as Array<{
        n: number;
      }>;
      expect(left[0]!.n).toBe(0);
    });

    it('keeps each side’s rehearsals, plan and history to that side', async () => {
      const { caseId, owner, carl, cp, ownerParties } = await joined();
      const rehearsal = await json<RehearsalResponse>(
        call('POST', `/api/cases/${caseId}/rehearsals`, owner.cookie, {
          style: 'steady',
          rounds: 3,
          seed: 1,
        }),
      );
      await expectError(
        call('GET', `/api/rehearsals/${rehearsal.id}`, carl.cookie),
        404,
        'REHEARSAL_NOT_FOUND',
      );
      expect(await json(call('GET', `/api/cases/${caseId}/rehearsals`, carl.cookie))).toEqual([]);
      expect(
        (await call('PUT', `/api/cases/${caseId}/plan-settings`, owner.cookie, { pace: 'steady', rounds: 8 }))
          .status,
      ).toBe(200);
      expect(
        (await call('PUT', `/api/cases/${caseId}/plan-settings`, carl.cookie, { pace: 'tough', rounds: 3 }))
          .status,
      ).toBe(200);
      const plan = async (cookie: string) =>
        json<{ pace: string; rounds: number }>(call('GET', `/api/cases/${caseId}/next-offer`, cookie));
      expect(await plan(owner.cookie)).toMatchObject({ pace: 'steady', rounds: 8 });
      expect(await plan(carl.cookie)).toMatchObject({ pace: 'tough', rounds: 3 });
      // Two plans, two rows: the keys of their stamps differ, so a stale If-Match of one never conflicts with the other.
      const states = (await db.query(`SELECT side FROM negotiation_states WHERE case_id = $1 ORDER BY side`, [
        caseId,
      ])) as Array<{ side: string }>;
      expect(states.map((s) => s.side)).toEqual(['counterpart', 'owner']);
      expect(
        (await call('PUT', `/api/parties/${ownerParties.user}`, owner.cookie, { reservationValue: 60 }))
          .status,
      ).toBe(200);
      expect(
        (await call('PUT', `/api/parties/${cp.user}`, carl.cookie, { reservationValue: 0 })).status,
      ).toBe(200);
      const lines = async (cookie: string) =>
        (await json<ActivityPageResponse>(call('GET', `/api/cases/${caseId}/activity`, cookie))).items.map(
          (i) => i.summary,
        );
      const ownerLines = await lines(owner.cookie);
      const carlLines = await lines(carl.cookie);
      expect(ownerLines).toContain('Olivia set the walk-away to 60');
      expect(ownerLines).toContain('Olivia started a rehearsal');
      expect(ownerLines).not.toContain('Carl set the walk-away to 0');
      expect(carlLines).toContain('Carl set the walk-away to 0');
      expect(carlLines.filter((l) => l.startsWith('Olivia') && !l.includes('issue'))).toEqual([]);
      // Shared lines reach both: Carl joining.
      expect(ownerLines).toContain('Carl joined as the other side');
      expect(carlLines).toContain('Carl joined as the other side');
    });

    it('sends a private change to its own side’s streams only; the other side sees the version move', async () => {
      const { caseId, owner, carl, ownerParties, issues } = await joined();
      const olivias = await openEventStream(sut.baseUrl, caseId, owner.cookie);
      const carls = await openEventStream(sut.baseUrl, caseId, carl.cookie);
      try {
        const walkAway = await call('PUT', `/api/parties/${ownerParties.user}`, owner.cookie, {
          reservationValue: 70,
        });
        const privateVersion = Number(walkAway.headers.get('etag')!.replaceAll('"', ''));
        await olivias.next((e) => e.version === privateVersion);
        const shared = await call('PUT', `/api/issues/${issues[0]!.id}`, owner.cookie, {
          description: 'Monthly',
        });
        const sharedVersion = Number(shared.headers.get('etag')!.replaceAll('"', ''));
        await carls.next((e) => e.version === sharedVersion);
        expect(carls.events.map((e) => e.version)).not.toContain(privateVersion);
        expect(sharedVersion).toBeGreaterThan(privateVersion);
      } finally {
        olivias.close();
        carls.close();
      }
    });
  });

  describe('the members and the dashboard', () => {
    it('names the other person on each side’s dashboard, and tells the counterpart of the owner and themselves only', async () => {
      const { caseId, owner, carl } = await joined();
      const viewer = await person('Vera');
      await db.query(`INSERT INTO case_members (case_id, user_id, role) VALUES ($1, $2, 'viewer')`, [
        caseId,
        viewer.id,
      ]);
      const listed = async (cookie: string) =>
        (await json<CaseResponse[]>(call('GET', '/api/cases', cookie))).find((c) => c.id === caseId);
      expect(await listed(owner.cookie)).toMatchObject({ role: 'owner', withName: 'Carl' });
      expect(await listed(viewer.cookie)).toMatchObject({ role: 'viewer', withName: 'Carl' });
      expect(await listed(carl.cookie)).toMatchObject({
        role: 'counterpart',
        withName: 'Olivia',
        ownerName: 'Olivia',
      });
      const members = async (cookie: string) =>
        (await json<CaseMembersResponse>(call('GET', `/api/cases/${caseId}/members`, cookie))).members.map(
          (m) => `${m.name}:${m.role}`,
        );
      expect(await members(owner.cookie)).toEqual(['Olivia:owner', 'Carl:counterpart', 'Vera:viewer']);
      expect(await members(carl.cookie)).toEqual(['Olivia:owner', 'Carl:counterpart']);
      // Without a counterpart, nobody is named.
      const alone = await lease(owner.cookie);
      expect(await json<CaseResponse[]>(call('GET', '/api/cases', owner.cookie))).toContainEqual(
        expect.objectContaining({ id: alone.caseId, withName: null }),
      );
      // The counterpart's role is not the owner's to change.
      await expectError(
        call('PATCH', `/api/cases/${caseId}/members/${carl.id}`, owner.cookie, { role: 'editor' }),
        409,
        'CONFLICT',
      );
    });

    it('refuses the counterpart what the owner’s side keeps: issues, options, the agreement, the case', async () => {
      const { caseId, carl, issues } = await joined();
      const tries: Array<[string, string, unknown]> = [
        ['POST', `/api/cases/${caseId}/issues`, { name: 'Parking', options: [{ name: 'One' }] }],
        ['PUT', `/api/issues/${issues[0]!.id}`, { name: 'Pay' }],
        ['DELETE', `/api/options/${issues[0]!.options[0]}`, undefined],
        [
          'POST',
          `/api/cases/${caseId}/final-agreements`,
          { issueId: issues[0]!.id, optionId: issues[0]!.options[0] },
        ],
        ['PUT', `/api/cases/${caseId}`, { name: 'Mine now' }],
        ['POST', `/api/cases/${caseId}/share-links`, { role: 'viewer' }],
      ];
      for (const [method, path, body] of tries) {
        const refused = await expectError(call(method, path, carl.cookie, body), 403, 'OWNER_ONLY');
        expect([Messages.counterpartCannotChange, Messages.ownerOnly]).toContain(refused.message);
      }
    });
  });

  describe('suggestions', () => {
    it('come from the counterpart and join the case when the owner’s side accepts them', async () => {
      const { caseId, owner, carl, issues } = await joined();
      await expectError(
        call('POST', `/api/cases/${caseId}/suggestions`, owner.cookie, { kind: 'issue', name: 'Parking' }),
        403,
        'FORBIDDEN',
      );
      await expectError(
        call('POST', `/api/cases/${caseId}/suggestions`, carl.cookie, { kind: 'option', name: 'Medium' }),
        400,
        'VALIDATION_FAILED',
      );
      await expectError(
        call('POST', `/api/cases/${caseId}/suggestions`, carl.cookie, { kind: 'issue', name: '  ' }),
        400,
        'VALIDATION_FAILED',
      );
      await expectError(
        call('POST', `/api/cases/${caseId}/suggestions`, carl.cookie, { kind: 'issue', name: 'X', extra: 1 }),
        400,
        'VALIDATION_FAILED',
      );
      const issue = await json<SuggestionResponse>(
        call('POST', `/api/cases/${caseId}/suggestions`, carl.cookie, {
          kind: 'issue',
          name: 'Parking',
          options: ['None', 'One space'],
        }),
      );
      expect(issue).toMatchObject({
        kind: 'issue',
        name: 'Parking',
        by: 'you',
        state: 'open',
        options: ['None', 'One space'],
      });
      const option = await json<SuggestionResponse>(
        call('POST', `/api/cases/${caseId}/suggestions`, carl.cookie, {
          kind: 'option',
          name: 'Medium',
          issueId: issues[0]!.id,
        }),
      );
      const listed = await json<SuggestionsResponse>(
        call('GET', `/api/cases/${caseId}/suggestions`, owner.cookie),
      );
      expect(listed.suggestions.map((s) => [s.name, s.by])).toEqual([
        ['Medium', 'them'],
        ['Parking', 'them'],
      ]);
      await expectError(
        call('PUT', `/api/suggestions/${issue.id}`, carl.cookie, { accept: true }),
        403,
        'OWNER_ONLY',
      );
      const accepted = await json<SuggestionResponse>(
        call('PUT', `/api/suggestions/${issue.id}`, owner.cookie, { accept: true }),
      );
      expect(accepted.state).toBe('accepted');
      await expectError(
        call('PUT', `/api/suggestions/${issue.id}`, owner.cookie, { accept: true }),
        409,
        'CONFLICT',
      );
      expect(
        (
          await json<SuggestionResponse>(
            call('PUT', `/api/suggestions/${option.id}`, owner.cookie, { accept: false }),
          )
        ).state,
      ).toBe('declined');
      const detail = await json<CaseDetailResponse>(call('GET', `/api/cases/${caseId}`, carl.cookie));
      expect(detail.issues.map((i) => [i.name, i.options.map((o) => o.name)])).toEqual([
        ['Rent', ['Low', 'High']],
        ['Term', ['Short', 'Long']],
        ['Parking', ['None', 'One space']],
      ]);
      const history = await json<ActivityPageResponse>(
        call('GET', `/api/cases/${caseId}/activity`, carl.cookie),
      );
      expect(history.items.map((i) => i.summary)).toEqual(
        expect.arrayContaining([
          "Olivia added the issue 'Parking'",
          "Olivia declined the suggestion 'Medium'",
          "Carl suggested the issue 'Parking'",
        ]),
      );
      // A stranger learns nothing of a suggestion.
      const stranger = await person('Sam');
      await expectError(
        call('PUT', `/api/suggestions/${option.id}`, stranger.cookie, { accept: true }),
        404,
        'SUGGESTION_NOT_FOUND',
      );
    });

    it('are bounded: at most the open limit at once', async () => {
      const { caseId, carl } = await joined();
      for (let i = 0; i < TABLE_LIMITS.openSuggestionsMax; i++) {
        const r = await call('POST', `/api/cases/${caseId}/suggestions`, carl.cookie, {
          kind: 'issue',
          name: `Idea ${i}`,
        });
        expect(r.status).toBe(201);
      }
      await expectError(
        call('POST', `/api/cases/${caseId}/suggestions`, carl.cookie, { kind: 'issue', name: 'One more' }),
        409,
        'LIMIT_REACHED',
      );
    });
  });

  it('keeps an option an offer names: 409 OPTION_IN_OFFER, nothing removed', async () => {
    const owner = await person('Olivia');
    const { caseId, issues } = await lease(owner.cookie);
    expect(
      (
        await call('POST', `/api/cases/${caseId}/offers`, owner.cookie, {
          by: 'opponent',
          optionIds: [issues[0]!.options[1], null],
        })
      ).status,
    ).toBe(201);
    await call('POST', `/api/issues/${issues[0]!.id}/options`, owner.cookie, { name: 'Medium' });
    const refused = await expectError(
      call('DELETE', `/api/options/${issues[0]!.options[1]}`, owner.cookie),
      409,
      'OPTION_IN_OFFER',
    );
    expect(refused.message).toBe(Messages.optionInOffer('High'));
    await expectError(call('DELETE', `/api/issues/${issues[0]!.id}`, owner.cookie), 409, 'OPTION_IN_OFFER');
    // An option no offer names still goes.
    expect((await call('DELETE', `/api/options/${issues[0]!.options[0]}`, owner.cookie)).status).toBe(204);
    expect((await call('DELETE', `/api/issues/${issues[1]!.id}`, owner.cookie)).status).toBe(204);
    const detail = await json<CaseDetailResponse>(call('GET', `/api/cases/${caseId}`, owner.cookie));
    expect(detail.issues.map((i) => i.options.map((o) => o.name))).toEqual([['High', 'Medium']]);
  });

  describe('leaving and ending', () => {
    it('lets the counterpart leave keeping their data hidden; a new counterpart never reads it', async () => {
      const { caseId, owner, carl, cp } = await joined();
      const kept0 = await call('PUT', `/api/parties/${cp.user}`, carl.cookie, {
        reservationValue: null,
        alternative: 'CARL-KEPT-ALT',
      });
      expect(kept0.status).toBe(200);
      expect((await call('DELETE', `/api/cases/${caseId}/counterpart`, carl.cookie)).status).toBe(204);
      await expectError(call('GET', `/api/cases/${caseId}`, carl.cookie), 404, 'CASE_NOT_FOUND');
      const kept = (await db.query(
        `SELECT alternative FROM parties WHERE case_id = $1 AND side = 'counterpart'`,
        [caseId],
      )) as Array<{ alternative: string }>;
      expect(kept.map((p) => p.alternative)).toContain('CARL-KEPT-ALT');
      const history = await json<ActivityPageResponse>(
        call('GET', `/api/cases/${caseId}/activity`, owner.cookie),
      );
      expect(history.items[0]!.summary).toBe('Carl left the table');
      await expectError(
        call('DELETE', `/api/cases/${caseId}/counterpart`, owner.cookie),
        404,
        'NO_COUNTERPART',
      );
      // Someone new at the table starts from nothing.
      const next = await link(owner.cookie, caseId, { role: 'counterpart' });
      const dora = await person('Dora');
      expect((await call('POST', `/api/share-links/${next.token}/accept`, dora.cookie)).status).toBe(200);
      const doras = await (await call('GET', `/api/cases/${caseId}`, dora.cookie)).text();
      expect(doras).not.toContain('CARL-KEPT-ALT');
    });

    it('lets the owner end the table: the counterpart then reads nothing but the table', async () => {
      const { caseId, owner, carl } = await joined();
      const editor = await person('Eddie');
      await db.query(`INSERT INTO case_members (case_id, user_id, role) VALUES ($1, $2, 'editor')`, [
        caseId,
        editor.id,
      ]);
      await expectError(call('DELETE', `/api/cases/${caseId}/counterpart`, editor.cookie), 403, 'OWNER_ONLY');
      const stream = await openEventStream(sut.baseUrl, caseId, carl.cookie);
      expect((await call('DELETE', `/api/cases/${caseId}/counterpart`, owner.cookie)).status).toBe(204);
      // Their stream ends with the event that ended the table.
      await stream.ended;
      expect(stream.events.at(-1)).toMatchObject({
        type: 'member_removed',
        subject: { kind: 'member', id: carl.id },
      });
      for (const path of [
        `/api/cases/${caseId}`,
        `/api/cases/${caseId}/offers`,
        `/api/cases/${caseId}/members`,
        `/api/cases/${caseId}/activity`,
        `/api/cases/${caseId}/events`,
        `/api/cases/${caseId}/export.json`,
      ]) {
        expect({ path, status: (await call('GET', path, carl.cookie)).status }).toEqual({
          path,
          status: 404,
        });
      }
      const listed = (await json<CaseResponse[]>(call('GET', '/api/cases', carl.cookie))).find(
        (c) => c.id === caseId,
      );
      expect(listed).toMatchObject({ role: 'counterpart', tableEnded: true });
      await expectError(
        call('DELETE', `/api/cases/${caseId}/counterpart`, owner.cookie),
        404,
        'NO_COUNTERPART',
      );
      // No new invitation while they hold the table's record; once they leave, there can be.
      await expectError(
        call('POST', `/api/cases/${caseId}/share-links`, owner.cookie, { role: 'counterpart' }),
        409,
        'COUNTERPART_EXISTS',
      );
      await expectError(
        call('DELETE', `/api/cases/${caseId}/counterpart?deleteMyData=maybe`, carl.cookie),
        400,
        'VALIDATION_FAILED',
      );
      expect(
        (await call('DELETE', `/api/cases/${caseId}/counterpart?deleteMyData=true`, carl.cookie)).status,
      ).toBe(204);
      expect(
        (await call('POST', `/api/cases/${caseId}/share-links`, owner.cookie, { role: 'counterpart' }))
          .status,
      ).toBe(201);
    });

    it('answers 404 NO_COUNTERPART on a case without one, and a stranger 404 CASE_NOT_FOUND', async () => {
      const owner = await person('Olivia');
      const { caseId } = await lease(owner.cookie);
      await expectError(
        call('DELETE', `/api/cases/${caseId}/counterpart`, owner.cookie),
        404,
        'NO_COUNTERPART',
      );
      const stranger = await person('Sam');
      await expectError(
        call('DELETE', `/api/cases/${caseId}/counterpart`, stranger.cookie),
        404,
        'CASE_NOT_FOUND',
      );
    });
  });
});
