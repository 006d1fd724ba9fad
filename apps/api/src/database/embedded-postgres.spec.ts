import { chmod, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startEmbeddedPostgres } from './embedded-postgres.js';

describe('startEmbeddedPostgres', () => {
  // As root the server runs as the postgres user, who cannot pass a folder closed to others (a clone under
  // /root): `npm start` must still work there, on PGlite, rather than stop.
  it.runIf(process.getuid?.() === 0)(
    'falls back to PGlite where the server cannot run',
    { timeout: 180_000 },
    async () => {
      const closed = await mkdtemp(join(tmpdir(), 'parley-closed-'));
      await chmod(closed, 0o700);
      const dataDir = join(closed, 'data');
      await mkdir(dataDir);
      try {
        const embedded = await startEmbeddedPostgres('postgres', dataDir);
        try {
          expect(embedded.kind).toBe('pglite');
          expect(embedded.maxConnections).toBe(1);
        } finally {
          await embedded.stop();
        }
      } finally {
        await rm(closed, { recursive: true, force: true });
      }
    },
  );
});
