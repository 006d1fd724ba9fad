import { inject } from 'vitest';

/**
 * Whether this run has a real PostgreSQL server. Without one (the embedded database, outside CI) the tests
 * that need several connections cannot run, and say so in the run's output rather than vanish quietly.
 */
export function requireRealPostgres(what: string): boolean {
  if (!inject('embeddedDatabase')) return true;
  console.warn(
    `SKIPPED ${what}: they need a real PostgreSQL server (set DATABASE_URL); the embedded one has one connection`,
  );
  return false;
}
