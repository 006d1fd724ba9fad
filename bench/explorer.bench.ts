import { writeFile } from 'node:fs/promises';
import { cpus, totalmem } from 'node:os';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { signIn } from '../apps/api/test/support/sign-in.js';
import { launch } from '../e2e/support/browser.js';
import { startBuiltApp } from '../e2e/support/built-app.js';
import {
  profileWindow,
  readMainThread,
  TRACE_CATEGORIES,
  type CpuProfile,
  type LongTask,
} from './main-thread.js';

/**
 * The scenario explorer in headless Chromium against the built app (`npm start`'s process): per case size,
 * medians of RUNS page loads of navigation → drawn chart, case data → drawn chart, brush release → counts and
 * chart updated, frame time while dragging a brush, Strategy ready, and the longest main-thread task. One JSON
 * line per case, after one line describing the machine.
 */
const RUNS = Number(process.env['BENCH_RUNS'] ?? 5);
/** `BENCH_LONG_TASKS=1` prints every task over 50 ms of every run with what it was made of. */
const PRINT_LONG_TASKS = process.env['BENCH_LONG_TASKS'] === '1';
/** `BENCH_PROFILE=1` adds a CPU profile and names the functions each long task spent its time in (build unminified to read them). */
const PROFILE = process.env['BENCH_PROFILE'] === '1';
const ALL_SIZES: Array<[number, number]> = [
  [8, 5],
  [12, 6],
  [12, 10],
];
/** `BENCH_SIZES=12x10` (comma-separated) measures only those sizes. */
const SIZES = process.env['BENCH_SIZES']
  ? ALL_SIZES.filter(([i, o]) => process.env['BENCH_SIZES']!.split(',').includes(`${i}x${o}`))
  : ALL_SIZES;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const value = sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  return Math.round(value * 10) / 10;
}

async function buildCase(baseUrl: string, cookie: string, issues: number, options: number): Promise<number> {
  const headers = { cookie, 'content-type': 'application/json' };
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(new URL(path, baseUrl), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };
  const created = await call<{ id: number }>('POST', '/api/cases', {
    name: `Explorer ${issues} × ${options}`,
  });
  const detail = await call<{ parties: Array<{ id: number; type: string }> }>(
    'GET',
    `/api/cases/${created.id}`,
  );
  const you = detail.parties.find((p) => p.type === 'user')!.id;
  const opponent = detail.parties.find((p) => p.type === 'opponent')!.id;
  let n = 0;
  for (let i = 0; i < issues; i++) {
    const issue = await call<{ id: number; options: Array<{ id: number }> }>(
      'POST',
      `/api/cases/${created.id}/issues`,
      {
        name: `Issue number ${i + 1} of the explorer benchmark`,
        options: Array.from({ length: options }, (_, k) => ({ name: `Option ${k + 1}` })),
      },
    );
    for (const option of issue.options) {
      const ids = { issueId: issue.id, optionId: option.id };
      await call('POST', '/api/scores', { partyId: you, ...ids, points: 25 + ((n * 37) % 226) });
      await call('POST', '/api/scores', { partyId: opponent, ...ids, points: 25 + ((n * 91) % 226) });
      n++;
    }
  }
  return created.id;
}

/** Long tasks (over 50 ms) and frame times, recorded by the page itself from its first script on. */
const SYNC_MARK = 'bench:sync';
const INSTRUMENT = `
  window.__sync = performance.mark('${SYNC_MARK}').startTime;
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__longTasks.push(entry.duration);
  }).observe({ type: 'longtask', buffered: true });
`;

interface Run {
  navigationToDrawn: number;
  dataToDrawn: number;
  releaseToUpdated: number;
  dragFrameMs: number;
  strategyReady: number;
  longestTask: number;
  /** Main-thread CPU time (from the trace) of each step: load to drawn, data to drawn, drag, release to updated, Strategy. */
  cpuLoad: number;
  cpuDataToDrawn: number;
  cpuDrag: number;
  cpuRelease: number;
  cpuStrategy: number;
  longTasks: LongTask[];
}

