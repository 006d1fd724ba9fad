import { inject } from 'vitest';

/**
 * The database of this worker's files (test/global-setup.ts makes one per worker): files side by side never share
 * one, so one file's migrations, LISTEN channels and limits never meet another's.
 */
export function databaseUrl(): string {
  const urls = inject('databaseUrls');
  const worker = Number(process.env['VITEST_POOL_ID'] ?? '1');
  const url = urls[(worker - 1) % urls.length];
  if (url === undefined) throw new Error('No test database: see test/global-setup.ts');
  return url;
}
