#!/usr/bin/env node
// `npm test`: every check and test of the workspace, run side by side as far as their inputs and the machine's
// cores allow (docs/performance.md, "The test suite's time"; decisions.md §87).
//
// Each step is a shell command that starts once the steps it needs have passed (and those it comes after have
// ended). Foreground steps — every test, since each has bounds in wall-clock time — run at normal priority: the
// build beside the web's, scoring's and contracts' tests, then the journeys, then the API's tests. Background
// steps (lint and type checks: pure throughput) run at a lower CPU priority (`nice`, and their
// scheduling group lowered, see LOWER_GROUP), so they take only
// what the foreground leaves, and fill at most the machine's cores among themselves, the earlier in STEPS first.
// A step's output is held back and printed whole when it ends, so two steps' lines
// never interleave. A failed step fails the run; steps needing it are skipped, the others still run, so one run
// shows every failure. At the end a table gives each step's start, wall time and CPU seconds (its own and its
// children's, from the shell's `times`).
//
//   node scripts/suite.mjs                 every step
//   node scripts/suite.mjs test:api lint   the named steps only (and nothing they need: run the build first)
//   SUITE_CORES=4 node scripts/suite.mjs   cores the background steps fill (default: the machine's)
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';

/**
 * @typedef {object} Step
 * @property {string} name
 * @property {string} run    shell command, run from `cwd` (the workspace root when not given)
 * @property {string} [cwd]
 * @property {string[]} [needs]  steps that must have passed first
 * @property {string[]} [after]  steps that must have ended first, passed or not (order only)
 * @property {number} [cores]  a background step: about how many cores it keeps busy (a vitest project with one
 *   worker and its main process: 1); foreground steps have none
 */

/**
 * Foreground: the build and every test. Background (with `cores`): lint, in the order they start.
 * @type {Step[]}
 */
export const STEPS = [
  // Every test with a bound in wall-clock time runs in front (normal priority), never starved: on this machine the
  // suite is CPU-bound (the machine busy 1.97 of 2 cores over a 13:20 run, session 18), so what runs behind waits
  // for minutes, and a test waiting on its own clock fails. Only lint, pure throughput, runs behind.
  //
  // First the build beside the projects' own tests: the web's components (antd's tooltips, toasts and dialogs on
  // real timers: five failed starved behind the journeys), scoring's and contracts' property tests (a contracts
  // test over its 30 s, a scoring test over its 240 s, behind).
  { name: 'build', run: 'nx run-many -t build --output-style=static' },
  { name: 'test:web', run: 'vitest run', cwd: 'apps/web' },
  { name: 'test:scoring', run: 'vitest run', cwd: 'libs/scoring' },
  { name: 'test:contracts', run: 'vitest run', cwd: 'libs/contracts' },
  // Then the journeys (two files at a time), which keep both cores busy by themselves (Chromium's renderers
  // included, which no step's CPU seconds count), then the API's tests. Side by side they slowed each other about
  // as much as they overlapped, the API's tests three times over (3:29 alone, 9:42 beside the journeys), which
  // their timed bounds cannot take. The API's tests read the libraries from source, but beside the build they
  // doubled its time (0:50 → 1:40).
  {
    name: 'test:e2e',
    run: 'vitest run --config e2e/vitest.config.ts',
    needs: ['build'],
    after: ['test:web', 'test:scoring', 'test:contracts'],
  },
  { name: 'test:api', run: 'vitest run', cwd: 'apps/api', after: ['build', 'test:e2e'] },
  // Behind: lint and type checks (tools/lint/check.mjs), in three parts of similar size that can run side by side.
  { name: 'lint:web', run: 'node tools/lint/check.mjs web', cores: 1, needs: ['build'] },
  {
    name: 'lint:projects',
    run: 'node tools/lint/check.mjs scoring contracts api',
    cores: 1,
    needs: ['build'],
  },
  // The tools' suite beside the workspace's lint and type checks and Prettier: two processes, counted as one core
  // so that it starts beside another background step rather than waiting for both cores. Its tests lint a snippet
  // each, a few CPU seconds, within their 300 s.
  { name: 'lint:workspace', run: 'npm run lint:workspace', cores: 1, needs: ['build'] },
];

const STEP_TIMEOUT_MS = 30 * 60_000;

/**
 * V8 settings for every Node.js process of the suite (through NODE_OPTIONS; Chromium and PostgreSQL are not Node):
 * one background thread for V8's own work (its default, four, marks and compiles beside the main thread in
 * parallel, which on two cores that are busy anyway is overhead, not speed) and a young generation large enough
 * that the type checker's and the tests' short-lived objects die there instead of being scavenged again and
 * again. The same lint part took about a sixth fewer CPU seconds, and less wall time (docs/performance.md,
 * Session 21; decisions.md §91).
 */
