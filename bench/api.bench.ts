import { cpus } from 'node:os';
import { expect, it } from 'vitest';
import { signIn } from '../apps/api/test/support/sign-in.js';
import { startBuiltApp } from '../e2e/support/built-app.js';

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

async function hammer(send: (i: number) => Promise<Response>): Promise<Result> {
  const latencies: number[] = [];
  let errors = 0;
  let next = 0;
  const started = performance.now();
  const deadline = started + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
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

const databases: Array<[string, Record<string, string>]> = [['embedded PGlite', {}]];
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

/** The largest case a person can build (Limits): 12 issues × 10 options, every option scored for both parties. */
async function buildFullCase(baseUrl: string, headers: Record<string, string>) {
  const call = async <T>(method: string, path: string, body: unknown): Promise<T> => {
    const response = await fetch(new URL(path, baseUrl), { method, headers, body: JSON.stringify(body) });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };
  const created = await call<{ id: number }>('POST', '/api/cases', { name: 'Largest case' });
  const options: Array<{ issueId: number; optionId: number }> = [];
  for (let i = 0; i < 12; i++) {
    const issue = await call<{ id: number; options: Array<{ id: number }> }>(
      'POST',
      `/api/cases/${created.id}/issues`,
      { name: `Issue ${i}`, options: Array.from({ length: 10 }, (_, k) => ({ name: `Option ${k}` })) },
    );
    for (const option of issue.options) options.push({ issueId: issue.id, optionId: option.id });
  }
  const detail = await (await fetch(new URL(`/api/cases/${created.id}`, baseUrl), { headers })).json();
  const parties = (detail as { parties: Array<{ id: number; type: string }> }).parties;
  const you = parties.find((p) => p.type === 'user')!.id;
  const opponent = parties.find((p) => p.type === 'opponent')!.id;
  for (const [n, option] of options.entries()) {
    await call('POST', '/api/scores', { partyId: you, ...option, points: 25 + ((n * 37) % 226) });
    await call('POST', '/api/scores', { partyId: opponent, ...option, points: 25 + ((n * 91) % 226) });
  }
  return { caseId: created.id, you, options };
}
