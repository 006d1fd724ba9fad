import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freeLoopbackPort } from '../../src/database/embedded-postgres.js';

const apiRoot = fileURLToPath(new URL('../../', import.meta.url));
const main = join(apiRoot, 'dist/main.js');

function newestUnder(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestUnder(path) : statSync(path).mtimeMs);
  }
  return newest;
}

export interface ApiProcess {
  baseUrl: string;
  /** What the process has written so far, stdout and stderr together. */
  output(): string;
  /** What it has written to stdout alone. */
  stdout(): string;
  stop(): Promise<void>;
}

/**
 * The built API as a process of its own (`node dist/main.js`, as `npm start` runs it). Refuses to start a
 * build older than the sources, which would test yesterday's code.
 */
export async function startApiProcess(env: Record<string, string>): Promise<ApiProcess> {
  if (!existsSync(main) || statSync(main).mtimeMs < newestUnder(join(apiRoot, 'src'))) {
    throw new Error(
      'apps/api/dist is missing or older than src: build it first (npx nx run @parley/api:build)',
    );
  }
  const port = await freeLoopbackPort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [main], {
    env: {
      PATH: process.env['PATH'] ?? '',
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: baseUrl,
      DEV_OIDC_PORT: '0',
      LOG_LEVEL: 'warn',
      DATA_DIR: await mkdtemp(join(tmpdir(), 'parley-replica-')),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let stdout = '';
  child.stdout.on('data', (c: Buffer) => {
    output += c.toString();
    stdout += c.toString();
  });
  child.stderr.on('data', (c: Buffer) => (output += c.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`The API exited with ${child.exitCode}:\n${output}`);
    try {
      if ((await fetch(new URL('/api/health', baseUrl))).ok) break;
    } catch {
      // not listening yet
    }
    if (i > 600) throw new Error(`The API did not become healthy in 60 s:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    baseUrl,
    output: () => output,
    stdout: () => stdout,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
