import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, LiveEventType } from '@parley/contracts';
import type { CaseLiveEvent } from '@parley/contracts';
import { CASE_EVENTS_CHANNEL } from '../src/common/events/case-events.js';
import { LISTENER_APPLICATION_NAME } from '../src/live/case-events.listener.js';
import { startApiProcess } from './support/api-process.js';
import { openEventStream } from './support/event-stream.js';
import type { EventStream } from './support/event-stream.js';
import { json } from './support/json.js';
import { requireRealPostgres } from './support/real-postgres.js';
import { signIn } from './support/sign-in.js';
import { startTestApp } from './support/test-app.js';
import { startWithTwoUsers } from './support/two-users.js';
import type { TwoUsers } from './support/two-users.js';
import { databaseUrl } from './support/database-url.js';

/** Announces an event as a committed write does: pg_notify inside a transaction, delivered at its commit. */
async function announce(
  database: pg.Client,
  event: Record<string, unknown>,
  outcome: 'COMMIT' | 'ROLLBACK' = 'COMMIT',
): Promise<void> {
  await database.query('BEGIN');
  await database.query('SELECT pg_notify($1, $2)', [CASE_EVENTS_CHANNEL, JSON.stringify(event)]);
  await database.query(outcome);
}

const change = (caseId: number, version: number, extra: Record<string, unknown> = {}) => ({
  caseId,
  type: 'points_changed',
  version,
  actor: { id: 1, name: 'Ana' },
  subject: { kind: 'option', id: 7 },
  ...extra,
});

const isChange = (event: CaseLiveEvent) => event.type === 'points_changed';

/** The cases this file made: the API's test files share one database, and others open streams of their own. */
const ourCases: number[] = [];

async function createCase(baseUrl: string, cookie: string, name = 'Live case'): Promise<number> {
  const response = await fetch(new URL('/api/cases', baseUrl), {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ name }),
  });
  expect(response.status).toBe(201);
  const { id } = (await response.json()) as { id: number };
  ourCases.push(id);
  return id;
}

async function presenceRows(database: pg.Client, caseId: number): Promise<number> {
  const { rows } = await database.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM case_presence WHERE case_id = $1',
    [caseId],
  );
  return rows[0]!.n;
}

