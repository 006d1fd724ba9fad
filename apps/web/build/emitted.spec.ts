import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPILE_HINT } from './compile-hints';

/**
 * What the build gives the browser on a first load, read from a real build of the app (its own config, into a
 * folder of its own, with Vite's manifest naming every chunk's imports): index.html and the files it names.
 */
const WEB = join(import.meta.dirname, '..');

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

let out = '';
let html = '';
let casePage = '';
let manifest: Manifest = {};

/** The attributes of every `<tag …>` in the document (index.html unless another is given), as written. */
function tags(tag: string, document = html): Array<Record<string, string | true>> {
  return [...document.matchAll(new RegExp(`<${tag}\\b([^>]*)>`, 'g'))].map(([, attrs]) =>
    Object.fromEntries(
      [...attrs!.matchAll(/([a-z-]+)(?:="([^"]*)")?/g)].map(([, name, value]) => [name!, value ?? true]),
    ),
  );
}

/** The files a manifest chunk needs before it runs: itself and its static imports, and theirs. */
function staticFiles(key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticFiles(imported, into);
  return into;
}

beforeAll(async () => {
  out = await mkdtemp(join(tmpdir(), 'parley-web-build-'));
  // Without the precompress plugin: it only writes a .br and a .gz beside each file, which nothing here reads,
  // and brotli at its highest level was two thirds of this build's CPU time. The build of `npm test` runs it.
  const without = process.env['WEB_BUILD_WITHOUT'];
  process.env['WEB_BUILD_WITHOUT'] = [without, 'precompress'].filter(Boolean).join(',');
  try {
    await build({
      root: WEB,
      configFile: join(WEB, 'vite.config.ts'),
      logLevel: 'silent',
      build: { outDir: out, emptyOutDir: true, manifest: true },
    });
  } finally {
    if (without === undefined) delete process.env['WEB_BUILD_WITHOUT'];
    else process.env['WEB_BUILD_WITHOUT'] = without;
  }
  html = await readFile(join(out, 'index.html'), 'utf8');
  casePage = await readFile(join(out, 'case.html'), 'utf8');
  manifest = JSON.parse(await readFile(join(out, '.vite/manifest.json'), 'utf8')) as Manifest;
}, 180_000);

afterAll(async () => {
  if (out) await rm(out, { recursive: true, force: true });
});

describe('the built index.html', () => {
  it('loads the app’s entry as a module script, and no script that holds up parsing', () => {
    const scripts = tags('script');
    expect(scripts.map((script) => script['src'])).toEqual([`/${manifest['index.html']!.file}`]);
    // A module script runs once the document is parsed; a classic one without async or defer would block it.
    for (const script of scripts) expect(script['type']).toBe('module');
  });

  it('fetches every chunk of the first load at once, each exactly once, and nothing else', () => {
    // The first load: the entry, then the three parts it imports (boot, antd's core, the app part), each with
    // the chunks it needs before it runs (src/main.tsx).
    const entry = manifest['index.html']!;
    expect(entry.dynamicImports).toEqual(['src/app/boot.tsx', 'src/app/providers.tsx', 'src/app/App.tsx']);
    const firstLoad = staticFiles('index.html');
    for (const part of entry.dynamicImports ?? []) staticFiles(part, firstLoad);
    const named = [
      ...tags('script').map((script) => script['src']),
      ...tags('link')
        .filter((link) => link['rel'] === 'modulepreload')
        .map((link) => link['href']),
    ];
    expect(named.filter((file, index) => named.indexOf(file) !== index)).toEqual([]);
    expect(new Set(named)).toEqual(new Set([...firstLoad].map((file) => `/${file}`)));
    // A page opened elsewhere does not fetch the case screen's code.
    expect(named).not.toContain(`/${manifest['src/app/routes/CaseRoute.tsx']!.file}`);
  });

  it('links antd’s stylesheet in parts, in order, none of them large, all of it there', async () => {
    const sheets = tags('link')
      .filter((link) => link['rel'] === 'stylesheet')
      .map((link) => String(link['href']));
    const parts = await Promise.all(sheets.map((href) => readFile(join(out, href), 'utf8')));
    // Each part is parsed in a task of its own (build/split-stylesheet.ts): none is near the whole sheet.
    expect(parts.length).toBeGreaterThanOrEqual(4);
    for (const part of parts) expect(part.length).toBeLessThanOrEqual(240_000);
    const css = parts.join('');
    expect(css.length).toBeGreaterThan(900_000);
    for (const rule of ['.ant-btn', '.ant-tabs', '.ant-table', '.centered-page']) expect(css).toContain(rule);
  });

  it('gives a screen loaded later no stylesheet to fetch that the document already has in parts', async () => {
    // What each chunk's preload list names; Vite's loader links each stylesheet the document does not link.
    const assets = (await readdir(join(out, 'assets'))).filter((name) => name.endsWith('.js'));
    const named = new Set<string>();
    for (const chunk of assets) {
      const code = await readFile(join(out, 'assets', chunk), 'utf8');
      for (const [, sheet] of code.matchAll(/"(assets\/[^"]+\.css)"/g)) named.add(sheet!);
    }
    expect(named.size).toBeGreaterThan(0);
    const linked = new Set(
      tags('link')
        .filter((link) => link['rel'] === 'stylesheet')
        .map((link) => String(link['href']).slice(1)),
    );
    // The whole antd sheet under its own name would be fetched, parsed and applied to the page again.
    const large = [];
    for (const sheet of named) {
      if ((await readFile(join(out, sheet), 'utf8')).length > 240_000) large.push(sheet);
    }
    expect(large).toEqual([]);
    // They ask for one of its parts instead, which the document links.
    expect([...named].some((sheet) => linked.has(sheet))).toBe(true);
  });
});

describe('the built case.html (what the server sends for /cases/:id)', () => {
  it('is index.html with a preload of every chunk and stylesheet of the case screen, each once', () => {
    // The case route imports these two together (src/app/router.tsx); what they need first is the screen's code.
    const screen = staticFiles('src/app/routes/CaseRoute.tsx');
    staticFiles('src/features/scenarios/ScenarioExplorer.tsx', screen);
    const inIndex = new Set(
      [...tags('script'), ...tags('link')].map((tag) => String(tag['src'] ?? tag['href'])),
    );
    const indexPreloads = tags('link').filter((link) => link['rel'] === 'modulepreload');
    const preloaded = tags('link', casePage)
      .filter((link) => link['rel'] === 'modulepreload')
      .map((link) => String(link['href']));
    expect(preloaded.filter((file, index) => preloaded.indexOf(file) !== index)).toEqual([]);
    expect(new Set(preloaded)).toEqual(
      new Set([
        ...indexPreloads.map((link) => String(link['href'])),
        ...[...screen].map((file) => `/${file}`).filter((file) => !inIndex.has(file)),
      ]),
    );
    // Behind the first load's chunks, which index.html preloads at the default priority.
    for (const link of tags('link', casePage).filter(
      (l) => l['rel'] === 'modulepreload' && !inIndex.has(String(l['href'])),
    )) {
      expect(link['fetchpriority']).toBe('low');
    }
    expect(preloaded).toContain(`/${manifest['src/app/routes/CaseRoute.tsx']!.file}`);
    expect(preloaded).toContain(`/${manifest['src/features/scenarios/ScenarioExplorer.tsx']!.file}`);
    // The stylesheets Vite's loader links before the screen runs, fetched early in the mode it asks in.
    // (antd's sheet, which index.html links in parts, is not fetched again.)
    const linked = tags('link').filter((link) => link['rel'] === 'stylesheet');
    const screenCss = new Set(
      Object.values(manifest)
        .filter((chunk) => screen.has(chunk.file))
        .flatMap((chunk) => chunk.css ?? [])
        .filter(
          (sheet) => !linked.some((link) => String(link['href']).startsWith(`/${sheet.slice(0, -4)}.`)),
        ),
    );
    expect(screenCss.size).toBeGreaterThan(0);
    const styles = tags('link', casePage).filter((link) => link['rel'] === 'preload');
    for (const sheet of screenCss) {
      expect(styles).toContainEqual({
        rel: 'preload',
        as: 'style',
        crossorigin: true,
        fetchpriority: 'low',
        href: `/${sheet}`,
      });
    }
    // Nothing else differs from index.html: the same entry, the same stylesheet parts in the same order.
    const indexLines = new Set(html.split('\n').map((line) => line.trim()));
    const added = casePage.split('\n').filter((line) => !indexLines.has(line.trim()));
    for (const line of added) expect(line).toMatch(/^\s*<link rel="(modulepreload|preload)" /);
    const rest = casePage.split('\n').filter((line) => indexLines.has(line.trim()));
    expect(rest.join('').replace(/\s+/g, '')).toBe(html.replace(/\s+/g, ''));
  });
});

describe('the built chunks', () => {
  it('each begin with V8’s compile hint: the case page’s, and a tab’s loaded later', async () => {
    // Without it V8 compiles each function on the main thread when it is first called, most of them while the
    // case screen draws after its data (build/compile-hints.ts).
    const files = [
      ...tags('script', casePage).map((script) => String(script['src'])),
      ...tags('link', casePage)
        .filter((link) => link['rel'] === 'modulepreload')
        .map((link) => String(link['href'])),
      `/${manifest['src/features/case/strategy/StrategyTab.tsx']!.file}`,
    ];
    expect(files.length).toBeGreaterThan(20);
    for (const file of files) {
      const code = await readFile(join(out, file), 'utf8');
      expect({ file, head: code.split('\n', 1)[0] }).toEqual({ file, head: COMPILE_HINT });
    }
  });
});
