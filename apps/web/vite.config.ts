import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { workspaceAliases } from '../../vitest.shared.ts';
import { casePage } from './build/case-page.ts';
import { compileHints } from './build/compile-hints.ts';
import { firstLoadPreload } from './build/first-load-preload.ts';
import { precompress } from './build/precompress.ts';
import { splitStylesheet } from './build/split-stylesheet.ts';

/** The build's own plugins, each kept for what it was measured to gain (docs/decisions.md §83). */
const BUILD_PLUGINS: Record<string, () => Plugin> = {
  'first-load-preload': firstLoadPreload,
  'case-page': casePage,
  'split-stylesheet': splitStylesheet,
  'compile-hints': compileHints,
  precompress,
};

function withoutNamed(plugins: Record<string, () => Plugin>, without: string | undefined): Plugin[] {
  const left = new Set((without ?? '').split(','));
  return Object.entries(plugins)
    .filter(([name]) => !left.has(name))
    .map(([, plugin]) => plugin());
}

export default defineConfig({
  // WEB_BUILD_WITHOUT=case-page,precompress builds without those plugins: how each was measured on its own
  // (issue 34 point 6, docs/performance.md).
  plugins: [react(), ...withoutNamed(BUILD_PLUGINS, process.env['WEB_BUILD_WITHOUT'])],
  resolve: {
    alias: Object.entries(workspaceAliases).map(([find, replacement]) => ({ find, replacement })),
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
  preview: {
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // The framework changes far less often than the app: its own chunk stays cached across releases.
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|react-redux|redux|@reduxjs|immer|reselect|use-sync-external-store)[\\/]/,
              priority: 2,
            },
            // No catch-all "shared" group: it would pull what only lazy screens share (formik, yup, antd's Form)
            // into the first load. Rolldown's own common chunks keep those on demand.
          ],
        },
      },
    },
  },
  test: {
    css: false,
    // jsdom with antd is slow on a busy 2-core machine: a budget for a whole interaction, not a speed target. `npm test`
    // runs these tests under `nice` beside the journeys (scripts/suite.mjs), where a 10 s test took 25 s.
    testTimeout: 60_000,
    restoreMocks: true,
    projects: [
      // Logic (`*.spec.ts`) needs no DOM; components (`*.test.tsx`) run in jsdom with antd's stand-ins.
      {
        extends: true,
        // One module graph for all of them, as for the components: stubbed globals are unstubbed after each test.
        test: {
          name: 'unit',
          include: ['src/**/*.spec.ts', 'build/**/*.spec.ts'],
          environment: 'node',
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          include: ['src/**/*.test.tsx'],
          environment: 'jsdom',
          isolate: false,
          setupFiles: ['src/testing/setup.ts'],
        },
      },
    ],
  },
});
