import type { IndexHtmlTransformResult, Plugin, Rollup } from 'vite';
import { CASE_SCREEN_META } from '../src/app/case-screen-meta.ts';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

/** The chunks a chunk needs before it runs: its static imports, and theirs. */
export function staticClosure(bundle: OutputBundle, fileName: string, into = new Set<string>()): Set<string> {
  const chunk = bundle[fileName];
  if (!chunk || chunk.type !== 'chunk' || into.has(fileName)) return into;
  into.add(fileName);
  for (const imported of chunk.imports) staticClosure(bundle, imported, into);
  return into;
}

/** The chunks whose facade module ends with one of `modules`, with their static imports, and their stylesheets. */
export function screenFiles(
  bundle: OutputBundle,
  modules: readonly string[],
): { scripts: Set<string>; styles: Set<string> } {
  const scripts = new Set<string>();
  for (const item of Object.values(bundle)) {
    if (item.type === 'chunk' && modules.some((module) => item.facadeModuleId?.endsWith(module))) {
      staticClosure(bundle, item.fileName, scripts);
    }
  }
  const styles = new Set<string>();
  for (const file of scripts) {
    const chunk = bundle[file];
    if (chunk?.type === 'chunk') for (const css of chunk.viteMetadata?.importedCss ?? []) styles.add(css);
  }
  return { scripts, styles };
}

/** The case screen's route and its explorer: what a page opened on `/cases/:id` draws first. */
const CASE_SCREEN_MODULES = ['src/app/routes/CaseRoute.tsx', 'src/features/scenarios/ScenarioExplorer.tsx'];

/**
 * Three changes to index.html that start the first load sooner:
 *
 * - `src/early.ts` becomes an entry of its own, loaded by an `async` module script at the top of the head: it
 *   runs as soon as it has arrived, while the app's entry (src/main.tsx), like every deferred script, waits
 *   for the stylesheet (antd's, about 1 MB) to be loaded and parsed. It starts the API requests and a case
 *   screen's code (app/early-loads.ts).
 * - The app's entry loads the app in two `import()`s (boot and App, evaluated in separate tasks), so Vite names
 *   none of their chunks in index.html: the browser learnt of them only once the entry had run, and the
 *   entry's preload helper then appended a `<link rel="modulepreload">` per chunk from script (main-thread work
 *   for each). Written into index.html, the preload scanner fetches them while the document is parsed.
 * - The case screen's chunks and stylesheets (not part of the first load: other pages need none of them) are
 *   listed in a `<meta name="parley-case-screen">`, from which the early script preloads them on `/cases/:id`
 *   without evaluating them.
 */
export function firstLoadPreload(earlyEntry = 'src/early.ts', caseScreen = CASE_SCREEN_MODULES): Plugin {
  return {
    name: 'parley-first-load-preload',
    apply: 'build',
    config(config) {
      const root = config.root ?? process.cwd();
      return {
        build: {
          rolldownOptions: {
            input: { index: `${root}/index.html`, early: `${root}/${earlyEntry}` },
          },
        },
      };
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context): IndexHtmlTransformResult {
        const { bundle, chunk: entry } = context;
        if (!bundle || !entry) return [];
        const early = Object.values(bundle).find(
          (item): item is OutputChunk =>
            item.type === 'chunk' && item.isEntry && item.facadeModuleId?.endsWith(earlyEntry) === true,
        );
        const files = new Set<string>();
        // The early script's own imports first: nothing else names them before it has been parsed.
        if (early) for (const file of staticClosure(bundle, early.fileName)) files.add(file);
        for (const dynamic of entry.dynamicImports) staticClosure(bundle, dynamic, files);
        // What index.html loads already: both scripts, and the entry's imports, which Vite preloads itself.
        for (const file of staticClosure(bundle, entry.fileName)) files.delete(file);
        if (early) files.delete(early.fileName);
        const screen = screenFiles(bundle, caseScreen);
        // Less what index.html loads already (`files` holds the early script's imports too).
        for (const file of [...files, ...staticClosure(bundle, entry.fileName)]) screen.scripts.delete(file);
        for (const css of entry.viteMetadata?.importedCss ?? []) screen.styles.delete(css);
        const screenList = [...screen.scripts, ...screen.styles].map((file) => `/${file}`).join(' ');
        // Right after the charset (which must come within the document's first 1,024 bytes), so that the parser
        // has it well before the early script arrives and reads it.
        const meta = `<meta name="${CASE_SCREEN_META}" content="${screenList}" />`;
        const tags = [
          ...(early
            ? [
                {
                  tag: 'script',
                  attrs: { type: 'module', async: true, crossorigin: '', src: `/${early.fileName}` },
                  injectTo: 'head-prepend' as const,
                },
              ]
            : []),
          ...[...files].map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: '', href: `/${file}` },
            injectTo: 'head' as const,
          })),
        ];
        return { html: html.replace(/(<meta charset="[^"]*"\s*\/?>)/i, `$1\n    ${meta}`), tags };
      },
    },
  };
}
