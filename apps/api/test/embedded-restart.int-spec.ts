import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { signIn } from './support/sign-in.js';
import { startTestApp } from './support/test-app.js';
import type { CaseDetailResponse, CaseResponse, HealthResponse } from '@parley/contracts';
import { json } from './support/json.js';

/** What `npm start` does on a bare machine: embedded PostgreSQL and a generated session key in DATA_DIR. */
describe('embedded defaults across a restart', () => {
  // The first start creates a PostgreSQL cluster (initdb): seconds of CPU, far more on a shared machine.
  it('keeps users, cases and sign-ins in the data folder', { timeout: 120_000 }, async () => {
    const embedded = { DATABASE_URL: '', SESSION_SECRET: '' };
    const first = await startTestApp(embedded);
    let cookie: string;
    let caseId: number;
    try {
      expect(first.config.databaseUrl).toBeNull();
      expect(
        (await json<HealthResponse>(fetch(new URL('/api/health', first.baseUrl)))).embeddedDatabase,
      ).toBe(true);
      cookie = (await signIn(first.baseUrl, 'keeper@example.com', 'Kee')).cookie;
      const created = await fetch(new URL('/api/cases', first.baseUrl), {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Kept across restarts' }),
      });
      expect(created.status).toBe(201);
      caseId = (await json<CaseResponse>(created)).id;
    } finally {
      await first.close();
    }
    expect(existsSync(join(first.config.dataDir, 'postgres'))).toBe(true);
    expect(existsSync(join(first.config.dataDir, 'session-secret'))).toBe(true);

    const second = await startTestApp({ ...embedded, DATA_DIR: first.config.dataDir });
    try {
      const response = await fetch(new URL(`/api/cases/${caseId}`, second.baseUrl), { headers: { cookie } });
      expect(response.status).toBe(200);
      expect((await json<CaseDetailResponse>(response)).case.name).toBe('Kept across restarts');
    } finally {
      await second.close();
    }
  });
});
