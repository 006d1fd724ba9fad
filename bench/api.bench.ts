import { once } from 'node:events';
import { cpus, loadavg } from 'node:os';
import { Worker } from 'node:worker_threads';
import { expect, it } from 'vitest';
import { signIn } from '../apps/api/test/support/sign-in.js';
import { startTcpProxy } from '../apps/api/test/support/tcp-proxy.js';
import { startBuiltApp } from '../e2e/support/built-app.js';
import { machine } from './machine.js';
import { cpuMs, databaseProcesses } from './processes.js';

/**
 * HTTP throughput and latency of the API as `npm start` runs it (a separate process; this one is the client).
 * Prints one JSON line per case. BENCH_DATABASE_URL adds a run against that PostgreSQL server.
 */
const SECONDS = Number(process.env['BENCH_SECONDS'] ?? 5);
const CONCURRENCY = Number(process.env['BENCH_CONCURRENCY'] ?? 8);
const CASES = 50;

interface Result {
  requests: number;
  errors: number;
  rps: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
}

function percentile(sorted: number[], p: number): number {
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! * 100) / 100;
}

async function hammer(
  send: (i: number) => Promise<Response>,
  concurrency = CONCURRENCY,
  seconds = SECONDS,
): Promise<Result> {
  const latencies: number[] = [];
  let errors = 0;
  let next = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < deadline) {
        const t0 = performance.now();
        const response = await send(next++);
        await response.arrayBuffer();
        latencies.push(performance.now() - t0);
        if (!response.ok) errors++;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    errors,
    rps: Math.round(latencies.length / elapsed),
    p50Ms: percentile(latencies, 50),
    p95Ms: percentile(latencies, 95),
    p99Ms: percentile(latencies, 99),
  };
}

const databases: Array<[string, Record<string, string>]> = [['embedded PostgreSQL', {}]];
if (process.env['BENCH_DATABASE_URL'])
  databases.push(['PostgreSQL', { DATABASE_URL: process.env['BENCH_DATABASE_URL'] }]);

