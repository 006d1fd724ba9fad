import { defineConfig } from 'vitest/config';

/** Benchmarks run under the workspace's one runner but are never part of `npm test`. */
export default defineConfig({
  test: {
    include: ['bench/**/*.bench.ts'],
    environment: 'node',
    testTimeout: 600_000,
    hookTimeout: 120_000,
    disableConsoleIntercept: true,
  },
});