export const NODE_FLAGS = ['--v8-pool-size=1', '--max-semi-space-size=64'];

/** NODE_OPTIONS with {@link NODE_FLAGS} added, keeping what the caller set (a flag set already wins). */
export function withNodeFlags(/** @type {string | undefined} */ options) {
  const given = (options ?? '').trim();
  const set = new Set(given.split(/\s+/).map((flag) => flag.split('=')[0]));
  const added = NODE_FLAGS.filter((flag) => !set.has(flag.split('=')[0]));
  return [given, ...added].filter(Boolean).join(' ');
}

/**
 * Each step runs in a session of its own (`detached`, so that it can be stopped with all its children), and where
 * the kernel groups processes by session for the scheduler (Linux's autogroup, on by default), a process's own
 * niceness only ranks it within its session: every session gets an equal share of the cores. A background step
 * therefore also lowers its session's group (`/proc/self/autogroup`, nice 10: a group's weight, whatever its
 * number of processes, about a tenth of a normal one's); where there is no such file, its `nice` alone does what
 * it says. Measured (docs/performance.md, Session 18): two busy foreground processes beside two under
 * `nice -n 10` alone took 19.5–21 s instead of 9.5; with the groups at nice 10, 10.6–14.1. At nice 19 (9.7–10.2)
 * the journeys, which keep both cores busy, starved the background so far that a scoring test's 240 s ran out.
 */
const LOWER_GROUP = '(echo 10 > /proc/self/autogroup) 2>/dev/null';