it.each(databases)('API throughput on %s', async (database, env) => {
  // The benchmark creates cases without end; the trial's case limit (default 3) is not what it measures.
  const app = await startBuiltApp({ ...env, TRIAL_CASE_LIMIT: '1000000' });
  try {
    const { cookie } = await signIn(app.baseUrl, `bench-${Date.now()}@example.com`, 'Bench');
    const headers = { cookie, 'content-type': 'application/json' };
    const ids: number[] = [];
    for (let i = 0; i < CASES; i++) {
      const created = await fetch(new URL('/api/cases', app.baseUrl), {
        method: 'POST',
        headers,
        body: JSON.stringify({ name: `Case ${i}`, goal: 'A goal long enough to look like a real one.' }),
      });
      ids.push(((await created.json()) as { id: number }).id);
    }
    const full = await buildFullCase(app.baseUrl, headers);
    const post = (path: string, body?: unknown) =>
      fetch(new URL(path, app.baseUrl), {
        method: 'POST',
        headers: body === undefined ? { cookie } : headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    const cases: Array<[string, (i: number) => Promise<Response>]> = [
      ['GET /api/health', () => fetch(new URL('/api/health', app.baseUrl))],
      ['GET /api/auth/user', () => fetch(new URL('/api/auth/user', app.baseUrl), { headers })],
      [`GET /api/cases (${CASES} cases)`, () => fetch(new URL('/api/cases', app.baseUrl), { headers })],
      [
        'GET /api/cases/:id',
        (i) => fetch(new URL(`/api/cases/${ids[i % ids.length]}`, app.baseUrl), { headers }),
      ],
      [
        'POST /api/cases',
        (i) =>
          fetch(new URL('/api/cases', app.baseUrl), {
            method: 'POST',
            headers,
            body: JSON.stringify({ name: `Bench ${i}` }),
          }),
      ],
      [
        'GET /api/cases/:id (12 issues × 10 options, 240 scores)',
        () => fetch(new URL(`/api/cases/${full.caseId}`, app.baseUrl), { headers }),
      ],
      [
        'POST /api/scores',
        (i) => {
          const option = full.options[i % full.options.length]!;
          return post('/api/scores', { partyId: full.you, ...option, points: 25 + (i % 226) });
        },
      ],
      [
        'POST /api/option-importance (refreshes the party’s 132 suggestions)',
        (i) => {
          const option = full.options[i % full.options.length]!;
          return post('/api/option-importance', {
            partyId: full.you,
            ...option,
            importance: 1 + (i % 5),
            rank: 1,
          });
        },
      ],
      [
        'POST /api/cases/:id/calculate-points (264 rows)',
        () => post(`/api/cases/${full.caseId}/calculate-points`),
      ],
    ];
    for (const [name, send] of cases) {
      const result = await hammer(send);
      console.log(
        JSON.stringify({
          case: name,
          database,
          concurrency: CONCURRENCY,
          seconds: SECONDS,
          ...result,
          cpu: cpus()[0]?.model,
          cores: cpus().length,
          node: process.version,
        }),
      );
      expect(result.errors).toBe(0);
    }
  } finally {
    await app.stop();
  }
});

/**
 * The case screen's read under load (issue 20): a 10 × 5 case scored by both parties, 16 connections, with
 * GET /api/health on the same server in the same run as the floor. The target (PostgreSQL): 1,000 requests a
 * second and p99 ≤ 50 ms; on a shared machine the ratio to health says more than the figures.
 */
const CASE_READ_CONCURRENCY = 16;
const WARM_UP_SECONDS = 2;

/**
 * `hammer`, with the CPU time per request of the API process, of the database processes serving it and of this
 * process (the load generator) beside it: costs per request that the machine's load skews less than the rates.
 */
async function hammerCosted(
  app: { pid: number },
  databaseUrl: string | undefined,
  send: (i: number) => Promise<Response>,
  concurrency: number,
) {
  const database = await databaseProcesses(app.pid, databaseUrl);
  const before = new Map([app.pid, ...database].map((pid) => [pid, cpuMs(pid)]));
  const client = process.cpuUsage();
  const result = await hammer(send, concurrency);
  const clientUsed = process.cpuUsage(client);
  const after = new Set([...database, ...(await databaseProcesses(app.pid, databaseUrl))]);
  const used = (pid: number) => cpuMs(pid) - (before.get(pid) ?? 0);
  const perRequest = (ms: number) => Math.round((ms / result.requests) * 100) / 100;
  return {
    ...result,
    apiCpuMsPerRequest: perRequest(used(app.pid)),
    databaseCpuMsPerRequest: perRequest([...after].reduce((total, pid) => total + used(pid), 0)),
    clientCpuMsPerRequest: perRequest((clientUsed.user + clientUsed.system) / 1000),
  };
}
it.each(databases)('case read at 16 connections on %s', async (database, env) => {
  const app = await startBuiltApp(env);
  try {
    const { cookie } = await signIn(app.baseUrl, `bench-read-${Date.now()}@example.com`, 'Bench');
    const headers = { cookie, 'content-type': 'application/json' };
    const { caseId } = await buildFullCase(app.baseUrl, headers, 0, { issues: 10, options: 5 });
    // Both routes once unmeasured first, so that neither is timed while the process compiles its hot code.
    const health = () => fetch(new URL('/api/health', app.baseUrl));
    const caseRead = () => fetch(new URL(`/api/cases/${caseId}`, app.baseUrl), { headers });
    for (const send of [health, caseRead]) await hammer(send, CASE_READ_CONCURRENCY, WARM_UP_SECONDS);
    const floor = await hammerCosted(app, env.DATABASE_URL, health, CASE_READ_CONCURRENCY);
    const read = await hammerCosted(app, env.DATABASE_URL, caseRead, CASE_READ_CONCURRENCY);
    console.log(
      JSON.stringify({ ...machine(), loadAverage: loadavg().map((l) => Math.round(l * 100) / 100) }),
    );
    for (const [name, result] of [
      ['GET /api/health', floor],
      ['GET /api/cases/:id (10 issues × 5 options, 100 scores)', read],
    ] as const) {
      console.log(
        JSON.stringify({
          case: name,
          database,
          concurrency: CASE_READ_CONCURRENCY,
          seconds: SECONDS,
          ...result,
          ofHealthRps: Math.round((result.rps / floor.rps) * 100) / 100,
        }),
      );
      expect(result.errors).toBe(0);
    }
  } finally {
    await app.stop();
  }
});

/**
 * The event loop under the heaviest load one person can make: 20 printable reports of the largest case at once
 * (each a full analysis, run off the event loop) and 3 hostile bodies (880 kB, 60,000 keys) in flight, while
 * GET /api/health is timed one request after another. Each report's case differs (one score apart), so no
 * answer comes from the analysis cache.
 */
it.each(databases)('health under 20 parallel exports and 3 hostile bodies on %s', async (database, env) => {
  const app = await startBuiltApp({ EXPORT_RATE_LIMIT: '1000', TRIAL_CASE_LIMIT: '1000000', ...env });
  try {
    const { cookie } = await signIn(app.baseUrl, `bench-export-${Date.now()}@example.com`, 'Bench');
    const headers = { cookie, 'content-type': 'application/json' };
    const cases = [];
    for (let i = 0; i < 20; i++) cases.push((await buildFullCase(app.baseUrl, headers, i)).caseId);
    const hostile = `{${Array.from({ length: 60_000 }, (_, i) => `"k${i}":${i}`).join(',')}}`;

    let loadDone = false;
    const health: number[] = [];
    const sampling = (async () => {
      while (!loadDone) {
        const t0 = performance.now();
        await (await fetch(new URL('/api/health', app.baseUrl))).arrayBuffer();
        health.push(performance.now() - t0);
      }
    })();
    const t0 = performance.now();
    const timed = async (send: () => Promise<Response>) => {
      const started = performance.now();
      const response = await send();
      await response.arrayBuffer();
      return { status: response.status, ms: performance.now() - started };
    };
    const [exports, hostiles] = await Promise.all([
      Promise.all(
        cases.map((id) => timed(() => fetch(new URL(`/api/cases/${id}/export`, app.baseUrl), { headers }))),
      ),
      Promise.all(
        [0, 1, 2].map(() =>
          timed(() => fetch(new URL('/api/cases', app.baseUrl), { method: 'POST', headers, body: hostile })),
        ),
      ),
    ]);
    const loadMs = performance.now() - t0;
    loadDone = true;
    await sampling;
    health.sort((a, b) => a - b);
    const exportMs = exports.map((e) => e.ms).sort((a, b) => a - b);
    console.log(
      JSON.stringify({
        case: 'GET /api/health during 20 exports (12 × 10) and 3 hostile bodies',
        database,
        loadMs: Math.round(loadMs),
        healthSamples: health.length,
        healthP50Ms: percentile(health, 50),
        healthP95Ms: percentile(health, 95),
        healthMaxMs: percentile(health, 100),
        exportP50Ms: percentile(exportMs, 50),
        exportMaxMs: percentile(exportMs, 100),
        hostileMs: hostiles.map((h) => Math.round(h.ms)),
        cores: cpus().length,
        node: process.version,
      }),
    );
    expect(exports.every((e) => e.status === 200)).toBe(true);
    // 413 since issue 33: each is over POST /api/cases's size limit (90 kB), refused before it is read.
    expect(hostiles.every((h) => h.status === 400 || h.status === 413)).toBe(true);
    expect(health.length).toBeGreaterThan(0);
    // The target is for a PostgreSQL server of its own; the embedded one shares the API's small machine
    // (and with EMBEDDED_DATABASE=pglite runs on the API's own event loop).
    if (database === 'PostgreSQL') expect(health.at(-1)!).toBeLessThan(200);
  } finally {
    await app.stop();
  }
});

/** A case every option of which both parties scored: by default the largest a person can build (Limits), 12 × 10. */
async function buildFullCase(
  baseUrl: string,
  headers: Record<string, string>,
  variant = 0,
  size = { issues: 12, options: 10 },
) {
  const call = async <T>(method: string, path: string, body: unknown): Promise<T> => {
    const response = await fetch(new URL(path, baseUrl), { method, headers, body: JSON.stringify(body) });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };
  const created = await call<{ id: number }>('POST', '/api/cases', {
    name: `Case of ${size.issues} × ${size.options}`,
  });
  const options: Array<{ issueId: number; optionId: number }> = [];
  for (let i = 0; i < size.issues; i++) {
    const issue = await call<{ id: number; options: Array<{ id: number }> }>(
      'POST',
      `/api/cases/${created.id}/issues`,
      {
        name: `Issue ${i}`,
        options: Array.from({ length: size.options }, (_, k) => ({ name: `Option ${k}` })),
      },
    );
    for (const option of issue.options) options.push({ issueId: issue.id, optionId: option.id });
  }
  const detail = await (await fetch(new URL(`/api/cases/${created.id}`, baseUrl), { headers })).json();
  const parties = (detail as { parties: Array<{ id: number; type: string }> }).parties;
  const you = parties.find((p) => p.type === 'user')!.id;
  const opponent = parties.find((p) => p.type === 'opponent')!.id;
  for (const [n, option] of options.entries()) {
    await call('POST', '/api/scores', { partyId: you, ...option, points: 25 + ((n * 37 + variant) % 226) });
    await call('POST', '/api/scores', { partyId: opponent, ...option, points: 25 + ((n * 91) % 226) });
  }
  return { caseId: created.id, you, options };
}

/**
 * Issue 33: bounded cost for every request. What one signed-in person can cost everyone else, on the server as
 * `npm start` runs it: refused bodies of any shape at each route's size limit, another person's case read and
 * /api/health while one person sends 8 such bodies at a time for 20 s, the offers of a case at its cap, and
 * (with BENCH_DATABASE_URL) twenty stalls of the database behind a loopback TCP proxy.
 */
const LOAD_SECONDS = Number(process.env['BENCH_LOAD_SECONDS'] ?? 20);

/** The bodies the issue measured, at `bytes`: each passed the old pre-check and was walked element by element. */
const HOSTILE_SHAPES: Array<[string, (bytes: number, list: string) => string]> = [
  ['list of {}', (bytes, list) => fill(bytes, `{"${list}":[{}`, ',{}', ']}')],
  ['list of numbers', (bytes, list) => fill(bytes, `{"${list}":[1`, ',1', ']}')],
  ['list of nulls', (bytes, list) => fill(bytes, `{"${list}":[null`, ',null', ']}')],
  ['many keys', (bytes) => fill(bytes, '{"k":0', ',"k":0', '}')],
  ['one long text', (bytes) => fill(bytes, '{"unknown":"', 'x', '"}')],
];

function fill(bytes: number, head: string, filler: string, tail: string): string {
  const room = bytes - head.length - tail.length;
  const whole = Math.floor(room / filler.length);
  return head + filler.repeat(whole) + ' '.repeat(room - whole * filler.length) + tail;
}

/** 8 refused bodies at a time, one after another in each of 8 loops, until told to stop. */
const HOSTILE_LOADER = `
const { parentPort, workerData } = require('node:worker_threads');
let stop = false;
parentPort.on('message', () => (stop = true));
const statuses = {};
let sent = 0;
Promise.all(
  Array.from({ length: 8 }, async (_, k) => {
    for (let i = k; !stop; i += 8) {
      const b = workerData.bodies[i % workerData.bodies.length];
      const response = await fetch(new URL(b.path, workerData.baseUrl), {
        method: b.method,
        headers: { cookie: workerData.cookie, 'content-type': 'application/json' },
        body: b.body,
      });
      await response.arrayBuffer();
      sent++;
      statuses[response.status] = (statuses[response.status] ?? 0) + 1;
    }
  }),
).then(() => parentPort.postMessage({ sent, statuses }));
`;

/** A route's size limit, as its 413 says it ("at most N kB for this request"). */
async function sizeLimitOf(baseUrl: string, method: string, path: string, cookie: string): Promise<number> {
  const response = await fetch(new URL(path, baseUrl), {
    method,
    headers: { cookie, 'content-type': 'application/json' },
    body: fill(1_048_576, '{"unknown":"', 'x', '"}'),
  });
  const { message } = (await response.json()) as { message: string };
  const kb = /at most (\d+) kB/.exec(message);
  if (response.status === 413 && kb) return Number(kb[1]) * 1024;
  // The import's limit is the server's own ceiling.
  return 1_048_576;
}

it.each(databases)(
  'issue 33: refused bodies, load from one person, offers at the cap on %s',
  async (database, env) => {
    const app = await startBuiltApp({
      ...env,
      TRIAL_CASE_LIMIT: '1000000',
      OFFER_RATE_LIMIT: '100000',
      REHEARSAL_RATE_LIMIT: '100000',
    });
    try {
      const attacker = await signIn(app.baseUrl, `bench-hostile-${Date.now()}@example.com`, 'Hal');
      const other = await signIn(app.baseUrl, `bench-other-${Date.now()}@example.com`, 'Otto');
      const headers = (cookie: string) => ({ cookie, 'content-type': 'application/json' });
      const mine = await buildFullCase(app.baseUrl, headers(attacker.cookie), 0, { issues: 3, options: 3 });
      const theirs = await buildFullCase(app.baseUrl, headers(other.cookie), 0, { issues: 10, options: 5 });
      const detail = (await (
        await fetch(new URL(`/api/cases/${mine.caseId}`, app.baseUrl), { headers: headers(attacker.cookie) })
      ).json()) as { parties: Array<{ id: number }> };
      const rehearsal = (await (
        await fetch(new URL(`/api/cases/${mine.caseId}/rehearsals`, app.baseUrl), {
          method: 'POST',
          headers: headers(attacker.cookie),
          body: JSON.stringify({ style: 'steady', rounds: 5 }),
        })
      ).json()) as { id: number };
      // The routes the issue measured, each with the list its bodies were made of.
      const routes: Array<{ method: string; path: string; list: string; limit: number }> = [];
      for (const [method, path, list] of [
        ['PUT', `/api/parties/${detail.parties[0]!.id}/answers`, 'answers'],
        ['PUT', `/api/cases/${mine.caseId}/points`, 'scores'],
        ['PUT', `/api/cases/${mine.caseId}/points`, 'issueImportance'],
        ['POST', `/api/cases/${mine.caseId}/issues`, 'options'],
        ['POST', '/api/cases/import', 'issues'],
        ['POST', `/api/cases/${mine.caseId}/offers`, 'optionIds'],
        ['POST', `/api/rehearsals/${rehearsal.id}/offers`, 'optionIds'],
      ] as const) {
        routes.push({
          method,
          path,
          list,
          limit: await sizeLimitOf(app.baseUrl, method, path, attacker.cookie),
        });
      }
      // Encoded once: the load generator shares the machine, and encoding a megabyte per request was much of its
      // own CPU time.
      const bodies = routes.flatMap((route) =>
        HOSTILE_SHAPES.map(([shape, make]) => ({
          ...route,
          shape,
          body: Buffer.from(make(route.limit, route.list)),
        })),
      );
      const sendHostile = async (i: number) => {
        const b = bodies[i % bodies.length]!;
        const t0 = performance.now();
        const response = await fetch(new URL(b.path, app.baseUrl), {
          method: b.method,
          headers: headers(attacker.cookie),
          body: b.body,
        });
        await response.arrayBuffer();
        return { ...b, status: response.status, ms: performance.now() - t0 };
      };

      // 1. Each refused body alone: its wall time (the slowest of 2 after a warm-up), and the API process's CPU
      // time per request over 10 more (the main thread's cost, which the machine's other load does not inflate;
      // /proc counts in 10 ms ticks, so 1 ms is its resolution here).
      const refused: Array<{
        route: string;
        shape: string;
        bytes: number;
        status: number;
        ms: number;
        cpuMs: number;
      }> = [];
      for (let i = 0; i < bodies.length; i++) {
        const runs = [await sendHostile(i), await sendHostile(i), await sendHostile(i)].slice(1);
        const worst = runs.reduce((a, b) => (b.ms > a.ms ? b : a));
        const cpuBefore = cpuMs(app.pid);
        for (let k = 0; k < 10; k++) await sendHostile(i);
        refused.push({
          route: `${worst.method} ${worst.path.replace(/\d+/g, ':id')} (${worst.list})`,
          shape: worst.shape,
          bytes: worst.body.length,
          status: worst.status,
          ms: Math.round(worst.ms * 10) / 10,
          cpuMs: Math.round((cpuMs(app.pid) - cpuBefore) / 10),
        });
      }
      const walls = refused.map((r) => r.ms).sort((a, b) => a - b);
      console.log(
        JSON.stringify({ ...machine(), loadAverage: loadavg().map((l) => Math.round(l * 100) / 100) }),
      );
      console.log(
        JSON.stringify({
          case: 'a refused body at its route’s size limit, alone (7 routes × 5 shapes)',
          database,
          bodies: refused.length,
          wallP50Ms: percentile(walls, 50),
          wallMaxMs: percentile(walls, 100),
          apiCpuMaxMsPerBody: Math.max(...refused.map((r) => r.cpuMs)),
          slowest: [...refused].sort((a, b) => b.ms - a.ms).slice(0, 3),
          costliest: [...refused].sort((a, b) => b.cpuMs - a.cpuMs).slice(0, 3),
          statuses: [...new Set(refused.map((r) => r.status))],
        }),
      );
      expect(refused.every((r) => r.status === 400 || r.status === 413)).toBe(true);

      // 2. Another person's case read and /api/health, unloaded, then while 8 hostile bodies are in flight.
      const caseRead = () =>
        fetch(new URL(`/api/cases/${theirs.caseId}`, app.baseUrl), { headers: headers(other.cookie) });
      const sample = async (seconds: number) => {
        const reads: number[] = [];
        const health: Array<{ ms: number; database: string; eventLoopDelayMs: number }> = [];
        const deadline = performance.now() + seconds * 1000;
        await Promise.all([
          (async () => {
            while (performance.now() < deadline) {
              const t0 = performance.now();
              const response = await caseRead();
              await response.arrayBuffer();
              if (response.ok) reads.push(performance.now() - t0);
              else throw new Error(`case read answered ${response.status}`);
            }
          })(),
          (async () => {
            while (performance.now() < deadline) {
              const t0 = performance.now();
              const answer = (await (await fetch(new URL('/api/health', app.baseUrl))).json()) as {
                database: string;
                eventLoopDelayMs: number;
              };
              health.push({ ms: performance.now() - t0, ...answer });
              await new Promise((resolve) => setTimeout(resolve, 100));
            }
          })(),
        ]);
        reads.sort((a, b) => a - b);
        return {
          reads: reads.length,
          readP50Ms: percentile(reads, 50),
          readP99Ms: percentile(reads, 99),
          readMaxMs: percentile(reads, 100),
          healthSamples: health.length,
          healthDown: health.filter((h) => h.database !== 'up').length,
          healthMaxMs: Math.round(Math.max(...health.map((h) => h.ms))),
          eventLoopDelayMaxMs: Math.max(...health.map((h) => h.eventLoopDelayMs)),
        };
      };
      await hammer(caseRead, 2, WARM_UP_SECONDS);
      const unloaded = await sample(5);
      // The one person's load comes from a thread of its own, so that sending it does not hold up the event loop
      // that times the other person's reads (in one thread their answers waited behind megabytes being written).
      const loader = new Worker(HOSTILE_LOADER, {
        eval: true,
        workerData: {
          baseUrl: app.baseUrl,
          cookie: attacker.cookie,
          bodies: bodies.map(({ method, path, body }) => ({ method, path, body })),
        },
      });
      const loadDone = once(loader, 'message') as Promise<
        [{ sent: number; statuses: Record<string, number> }]
      >;
      const loadCpuBefore = cpuMs(app.pid);
      const clientBefore = process.cpuUsage();
      const loaded = await sample(LOAD_SECONDS);
      const loadCpuMs = cpuMs(app.pid) - loadCpuBefore;
      const clientUsed = process.cpuUsage(clientBefore);
      loader.postMessage('stop');
      const [{ sent: hostileSent, statuses: hostileStatuses }] = await loadDone;
      await loader.terminate();
      console.log(
        JSON.stringify({
          case: `another person's GET /api/cases/:id (10 × 5) and /api/health while one person sends 8 refused bodies at a time for ${LOAD_SECONDS} s`,
          database,
          unloaded,
          loaded,
          p99AboveUnloadedMs: Math.round((loaded.readP99Ms - unloaded.readP99Ms) * 100) / 100,
          hostileSent,
          hostileStatuses,
          // The API process's CPU over the loaded phase, in cores (the load generator runs on the same machine).
          apiCores: Math.round((loadCpuMs / (LOAD_SECONDS * 1000)) * 100) / 100,
          // This process: the reads, and the load generator's thread.
          clientCores:
            Math.round(((clientUsed.user + clientUsed.system) / 1000 / (LOAD_SECONDS * 1000)) * 100) / 100,
          loadAverage: loadavg().map((l) => Math.round(l * 100) / 100),
        }),
      );
      expect(loaded.healthDown).toBe(0);

      // 3. A case at the offer cap: one page of offers, and an offer recorded, then refused.
      const cap = 500;
      const post = (body: unknown) =>
        fetch(new URL(`/api/cases/${mine.caseId}/offers`, app.baseUrl), {
          method: 'POST',
          headers: headers(attacker.cookie),
          body: JSON.stringify(body),
        });
      const offerBody = (n: number) => ({
        by: n % 2 === 0 ? 'user' : 'opponent',
        optionIds: [0, 1, 2].map((issue) => mine.options[issue * 3 + ((n + issue) % 3)]!.optionId),
      });
      for (let n = 0; n < cap - 1; n++) {
        const response = await post(offerBody(n));
        if (response.status !== 201)
          throw new Error(`offer ${n}: ${response.status} ${await response.text()}`);
      }
      const timedMs = async (send: () => Promise<Response>, expected: number) => {
        const t0 = performance.now();
        const response = await send();
        await response.arrayBuffer();
        if (response.status !== expected) throw new Error(`answered ${response.status}, not ${expected}`);
        return performance.now() - t0;
      };
      const page = () =>
        fetch(new URL(`/api/cases/${mine.caseId}/offers`, app.baseUrl), {
          headers: headers(attacker.cookie),
        });
      const pageMs: number[] = [];
      const lastMs: number[] = [];
      const refusedMs: number[] = [];
      for (let i = 0; i < 60; i++) {
        pageMs.push(await timedMs(page, 200));
        let id = 0;
        lastMs.push(
          await timedMs(async () => {
            const response = await post(offerBody(i));
            id = ((await response.clone().json()) as { id: number }).id;
            return response;
          }, 201),
        );
        refusedMs.push(await timedMs(() => post(offerBody(i + 1)), 409));
        await fetch(new URL(`/api/offers/${id}`, app.baseUrl), {
          method: 'DELETE',
          headers: { cookie: attacker.cookie },
        });
      }
      const all = await timedMs(
        () =>
          fetch(new URL(`/api/cases/${mine.caseId}/offers?limit=500`, app.baseUrl), {
            headers: headers(attacker.cookie),
          }),
        200,
      );
      for (const list of [pageMs, lastMs, refusedMs]) list.sort((a, b) => a - b);
      console.log(
        JSON.stringify({
          case: `a case at the offer cap (${cap}): GET offers (one page of 50), POST the ${cap}th offer, POST past the cap (409); 60 of each after a warm-up`,
          database,
          pageP50Ms: percentile(pageMs.slice(0), 50),
          pageMaxMs: percentile(pageMs, 100),
          postP50Ms: percentile(lastMs, 50),
          postMaxMs: percentile(lastMs, 100),
          refusedP50Ms: percentile(refusedMs, 50),
          refusedMaxMs: percentile(refusedMs, 100),
          wholeListOf500Ms: Math.round(all * 100) / 100,
        }),
      );
    } finally {
      await app.stop();
    }
  },
);

it.runIf(process.env['BENCH_DATABASE_URL'])(
  'issue 33: twenty database stalls behind a TCP proxy, reads and writes in flight',
  async () => {
    const proxy = await startTcpProxy(process.env['BENCH_DATABASE_URL']!);
    // Short timeouts, so that each stall outlasts the driver's timeout on a statement and on the ROLLBACK behind
    // it (the case that reused a connection with a transaction open): 500 ms + 500 ms, a stall of 2.5 s.
    const app = await startBuiltApp({
      DATABASE_URL: proxy.url,
      DATABASE_POOL_SIZE: '4',
      DATABASE_CONNECT_TIMEOUT: '2s',
      DATABASE_STATEMENT_TIMEOUT: '500ms',
      ACCESS_CACHE_TTL: '0',
      TRIAL_CASE_LIMIT: '1000000',
    });
    try {
      const { cookie } = await signIn(app.baseUrl, `bench-stall-${Date.now()}@example.com`, 'Stu');
      const headers = { cookie, 'content-type': 'application/json' };
      const { caseId } = await buildFullCase(app.baseUrl, headers, 0, { issues: 3, options: 3 });
      const statuses = new Map<number, number>();
      let stop = false;
      const clients = Array.from({ length: 6 }, async (_, k) => {
        for (let i = 0; !stop; i++) {
          const kind = (i + k) % 3;
          const response = await fetch(
            new URL(kind === 0 ? '/api/cases' : `/api/cases/${caseId}`, app.baseUrl),
            kind === 0
              ? { method: 'POST', headers, body: JSON.stringify({ name: `Stall ${k}.${i}` }) }
              : kind === 1
                ? { method: 'PUT', headers, body: JSON.stringify({ goal: `Goal ${k}.${i}` }) }
                : { headers },
          );
          await response.arrayBuffer();
          statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        }
      });
      const started = performance.now();
      for (let cycle = 0; cycle < 20; cycle++) {
        proxy.pause();
        await new Promise((resolve) => setTimeout(resolve, 2500));
        proxy.resume();
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
      stop = true;
      await Promise.all(clients);
      console.log(
        JSON.stringify({
          case: 'twenty stalls of 2.5 s (statement timeout 500 ms), 6 clients reading and writing',
          database: 'PostgreSQL behind a loopback TCP proxy',
          seconds: Math.round((performance.now() - started) / 1000),
          statuses: Object.fromEntries(statuses),
          answers500: statuses.get(500) ?? 0,
        }),
      );
      expect(statuses.get(500) ?? 0).toBe(0);
    } finally {
      await app.stop();
      await proxy.close();
    }
  },
);
