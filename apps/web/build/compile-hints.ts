import type { Plugin } from 'vite';

/**
 * V8's explicit compile hint (Chromium 136 on): as a script's first line, it asks V8 to compile every function of
 * the script eagerly, on the thread that streams the script in, instead of lazily on the main thread the first time
 * each function is called. Other engines read it as a comment.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Puts V8's compile hint at the head of every chunk of the app. Drawing the case screen calls most of what its
 * chunks hold (React's renderer, antd's components and style hooks, the screen itself), and without the hint V8
 * parsed and compiled each of those functions on the main thread during that draw, after the case's data had
 * arrived. With it, that work is done off the main thread while the chunks load (measured: docs/performance.md,
 * "Fifth round"; decisions.md §52). Workers' bundles are built apart and keep V8's default.
 */
export function compileHints(): Plugin {
  return {
    name: 'parley-compile-hints',
    apply: 'build',
    // After Vite's own generateBundle, which puts the dynamic imports' dependency map at the head of a chunk:
    // the hint must be the script's first line.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type === 'chunk' && !chunk.code.startsWith(COMPILE_HINT)) {
            chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
          }
        }
      },
    },
  };
}
