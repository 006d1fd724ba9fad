import { defineConfig } from 'vitest/config';

/** Browser journeys: Debian's Chromium (playwright-core) against the built app started as `npm start` runs it. */
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/support/global-setup.ts'],
    // The file's one browser closed at its end; CPU seconds per file with E2E_CPU=1 (support/cpu.ts).
    setupFiles: ['e2e/support/setup.ts'],
    environment: 'node',
    // Two files at a time, each with its own Chromium, against the one app: one file at a time left a core idle;
    // two keep both busy, Chromium's renderers included (decisions §85, §88; docs/performance.md, Sessions 17, 18).
    fileParallelism: true,
    maxWorkers: 2,
    // Each worker's files share its modules, and so its one Chromium and the contexts its tests gave back, warm
    // with the app's compiled code (support/browser.ts, freshContext; docs/performance.md, Session 20).
    isolate: false,
    testTimeout: 60_000,
    // `expect.poll` waits for the screen to reach a state, as a locator's `waitFor` does (30 s): vitest's own
    // default of 1 s was a bound on nothing the product promises, and with two files at a time on a busy machine a
    // save's round trip and redraw took longer (the sharing journey's conflict, session 17). A poll that names its
    // own timeout (a live change within 5 s) keeps it.
    expect: { poll: { timeout: 15_000 } },
    hookTimeout: 120_000,
    // One more try for a journey that failed once (a case link that never showed, 1 run in 3 in session 3;
    // 0 in 8 runs since): vitest still reports the retry, and a failed try now prints what the page logged and
    // was refused and leaves e2e/artifacts/failed-*.png/.log (support/browser.ts), so it can be explained.
    retry: 1,
  },
});