/** @param {number} ms */
const clock = (ms) => {
  const s = Math.round(ms / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};

/** @param {string} text  one shell word */
const quote = (text) => `'${text.replaceAll("'", `'\\''`)}'`;

/** Children's user and system seconds from the second line of the shell's `times` ("0m1.5s 0m0.2s"). */
function cpuSeconds(/** @type {string} */ times) {
  const line = times.trim().split('\n')[1] ?? '';
  const parts = [...line.matchAll(/(\d+)m([\d.]+)s/g)].map(([, m, s]) => Number(m) * 60 + Number(s));
  return parts.length === 2 ? parts[0] + parts[1] : NaN;
}

/**
 * @param {Step[]} steps
 * @param {{ cores: number, log: (line: string) => void, print?: (text: string) => void }} options  `print` takes
 *   each step's held-back output (standard output when not given)
 */
export async function runSuite(steps, { cores, log, print = (text) => process.stdout.write(text) }) {
  const t0 = Date.now();
  /** @type {Map<string, { status: 'waiting' | 'running' | 'passed' | 'failed' | 'skipped', start?: number, end?: number, cpu?: number }>} */
  const state = new Map(steps.map((s) => [s.name, { status: 'waiting' }]));
  const children = new Set();
  let busy = 0;

  const stopAll = () => {
    for (const child of children) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
  };
  process.once('SIGINT', () => (stopAll(), process.exit(130)));
  process.once('SIGTERM', () => (stopAll(), process.exit(143)));

  /** @param {Step} step */
  const start = (step) =>
    new Promise((resolve) => {
      const entry = state.get(step.name);
      entry.status = 'running';
      entry.start = Date.now() - t0;
      busy += step.cores ?? 0;
      log(`[${clock(entry.start)}] ▶ ${step.name}: ${step.run}${step.cwd ? ` (in ${step.cwd})` : ''}`);
      const command =
        step.cores === undefined ? step.run : `${LOWER_GROUP}\nnice -n 10 sh -c ${quote(step.run)}`;
      const child = spawn('sh', ['-c', `(\n${command}\n)\ncode=$?\ntimes >&3\nexit $code`], {
        cwd: step.cwd,
        env: { ...process.env, NODE_OPTIONS: withNodeFlags(process.env['NODE_OPTIONS']) },
        stdio: ['ignore', 'pipe', 'pipe', 'pipe'],
        detached: true,
      });
      children.add(child);
      /** @type {Buffer[]} */
      const output = [];
      let times = '';
      child.stdout.on('data', (chunk) => output.push(chunk));
      child.stderr.on('data', (chunk) => output.push(chunk));
      child.stdio[3].on('data', (chunk) => (times += String(chunk)));
      const timer = setTimeout(() => {
        output.push(Buffer.from(`\n${step.name} ran longer than ${clock(STEP_TIMEOUT_MS)}: stopped.\n`));
        process.kill(-child.pid, 'SIGKILL');
      }, STEP_TIMEOUT_MS);
      child.on('close', (code, signal) => {
        clearTimeout(timer);
        children.delete(child);
        busy -= step.cores ?? 0;
        entry.end = Date.now() - t0;
        entry.cpu = cpuSeconds(times);
        entry.status = code === 0 ? 'passed' : 'failed';
        const took = `${clock(entry.end - entry.start)}, ${Math.round(entry.cpu)} CPU s`;
        print(`\n──── ${step.name} (${took}) ────\n${Buffer.concat(output).toString()}`);
        log(
          entry.status === 'passed'
            ? `[${clock(entry.end)}] ✓ ${step.name} passed (${took})`
            : `[${clock(entry.end)}] ✗ ${step.name} FAILED (${signal ?? `exit ${code}`}, ${took})`,
        );
        resolve(undefined);
      });
    });

  // Starts every step that can start; called at the beginning and whenever a step ends.
  await new Promise((done) => {
    const tick = () => {
      for (const step of steps) {
        const entry = state.get(step.name);
        if (entry.status !== 'waiting') continue;
        // A step needs only the steps of this run (a run of named steps expects the rest done before).
        const needs = (step.needs ?? []).filter((name) => state.has(name));
        if (needs.some((name) => ['failed', 'skipped'].includes(state.get(name).status))) {
          entry.status = 'skipped';
          log(`[${clock(Date.now() - t0)}] – ${step.name} skipped: ${needs.join(', ')} did not pass`);
          continue;
        }
        if (!needs.every((name) => state.get(name).status === 'passed')) continue;
        const after = (step.after ?? []).filter((name) => state.has(name));
        if (after.some((name) => ['waiting', 'running'].includes(state.get(name).status))) continue;
        if (step.cores !== undefined && busy > 0 && busy + step.cores > cores) continue;
        void start(step).then(tick);
      }
      if (![...state.values()].some((e) => e.status === 'running')) done(undefined);
    };
    tick();
  });
  for (const entry of state.values()) if (entry.status === 'waiting') entry.status = 'skipped';
  return { state, wall: Date.now() - t0 };
}

/**
 * The whole machine's busy core-seconds so far (Linux's /proc/stat: all but idle and I/O wait), or NaN elsewhere.
 * A step's own CPU seconds miss what runs outside its tree of processes: Chromium's renderers (reparented away
 * from the browser that started them) and the PostgreSQL server the API's tests use.
 */
export function machineBusySeconds() {
  try {
    const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
    const [user, nice, system, , , irq, softirq, steal] = ticks;
    return (user + nice + system + irq + softirq + steal) / 100;
  } catch {
    return NaN;
  }
}

const isMain = import.meta.url === `file://${process.argv[1]}`;
if (isMain) {
  const only = process.argv.slice(2);
  const unknown = only.filter((name) => !STEPS.some((s) => s.name === name));
  if (unknown.length > 0) {
    console.error(
      `unknown step(s): ${unknown.join(', ')}; the steps are: ${STEPS.map((s) => s.name).join(', ')}`,
    );
    process.exit(2);
  }
  const steps = only.length > 0 ? STEPS.filter((s) => only.includes(s.name)) : STEPS;
  const cores = Number(process.env['SUITE_CORES'] ?? availableParallelism());
  const busyBefore = machineBusySeconds();
  const { state, wall } = await runSuite(steps, { cores, log: (line) => process.stdout.write(`${line}\n`) });
  const busy = machineBusySeconds() - busyBefore;
  const rows = steps.map((s) => {
    const e = state.get(s.name);
    const took = e.end !== undefined && e.start !== undefined ? clock(e.end - e.start) : '–';
    const cpu = e.cpu !== undefined && Number.isFinite(e.cpu) ? String(Math.round(e.cpu)) : '–';
    return `${s.name.padEnd(16)} ${e.status.padEnd(8)} start ${e.start !== undefined ? clock(e.start) : '–'}  wall ${took.padStart(5)}  CPU s ${cpu.padStart(4)}`;
  });
  const totalCpu = [...state.values()].reduce((sum, e) => sum + (Number.isFinite(e.cpu) ? e.cpu : 0), 0);
  process.stdout.write(
    `\n──── the suite: ${clock(wall)} wall, ${Math.round(totalCpu)} CPU s in its steps, ${Number.isFinite(busy) ? `the machine busy ${Math.round(busy)} core-s` : 'the machine not measured'}, background on ${cores} cores ────\n${rows.join('\n')}\n`,
  );
  const failed = steps.filter((s) => state.get(s.name).status !== 'passed');
  if (failed.length > 0) process.stdout.write(`Not passed: ${failed.map((s) => s.name).join(', ')}\n`);
  process.exitCode = failed.length > 0 ? 1 : 0;
}
