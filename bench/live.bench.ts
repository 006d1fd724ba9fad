import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import pg from 'pg';
import { expect, it } from 'vitest';
import { createDatabase, dropDatabase } from '../apps/api/test/support/databases.js';
import { signIn } from '../apps/api/test/support/sign-in.js';
import { startBuiltApp } from '../e2e/support/built-app.js';
import type { BuiltApp } from '../e2e/support/built-app.js';
import { machine } from './machine.js';

/**
 * Changes seen live (issue 35): STREAMS event streams on one case, half on each of two API processes on one
 * PostgreSQL server, and CHANGES changes, each a transaction that announces it (pg_notify) and commits. For each
 * change, the time from sending its COMMIT to the event's arrival at each stream and at the last of them; then
 * the memory an open stream costs the API processes (their RSS before and after MEMORY_STREAMS more streams).
 * Needs a real server (BENCH_DATABASE_URL, else DATABASE_URL): LISTEN/NOTIFY across processes is the point.
 */
const STREAMS = Number(process.env['BENCH_STREAMS'] ?? 50);
const CHANGES = Number(process.env['BENCH_CHANGES'] ?? 200);
const MEMORY_STREAMS = Number(process.env['BENCH_MEMORY_STREAMS'] ?? 1000);
/** The memory phase's streams belong to this many people, each on a case of their own, opened side by side. */
const MEMORY_PEOPLE = 10;
const serverUrl = process.env['BENCH_DATABASE_URL'] ?? process.env['DATABASE_URL'];

function percentile(sorted: number[], p: number): number {
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! * 10) / 10;
}

const summary = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return { p50Ms: percentile(sorted, 50), p95Ms: percentile(sorted, 95), maxMs: percentile(sorted, 100) };
};

function rssKb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Number(line?.replace(/\D+/g, '') ?? 0);
}

/** A stream read the cheap way: only each event's version and when its chunk arrived. */
interface TimedStream {
  arrivals: Map<number, number>;
  close(): void;
}

async function openTimed(baseUrl: string, caseId: number, cookie: string, onArrival: () => void) {
  const abort = new AbortController();
  const response = await fetch(new URL(`/api/cases/${caseId}/events`, baseUrl), {
    headers: { cookie, accept: 'text/event-stream' },
    signal: abort.signal,
  });
  if (response.status !== 200) throw new Error(`The stream answered ${response.status}`);
  const stream: TimedStream = { arrivals: new Map(), close: () => abort.abort() };
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        const at = performance.now();
        for (const [, version] of value.matchAll(/"version":(\d+)/g)) {
          stream.arrivals.set(Number(version), at);
          onArrival();
        }
      }
    } catch {
      // closed by the benchmark
    }
  })();
  return stream;
}

