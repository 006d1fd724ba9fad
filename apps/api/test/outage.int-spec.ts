import { once } from 'node:events';
import { request as httpRequest } from 'node:http';
import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import { DataSource } from 'typeorm';
import type { EntitySubscriberInterface } from 'typeorm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@parley/contracts';
import type { ApiErrorBody } from '@parley/contracts';
import { apiCaller } from './support/api-client.js';
import type { ApiCall } from './support/api-client.js';
import { json } from './support/json.js';
import { signIn } from './support/sign-in.js';
import { startTcpProxy } from './support/tcp-proxy.js';
import type { TcpProxy } from './support/tcp-proxy.js';
import { startTestApp } from './support/test-app.js';
import type { TestApp } from './support/test-app.js';
import { databaseUrl } from './support/database-url.js';

/**
 * The app in front of a database that hangs or stops: a TCP proxy on loopback between the app and the real
 * server plays the failing data centre. Nothing may hang, nothing may answer 500.
 */
describe('a database that hangs or stops', () => {
  let proxy: TcpProxy;
  let sut: TestApp;
  let call: ApiCall;
  let cookie: string;

  beforeAll(async () => {
    // A connection may take longer to come than a statement: a request queued for the pool, then stuck in
    // its statement, would add the two.
    ({ proxy, sut, cookie } = await startBehindProxy('outage@example.com', {
      DATABASE_CONNECT_TIMEOUT: '2s',
      DATABASE_STATEMENT_TIMEOUT: '1500ms',
      REQUEST_TIMEOUT: '6s',
    }));
    call = apiCaller(sut.baseUrl);
  });
  afterEach(async () => {
    proxy.resume();
    await proxy.start().catch(() => undefined);
  });
  afterAll(async () => {
    await sut.close();
    await proxy.close();
  });

  async function expectUnavailable(response: Promise<Response>): Promise<void> {
    const answer = await response;
    expect(answer.status).toBe(503);
    const body = await json<ApiErrorBody>(answer);
    expect(body.code).toBe(ErrorCode.DatabaseUnavailable);
    expect(body.message).toMatch(/can't reach its database/);
  }

  it('health answers 503 within 2 s while the database hangs', async () => {
    proxy.pause();
    const started = performance.now();
    const response = await call('GET', '/api/health', null);
    const elapsed = performance.now() - started;
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({
      status: 'degraded',
      database: 'down',
      eventLoopDelayMs: expect.any(Number),
    });
    expect(elapsed).toBeLessThan(2000);
  });

  it('every route answers 503 DATABASE_UNAVAILABLE while the database hangs, and works when it is back', async () => {
    proxy.pause();
    await expectUnavailable(call('GET', '/api/auth/user', cookie));
    await expectUnavailable(call('GET', '/api/cases', cookie));
    await expectUnavailable(call('POST', '/api/cases', cookie, { name: 'During the hang' }));
    proxy.resume();
    expect((await call('GET', '/api/auth/user', cookie)).status).toBe(200);
  });

  it('every route answers 503 DATABASE_UNAVAILABLE while the database is stopped, and works after', async () => {
    await proxy.stop();
    expect((await call('GET', '/api/health', null)).status).toBe(503);
    await expectUnavailable(call('GET', '/api/auth/user', cookie));
    await expectUnavailable(call('GET', '/api/cases', cookie));
    await expectUnavailable(call('POST', '/api/cases', cookie, { name: 'While stopped' }));
    await proxy.start();
    expect((await call('GET', '/api/cases', cookie)).status).toBe(200);
  });

  it('holds no request longer than the statement timeout plus one second, also those in flight when the stall begins', async () => {
    const before = proxy.seen();
    const sent = Array.from({ length: 8 }, (_, i) => {
      const response =
        i % 2 === 0
          ? call('POST', '/api/cases', cookie, { name: `In flight ${i}` })
          : call('GET', '/api/cases', cookie);
      return response.then(async (answer) => ({
        status: answer.status,
        body: await answer.text(),
        at: performance.now(),
      }));
    });
    // The stall begins once the first of them is talking to the database; the others queue for the connection.
    await waitFor(() => proxy.seen() > before);
    proxy.pause();
    const stalledAt = performance.now();
    const answers = await Promise.all(sent);
    for (const answer of answers) {
      expect(answer.status === 503 || answer.status < 300, answer.body).toBe(true);
      if (answer.status === 503) expect(answer.body).toContain(ErrorCode.DatabaseUnavailable);
      // DATABASE_STATEMENT_TIMEOUT (1.5 s) plus one second.
      expect(answer.at - stalledAt).toBeLessThan(2500);
    }
    expect(answers.some((a) => a.status === 503)).toBe(true);

    // A request that arrives during the stall is held to the same bound, and answered by its own stall watch
    // (the statement timeout plus half a second from its first wait on the database, the pool's included),
    // not by the driver giving up on its statement a second after the statement timeout.
    const arrived = performance.now();
    const late = await call('GET', '/api/cases', cookie);
    const lateMs = performance.now() - arrived;
    expect(late.status).toBe(503);
    expect(await late.text()).toContain(ErrorCode.DatabaseUnavailable);
    // Its stall watch gives up after 2.0 s; the promise is 2.5 s; the 300 ms between are for a busy machine.
    expect(lateMs).toBeLessThan(2300);
  });
  it('signs out during an outage: the cookie goes at once, and the session ends once the database is back', async () => {
    const { cookie: leaving } = await signIn(sut.baseUrl, 'leaving@example.com', 'Lee');
    proxy.pause();
    const started = performance.now();
    const response = await fetch(new URL('/api/logout', sut.baseUrl), {
      headers: { cookie: leaving },
      redirect: 'manual',
    });
    expect(response.status).toBe(302);
    // Within the bound of every request during a stall (DATABASE_STATEMENT_TIMEOUT plus one second).
    expect(performance.now() - started).toBeLessThan(2500);
    expect(response.headers.getSetCookie().join('\n')).toMatch(
      /parley_session=;.*(Max-Age=0|Expires=Thu, 01 Jan 1970)/i,
    );

    proxy.resume();
    // A copy of the old cookie no longer signs anyone in, and the session row says so for every replica.
    expect((await call('GET', '/api/auth/user', leaving)).status).toBe(401);
    await waitForAsync(async () => (await revokedSessionsOf('leaving@example.com')) === 1);
  });

  async function revokedSessionsOf(email: string): Promise<number> {
    const rows = (await sut.app
      .get(DataSource)
      .query(
        'SELECT count(*)::int AS n FROM sessions s JOIN users u ON u.id = s.user_id WHERE u.email = $1 AND s.revoked_at IS NOT NULL',
        [email],
      )) as Array<{ n: number }>;
    return rows[0]!.n;
  }

  it('rolls back a change whose client gave up while the database hung', async () => {
    const name = `Abandoned ${Date.now()}`;
    const server = sut.app.getHttpServer() as Server;
    const transactionEnded = nextTransactionEnd(sut.app.get(DataSource));
    proxy.pause();
    const serverSide = once(server, 'connection') as Promise<[Socket]>;
    const request = httpRequest(new URL('/api/cases', sut.baseUrl), {
      method: 'POST',
      agent: false,
      headers: { cookie, 'content-type': 'application/json' },
    });
    request.on('error', () => undefined);
    request.end(JSON.stringify({ name }));
    const [socket] = await serverSide;
    // The request has reached the database (its session lookup waits in the proxy) before the client leaves,
    // and the database comes back only once the server has seen the client go.
    await waitFor(() => proxy.held() > 0);
    const closed = once(socket, 'close');
    request.destroy();
    await closed;
    proxy.resume();

    expect(await transactionEnded).toBe('rolled back');
    expect(await countCasesNamed(name)).toBe(0);
  });

  // Through the app's own pool: the embedded server of a run without DATABASE_URL takes one connection.
  async function countCasesNamed(name: string): Promise<number> {
    const rows = (await sut.app
      .get(DataSource)
      .query('SELECT count(*) AS n FROM cases WHERE name = $1', [name])) as Array<{ n: string }>;
    return Number(rows[0]!.n);
  }
});

/**
 * The app behind a proxy to this run's database, with one person signed in. One connection, so that a later
 * request waits for an earlier one's transaction to end.
 */
async function startBehindProxy(email: string, env: Record<string, string>) {
  const proxy = await startTcpProxy(databaseUrl());
  // ACCESS_CACHE_TTL 0: every request reads its session, so every route meets the database's failure.
  const sut = await startTestApp({
    DATABASE_URL: proxy.url,
    DATABASE_POOL_SIZE: '1',
    ACCESS_CACHE_TTL: '0',
    ...env,
  });
  const { cookie } = await signIn(sut.baseUrl, email, 'Pat');
  return { proxy, sut, cookie };
}

/** Whether the next transaction on the app's database commits or rolls back. */
function nextTransactionEnd(dataSource: DataSource): Promise<'committed' | 'rolled back'> {
  return new Promise((resolve) => {
    const watcher: EntitySubscriberInterface = {
      afterTransactionCommit: () => done('committed'),
      afterTransactionRollback: () => done('rolled back'),
    };
    const done = (how: 'committed' | 'rolled back') => {
      dataSource.subscribers.splice(dataSource.subscribers.indexOf(watcher), 1);
      resolve(how);
    };
    dataSource.subscribers.push(watcher);
  });
}

/** Polls a condition that an event outside the test's reach makes true (here: bytes reaching the proxy). */
async function waitFor(check: () => boolean): Promise<void> {
  await waitForAsync(() => Promise.resolve(check()));
}

async function waitForAsync(check: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 500; i++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('Condition not met within 5 s');
}

describe('a request that runs out of time', () => {
  let proxy: TcpProxy;
  let sut: TestApp;
  let cookie: string;

  beforeAll(async () => {
    // The request's own limit comes before the database's, so it is the one that answers.
    ({ proxy, sut, cookie } = await startBehindProxy('slow@example.com', {
      DATABASE_STATEMENT_TIMEOUT: '20s',
      REQUEST_TIMEOUT: '1s',
    }));
  });
  afterAll(async () => {
    await sut.close();
    await proxy.close();
  });

  it('answers 503 REQUEST_TIMEOUT, and what it began rolls back when the database answers again', async () => {
    const name = `Timed out ${Date.now()}`;
    const dataSource = sut.app.get(DataSource);
    const ended = nextTransactionEnd(dataSource);
    proxy.pause();
    const response = await apiCaller(sut.baseUrl)('POST', '/api/cases', cookie, { name });
    expect(response.status).toBe(503);
    expect((await json<ApiErrorBody>(response)).code).toBe(ErrorCode.RequestTimeout);
    proxy.resume();
    expect(await ended).toBe('rolled back');
    const rows = (await dataSource.query('SELECT count(*)::int AS n FROM cases WHERE name = $1', [name])) as [
      { n: number },
    ];
    expect(rows[0].n).toBe(0);
  });
});

/**
 * Issue 33 point 5: a connection that timed out is destroyed, never handed to the next request. Twenty stalls
 * long enough for the driver to give up on statements and on the ROLLBACK behind them (its client-side timeout
 * is the statement timeout plus as long again under a second), each with reads and writes in flight on several connections, then the database back: no request
 * answers 500 (a statement held up by the stall reached PostgreSQL on resume and left its transaction open in a
 * pooled connection; the next request's SET TRANSACTION failed with SQLSTATE 25001).
 */
describe('twenty stalls and resumes with requests in flight', () => {
  let proxy: TcpProxy;
  let sut: TestApp;
  let cookie: string;

  beforeAll(async () => {
    ({ proxy, sut, cookie } = await startBehindProxy('stalls@example.com', {
      DATABASE_POOL_SIZE: '4',
      DATABASE_CONNECT_TIMEOUT: '1s',
      DATABASE_STATEMENT_TIMEOUT: '200ms',
      REQUEST_TIMEOUT: '5s',
    }));
  });
  afterAll(async () => {
    await sut.close();
    await proxy.close();
  });

  it('answers every request 2xx or 503, never 500, and works after each resume', async () => {
    const call = apiCaller(sut.baseUrl);
    const kept = await json<{ id: number }>(
      call('POST', '/api/cases', cookie, { name: 'Kept through stalls' }),
    );
    const statuses = new Map<number, number>();
    const failures: string[] = [];
    let stop = false;
    // Four clients, each sending reads and writes one after another for the whole run.
    const clients = Array.from({ length: 4 }, async (_, k) => {
      for (let i = 0; !stop; i++) {
        const response =
          (i + k) % 3 === 0
            ? await call('POST', '/api/cases', cookie, { name: `Stall ${k}.${i}` })
            : (i + k) % 3 === 1
              ? await call('PUT', `/api/cases/${kept.id}`, cookie, { goal: `Goal ${k}.${i}` })
              : await call('GET', `/api/cases/${kept.id}`, cookie);
        const body = await response.text();
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        if (response.status >= 500 && response.status !== 503) failures.push(body);
        if (response.status === 503) expect(body).toMatch(/DATABASE_UNAVAILABLE|REQUEST_TIMEOUT/);
      }
    });
    for (let cycle = 0; cycle < 20; cycle++) {
      // Long enough for the driver's own timeout (200 ms + 250 ms) to fire twice in a row on a connection held
      // in the proxy: on its statement, then on the ROLLBACK queued behind it, which leaves its transaction open.
      proxy.pause();
      await new Promise((resolve) => setTimeout(resolve, 1100));
      proxy.resume();
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    stop = true;
    await Promise.all(clients);
    expect(failures).toEqual([]);
    expect(statuses.get(500) ?? 0).toBe(0);
    expect(statuses.get(503) ?? 0).toBeGreaterThan(0);
    // Once the database is back, every connection the pool hands out is a clean one.
    const after = await Promise.all(
      Array.from({ length: 12 }, () => call('GET', `/api/cases/${kept.id}`, cookie).then((r) => r.status)),
    );
    expect(after).toEqual(Array(12).fill(200));
  }, 90_000);
});