async function counterText(page: Page): Promise<string> {
  return page.locator('[role="status"]').first().innerText();
}

async function measure(page: Page, baseUrl: string, caseId: number, total: string): Promise<Run> {
  const browser = page.context().browser()!;
  const cdp = PROFILE ? await page.context().newCDPSession(page) : null;
  if (cdp) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
  }
  await browser.startTracing(page, { categories: TRACE_CATEGORIES });
  await page.goto(new URL(`/cases/${caseId}`, baseUrl).toString());
  const canvas = page.locator('canvas[data-segments]:not([data-segments="0"])');
  await canvas.waitFor({ timeout: 60_000 });
  await page.getByText(`Total: ${total} · Selected: ${total}`).waitFor();
  const load = await page.evaluate((id) => {
    const drawnAt = Number(
      document.querySelector<HTMLCanvasElement>('canvas[data-painted-at]')!.dataset['paintedAt'],
    );
    const data = performance
      .getEntriesByType('resource')
      .find((entry) => new URL(entry.name).pathname === `/api/cases/${id}`) as PerformanceResourceTiming;
    return { navigationToDrawn: drawnAt, dataToDrawn: drawnAt - data.responseEnd, dataAt: data.responseEnd };
  }, caseId);

  // Drag a brush on the first axis, from its top down over most of it, frame times recorded meanwhile.
  const box = (await canvas.boundingBox())!;
  const before = await counterText(page);
  await page.evaluate(() => {
    const w = window as unknown as {
      __frames: number[];
      __framing: boolean;
      __released: number;
      __pressed: number;
    };
    w.__frames = [];
    w.__framing = true;
    const tick = (t: number) => {
      w.__frames.push(t);
      if (w.__framing) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
    window.addEventListener('pointerup', () => (w.__released = performance.now()), {
      once: true,
      capture: true,
    });
    window.addEventListener('pointerdown', () => (w.__pressed = performance.now()), {
      once: true,
      capture: true,
    });
  });
  await page.mouse.move(box.x + 24, box.y + 64);
  await page.mouse.down();
  for (let y = 70; y <= 330; y += 10) await page.mouse.move(box.x + 24, box.y + y);
  await page.mouse.up();
  await page.waitForFunction((previous) => {
    const status = document.querySelector('[role="status"]');
    return status !== null && status.textContent !== previous;
  }, before);
  // The paint that follows the new counts belongs to the same commit; give it that frame.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null))));
  const drag = await page.evaluate(() => {
    const w = window as unknown as {
      __frames: number[];
      __framing: boolean;
      __released: number;
      __pressed: number;
    };
    w.__framing = false;
    const updated = Number(
      document.querySelector<HTMLCanvasElement>('canvas[data-painted-at]')!.dataset['paintedAt'],
    );
    const frames = w.__frames.filter((t) => t <= w.__released);
    const gaps = frames.slice(1).map((t, i) => t - frames[i]!);
    gaps.sort((a, b) => a - b);
    return {
      releaseToUpdated: updated - w.__released,
      dragFrameMs: gaps[Math.floor(gaps.length / 2)] ?? 0,
      pressedAt: w.__pressed,
      releasedAt: w.__released,
      updatedAt: updated,
    };
  });

  const clicked = await page.evaluate(() => performance.now());
  await page.getByRole('tab', { name: 'Strategy' }).click();
  const ready = await page.waitForFunction(() => {
    const found = Array.from(document.querySelectorAll('h2, h3')).some((h) =>
      /^Value Creation Analysis \(/.test(h.textContent ?? ''),
    );
    return found ? performance.now() : null;
  });
  const readyAt = (await ready.jsonValue()) as number;
  const strategyReady = readyAt - clicked;
  const { longestTask, syncAt } = await page.evaluate(() => {
    const w = window as unknown as { __longTasks: number[]; __sync: number };
    return { longestTask: Math.max(0, ...(w.__longTasks ?? [])), syncAt: w.__sync };
  });
  const trace = await browser.stopTracing();
  if (process.env['BENCH_TRACE_DIR']) {
    await writeFile(`${process.env['BENCH_TRACE_DIR']}/explorer-${caseId}-${Date.now()}.json`, trace);
  }
  const main = readMainThread(trace, SYNC_MARK, syncAt);
  const longTasks = main.longTasks();
  if (cdp) {
    const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: CpuProfile };
    for (const task of longTasks) task.parts.push(...profileWindow(profile, task.traceFrom, task.traceTo));
  }
  const { dataAt, pressedAt, releasedAt, updatedAt, ...timings } = { ...load, ...drag };
  return {
    ...timings,
    strategyReady,
    longestTask,
    cpuLoad: main.busy(0, load.navigationToDrawn),
    cpuDataToDrawn: main.busy(dataAt, load.navigationToDrawn),
    cpuDrag: main.busy(pressedAt, releasedAt),
    cpuRelease: main.busy(releasedAt, updatedAt),
    cpuStrategy: main.busy(clicked, readyAt),
    longTasks,
  };
}