it.runIf(serverUrl)(
  `the time from a commit to its event at ${STREAMS} streams on one case across two processes`,
  async () => {
    const name = `parley_bench_live_${process.pid}`;
    const databaseUrl = await createDatabase(serverUrl!, name);
    const env = {
      DATABASE_URL: databaseUrl,
      SESSION_SECRET: 'bench-live-session-secret-that-is-long-enough-012345',
      // One person holds all the timed streams; the per-person and per-process bounds are not what is measured.
      LIVE_STREAMS_PER_PERSON: String(Math.max(STREAMS, MEMORY_STREAMS / MEMORY_PEOPLE)),
      LIVE_STREAMS_PER_PROCESS: String(STREAMS + MEMORY_STREAMS),
    };
    const apps: BuiltApp[] = [];
    const database = new pg.Client({ connectionString: databaseUrl });
    const streams: TimedStream[] = [];
    try {
      apps.push(await startBuiltApp(env), await startBuiltApp(env));
      await database.connect();
      const { cookie } = await signIn(apps[0]!.baseUrl, `bench-live-${Date.now()}@example.com`, 'Bench');
      const created = await fetch(new URL('/api/cases', apps[0]!.baseUrl), {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Live bench' }),
      });
      const caseId = ((await created.json()) as { id: number }).id;

      let waiting: { version: number; resolve: () => void } | null = null;
      const check = () => {
        if (waiting && streams.every((s) => s.arrivals.has(waiting!.version))) waiting.resolve();
      };
      for (let i = 0; i < STREAMS; i++) {
        streams.push(await openTimed(apps[i % 2]!.baseUrl, caseId, cookie, check));
      }

      const announce = async (version: number): Promise<number> => {
        await database.query('BEGIN');
        await database.query('SELECT pg_notify($1, $2)', [
          'parley_case_events',
          JSON.stringify({
            caseId,
            type: 'points_changed',
            version,
            actor: { id: 1, name: 'Bench' },
            subject: { kind: 'option', id: 1 },
          }),
        ]);
        const committing = performance.now();
        const reached = new Promise<void>((resolve) => (waiting = { version, resolve }));
        await database.query('COMMIT');
        check();
        await reached;
        return committing;
      };
      // Warm-up: the first events pass through code not yet compiled.
      for (let v = 1; v <= 20; v++) await announce(v);

      const all: number[] = [];
      const last: number[] = [];
      for (let c = 0; c < CHANGES; c++) {
        const version = 1000 + c;
        const committing = await announce(version);
        const times = streams.map((s) => s.arrivals.get(version)! - committing);
        all.push(...times);
        last.push(Math.max(...times));
        await new Promise((resolve) => setTimeout(resolve, 10));
      }

      console.log(
        JSON.stringify({ ...machine(), loadAverage: loadavg().map((l) => Math.round(l * 100) / 100) }),
      );
      const everyStream = summary(last);
      console.log(
        JSON.stringify({
          case: `commit → event at all ${STREAMS} streams (2 processes)`,
          changes: CHANGES,
          ...everyStream,
        }),
      );
      console.log(
        JSON.stringify({ case: 'commit → event at one stream', deliveries: all.length, ...summary(all) }),
      );

      // Memory: the API processes' RSS before and after MEMORY_STREAMS more streams (half on each), once the
      // change phase's garbage has had time to go. Many streams, so that the streams' memory outweighs the
      // collector's timing.
      const rss = () => apps.reduce((total, app) => total + rssKb(app.pid), 0);
      await new Promise((resolve) => setTimeout(resolve, 5000));
      const before = rss();
      await Promise.all(
        Array.from({ length: MEMORY_PEOPLE }, async (_, person) => {
          const other = await signIn(apps[0]!.baseUrl, `bench-live-${person}-${Date.now()}@example.com`, 'B');
          const own = await fetch(new URL('/api/cases', apps[0]!.baseUrl), {
            method: 'POST',
            headers: { cookie: other.cookie, 'content-type': 'application/json' },
            body: JSON.stringify({ name: 'Memory' }),
          });
          const ownId = ((await own.json()) as { id: number }).id;
          for (let i = 0; i < MEMORY_STREAMS / MEMORY_PEOPLE; i++) {
            streams.push(await openTimed(apps[i % 2]!.baseUrl, ownId, other.cookie, () => undefined));
          }
        }),
      );
      await new Promise((resolve) => setTimeout(resolve, 2000));
      const after = rss();
      console.log(
        JSON.stringify({
          case: 'memory per open stream (both API processes, RSS)',
          streams: MEMORY_STREAMS,
          people: MEMORY_PEOPLE,
          rssBeforeMb: Math.round(before / 1024),
          rssAfterMb: Math.round(after / 1024),
          kbPerStream: Math.round(((after - before) / MEMORY_STREAMS) * 10) / 10,
        }),
      );
      expect(everyStream.p95Ms).toBeLessThanOrEqual(1000);
    } finally {
      for (const s of streams) s.close();
      await database.end().catch(() => undefined);
      await Promise.all(apps.map((app) => app.stop()));
      await dropDatabase(serverUrl!, name);
    }
  },
);

it.skipIf(serverUrl)('needs a PostgreSQL server', () => {
  console.warn('bench:live needs BENCH_DATABASE_URL (or DATABASE_URL): two processes share one server');
});
