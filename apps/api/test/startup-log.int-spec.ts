import { afterEach, describe, expect, it } from 'vitest';
import { startApiProcess, type ApiProcess } from './support/api-process.js';
import { databaseUrl } from './support/database-url.js';

/**
 * What `npm start` prints (issue 21, point 7): in development at the default level a short summary with the
 * address first, not a JSON line per route mapped; LOG_LEVEL=debug and production keep the JSON lines. The
 * built API as its own process, as `npm start` runs it (build it first).
 */
describe('the start-up output of the built API', () => {
  let api: ApiProcess | undefined;
  afterEach(async () => {
    await api?.stop();
    api = undefined;
  });

  const start = (env: Record<string, string>) =>
    startApiProcess({ DATABASE_URL: databaseUrl(), NODE_ENV: 'development', ...env });

  it('prints the summary, the address first, and no route mapping at info in development', async () => {
    api = await start({ LOG_LEVEL: 'info' });
    const output = api.output();
    expect(api.stdout().split('\n')[0]).toBe(`Parley is ready at ${api.baseUrl}`);
    expect(output).toMatch(/Sign in with any e-mail and name, no password/);
    expect(output).toMatch(/- development sign-in;/);
    expect(output).toMatch(/- offline strategist;/);
    expect(output).not.toMatch(/Mapped \{/);
    expect(output).not.toMatch(/embedded database/);
  });

  it('keeps the JSON lines, route mappings included, at LOG_LEVEL=debug', async () => {
    api = await start({ LOG_LEVEL: 'debug' });
    const lines = api.output().split('\n').filter(Boolean);
    const mapped = lines.filter((line) => line.includes('Mapped {'));
    expect(mapped.length).toBeGreaterThan(10);
    for (const line of mapped) expect(() => JSON.parse(line) as unknown).not.toThrow();
    expect(api.output()).not.toMatch(/Defaults in use/);
  });
});
