import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { workspaceAliases } from '../../vitest.shared.ts';
import { casePage } from './build/case-page.ts';
import { firstLoadPreload } from './build/first-load-preload.ts';
import { precompress } from './build/precompress.ts';
import { splitStylesheet } from './build/split-stylesheet.ts';

/** The chart library's chunks (the Strategy tab's efficient-deals chart, `chart-*` groups below). */
const CHART_CHUNK = /^(chart-|EfficientDealsChart)/;

/**
 * V8's compile hint on the chart library's chunks: every function is compiled with the script, on the
 * streaming thread, instead of lazily on the main thread while G2 first draws, where compiling was about half of that draw
 * (docs/performance.md).
 */
function chartCompileHint(): Plugin {
  return {
    name: 'parley-chart-compile-hint',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === 'chunk' && CHART_CHUNK.test(chunk.name)) {
          chunk.code = `//# allFunctionsCalledOnLoad\n${chunk.code}`;
        }
      }
    },
  };
}

export default defineConfig({
  plugins: [react(), firstLoadPreload(), casePage(), splitStylesheet(), precompress(), chartCompileHint()],
  resolve: {
    alias: [
      ...Object.entries(workspaceAliases).map(([find, replacement]) => ({ find, replacement })),
      // @ant-design/plots imports from CommonJS lodash: the whole library (490 kB), evaluated with the chart.
      // Its ES build (already installed, for formik) leaves only the dozen functions it uses.
      { find: /^lodash$/, replacement: 'lodash-es' },
    ],
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
            // The chart library (the Strategy tab's efficient-deals chart, on demand) in four chunks that the
            // tab evaluates one after the other, each in a task of its own (EfficientDealsChartSlot): together,
            // 1.4 MB evaluated in one task made one long task. Only the matched modules: what they
            // share with the rest of the app (Babel's helpers) stays where it was, out of these chunks.
            {
              name: 'chart-util',
              test: /node_modules[\\/](@antv[\\/](g-math|util|event-emitter)|gl-matrix|tslib|color-name|color-string|simple-swizzle|is-arrayish)[\\/]/,
              priority: 3,
              includeDependenciesRecursively: false,
            },
            {
              name: 'chart-g',
              test: /node_modules[\\/]@antv[\\/](g-lite|g-canvas|g-plugin-dragndrop)[\\/]/,
              priority: 3,
              includeDependenciesRecursively: false,
            },
            {
              name: 'chart-component',
              test: /node_modules[\\/]@antv[\\/]component[\\/]/,
              priority: 3,
              includeDependenciesRecursively: false,
            },
            {
              name: 'chart-g2',
              test: /node_modules[\\/](@antv[\\/](g2|g2-extension-plot|scale|coord|expr|vendor)|d3-[a-z-]+|fecha|flru|pdfast)[\\/]/,
              priority: 3,
              includeDependenciesRecursively: false,
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
    // jsdom with antd is slow on a busy 2-core machine: a budget for a whole interaction, not a speed target.
    testTimeout: 20_000,
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
