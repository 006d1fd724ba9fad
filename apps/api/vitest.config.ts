import swc from 'unplugin-swc';
import { defineConfig } from 'vitest/config';
import { workspaceAliases } from '../../vitest.shared.ts';

export default defineConfig({
  // esbuild/oxc emit no decorator metadata; Nest's injection needs it, so tests compile with SWC as tsc does.
  plugins: [
    swc.vite({
      jsc: {
        parser: { syntax: 'typescript', decorators: true },
        transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
        target: 'es2022',
      },
    }),
  ],
  resolve: { alias: workspaceAliases },
  test: {
    include: ['src/**/*.spec.ts', 'test/**/*.int-spec.ts'],
    globalSetup: ['test/global-setup.ts'],
    setupFiles: ['test/setup.ts'],
    environment: 'node',
    pool: 'forks',
    // Each file in a fresh fork: sharing one (isolate: false) halved the run but made a timing test miss its
    // bound in CI (docs/performance.md, "The test suite's time").
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
