import { readFile, mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { createRequire } from 'node:module';
import { build } from 'vite';
import { machine } from './machine.js';
import { launch } from '../e2e/support/browser.js';

/**
 * The floor under `bench:explorer`'s load figures (`npm run bench:floor`, and after the case screen in
 * `npm run bench:screen`): what the browser and the stack cost before any of Parley's
 * own code. Five pages built with Vite from bench/floor and served from loopback, each loading the same small
 * JSON and drawing the same chart (12 axes, 1,100 density segments): a blank document, the chart with no
 * framework, with React 19, with React 19 and Ant Design 6 as the app uses them (the floor the case screen is
 * held to), and that page with the rest of the app's stack evaluated beside it (the router, RTK Query and the
 * antd components the case page loads: about the case page's code size). Per page, medians of RUNS
 * loads in headless Chromium with the journeys' flags: navigation → drawn, data → drawn, the longest
 * main-thread task and how many tasks took over 50 ms. One JSON line per page, after one line describing the
 * machine.
 */
const RUNS = Number(process.env['BENCH_RUNS'] ?? 7);
export const PAGES = ['blank', 'canvas', 'react', 'antd', 'stack'] as const;
export type FloorPage = (typeof PAGES)[number];

/** One page's medians, as printed. */
export interface FloorLine {
  page: FloorPage;
  navigationToDrawnMs: number;
  dataToDrawnMs: number | null;
  longestTaskMs: number;
  tasksOver50Ms: number;
  loadAverage1m: number;
}
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
};

/**
 * The headers of the app's own responses that change how Chromium loads a page: the opener policy puts the
 * document in a renderer process of its own (a new process for every navigation from another page).
 */
const APP_HEADERS = {
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'content-security-policy': "default-src 'self'; style-src 'self' 'unsafe-inline'",
};

/** 12 issues × 10 options, named and scored like bench:explorer's case (about the size of its case data). */
function floorData() {
  return {
    issues: Array.from({ length: 12 }, (_, i) => ({
      name: `Issue number ${i + 1} of the explorer benchmark`,
      options: Array.from({ length: 10 }, (_, k) => {
        const n = i * 10 + k;
        return { name: `Option ${k + 1}`, user: 25 + ((n * 37) % 226), opponent: 25 + ((n * 91) % 226) };
      }),
    })),
  };
}

function serve(root: string): Promise<Server> {
  const data = JSON.stringify(floorData());
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    if (path === '/data.json') {
      response.writeHead(200, {
        ...APP_HEADERS,
        'content-type': TYPES['.json']!,
        'cache-control': 'no-cache',
      });
      response.end(data);
      return;
    }
    const file = join(root, normalize(path).replace(/^(\.\.[/\\])+/, ''));
    readFile(file).then(
      (body) => {
        response.writeHead(200, {
          ...APP_HEADERS,
          'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
          'cache-control': path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        });
        response.end(body);
      },
      () => {
        response.writeHead(404);
        response.end();
      },
    );
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const value = sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  return Math.round(value * 10) / 10;
}

/** Long tasks from the first script on, and a promise for the page's drawn time. */
const INSTRUMENT = `
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__longTasks.push(entry.duration);
  }).observe({ type: 'longtask', buffered: true });
  window.__drawn = new Promise((resolve) => {
    Object.defineProperty(window, '__painted', { set: resolve, configurable: true });
  });
`;

/** Builds the floor pages, measures each of `pages` and prints one JSON line per page (after the machine's). */
export async function measureFloor(pages: readonly FloorPage[] = PAGES): Promise<FloorLine[]> {
  const out = await mkdtemp(join(tmpdir(), 'parley-floor-'));
  const floor = join(import.meta.dirname, 'floor');
  await build({
    root: floor,
    configFile: false,
    logLevel: 'warn',
    build: {
      outDir: out,
      emptyOutDir: true,
      rolldownOptions: {
        input: Object.fromEntries(PAGES.map((page) => [page, join(floor, `${page}.html`)])),
      },
    },
  });
  const server = await serve(out);
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await launch();
  try {
    const chromium = browser.version();
    const require = createRequire(import.meta.url);
    console.log(
      JSON.stringify({
        ...machine(),
        chromium,
        react: (require('react/package.json') as { version: string }).version,
        antd: (require('antd/package.json') as { version: string }).version,
        runs: RUNS,
      }),
    );
    const lines: FloorLine[] = [];
    for (const name of pages) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      await context.addInitScript(INSTRUMENT);
      const runs: Array<{ drawn: number; dataToDrawn: number | null; longest: number; over50: number }> = [];
      const loadBefore = loadavg()[0]!;
      for (let r = 0; r < RUNS; r++) {
        const page = await context.newPage();
        await page.goto(`${baseUrl}/${name}.html`);
        runs.push(
          await page.evaluate(async () => {
            const w = window as unknown as { __drawn: Promise<number>; __longTasks: number[] };
            const drawn = await w.__drawn;
            // Everything the load queued has run: two idle periods of the main thread.
            await new Promise((resolve) =>
              requestIdleCallback(() => requestIdleCallback(resolve, { timeout: 5000 }), { timeout: 5000 }),
            );
            const data = performance
              .getEntriesByType('resource')
              .find((entry) => entry.name.endsWith('/data.json')) as PerformanceResourceTiming | undefined;
            return {
              drawn,
              dataToDrawn: data ? drawn - data.responseEnd : null,
              longest: Math.max(0, ...w.__longTasks),
              over50: w.__longTasks.filter((ms) => ms > 50).length,
            };
          }),
        );
        await page.close();
      }
      await context.close();
      const dataRuns = runs.map((run) => run.dataToDrawn).filter((ms): ms is number => ms !== null);
      const line: FloorLine = {
        page: name,
        navigationToDrawnMs: median(runs.map((run) => run.drawn)),
        dataToDrawnMs: dataRuns.length > 0 ? median(dataRuns) : null,
        longestTaskMs: median(runs.map((run) => run.longest)),
        tasksOver50Ms: median(runs.map((run) => run.over50)),
        loadAverage1m: Math.round(((loadBefore + loadavg()[0]!) / 2) * 100) / 100,
      };
      console.log(JSON.stringify(line));
      lines.push(line);
    }
    return lines;
  } finally {
    await browser.close();
    await new Promise((resolve) => server.close(resolve));
    await rm(out, { recursive: true, force: true });
  }
}
