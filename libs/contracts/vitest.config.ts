import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // @parley/scoring from its sources (as vitest.shared.ts aliases it), so that these tests need no build of it.
  resolve: {
    alias: { '@parley/scoring': fileURLToPath(new URL('../scoring/src/index.ts', import.meta.url)) },
  },
  // Property tests over thousands of cases, run beside another project's: the timeout detects a hang only.
  // The files share their worker's modules, as scoring's do (docs/performance.md, session 17).
  test: { include: ['src/**/*.spec.ts'], environment: 'node', testTimeout: 30_000, isolate: false },
});
