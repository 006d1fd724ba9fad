import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { expect, it } from 'vitest';
import { signIn } from '../apps/api/test/support/sign-in.js';
import { startBuiltApp } from '../e2e/support/built-app.js';
import { machine } from './machine.js';
import { processTree } from './processes.js';

/**
 * What `npm start` costs on a fresh clone: the time from launch to a healthy app on an empty data folder, and
 * the memory of the whole process tree (the API and any database server it starts) when ready and after a
 * journeys' worth of use. RSS is summed over the processes as `ps` shows it (shared pages count once per
 * process, so this overstates a server's real use); PSS shares them out and is printed beside it.
 * Prints one JSON line per embedded database, after one line describing the machine.
 * BENCH_DATABASE_URL adds a run against that PostgreSQL server (the database's memory is then not the app's).
 */
const LIMIT_MB = 300;
const FIRST_START_LIMIT_S = 30;

const setups: Array<[string, Record<string, string>]> = [
  ['embedded PostgreSQL server', { EMBEDDED_DATABASE: 'postgres' }],
  ['embedded PGlite', { EMBEDDED_DATABASE: 'pglite' }],
];
if (process.env['BENCH_DATABASE_URL']) {
  setups.push(['PostgreSQL (DATABASE_URL)', { DATABASE_URL: process.env['BENCH_DATABASE_URL'] }]);
}

function kb(file: string, field: string): number {
  try {
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(file, 'utf8'));
    return match ? Number(match[1]) : 0;
  } catch {
    return 0;
  }
}

function memory(root: number): { processes: number; rssMb: number; pssMb: number; apiRssMb: number } {
  const pids = processTree(root);
  const sum = (file: string, field: string) =>
    Math.round(pids.reduce((total, pid) => total + kb(`/proc/${pid}/${file}`, field), 0) / 1024);
  return {
    processes: pids.length,
    rssMb: sum('status', 'VmRSS'),
    pssMb: sum('smaps_rollup', 'Pss'),
    apiRssMb: Math.round(kb(`/proc/${root}/status`, 'VmRSS') / 1024),
  };
}

/** Sign-in, then what the browser journeys do to three cases: issues, options, scores, points, the reports. */
async function journeys(baseUrl: string): Promise<void> {
  const { cookie } = await signIn(baseUrl, `footprint-${Date.now()}@example.com`, 'Footprint');
  const headers = { cookie, 'content-type': 'application/json' };
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(new URL(path, baseUrl), {
      method,
      headers: body === undefined ? { cookie } : headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };
  await call('GET', '/api/auth/user');
  for (let c = 0; c < 3; c++) {
    const created = await call<{ id: number }>('POST', '/api/cases', {
      name: `Case ${c}`,
      goal: 'A fair deal',
    });
    const options: Array<{ issueId: number; optionId: number }> = [];
    for (let i = 0; i < 5; i++) {
      const issue = await call<{ id: number; options: Array<{ id: number }> }>(
        'POST',
        `/api/cases/${created.id}/issues`,
        { name: `Issue ${i}`, options: Array.from({ length: 4 }, (_, k) => ({ name: `Option ${k}` })) },
      );
      for (const option of issue.options) options.push({ issueId: issue.id, optionId: option.id });
    }
    const detail = await call<{ parties: Array<{ id: number; type: string }> }>(
      'GET',
      `/api/cases/${created.id}`,
    );
    for (const party of detail.parties) {
      for (const [n, option] of options.entries()) {
        await call('POST', '/api/scores', { partyId: party.id, ...option, points: 25 + ((n * 37) % 226) });
      }
    }
    await call('POST', `/api/cases/${created.id}/calculate-points`);
    await call('GET', `/api/cases/${created.id}`);
    await call('GET', `/api/cases/${created.id}/export.json`);
    const report = await fetch(new URL(`/api/cases/${created.id}/export`, baseUrl), { headers: { cookie } });
    if (!report.ok) throw new Error(`export: ${report.status}`);
    await report.arrayBuffer();
  }
  await call('GET', '/api/cases');
}

it('prints the machine', () => {
  console.log(JSON.stringify({ ...machine(), loadAverage: loadavg().map((l) => Math.round(l * 100) / 100) }));
});

it.each(setups)('footprint of the app on %s', async (database, env) => {
  const t0 = performance.now();
  const app = await startBuiltApp(env);
  const firstStartS = Math.round((performance.now() - t0) / 100) / 10;
  try {
    let peakRssMb = 0;
    const sampler = setInterval(() => (peakRssMb = Math.max(peakRssMb, memory(app.pid).rssMb)), 200);
    const atReady = memory(app.pid);
    await journeys(app.baseUrl);
    // Settled: what stays held once the work is done, not the transient peak (that is printed too).
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const afterUse = memory(app.pid);
    clearInterval(sampler);
    console.log(
      JSON.stringify({
        case: 'npm start footprint',
        database,
        firstStartS,
        atReady,
        afterUse,
        peakRssMb: Math.max(peakRssMb, afterUse.rssMb),
        loadAverage: loadavg().map((l) => Math.round(l * 100) / 100),
      }),
    );
    if (!env['DATABASE_URL'] && env['EMBEDDED_DATABASE'] === 'postgres') {
      expect(atReady.rssMb).toBeLessThanOrEqual(LIMIT_MB);
      expect(afterUse.rssMb).toBeLessThanOrEqual(LIMIT_MB);
      expect(firstStartS).toBeLessThanOrEqual(FIRST_START_LIMIT_S);
    }
  } finally {
    await app.stop();
  }
});
