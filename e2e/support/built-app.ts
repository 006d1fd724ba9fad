import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

export interface BuiltApp {
  baseUrl: string;
  /** Its data folder (the embedded database and the generated session key), removed by `stop`. */
  dataDir: string;
  /** The app's process (the embedded database server, when it runs one, is its child). */
  pid: number;
  /**
   * SIGTERM, then waits; removes the app's data folder; throws when the app does not stop cleanly within 10 s.
   */
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function waitForHealth(url: string, app: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (app.exitCode !== null) throw new Error(`The app exited with ${app.exitCode}:\n${output()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The app did not become healthy:\n${output()}`);
}

/**
 * Starts the built app the way `npm start` does — embedded PostgreSQL, development sign-in — in a fresh
 * data folder and on free ports, so a developer's running app is left alone. `env` adds or overrides
 * variables (for example DATABASE_URL to use a real server).
 */
export async function startBuiltApp(env: Record<string, string> = {}): Promise<BuiltApp> {
  const root = process.cwd();
  const main = join(root, 'apps/api/dist/main.js');
  if (!existsSync(main) || !existsSync(join(root, 'apps/web/dist/index.html'))) {
    throw new Error('Build the app first: npm run build');
  }
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'parley-app-'));
  const childEnv: NodeJS.ProcessEnv = { ...process.env };
  for (const name of [
    'DATABASE_URL',
    'OIDC_ISSUER',
    'OIDC_CLIENT_ID',
    'OIDC_CLIENT_SECRET',
    'SESSION_SECRET',
  ]) {
    delete childEnv[name];
  }
  Object.assign(childEnv, {
    NODE_ENV: 'development',
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    DEV_OIDC_PORT: '0',
    LOG_LEVEL: 'warn',
    ...env,
  });
  let log = '';
  const app = spawn(process.execPath, [main], {
    cwd: root,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  app.stdout?.on('data', (chunk) => (log += String(chunk)));
  app.stderr?.on('data', (chunk) => (log += String(chunk)));
  const exited = new Promise((resolve) => app.once('exit', resolve));
  const hasExited = () => app.exitCode !== null || app.signalCode !== null;
  /** Ends the app for good (SIGKILL after 10 s), then removes its data folder; true when SIGTERM was enough. */
  const end = async (): Promise<boolean> => {
    if (!hasExited()) app.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    const stopped = hasExited();
    if (!stopped) {
      app.kill('SIGKILL');
      await exited;
    }
    // Only once nothing writes there any more: the embedded database and the session key live in it.
    await rm(dataDir, { recursive: true, force: true });
    return stopped;
  };

  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(`${baseUrl}/api/health`, app, () => log);
  } catch (error) {
    await end();
    throw error;
  }

  return {
    baseUrl,
    dataDir: String(childEnv['DATA_DIR']),
    pid: app.pid!,
    async stop() {
      const stopped = await end();
      // Graceful shutdown is part of the contract: SIGTERM must close the server, the sign-in provider and
      // the embedded database within seconds.
      if (!stopped) throw new Error(`The app did not stop within 10 s of SIGTERM:\n${log}`);
      if (app.exitCode !== null && app.exitCode !== 0) {
        throw new Error(`The app exited with ${app.exitCode} on SIGTERM:\n${log}`);
      }
    },
  };
}

/** The address of a running built app's embedded PostgreSQL server, read from the server's lock file. */
async function embeddedServerUrl(dataDir: string): Promise<string> {
  const lock = await readFile(join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').catch(() => null);
  // postmaster.pid: pid, data folder, start time, port, …
  const port = Number(lock?.split('\n')[3]);
  if (!Number.isInteger(port) || port <= 0) {
    throw new Error(
      `No embedded PostgreSQL server in ${dataDir} to share (PGlite takes one process): ${lock ?? 'no lock file'}`,
    );
  }
  return `postgres://postgres@127.0.0.1:${port}/postgres`;
}

/**
 * A second API process beside a running built app, as a load balancer would have two (issue 35: live changes
 * across processes): the same database — the first app's embedded PostgreSQL server — and the same session key
 * (generated into the first app's data folder), with its own port and APP_URL.
 *
 * It runs a development sign-in of its own, but a person is named by the provider that signed them in, so people
 * sign in at the first app: the browser's session cookie is sent to both, as cookies do not depend on the port,
 * and the shared key opens it in either. Stop it before the first app.
 */
export async function startSecondProcess(first: { dataDir: string }): Promise<BuiltApp> {
  const secret = (await readFile(join(first.dataDir, 'session-secret'), 'utf8')).trim();
  return startBuiltApp({
    DATABASE_URL: await embeddedServerUrl(first.dataDir),
    SESSION_SECRET: secret,
    // The embedded server takes 20 connections: the first app's 6 and its listener leave room for these.
    DATABASE_POOL_SIZE: '4',
  });
}

async function onServer(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

let besides = 0;

/**
 * Another built app with settings of its own (a clock ahead, payments on …) and an empty database of its own,
 * made on a running app's embedded server (`CREATE DATABASE`) instead of a server of its own: no `initdb` and no
 * second server to start and stop. `stop` ends the app, then drops its database. Stop it before the first app.
 */
export async function startAppBeside(
  first: { dataDir: string },
  env: Record<string, string> = {},
): Promise<BuiltApp> {
  const server = await embeddedServerUrl(first.dataDir);
  const name = `parley_beside_${process.pid}_${++besides}`;
  await onServer(server, `CREATE DATABASE ${name}`);
  const drop = () => onServer(server, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  let app: BuiltApp;
  try {
    app = await startBuiltApp({
      DATABASE_URL: server.replace(/\/postgres$/, `/${name}`),
      // Beside the first app's 6 connections and a second process's 4 (support/built-app.ts).
      DATABASE_POOL_SIZE: '3',
      ...env,
    });
  } catch (error) {
    await drop();
    throw error;
  }
  return {
    ...app,
    async stop() {
      try {
        await app.stop();
      } finally {
        await drop();
      }
    },
  };
}
