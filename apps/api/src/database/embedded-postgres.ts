import { mkdir } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

/**
 * PostgreSQL compiled to WebAssembly (PGlite), persisted in a folder and served on a free loopback
 * port, so the app reaches it through the same pg driver, SQL and migrations as a real server.
 *
 * PGlite is a single session: the socket accepts one connection and the pool must hold one. With one
 * connection, a query inside a transaction that does not go through the transaction's manager waits
 * forever — every transactional code path uses the manager it is handed.
 */
export interface EmbeddedPostgres {
  url: string;
  stop(): Promise<void>;
}

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

/** `dataDir` null keeps the database in memory (tests). */
export async function startEmbeddedPostgres(dataDir: string | null): Promise<EmbeddedPostgres> {
  let db: PGlite;
  if (dataDir === null) {
    db = await PGlite.create();
  } else {
    const folder = join(dataDir, 'pg');
    await mkdir(dataDir, { recursive: true });
    db = await PGlite.create(folder);
  }
  const port = await freeLoopbackPort();
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port, maxConnections: 1 });
  await server.start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      await server.stop();
      await db.close();
    },
  };
}
