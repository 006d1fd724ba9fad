import swc from 'unplugin-swc';
import { defineConfig } from 'vitest/config';
import { workspaceAliases } from '../../vitest.shared.ts';

/** The files whose tests hold a request to a time bound. */
const TIMED = ['test/outage.int-spec.ts', 'test/ai.int-spec.ts'];

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
    globalSetup: ['test/global-setup.ts'],
    setupFiles: ['test/setup.ts'],
    environment: 'node',
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        // The files share their worker's modules (Nest, TypeORM and Fastify imported once, not once per file):
        // each still starts its own app on its own port with its own users, and nothing in src/ keeps state at
        // module level.
        test: {
          name: 'api',
          include: ['src/**/*.spec.ts', 'test/**/*.int-spec.ts'],
          exclude: TIMED,
          isolate: false,
        },
      },
      {
        extends: true,
        // What holds the product to a time bound (a request during a database stall, a model that never
        // answers) runs each file in a fresh fork, as every file once did: a pause of a process shared with 50
        // other files' apps made one of them miss its bound (docs/performance.md, "The test suite's time").
        test: { name: 'api-timed', include: TIMED, isolate: true },
      },
    ],
  },
});
