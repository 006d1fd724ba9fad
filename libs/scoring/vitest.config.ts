import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The property tests enumerate thousands of cases: `npm test` runs two projects at a time, so a test's time
  // depends on its neighbour. A timeout is a hang detector here, not a speed target (benchmarks hold those).
  // The files share their worker's modules (pure functions, no state at module level): 113 → 82 CPU s
  // (docs/performance.md, session 17).
  test: { include: ['src/**/*.spec.ts'], environment: 'node', testTimeout: 30_000, isolate: false },
});
