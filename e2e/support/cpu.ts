import { appendFile, mkdir, readdir, readFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { afterAll, beforeAll, beforeEach, inject } from 'vitest';

/**
 * With E2E_CPU=1 (a setup file of e2e/vitest.config.ts), the CPU seconds each journey file costs, written to
 * e2e/artifacts/cpu.jsonl (or E2E_CPU_FILE): the user + system time of the file's worker and everything it started (Chromium,
 * extra apps) and of the shared app with its embedded database, from /proc. A process counts while it lives and,
 * once it has ended, in the `cutime`/`cstime` of the process that waited for it (Chromium's in the worker's, a
 * database backend's in the server's). On a machine shared with other work, CPU seconds move far less than wall
 * time; the figures of docs/performance.md ("Session 16") come from here.
 */
declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's app process (global-setup.ts), whose CPU seconds are counted per file. */
    appPid: number;
  }
}

const TICKS_PER_SECOND = 100;

interface Stat {
  ppid: number;
  ticks: number;
}

async function stat(pid: number): Promise<Stat | null> {
  const text = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => null);
  if (!text) return null;
  // The command name may hold spaces or parentheses: the fields after its last ')' are fixed.
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  // state ppid … utime(14) stime(15) cutime(16) cstime(17), counted from the state as field 3.
  const at = (n: number) => Number(fields[n - 3]);
  return { ppid: at(4), ticks: at(14) + at(15) + at(16) + at(17) };
}

/** The CPU seconds of a process and every process below it, alive or ended and waited for. */
async function treeSeconds(root: number): Promise<number> {
  const stats = new Map<number, Stat>();
  for (const name of await readdir('/proc')) {
    const pid = Number(name);
    if (!Number.isInteger(pid)) continue;
    const found = await stat(pid);
    if (found) stats.set(pid, found);
  }
  const children = new Map<number, number[]>();
  for (const [pid, { ppid }] of stats) children.set(ppid, [...(children.get(ppid) ?? []), pid]);
  let ticks = 0;
  const queue = [root];
  while (queue.length > 0) {
    const pid = queue.pop()!;
    ticks += stats.get(pid)?.ticks ?? 0;
    queue.push(...(children.get(pid) ?? []));
  }
  return ticks / TICKS_PER_SECOND;
}

/** Wall milliseconds spent in named set-up steps of the current file (sign-in, snapshots), for the same line. */
const spent = new Map<string, number>();

/** Runs `step`, adding its wall time to `label`'s total for this file's line (only counted with E2E_CPU=1). */
export async function timed<T>(label: string, step: () => Promise<T>): Promise<T> {
  const start = performance.now();
  try {
    return await step();
  } finally {
    spent.set(label, (spent.get(label) ?? 0) + performance.now() - start);
  }
}

if (process.env['E2E_CPU'] === '1') {
  const appPid = inject('appPid');
  let worker = 0;
  let app = 0;
  let started = 0;
  let file = '';
  beforeEach(({ task }) => {
    file = task.file.name;
  });
  beforeAll(async () => {
    [worker, app] = await Promise.all([treeSeconds(process.pid), treeSeconds(appPid)]);
    started = performance.now();
  });
  afterAll(async () => {
    const [workerAfter, appAfter] = await Promise.all([treeSeconds(process.pid), treeSeconds(appPid)]);
    const line = {
      file,
      wallS: Math.round((performance.now() - started) / 100) / 10,
      workerCpuS: Math.round((workerAfter - worker) * 10) / 10,
      appCpuS: Math.round((appAfter - app) * 10) / 10,
      ...Object.fromEntries([...spent].map(([label, ms]) => [`${label}WallS`, Math.round(ms / 100) / 10])),
    };
    const out = process.env['E2E_CPU_FILE'] ?? 'e2e/artifacts/cpu.jsonl';
    await mkdir(dirname(out), { recursive: true });
    await appendFile(out, `${JSON.stringify(line)}\n`);
  });
}
