import { defineConfig } from 'vitest/config';

/** Browser journeys: Debian's Chromium (playwright-core) against the built app started as `npm start` runs it. */
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/support/global-setup.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // One more try for a journey that failed once (a case link that never showed, 1 run in 3, not yet
    // explained): vitest still reports the retry, so a flaky journey stays visible instead of losing a run.
    retry: 1,
  },
});
