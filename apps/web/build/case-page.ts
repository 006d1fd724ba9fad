import type { Plugin, Rollup } from 'vite';
import { staticClosure } from './first-load-preload';

type OutputBundle = Rollup.OutputBundle;

/** The modules the case route's `lazy` imports together (src/app/router.tsx): the case screen's code. */
export const CASE_SCREEN_MODULES = [
  /src\/app\/routes\/CaseRoute\.tsx$/,
  /src\/features\/scenarios\/ScenarioExplorer\.tsx$/,
];

/** The page the server sends for a case's address (`/cases/:id`), written beside index.html. */
export const CASE_PAGE = 'case.html';

/** What a chunk of the bundle knows of the stylesheets it imports (Vite's own metadata). */
interface ChunkMetadata {
  viteMetadata?: { importedCss?: Set<string> };
}

/**
 * The case screen's chunks and stylesheets that index.html does not fetch already: its code's static closure
 * (each chunk once), and the stylesheets Vite's loader links before the screen's code runs.
 */
export function caseScreenFiles(bundle: OutputBundle, html: string): { scripts: string[]; styles: string[] } {
  const files = new Set<string>();
  for (const chunk of Object.values(bundle)) {
    if (
      chunk.type === 'chunk' &&
      CASE_SCREEN_MODULES.some((module) => module.test(chunk.facadeModuleId ?? ''))
    ) {
      staticClosure(bundle, chunk.fileName, files);
    }
  }
  const named = (file: string) => html.includes(`"/${file}"`);
  const scripts = [...files].filter((file) => !named(file));
  const styles = new Set<string>();
  for (const file of files) {
    const chunk = bundle[file] as (Rollup.OutputChunk & ChunkMetadata) | undefined;
    for (const sheet of chunk?.viteMetadata?.importedCss ?? []) if (!named(sheet)) styles.add(sheet);
  }
  return { scripts, styles: [...styles] };
}

/**
 * Writes case.html: index.html, and in its head a preload of every chunk and stylesheet of the case screen, so
 * that a case opened by its address (a link, a reload, a bookmark) downloads the screen's code while the app's
 * first parts load, instead of once the app part has run (docs/performance.md, "Third round: the case page preloads its screen"). Preloaded, not
 * run: the router still imports and runs the code (src/app/router.tsx). Every other address gets index.html,
 * which fetches none of it.
 */
export function casePage(): Plugin {
  return {
    name: 'parley-case-page',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (!index || index.type !== 'asset') return;
      const html = String(index.source);
      const { scripts, styles } = caseScreenFiles(bundle, html);
      // At low priority: over HTTP/1.1 the browser fetches six files at a time from one origin, and the first
      // load's own chunks and the case's data, which the screen's code waits for anyway, go first.
      const links = [
        ...scripts.map(
          (file) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${file}">`,
        ),
        ...styles.map(
          (file) => `<link rel="preload" as="style" crossorigin fetchpriority="low" href="/${file}">`,
        ),
      ];
      this.emitFile({
        type: 'asset',
        fileName: CASE_PAGE,
        source: html.replace('</head>', `    ${links.join('\n    ')}\n  </head>`),
      });
    },
  };
}
