import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The property tests enumerate thousands of cases: `npm test` runs two projects at a time, so a test's time
  // depends on its neighbour. A timeout is a hang detector here, not a speed target (benchmarks hold those).
  test: { include: ['src/**/*.spec.ts'], environment: 'node', testTimeout: 30_000 },
});