it('scenario explorer in headless Chromium', async () => {
  const app = await startBuiltApp({ TRIAL_CASE_LIMIT: '1000000' });
  const browser = await launch();
  try {
    const { cookie } = await signIn(app.baseUrl, `explorer-bench-${Date.now()}@example.com`, 'Bench');
    console.log(
      JSON.stringify({
        machine: cpus()[0]?.model ?? 'unknown',
        cores: cpus().length,
        memoryGb: Math.round(totalmem() / 2 ** 30),
        node: process.version,
        chromium: browser.version(),
        runs: RUNS,
      }),
    );
    for (const [issues, options] of SIZES) {
      const caseId = await buildCase(app.baseUrl, cookie, issues, options);
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      await context.addCookies(
        cookie.split(';').map((pair) => {
          const [name = '', ...value] = pair.trim().split('=');
          return { name, value: value.join('='), url: app.baseUrl };
        }),
      );
      await context.addInitScript(INSTRUMENT);
      const runs: Run[] = [];
      const total = (options ** issues).toLocaleString('en-US');
      for (let r = 0; r < RUNS; r++) {
        const page = await context.newPage();
        runs.push(await measure(page, app.baseUrl, caseId, total));
        await page.close();
      }
      await context.close();
      const pick = (key: Exclude<keyof Run, 'longTasks'>) => median(runs.map((run) => run[key]));
      if (PRINT_LONG_TASKS) {
        runs.forEach((run, index) =>
          console.log(JSON.stringify({ run: index + 1, longTasks: run.longTasks })),
        );
      }
      console.log(
        JSON.stringify({
          case: `${issues} × ${options}`,
          scenarios: options ** issues,
          navigationToDrawnMs: pick('navigationToDrawn'),
          dataToDrawnMs: pick('dataToDrawn'),
          brushReleaseToUpdatedMs: pick('releaseToUpdated'),
          dragFrameMs: pick('dragFrameMs'),
          strategyReadyMs: pick('strategyReady'),
          longestTaskMs: pick('longestTask'),
          tasksOver50Ms: median(runs.map((run) => run.longTasks.length)),
          mainThreadCpuMs: {
            navigationToDrawn: pick('cpuLoad'),
            dataToDrawn: pick('cpuDataToDrawn'),
            drag: pick('cpuDrag'),
            releaseToUpdated: pick('cpuRelease'),
            strategy: pick('cpuStrategy'),
          },
        }),
      );
      expect(runs).toHaveLength(RUNS);
    }
    // plotly's parcoords for the ratio: no plotly package is installed here, and packages are not added for a
    // benchmark (docs/performance.md compares against the previous Parley figures instead).
    console.log(JSON.stringify({ plotly: 'not installed: no comparison run' }));
  } finally {
    await browser.close();
    await app.stop();
  }
});