async function until(check: () => Promise<boolean>, withinMs = 5000): Promise<void> {
  const deadline = Date.now() + withinMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Not reached within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.runIf(requireRealPostgres('the live event tests'))('changes seen live', () => {
  let users: TwoUsers;
  let database: pg.Client;
  const open: EventStream[] = [];
  const stream = async (...args: Parameters<typeof openEventStream>) => {
    const opened = await openEventStream(...args);
    open.push(opened);
    return opened;
  };

  beforeAll(async () => {
    users = await startWithTwoUsers({ REQUEST_TIMEOUT: '1s', LIVE_STREAMS_PER_PERSON: '3' });
    database = new pg.Client({ connectionString: databaseUrl() });
    await database.connect();
  });
  // Each test starts with none of this file's streams open: the per-person limit counts them all. Only this
  // file's cases are counted, as another file running beside it may hold streams of its own.
  afterEach(async () => {
    for (const s of open.splice(0)) s.close();
    await until(async () => {
      const { rows } = await database.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM case_presence WHERE case_id = ANY($1::int[])',
        [ourCases],
      );
      return rows[0]!.n === 0;
    });
  });
  afterAll(async () => {
    await database?.end();
    await users?.sut.close();
  });

  it('answers a stranger 404 as every case route does, opening nothing and writing nothing', async () => {
    const caseId = await createCase(users.sut.baseUrl, users.alice);
    const bobs = await stream(users.sut.baseUrl, caseId, users.bob);
    expect(bobs.status).toBe(404);
    expect(bobs.body).toMatchObject({ code: ErrorCode.CaseNotFound });
    const presence = await users.call('GET', `/api/cases/${caseId}/presence`, users.bob);
    expect(presence.status).toBe(404);
    expect(await presenceRows(database, caseId)).toBe(0);
    const signedOut = await fetch(new URL(`/api/cases/${caseId}/events`, users.sut.baseUrl));
    expect(signedOut.status).toBe(401);
  });

  it('sends each committed change once, with ids, versions and names only, and nothing of a rollback', async () => {
    const caseId = await createCase(users.sut.baseUrl, users.alice);
    const alices = await stream(users.sut.baseUrl, caseId, users.alice);
    expect(alices.status).toBe(200);
    expect(alices.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(alices.headers.get('cache-control')).toBe('no-store');
    expect(alices.headers.get('content-encoding')).toBeNull();
    expect(await alices.next((e) => e.type === LiveEventType.Presence)).toMatchObject({
      actor: { name: 'Alice' },
    });
    expect(alices.retry).toBeGreaterThan(0);

    await announce(database, change(caseId, 5, { note: 'private text' }), 'ROLLBACK');
    await announce(database, change(caseId + 1000, 6));
    await announce(
      database,
      change(caseId, 7, { note: 'private text', actor: { id: 1, name: 'Ana', email: 'x' } }),
    );
    const got = await alices.next(isChange);
    expect(got).toEqual({
      type: 'points_changed',
      version: 7,
      actor: { id: 1, name: 'Ana' },
      subject: { kind: 'option', id: 7 },
    });
    expect(alices.lastId).toBe('7');
    expect(alices.events.filter(isChange)).toHaveLength(1);
  });

  it('outlives the request time limit (REQUEST_TIMEOUT=1s here) and keeps delivering', async () => {
    const caseId = await createCase(users.sut.baseUrl, users.alice);
    const alices = await stream(users.sut.baseUrl, caseId, users.alice);
    await new Promise((resolve) => setTimeout(resolve, 1600));
    await announce(database, change(caseId, 1));
    expect(await alices.next(isChange)).toMatchObject({ version: 1 });
  });

  it('tells a reconnecting client to refetch (Last-Event-ID)', async () => {
    const caseId = await createCase(users.sut.baseUrl, users.alice);
    const first = await stream(users.sut.baseUrl, caseId, users.alice);
    await first.next((e) => e.type === LiveEventType.Presence);
    const seen = first.lastId!;
    expect(seen).toMatch(/^\d+$/);
    first.close();
    await until(async () => (await presenceRows(database, caseId)) === 0);
    // A change committed while away (the case renamed: its version moves on): refetch. (That an id naming the
    // current version asks for none is `missedEvents`' unit test.)
    const renamed = await users.call('PUT', `/api/cases/${caseId}`, users.alice, { name: 'Renamed away' });
    expect(renamed.status).toBe(200);
    const again = await stream(users.sut.baseUrl, caseId, users.alice, { 'last-event-id': seen });
    // Its own presence may come before or after: the resync is what matters.
    expect(await again.next((e) => e.type === LiveEventType.Resync)).toEqual({
      type: LiveEventType.Resync,
      version: null,
      actor: null,
    });
  });

  it('ends a member’s stream when the owner removes them, and every stream when the owner deletes the case (the real routes)', async () => {
    const caseId = await createCase(users.sut.baseUrl, users.alice);
    const link = await users.call('POST', `/api/cases/${caseId}/share-links`, users.alice, {
      role: 'viewer',
    });
    expect(link.status).toBe(201);
    const token = ((await link.json()) as { url: string }).url.split('/').at(-1)!;
    expect((await users.call('POST', `/api/share-links/${token}/accept`, users.bob)).status).toBe(200);
    const bobId = ((await (await users.call('GET', '/api/auth/user', users.bob)).json()) as { id: number })
      .id;

    const bobs = await stream(users.sut.baseUrl, caseId, users.bob);
    const alices = await stream(users.sut.baseUrl, caseId, users.alice);
    expect((await users.call('DELETE', `/api/cases/${caseId}/members/${bobId}`, users.alice)).status).toBe(
      204,
    );
    await bobs.ended;
    // The owner's stream hears the removal and stays open.
    expect(await alices.next((e) => e.type === LiveEventType.MemberRemoved)).toBeTruthy();
    // Removed, Bob is a stranger to the stream again.
    expect((await users.call('GET', `/api/cases/${caseId}/events`, users.bob)).status).toBe(404);

    expect((await users.call('DELETE', `/api/cases/${caseId}`, users.alice)).status).toBe(204);
    await alices.next((e) => e.type === LiveEventType.CaseDeleted);
    await alices.ended;
  });

  it('ends a removed member’s stream with the removal, and every stream of a deleted case', async () => {
    const caseId = await createCase(users.sut.baseUrl, users.alice);
    const aliceId = (
      (await (await users.call('GET', '/api/auth/user', users.alice)).json()) as { id: number }
    ).id;
    const removedOther = await stream(users.sut.baseUrl, caseId, users.alice);
    await announce(database, {
      caseId,
      type: LiveEventType.MemberRemoved,
      version: 3,
      actor: { id: aliceId, name: 'Alice' },
      subject: { kind: 'member', id: aliceId + 1000 },
    });
    expect(await removedOther.next((e) => e.type === LiveEventType.MemberRemoved)).toBeTruthy();
    await announce(database, {
      caseId,
      type: LiveEventType.MemberRemoved,
      version: 4,
      actor: { id: aliceId, name: 'Alice' },
      subject: { kind: 'member', id: aliceId },
    });
    await removedOther.next((e) => e.type === LiveEventType.MemberRemoved && e.version === 4);
    await removedOther.ended;
    await until(async () => (await presenceRows(database, caseId)) === 0);

    const two = [
      await stream(users.sut.baseUrl, caseId, users.alice),
      await stream(users.sut.baseUrl, caseId, users.alice),
    ];
    await announce(database, {
      caseId,
      type: LiveEventType.CaseDeleted,
      version: 5,
      actor: { id: aliceId, name: 'Alice' },
    });
    for (const s of two) {
      await s.next((e) => e.type === LiveEventType.CaseDeleted);
      await s.ended;
    }
  });

  it('catches every stream up after its process’s listener lost its connection', async () => {
    const caseId = await createCase(users.sut.baseUrl, users.alice);
    const alices = await stream(users.sut.baseUrl, caseId, users.alice);
    await alices.next((e) => e.type === LiveEventType.Presence);
    const { rows } = await database.query<{ n: number }>(
      `SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_stat_activity
        WHERE application_name = $1 AND datname = current_database()`,
      [LISTENER_APPLICATION_NAME],
    );
    expect(rows[0]!.n).toBe(1);
    expect(await alices.next((e) => e.type === LiveEventType.Resync, 10_000)).toEqual({
      type: LiveEventType.Resync,
      version: null,
      actor: null,
    });
    await announce(database, change(caseId, 9));
    expect(await alices.next(isChange)).toMatchObject({ version: 9 });
  });

  it('holds a person to LIVE_STREAMS_PER_PERSON open streams (429), and frees the place when one closes', async () => {
    const caseId = await createCase(users.sut.baseUrl, users.bob);
    const bobs = [];
    for (let i = 0; i < 3; i++) bobs.push(await stream(users.sut.baseUrl, caseId, users.bob));
    expect(bobs.map((s) => s.status)).toEqual([200, 200, 200]);
    const fourth = await stream(users.sut.baseUrl, caseId, users.bob);
    expect(fourth.status).toBe(429);
    expect(fourth.body).toMatchObject({ code: ErrorCode.TooManyStreams });
    bobs[0]!.close();
    await until(async () => (await presenceRows(database, caseId)) === 2);
    expect((await stream(users.sut.baseUrl, caseId, users.bob)).status).toBe(200);
  });

  it('lists who has the case open, and says when someone comes or goes', async () => {
    const caseId = await createCase(users.sut.baseUrl, users.alice);
    const first = await stream(users.sut.baseUrl, caseId, users.alice);
    await first.next((e) => e.type === LiveEventType.Presence);
    const second = await stream(users.sut.baseUrl, caseId, users.alice);
    await first.next((e) => e.type === LiveEventType.Presence);
    const listed = await users.call('GET', `/api/cases/${caseId}/presence`, users.alice);
    expect(listed.status).toBe(200);
    const body = await json<{ present: Array<{ userId: number; name: string }> }>(listed);
    expect(body.present).toEqual([{ userId: expect.any(Number), name: 'Alice' }]);
    second.close();
    await first.next((e) => e.type === LiveEventType.Presence);
    expect(await presenceRows(database, caseId)).toBe(1);
  });
});

describe.runIf(requireRealPostgres('the live event tests'))('changes seen live: one process', () => {
  it('refuses past LIVE_STREAMS_PER_PROCESS (503), and closes every stream when it shuts down', async () => {
    const sut = await startTestApp({ LIVE_STREAMS_PER_PROCESS: '2' });
    const database = new pg.Client({ connectionString: databaseUrl() });
    await database.connect();
    try {
      const { cookie } = await signIn(sut.baseUrl, 'full@example.com', 'Full');
      const caseId = await createCase(sut.baseUrl, cookie);
      const two = [
        await openEventStream(sut.baseUrl, caseId, cookie),
        await openEventStream(sut.baseUrl, caseId, cookie),
      ];
      const third = await openEventStream(sut.baseUrl, caseId, cookie);
      expect(third.status).toBe(503);
      expect(third.body).toMatchObject({ code: ErrorCode.StreamsFull });
      expect(await presenceRows(database, caseId)).toBe(2);
      await sut.close();
      await Promise.all(two.map((s) => s.ended));
      expect(await presenceRows(database, caseId)).toBe(0);
    } finally {
      await database.end();
    }
  });
});

describe.runIf(requireRealPostgres('the live event tests'))(
  'changes seen live across two API processes',
  () => {
    const secret = 'live-session-secret-that-is-long-enough-0123456789';

    // Two built processes start on a machine that may be busy: up to a minute each.
    it(
      'delivers a change made through one process to streams on both, and shares presence',
      { timeout: 150_000 },
      async () => {
        const env = { DATABASE_URL: databaseUrl(), SESSION_SECRET: secret };
        const [first, second] = await Promise.all([startApiProcess(env), startApiProcess(env)]);
        const database = new pg.Client({ connectionString: databaseUrl() });
        await database.connect();
        const streams: EventStream[] = [];
        try {
          const { cookie } = await signIn(first.baseUrl, 'two-processes@example.com', 'Ana');
          const caseId = await createCase(first.baseUrl, cookie);
          const onSecond = await openEventStream(second.baseUrl, caseId, cookie);
          streams.push(onSecond);
          await onSecond.next((e) => e.type === LiveEventType.Presence);

          // Opening a stream on the first process is a write there (its presence), announced in its transaction.
          const onFirst = await openEventStream(first.baseUrl, caseId, cookie);
          streams.push(onFirst);
          expect(await onSecond.next((e) => e.type === LiveEventType.Presence)).toMatchObject({
            actor: { name: 'Ana' },
          });
          const present = await fetch(new URL(`/api/cases/${caseId}/presence`, second.baseUrl), {
            headers: { cookie },
          });
          expect(await present.json()).toEqual({ present: [{ userId: expect.any(Number), name: 'Ana' }] });

          await announce(database, change(caseId, 11));
          for (const s of [onFirst, onSecond]) expect(await s.next(isChange)).toMatchObject({ version: 11 });

          onFirst.close();
          onSecond.close();
          await until(async () => (await presenceRows(database, caseId)) === 0);
          const none = await fetch(new URL(`/api/cases/${caseId}/presence`, first.baseUrl), {
            headers: { cookie },
          });
          expect(await none.json()).toEqual({ present: [] });
        } finally {
          for (const s of streams) s.close();
          await database.end();
          await Promise.all([first.stop(), second.stop()]);
        }
      },
    );
  },
);
