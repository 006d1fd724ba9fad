import type { IndexHtmlTransformResult, Plugin, Rollup } from 'vite';

type OutputBundle = Rollup.OutputBundle;

/** The chunks a chunk needs before it runs: its static imports, and theirs. */
export function staticClosure(bundle: OutputBundle, fileName: string, into = new Set<string>()): Set<string> {
  const chunk = bundle[fileName];
  if (!chunk || chunk.type !== 'chunk' || into.has(fileName)) return into;
  into.add(fileName);
  for (const imported of chunk.imports) staticClosure(bundle, imported, into);
  return into;
}

/**
 * The app's entry (src/main.tsx) loads the first load's parts with `import()` (boot, antd's core, the app
 * part: each evaluated in a task of its own), so Vite names none of their chunks in index.html: the browser
 * would learn of them only once the entry had run, and the entry's preload helper would then append a
 * `<link rel="modulepreload">` per chunk from script. This writes one link per chunk into index.html instead,
 * so that the preload scanner fetches them while the document is parsed; each once, and none that Vite links
 * already (the entry and its static imports).
 */
export function firstLoadPreload(): Plugin {
  return {
    name: 'parley-first-load-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context): IndexHtmlTransformResult {
        const { bundle, chunk: entry } = context;
        if (!bundle || !entry) return [];
        const files = new Set<string>();
        for (const dynamic of entry.dynamicImports) staticClosure(bundle, dynamic, files);
        for (const file of staticClosure(bundle, entry.fileName)) files.delete(file);
        return [...files].map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: '', href: `/${file}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}
