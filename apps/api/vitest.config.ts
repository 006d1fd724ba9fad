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
    // The files share their worker's modules (Nest, TypeORM and Fastify imported once, not once per file): each
    // still starts its own app on its own port with its own users, and nothing in src/ keeps state at module
    // level.
    isolate: false,
    // Two files side by side on a real server, each worker on its own database (test/global-setup.ts): the
    // suite runs these tests last, where one worker left a core idle (docs/performance.md, Session 19). One on
    // the embedded server, which has few connections.
    maxWorkers: process.env['DATABASE_URL'] ? 2 : 1,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
