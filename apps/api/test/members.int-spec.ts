import { createHash } from 'node:crypto';
import pg from 'pg';
import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ActivityPageResponse,
  ApiErrorBody,
  CaseDetailResponse,
  CaseEventPayload,
  CaseMembersResponse,
  CaseResponse,
  CreatedShareLinkResponse,
  IssueResponse,
  SavePartyPointsResponse,
  ShareLinkPreviewResponse,
  ShareLinksResponse,
} from '@parley/contracts';
import { apiCaller } from './support/api-client.js';
import { startApiProcess } from './support/api-process.js';
import type { ApiCall } from './support/api-client.js';
import { json } from './support/json.js';
import { MovableClock } from './support/movable-clock.js';
import { requireRealPostgres } from './support/real-postgres.js';
import { signIn } from './support/sign-in.js';
import { startTestApp } from './support/test-app.js';
import type { TestApp } from './support/test-app.js';
import { databaseUrl } from './support/database-url.js';

/** Issue 35: share links, roles, versions (412), the history, the trial limit and the events' payload. */
describe.runIf(requireRealPostgres('members'))('preparing together', () => {
  const clock = new MovableClock();
  let sut: TestApp;
  let call: ApiCall;
  let db: DataSource;
  let people = 0;

  beforeAll(async () => {
    sut = await startTestApp(
      {
        TRIAL_CASE_LIMIT: '2',
        LINK_FAILURE_LIMIT: '3',
        SHARE_LINK_RATE_LIMIT: '5',
        // A plan changed in the database is read at once.
        ACCESS_CACHE_TTL: '0',
      },
      { clock },
    );
    call = apiCaller(sut.baseUrl);
    db = sut.app.get(DataSource);
  }, 60_000);

  afterAll(async () => {
    await sut?.close();
  });

  /** A new person signed in: their cookie and id. */
  async function person(name: string, email = `${name.toLowerCase()}-${++people}@example.com`) {
    const { cookie } = await signIn(sut.baseUrl, email, name);
    const { id } = await json<{ id: number }>(call('GET', '/api/auth/user', cookie));
    return { cookie, id, email };
  }

  /** A case of `owner`'s with one issue, Rent: Low, High. */
  async function lease(owner: string, name = 'Lease') {
    const created = await json<CaseResponse>(call('POST', '/api/cases', owner, { name }));
    const issue = await json<IssueResponse>(
      call('POST', `/api/cases/${created.id}/issues`, owner, {
        name: 'Rent',
        options: [{ name: 'Low' }, { name: 'High' }],
      }),
    );
    const detail = await json<CaseDetailResponse>(call('GET', `/api/cases/${created.id}`, owner));
    return {
      caseId: created.id,
      issue,
      userParty: detail.parties.find((p) => p.type === 'user')!.id,
      opponentParty: detail.parties.find((p) => p.type === 'opponent')!.id,
    };
  }

  async function link(owner: string, caseId: number, body: Record<string, unknown>) {
    const response = await call('POST', `/api/cases/${caseId}/share-links`, owner, body);
    expect(response.status, await response.clone().text()).toBe(201);
    const created = await json<CreatedShareLinkResponse>(response);
    return { ...created, token: created.url.split('/').at(-1)! };
  }

  const accept = (cookie: string, token: string) => call('POST', `/api/share-links/${token}/accept`, cookie);

  async function share(owner: string, caseId: number, member: string, role: 'editor' | 'viewer') {
    const { token } = await link(owner, caseId, { role });
    expect((await accept(member, token)).status).toBe(200);
  }

  describe('share links', () => {
    it('carries 256 random bits in base64url, under APP_URL/join/, and the database keeps only its hash', async () => {
      const ann = await person('Ann');
      const { caseId } = await lease(ann.cookie);
      const first = await link(ann.cookie, caseId, { role: 'viewer' });
      const second = await link(ann.cookie, caseId, { role: 'viewer' });
      expect(first.url).toBe(`${sut.config.appUrl.origin}/join/${first.token}`);
      expect(first.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(first.token, 'base64url')).toHaveLength(32);
      expect(second.token).not.toBe(first.token);
      expect(first).toMatchObject({ role: 'viewer', maxUses: 1 });
      // Seven days by default.
      const days = (Date.parse(first.expiresAt) - clock.now().getTime()) / 86_400_000;
      expect(days).toBeGreaterThan(6.99);
      expect(days).toBeLessThanOrEqual(7);
      const rows = (await db.query(
        'SELECT row_to_json(l)::text AS row FROM share_links l WHERE case_id = $1',
        [caseId],
      )) as Array<{ row: string }>;
      expect(rows).toHaveLength(2);
      for (const { row } of rows) {
        expect(row).not.toContain(first.token);
        expect(row).not.toContain(second.token);
      }
      const hashes = (await db.query('SELECT token_hash FROM share_links WHERE id = $1', [
        first.id,
      ])) as Array<{
        token_hash: string;
      }>;
      expect(hashes[0]!.token_hash).toBe(createHash('sha256').update(first.token).digest('hex'));
      // The owner's list shows the open links without tokens.
      const listed = await json<ShareLinksResponse>(
        call('GET', `/api/cases/${caseId}/share-links`, ann.cookie),
      );
      expect(listed.links.map((l) => l.id).sort()).toEqual([first.id, second.id].sort());
      expect(JSON.stringify(listed)).not.toContain(first.token);
    });

    it('works once: accepting twice makes one member, the next person is told it is used', async () => {
      const ann = await person('Ann');
      const ben = await person('Ben');
      const cat = await person('Cat');
      const { caseId } = await lease(ann.cookie);
      const { token } = await link(ann.cookie, caseId, { role: 'editor' });
      const preview = await json<ShareLinkPreviewResponse>(
        call('GET', `/api/share-links/${token}`, ben.cookie),
      );
      expect(preview).toEqual({ caseName: 'Lease', ownerName: 'Ann', role: 'editor', state: 'open' });
      // The owner accepting changes nothing and uses nothing.
      expect(await json<unknown>(accept(ann.cookie, token))).toEqual({ caseId, role: 'owner' });
      expect(await json<unknown>(accept(ben.cookie, token))).toEqual({ caseId, role: 'editor' });
      expect(await json<unknown>(accept(ben.cookie, token))).toEqual({ caseId, role: 'editor' });
      const members = await json<CaseMembersResponse>(
        call('GET', `/api/cases/${caseId}/members`, ben.cookie),
      );
      expect(members.members).toEqual([
        { userId: ann.id, name: 'Ann', email: ann.email, role: 'owner' },
        { userId: ben.id, name: 'Ben', email: ben.email, role: 'editor' },
      ]);
      const used = await accept(cat.cookie, token);
      expect(used.status).toBe(410);
      expect(await json<ApiErrorBody>(used)).toMatchObject({
        code: 'LINK_USED',
        message: 'This link has already been used. Ask the person who shared it for a new one.',
      });
      expect(
        (await json<ShareLinkPreviewResponse>(call('GET', `/api/share-links/${token}`, cat.cookie))).state,
      ).toBe('used');
      expect((await call('GET', `/api/cases/${caseId}`, cat.cookie)).status).toBe(404);
      // A used-up link is no longer listed as open.
      const listed = await json<ShareLinksResponse>(
        call('GET', `/api/cases/${caseId}/share-links`, ann.cookie),
      );
      expect(listed.links).toEqual([]);
    });

    it('expires after its days (7 by default, at most 30)', async () => {
      const ann = await person('Ann');
      const ben = await person('Ben');
      const { caseId } = await lease(ann.cookie);
      const { token } = await link(ann.cookie, caseId, { role: 'viewer', expiresInDays: 1 });
      const tooLong = await call('POST', `/api/cases/${caseId}/share-links`, ann.cookie, {
        role: 'viewer',
        expiresInDays: 31,
      });
      expect(tooLong.status).toBe(400);
      expect((await json<ApiErrorBody>(tooLong)).fieldErrors).toHaveProperty('expiresInDays');
      clock.travel(1.01);
      try {
        const expired = await accept(ben.cookie, token);
        expect(expired.status).toBe(410);
        expect((await json<ApiErrorBody>(expired)).code).toBe('LINK_EXPIRED');
        expect(
          (await json<ShareLinkPreviewResponse>(call('GET', `/api/share-links/${token}`, ben.cookie))).state,
        ).toBe('expired');
      } finally {
        clock.travel(0);
      }
      expect(
        (await db.query('SELECT count(*)::int AS n FROM case_members WHERE case_id = $1', [caseId]))[0].n,
      ).toBe(0);
    });

    it('can be revoked by the owner only; a revoked link is refused', async () => {
      const ann = await person('Ann');
      const ben = await person('Ben');
      const cat = await person('Cat');
      const { caseId } = await lease(ann.cookie);
      await share(ann.cookie, caseId, ben.cookie, 'editor');
      const { id, token } = await link(ann.cookie, caseId, { role: 'viewer', maxUses: 5 });
      expect((await call('DELETE', `/api/share-links/${id}`, ben.cookie)).status).toBe(404);
      expect((await call('DELETE', `/api/share-links/${id}`, cat.cookie)).status).toBe(404);
      expect((await call('DELETE', `/api/share-links/${id}`, ann.cookie)).status).toBe(204);
      const revoked = await accept(cat.cookie, token);
      expect(revoked.status).toBe(410);
      expect((await json<ApiErrorBody>(revoked)).code).toBe('LINK_REVOKED');
      expect(
        (await json<ShareLinkPreviewResponse>(call('GET', `/api/share-links/${token}`, cat.cookie))).state,
      ).toBe('revoked');
    });

    it('made for one e-mail address, is accepted only by the person signed in with it', async () => {
      const ann = await person('Ann');
      const ben = await person('Ben');
      const cat = await person('Cat');
      const { caseId } = await lease(ann.cookie);
      const { token } = await link(ann.cookie, caseId, { role: 'viewer', email: cat.email.toUpperCase() });
      const wrong = await accept(ben.cookie, token);
      expect(wrong.status).toBe(403);
      const body = await json<ApiErrorBody>(wrong);
      expect(body.code).toBe('LINK_FOR_ANOTHER_EMAIL');
      expect(body.message).not.toContain(cat.email);
      expect(await json<unknown>(accept(cat.cookie, token))).toEqual({ caseId, role: 'viewer' });
    });

    it('answers an unknown token 404 LINK_NOT_FOUND, and holds back a person after too many failed openings', async () => {
      const ann = await person('Ann');
      const eve = await person('Eve');
      const { caseId } = await lease(ann.cookie);
      const { token } = await link(ann.cookie, caseId, { role: 'viewer' });
      const guess = 'A'.repeat(43);
      for (let i = 0; i < 3; i++) {
        const response = await accept(eve.cookie, guess);
        expect(response.status).toBe(404);
        expect((await json<ApiErrorBody>(response)).code).toBe('LINK_NOT_FOUND');
      }
      // LINK_FAILURE_LIMIT is 3 here: a good link waits too.
      const held = await accept(eve.cookie, token);
      expect(held.status).toBe(429);
      expect(Number(held.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await json<ApiErrorBody>(held)).code).toBe('RATE_LIMITED');
      expect((await call('GET', `/api/share-links/${token}`, eve.cookie)).status).toBe(429);
      // Someone else is not held back.
      expect((await accept((await person('Fay')).cookie, token)).status).toBe(200);
    });

    it('limits the links a person creates a minute', async () => {
      const ann = await person('Ann');
      const { caseId } = await lease(ann.cookie);
      for (let i = 0; i < 5; i++) await link(ann.cookie, caseId, { role: 'viewer' });
      const refused = await call('POST', `/api/cases/${caseId}/share-links`, ann.cookie, { role: 'viewer' });
      expect(refused.status).toBe(429);
      expect((await json<ApiErrorBody>(refused)).code).toBe('RATE_LIMITED');
    });
  });

  describe('roles', () => {
    it('lets the owner change a role and remove a member, and a member leave; access ends at once', async () => {
      const ann = await person('Ann');
      const ben = await person('Ben');
      const cat = await person('Cat');
      const { caseId, issue } = await lease(ann.cookie);
      await share(ann.cookie, caseId, ben.cookie, 'editor');
      await share(ann.cookie, caseId, cat.cookie, 'viewer');
      // The editor's change works; as a viewer, the same change is refused and writes nothing.
      expect(
        (await call('PUT', `/api/issues/${issue.id}`, ben.cookie, { name: 'Monthly rent' })).status,
      ).toBe(200);
      const changed = await call('PATCH', `/api/cases/${caseId}/members/${ben.id}`, ann.cookie, {
        role: 'viewer',
      });
      expect(await json<unknown>(changed)).toEqual({
        userId: ben.id,
        name: 'Ben',
        email: ben.email,
        role: 'viewer',
      });
      const refused = await call('PUT', `/api/issues/${issue.id}`, ben.cookie, { name: 'Rent again' });
      expect(refused.status).toBe(403);
      expect((await json<ApiErrorBody>(refused)).code).toBe('CASE_READ_ONLY');
      expect(
        (await json<CaseDetailResponse>(call('GET', `/api/cases/${caseId}`, ann.cookie))).issues[0]!.name,
      ).toBe('Monthly rent');
      // The owner's role is theirs.
      const owner = await call('PATCH', `/api/cases/${caseId}/members/${ann.id}`, ann.cookie, {
        role: 'viewer',
      });
      expect(owner.status).toBe(409);
      expect((await call('DELETE', `/api/cases/${caseId}/members/${ann.id}`, ann.cookie)).status).toBe(409);
      // A member may not remove another; they may leave.
      const other = await call('DELETE', `/api/cases/${caseId}/members/${cat.id}`, ben.cookie);
      expect(other.status).toBe(403);
      expect((await call('GET', `/api/cases/${caseId}`, cat.cookie)).status).toBe(200);
      expect((await call('DELETE', `/api/cases/${caseId}/members/${cat.id}`, cat.cookie)).status).toBe(204);
      expect((await call('GET', `/api/cases/${caseId}`, cat.cookie)).status).toBe(404);
      // The owner removes Ben: his next request, even one the case read cache would answer, is a stranger's.
      expect((await call('GET', `/api/cases/${caseId}`, ben.cookie)).status).toBe(200);
      expect((await call('DELETE', `/api/cases/${caseId}/members/${ben.id}`, ann.cookie)).status).toBe(204);
      const gone = await call('GET', `/api/cases/${caseId}`, ben.cookie);
      expect(gone.status).toBe(404);
      expect((await json<ApiErrorBody>(gone)).code).toBe('CASE_NOT_FOUND');
      expect((await call('DELETE', `/api/cases/${caseId}/members/${ben.id}`, ann.cookie)).status).toBe(404);
    });

    it('makes a member removed on one process a stranger on another at once', async () => {
      // The built API as a second process on the same database, with the test apps' session key.
      const other = await startApiProcess({
        DATABASE_URL: databaseUrl(),
        SESSION_SECRET: sut.config.sessionSecret!,
        ACCESS_CACHE_TTL: '1s',
      });
      try {
        const onOther = apiCaller(other.baseUrl);
        const ann = await person('Ann');
        const ben = await person('Ben');
        const { caseId } = await lease(ann.cookie);
        await share(ann.cookie, caseId, ben.cookie, 'editor');
        // The other process has read (and keeps) the case's answer and Ben's session and plan.
        expect((await onOther('GET', `/api/cases/${caseId}`, ben.cookie)).status).toBe(200);
        expect((await call('DELETE', `/api/cases/${caseId}/members/${ben.id}`, ann.cookie)).status).toBe(204);
        expect((await onOther('GET', `/api/cases/${caseId}`, ben.cookie)).status).toBe(404);
        expect((await onOther('GET', `/api/cases/${caseId}/activity`, ben.cookie)).status).toBe(404);
        const listed = await json<CaseResponse[]>(onOther('GET', '/api/cases', ben.cookie));
        expect(listed.map((c) => c.id)).not.toContain(caseId);
      } finally {
        await other.stop();
      }
    }, 90_000);

    it('lets a viewer whose trial ended read a shared case; an editor without access reads but changes nothing', async () => {
      const ann = await person('Ann');
      const ben = await person('Ben');
      const cat = await person('Cat');
      const { caseId, issue } = await lease(ann.cookie);
      await share(ann.cookie, caseId, ben.cookie, 'editor');
      await share(ann.cookie, caseId, cat.cookie, 'viewer');
      await db.query(
        `UPDATE subscriptions SET trial_ends_at = now() - interval '1 day' WHERE user_id = ANY($1)`,
        [[ben.id, cat.id]],
      );
      await db.query(
        `INSERT INTO subscriptions (user_id, trial_ends_at) SELECT u, now() - interval '1 day'
           FROM unnest($1::int[]) AS u ON CONFLICT (user_id) DO NOTHING`,
        [[ben.id, cat.id]],
      );
      expect((await call('GET', `/api/cases/${caseId}`, cat.cookie)).status).toBe(200);
      expect((await call('GET', `/api/cases/${caseId}/export.json`, cat.cookie)).status).toBe(200);
      const listed = await json<CaseResponse[]>(call('GET', '/api/cases', cat.cookie));
      expect(listed.map((c) => [c.id, c.role, c.ownerName])).toEqual([[caseId, 'viewer', 'Ann']]);
      expect((await call('GET', `/api/cases/${caseId}`, ben.cookie)).status).toBe(200);
      const refused = await call('PUT', `/api/issues/${issue.id}`, ben.cookie, { name: 'Changed' });
      expect(refused.status).toBe(403);
      const body = await json<ApiErrorBody>(refused);
      expect(body.code).toBe('SUBSCRIPTION_REQUIRED');
      expect(body.message).toBe(
        'Changing a shared case needs your own trial or Pro plan. You can still read the case; subscribe to make changes.',
      );
      const viewer = await call('PUT', `/api/issues/${issue.id}`, cat.cookie, { name: 'Changed' });
      expect((await json<ApiErrorBody>(viewer)).code).toBe('CASE_READ_ONLY');
      // The owner whose access ended is refused their own case, as before.
      await db.query(`UPDATE subscriptions SET trial_ends_at = now() - interval '1 day' WHERE user_id = $1`, [
        ann.id,
      ]);
      const owner = await call('GET', `/api/cases/${caseId}`, ann.cookie);
      expect(owner.status).toBe(403);
      expect((await json<ApiErrorBody>(owner)).code).toBe('SUBSCRIPTION_REQUIRED');
      expect(
        (await json<CaseDetailResponse>(call('GET', `/api/cases/${caseId}`, cat.cookie))).issues[0]!.name,
      ).toBe('Rent');
    });

    it('counts a shared case against its owner’s trial limit, not the member’s', async () => {
      const ann = await person('Ann');
      const ben = await person('Ben');
      const first = await lease(ann.cookie, 'One');
      const second = await lease(ann.cookie, 'Two');
      await share(ann.cookie, first.caseId, ben.cookie, 'editor');
      await share(ann.cookie, second.caseId, ben.cookie, 'viewer');
      const third = await call('POST', '/api/cases', ann.cookie, { name: 'Three' });
      expect(third.status).toBe(403);
      expect((await json<ApiErrorBody>(third)).code).toBe('CASE_LIMIT_REACHED');
      // Ben holds two shared cases and may still create his own two (TRIAL_CASE_LIMIT is 2 here).
      expect((await call('POST', '/api/cases', ben.cookie, { name: 'Mine 1' })).status).toBe(201);
      expect((await call('POST', '/api/cases', ben.cookie, { name: 'Mine 2' })).status).toBe(201);
      const listed = await json<CaseResponse[]>(call('GET', '/api/cases', ben.cookie));
      expect(listed.map((c) => `${c.name}:${c.role}:${c.ownerName}`)).toEqual([
        'Mine 2:owner:Ben',
        'Mine 1:owner:Ben',
        'Two:viewer:Ann',
        'One:editor:Ann',
      ]);
    });
  });

  describe('versions', () => {
    it('answers the case version as ETag, and a change against an older version of the same thing 412', async () => {
      const ann = await person('Ann');
      const ben = await person('Ben');
      const { caseId, issue, userParty } = await lease(ann.cookie);
      await share(ann.cookie, caseId, ben.cookie, 'editor');
      const read = await call('GET', `/api/cases/${caseId}`, ann.cookie);
      const etag = read.headers.get('etag')!;
      const detail = await json<CaseDetailResponse>(read);
      expect(etag).toBe(`"${detail.version}"`);
      expect(detail).toMatchObject({ role: 'owner', ownerName: 'Ann' });
      expect((await json<CaseDetailResponse>(call('GET', `/api/cases/${caseId}`, ben.cookie))).role).toBe(
        'editor',
      );
      const [low, high] = issue.options.map((o) => o.id) as [number, number];
      const points = (optionId: number, value: number) => ({
        partyId: userParty,
        scores: [{ issueId: issue.id, optionId, points: value }],
      });

      const mine = await call('PUT', `/api/cases/${caseId}/points`, ben.cookie, points(low, 180), {
        'if-match': etag,
      });
      expect(mine.status).toBe(200);
      const next = mine.headers.get('etag')!;
      expect(Number(JSON.parse(next))).toBeGreaterThan(Number(JSON.parse(etag)));
      // Ann, on the version she read, changes the same option's points: refused, nothing written.
      const theirs = await call('PUT', `/api/cases/${caseId}/points`, ann.cookie, points(low, 90), {
        'if-match': etag,
      });
      expect(theirs.status).toBe(412);
      const conflict = await json<ApiErrorBody & { current: SavePartyPointsResponse }>(theirs);
      expect(conflict).toMatchObject({
        statusCode: 412,
        code: 'CHANGED_BY_OTHER',
        changedBy: { name: 'Ben' },
      });
      expect(conflict.current.scores).toEqual([
        { partyId: userParty, issueId: issue.id, optionId: low, points: 180 },
      ]);
      expect(Date.parse(conflict.changedAt!)).not.toBeNaN();
      const after = await json<CaseDetailResponse>(call('GET', `/api/cases/${caseId}`, ann.cookie));
      expect(after.scores.find((s) => s.optionId === low)!.points).toBe(180);
      // Another option with the same old version: no conflict.
      expect(
        (await call('PUT', `/api/cases/${caseId}/points`, ann.cookie, points(high, 40), { 'if-match': etag }))
          .status,
      ).toBe(200);
      // Ben's own change again on the old version: his own change does not conflict with him.
      expect(
        (await call('PUT', `/api/cases/${caseId}/points`, ben.cookie, points(low, 170), { 'if-match': etag }))
          .status,
      ).toBe(200);
      // On the version after Ben's change, Ann may change it; without If-Match, the last change wins as before.
      const latest = (await call('GET', `/api/cases/${caseId}`, ann.cookie)).headers.get('etag')!;
      expect(
        (
          await call('PUT', `/api/cases/${caseId}/points`, ann.cookie, points(low, 120), {
            'if-match': latest,
          })
        ).status,
      ).toBe(200);
      expect((await call('PUT', `/api/cases/${caseId}/points`, ben.cookie, points(low, 100))).status).toBe(
        200,
      );
      const bad = await call('PUT', `/api/cases/${caseId}/points`, ben.cookie, points(low, 100), {
        'if-match': 'soon',
      });
      expect(bad.status).toBe(400);
    });

    it('refuses a stale walk-away, issue rename or option rename with the thing as it is now', async () => {
      const ann = await person('Ann');
      const ben = await person('Ben');
      const { caseId, issue, userParty } = await lease(ann.cookie);
      await share(ann.cookie, caseId, ben.cookie, 'editor');
      await call('POST', '/api/scores', ann.cookie, {
        partyId: userParty,
        issueId: issue.id,
        optionId: issue.options[0]!.id,
        points: 250,
      });
      const etag = (await call('GET', `/api/cases/${caseId}`, ann.cookie)).headers.get('etag')!;
      const ifMatch = { 'if-match': etag };
      expect(
        (await call('PUT', `/api/parties/${userParty}`, ben.cookie, { reservationValue: 180 }, ifMatch))
          .status,
      ).toBe(200);
      const walk = await call(
        'PUT',
        `/api/parties/${userParty}`,
        ann.cookie,
        { reservationValue: 120 },
        ifMatch,
      );
      expect(walk.status).toBe(412);
      expect(await json<unknown>(walk)).toMatchObject({
        current: { id: userParty, reservationValue: 180 },
        changedBy: { name: 'Ben' },
      });
      expect(
        (await call('PUT', `/api/issues/${issue.id}`, ben.cookie, { name: 'Monthly rent' }, ifMatch)).status,
      ).toBe(200);
      const rename = await call(
        'PUT',
        `/api/issues/${issue.id}`,
        ann.cookie,
        { name: 'Rent per month' },
        ifMatch,
      );
      expect(rename.status).toBe(412);
      expect(await json<unknown>(rename)).toMatchObject({ current: { id: issue.id, name: 'Monthly rent' } });
      // An option of that issue is another thing.
      expect(
        (await call('PUT', `/api/options/${issue.options[0]!.id}`, ann.cookie, { name: 'Lowest' }, ifMatch))
          .status,
      ).toBe(200);
    });
  });

  describe('history', () => {
    it('names each change and person in plain words, newest first, 50 a page', async () => {
      const ann = await person('Ana');
      const ben = await person('Ben');
      const { caseId, issue, userParty } = await lease(ann.cookie);
      await share(ann.cookie, caseId, ben.cookie, 'editor');
      await call('PUT', `/api/issues/${issue.id}`, ann.cookie, { name: 'Monthly rent' });
      await call('PUT', `/api/cases/${caseId}/points`, ann.cookie, {
        partyId: userParty,
        scores: [{ issueId: issue.id, optionId: issue.options[0]!.id, points: 250 }],
      });
      await call('PUT', `/api/parties/${userParty}`, ben.cookie, { reservationValue: 200 });
      await call('POST', `/api/issues/${issue.id}/options`, ann.cookie, { name: 'Remote 3 days' });
      await call('POST', `/api/cases/${caseId}/offers`, ben.cookie, {
        by: 'opponent',
        optionIds: [issue.options[1]!.id],
      });
      await call('POST', `/api/cases/${caseId}/final-agreements`, ben.cookie, {
        issueId: issue.id,
        optionId: issue.options[0]!.id,
      });
      await call('PUT', `/api/cases/${caseId}`, ann.cookie, { status: 'closed' });
      await call('PUT', `/api/cases/${caseId}`, ann.cookie, { status: 'active' });
      await call('PATCH', `/api/cases/${caseId}/members/${ben.id}`, ann.cookie, { role: 'viewer' });
      const page = await json<ActivityPageResponse>(call('GET', `/api/cases/${caseId}/activity`, ben.cookie));
      expect(page.items.map((item) => item.summary)).toEqual([
        'Ana made Ben a viewer',
        'Ana reopened the case',
        'Ana closed the case',
        "Ben recorded the agreement on 'Monthly rent': 'Low'",
        'Ben recorded an offer from the other side',
        "Ana added the option 'Remote 3 days' to 'Monthly rent'",
        'Ben set the walk-away to 200',
        "Ana changed Monthly rent's points",
        "Ana renamed the issue 'Rent' to 'Monthly rent'",
        'Ben joined as an editor',
        "Ana added the issue 'Rent'",
      ]);
      expect(page.items[0]).toMatchObject({ actor: { name: 'Ana' } });
      expect(page.next).toBeNull();
      await call('DELETE', `/api/cases/${caseId}/members/${ben.id}`, ben.cookie);
      const last = await json<ActivityPageResponse>(call('GET', `/api/cases/${caseId}/activity`, ann.cookie));
      expect(last.items[0]!.summary).toBe('Ben left the case');

      for (let i = 0; i < 50; i++) {
        await call('PUT', `/api/cases/${caseId}/plan-settings`, ann.cookie, {
          pace: 'steady',
          rounds: (i % 40) + 1,
        });
      }
      const first = await json<ActivityPageResponse>(
        call('GET', `/api/cases/${caseId}/activity`, ann.cookie),
      );
      expect(first.items).toHaveLength(50);
      expect(first.items[0]!.summary).toBe('Ana set the plan to 10 offers at a steady pace');
      const ids = first.items.map((item) => item.id);
      expect([...ids].sort((a, b) => b - a)).toEqual(ids);
      expect(first.next).toBe(ids.at(-1));
      const second = await json<ActivityPageResponse>(
        call('GET', `/api/cases/${caseId}/activity?before=${first.next}`, ann.cookie),
      );
      expect(second.items).toHaveLength(12);
      expect(second.items[0]!.id).toBeLessThan(ids.at(-1)!);
      expect(second.items.at(-1)!.summary).toBe("Ana added the issue 'Rent'");
      expect(second.next).toBeNull();
      expect((await call('GET', `/api/cases/${caseId}/activity?before=x`, ann.cookie)).status).toBe(400);
    });
  });

  describe('events', () => {
    it('publishes ids and versions on parley_case_events when a change commits, never the content', async () => {
      const ann = await person('Ann');
      const ben = await person('Ben');
      const { caseId, issue } = await lease(ann.cookie);
      await share(ann.cookie, caseId, ben.cookie, 'editor');
      const listener = new pg.Client({ connectionString: databaseUrl() });
      await listener.connect();
      const events: CaseEventPayload[] = [];
      listener.on('notification', (message) => {
        const event = JSON.parse(message.payload!) as CaseEventPayload;
        if (event.caseId === caseId) events.push(event);
      });
      await listener.query('LISTEN parley_case_events');
      try {
        const renamed = await call('PUT', `/api/issues/${issue.id}`, ben.cookie, { name: 'Secret name' });
        const version = Number(JSON.parse(renamed.headers.get('etag')!));
        // A refused change publishes nothing.
        await call('PUT', `/api/issues/${issue.id}`, ben.cookie, { name: '' });
        await call('DELETE', `/api/cases/${caseId}/members/${ben.id}`, ann.cookie);
        await call('DELETE', `/api/cases/${caseId}`, ann.cookie);
        await expect.poll(() => events.length, { timeout: 5000 }).toBe(3);
        expect(events[0]).toEqual({
          caseId,
          type: 'change',
          version,
          actor: { id: ben.id, name: 'Ben' },
          subject: { kind: 'issue', id: issue.id },
        });
        expect(JSON.stringify(events)).not.toContain('Secret');
        expect(events[1]).toMatchObject({ type: 'member_removed', subject: { kind: 'member', id: ben.id } });
        expect(events[2]).toMatchObject({ type: 'case_deleted', subject: { kind: 'case', id: caseId } });
        expect(events[2]!.version).toBeGreaterThan(events[1]!.version);
      } finally {
        await listener.end();
      }
    });
  });
});
