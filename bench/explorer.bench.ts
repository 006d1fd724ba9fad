import { writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import type { Browser, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { measureFloor } from './floor.js';
import { machine } from './machine.js';
import { signIn } from '../apps/api/test/support/sign-in.js';
import { launch } from '../e2e/support/browser.js';
import { startBuiltApp } from '../e2e/support/built-app.js';
import {
  profileWindow,
  readMainThread,
  TRACE_CATEGORIES,
  type CpuProfile,
  type LongTask,
  type MainThread,
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
/**
 * `BENCH_TRACE=0` measures without a Chromium trace: the timings without the trace's own cost on the page's
 * threads (the CPU figures and each step's longest task, which only the trace has, are then null).
 */
const TRACE = process.env['BENCH_TRACE'] !== '0';
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

/** The median of the numbers that are not NaN (an untraced figure); NaN (printed as null) when none is. */
function median(values: number[]): number {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const mid = Math.floor(sorted.length / 2);
  const value = sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  return Math.round(value * 10) / 10;
}

/** The benchmark case's points: `[you, opponent]` per option, per issue (what `buildCase` scores). */
function casePoints(issues: number, options: number): Array<Array<[number, number]>> {
  return Array.from({ length: issues }, (_, i) =>
    Array.from({ length: options }, (_, k): [number, number] => {
      const n = i * options + k;
      return [25 + ((n * 37) % 226), 25 + ((n * 91) % 226)];
    }),
  );
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
  const points = casePoints(issues, options);
  for (let i = 0; i < issues; i++) {
    const issue = await call<{ id: number; options: Array<{ id: number }> }>(
      'POST',
      `/api/cases/${created.id}/issues`,
      {
        name: `Issue number ${i + 1} of the explorer benchmark`,
        options: Array.from({ length: options }, (_, k) => ({ name: `Option ${k + 1}` })),
      },
    );
    for (const [k, option] of issue.options.entries()) {
      const ids = { issueId: issue.id, optionId: option.id };
      const [user, other] = points[i]![k]!;
      await call('POST', '/api/scores', { partyId: you, ...ids, points: user });
      await call('POST', '/api/scores', { partyId: opponent, ...ids, points: other });
    }
  }
  // Walk-away totals at 60 % of each side's best, as a person preparing the case sets them: the Strategy tab
  // then draws the efficient deals with both walk-away lines, the zone of possible agreement and the offers.
  const best = (side: 0 | 1) =>
    points.reduce((sum, issue) => sum + Math.max(...issue.map((p) => p[side])), 0);
  await call('PUT', `/api/parties/${you}`, { reservationValue: Math.round(best(0) * 0.6) });
  await call('PUT', `/api/parties/${opponent}`, { reservationValue: Math.round(best(1) * 0.6) });
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

/** Without a trace there are no CPU figures: NaN, printed as null. */
const UNTRACED = { busy: () => NaN, longest: () => NaN };

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
  /** The longest task (from the trace) while loading to drawn, from brush press to updated, and in Strategy (click to its chart drawn and idle). */
  longestLoadTask: number;
  longestExploreTask: number;
  longestStrategyTask: number;
  longTasks: LongTask[];
}

async function counterText(page: Page): Promise<string> {
  return page.locator('.scenario-counter').innerText();
}

async function measure(page: Page, baseUrl: string, caseId: number, total: string): Promise<Run> {
  const browser = page.context().browser()!;
  const cdp = PROFILE ? await page.context().newCDPSession(page) : null;
  if (cdp) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
  }
  if (TRACE) await browser.startTracing(page, { categories: TRACE_CATEGORIES });
  await page.goto(new URL(`/cases/${caseId}`, baseUrl).toString());
  // Watched from inside the page, frame by frame: Playwright's locators would inject their own script (a task
  // of 50–130 ms on this machine) into the page while it loads, and their polling would miss when it drew.
  const load = await page.evaluate(
    ({ id, counter }) =>
      new Promise<{ navigationToDrawn: number; dataToDrawn: number; dataAt: number }>((resolve) => {
        const check = () => {
          const canvas = document.querySelector<HTMLCanvasElement>(
            'canvas[data-segments]:not([data-segments="0"])',
          );
          const counted = Array.from(document.querySelectorAll('.scenario-counter')).some(
            (status) => status.textContent === counter,
          );
          if (!canvas || !counted) {
            requestAnimationFrame(check);
            return;
          }
          const drawnAt = Number(canvas.dataset['paintedAt']);
          const data = performance
            .getEntriesByType('resource')
            .find(
              (entry) => new URL(entry.name).pathname === `/api/cases/${id}`,
            ) as PerformanceResourceTiming;
          resolve({
            navigationToDrawn: drawnAt,
            dataToDrawn: drawnAt - data.responseEnd,
            dataAt: data.responseEnd,
          });
        };
        check();
      }),
    { id: caseId, counter: `Total: ${total} · Selected: ${total}` },
  );
  const canvas = page.locator('canvas[data-segments]:not([data-segments="0"])');

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
    const status = document.querySelector('.scenario-counter');
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

  const clicked = await page.evaluate(() => {
    // The person's click, as the page receives it: Playwright's own checks before it clicks (the tab found,
    // visible, stable over two frames) are the harness's time, not the page's.
    document.addEventListener(
      'click',
      (event) => ((window as unknown as { __tabClicked: number }).__tabClicked = event.timeStamp),
      { capture: true, once: true },
    );
    return performance.now();
  });
  await page.getByRole('tab', { name: 'Strategy' }).click();
  const ready = await page.waitForFunction(() => {
    const found = Array.from(document.querySelectorAll('h2, h3')).some((h) =>
      /^Value Creation Analysis \(/.test(h.textContent ?? ''),
    );
    return found ? performance.now() : null;
  });
  const readyAt = (await ready.jsonValue()) as number;
  const tabClicked = await page.evaluate(() => (window as unknown as { __tabClicked: number }).__tabClicked);
  const strategyReady = readyAt - tabClicked;
  // The tab's efficient-deals chart draws after its figures: its long tasks count too. Drawn, then two idle
  // periods of the main thread (nothing left queued) before the trace stops.
  await page.locator('.efficient-deals-chart canvas').first().waitFor({ timeout: 60_000 });
  const settledAt = await page.evaluate(
    () =>
      new Promise<number>((resolve) =>
        requestIdleCallback(() => requestIdleCallback(() => resolve(performance.now()), { timeout: 5000 }), {
          timeout: 5000,
        }),
      ),
  );
  const { longTaskDurations, syncAt } = await page.evaluate(() => {
    const w = window as unknown as { __longTasks: number[]; __sync: number };
    return { longTaskDurations: w.__longTasks ?? [], syncAt: w.__sync };
  });
  const longestTask = Math.max(0, ...longTaskDurations);
  const trace = TRACE ? await browser.stopTracing() : null;
  const stamp = Date.now();
  if (trace && process.env['BENCH_TRACE_DIR']) {
    await writeFile(`${process.env['BENCH_TRACE_DIR']}/explorer-${caseId}-${stamp}.json`, trace);
    // The page times that place the trace's load: the sync mark's, the case data's arrival and the drawn chart.
    await writeFile(
      `${process.env['BENCH_TRACE_DIR']}/explorer-${caseId}-${stamp}.times.json`,
      JSON.stringify({ syncMark: SYNC_MARK, syncAt, dataAt: load.dataAt, drawnAt: load.navigationToDrawn }),
    );
  }
  let read: MainThread | null = null;
  try {
    read = trace ? readMainThread(trace, SYNC_MARK, syncAt) : null;
  } catch {
    // No sync mark in the trace: handled as an incomplete trace below.
  }
  // Some traces lose the page's renderer (its events, or the sync mark, are missing; then the thread read is the
  // blank page's and every CPU figure reads 0). Such a trace is left out, its run's CPU figures with it, rather
  // than counted: the trace must have seen the longest task the page itself observed.
  const complete = read !== null && read.longest(-Infinity, Infinity) >= longestTask * 0.8;
  if (trace && !complete) console.warn("A trace lost the page's main thread: its CPU figures are left out.");
  const traced = complete ? read : null;
  // Untraced, the page's own long-task observer says how long each was, not what it was made of.
  const main = traced ?? UNTRACED;
  const longTasks = traced
    ? traced.longTasks()
    : longTaskDurations
        .filter((ms) => ms > 50)
        .map((ms) => ({ at: NaN, ms, parts: [], traceFrom: NaN, traceTo: NaN }));
  if (cdp) {
    const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: CpuProfile };
    if (process.env['BENCH_TRACE_DIR']) {
      await writeFile(
        `${process.env['BENCH_TRACE_DIR']}/explorer-${caseId}-${stamp}.cpuprofile`,
        JSON.stringify(profile),
      );
    }
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
    longestLoadTask: main.longest(0, load.navigationToDrawn),
    longestExploreTask: main.longest(pressedAt, updatedAt),
    longestStrategyTask: main.longest(clicked, settledAt),
    longTasks,
  };
}

it('scenario explorer in headless Chromium', async () => {
  // BENCH_DATABASE_URL: the app on that PostgreSQL server instead of the embedded one (`npm start`'s default).
  const database = process.env['BENCH_DATABASE_URL'];
  const app = await startBuiltApp({
    TRIAL_CASE_LIMIT: '1000000',
    ...(database ? { DATABASE_URL: database } : {}),
  });
  const browser = await launch();
  try {
    const { cookie } = await signIn(app.baseUrl, `explorer-bench-${Date.now()}@example.com`, 'Bench');
    console.log(
      JSON.stringify({
        ...machine(),
        chromium: browser.version(),
        runs: RUNS,
        database: database ? 'PostgreSQL' : 'embedded PGlite',
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
          longestTaskByStepMs: {
            load: pick('longestLoadTask'),
            explore: pick('longestExploreTask'),
            strategy: pick('longestStrategyTask'),
          },
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
      parleyFigures.set(`${issues} × ${options}`, {
        navigationToDrawnMs: pick('navigationToDrawn'),
        dataToDrawnMs: pick('dataToDrawn'),
        brushReleaseToUpdatedMs: pick('releaseToUpdated'),
        dragFrameMs: pick('dragFrameMs'),
        strategyReadyMs: pick('strategyReady'),
        longestTaskMs: pick('longestTask'),
      });
    }
  } finally {
    await browser.close();
    await app.stop();
  }
});

/** Parley's medians per case, which the first test leaves for the ratios of the tests after it. */
const parleyFigures = new Map<
  string,
  {
    navigationToDrawnMs: number;
    dataToDrawnMs: number;
    brushReleaseToUpdatedMs: number;
    dragFrameMs: number;
    strategyReadyMs: number;
    longestTaskMs: number;
  }
>();

/** `BENCH_FLOOR=1` (`npm run bench:screen`): bench:floor's pages in the same run, and the case screen's ratios. */
const FLOOR = process.env['BENCH_FLOOR'] === '1';

/** Two decimals. */
const ratioOf = (ours: number, theirs: number) => Math.round((ours / theirs) * 100) / 100;

// Issue 19's targets, against the floor's React 19 + Ant Design 6 page (bench/floor.ts) measured in the same
// run, after Parley's figures are taken, in a browser of its own: navigation → drawn at most 1.5 times the
// floor's, case data → drawn at most twice the floor's data → drawn, no task over 50 ms that is longer than the
// floor's own longest task; and, on their own, release → updated ≤ 50 ms, drag ≥ 30 frames a second, Strategy
// ready ≤ 200 ms.
it.runIf(FLOOR)('the case screen against the floor page', async () => {
  const pages = await measureFloor();
  const floor = pages.find((line) => line.page === 'antd')!;
  // What the rest of the app's stack adds to the floor before Parley draws anything (bench/floor/stack.ts).
  const stack = pages.find((line) => line.page === 'stack')!;
  const stackPage = {
    navigationToDrawn: ratioOf(stack.navigationToDrawnMs, floor.navigationToDrawnMs),
    dataToDrawn: ratioOf(stack.dataToDrawnMs ?? NaN, floor.dataToDrawnMs ?? NaN),
  };
  for (const [name, parley] of parleyFigures) {
    const ratios = {
      navigationToDrawn: ratioOf(parley.navigationToDrawnMs, floor.navigationToDrawnMs),
      dataToDrawn: ratioOf(parley.dataToDrawnMs, floor.dataToDrawnMs ?? NaN),
      longestTaskOverFloorMs: Math.round(parley.longestTaskMs - floor.longestTaskMs),
    };
    console.log(
      JSON.stringify({
        case: name,
        against: 'floor antd page',
        ratios,
        stackPageRatios: stackPage,
        met: {
          navigationToDrawnAtMost1_5xFloor: ratios.navigationToDrawn <= 1.5,
          dataToDrawnAtMost2xFloor: ratios.dataToDrawn <= 2,
          noTaskOver50MsLongerThanFloorsLongest: parley.longestTaskMs <= Math.max(50, floor.longestTaskMs),
          releaseToUpdatedAtMost50Ms: parley.brushReleaseToUpdatedMs <= 50,
          dragAtLeast30Fps: parley.dragFrameMs <= 1000 / 30,
          strategyReadyAtMost200Ms: parley.strategyReadyMs <= 200,
        },
      }),
    );
  }
  expect(floor.navigationToDrawnMs).toBeGreaterThan(0);
});

// plotly's parcoords on the same spaces, for the ratio (issue 10, point 7). Kept apart from Parley's
// measurement above: its own browser and pages, after Parley's figures are taken, so the two never
// share the machine's two cores.

/** Lines drawn: every scenario, up to this many (an evenly spaced sample of the space beyond it). */
const PLOTLY_LINES_MAX = Number(process.env['BENCH_PLOTLY_LINES'] ?? 100_000);
/** Page loads per size (each draws once and filters once); a 100,000-line draw takes tens of seconds here. */
const PLOTLY_RUNS = Number(process.env['BENCH_PLOTLY_RUNS'] ?? 1);

/**
 * Counts WebGL draw calls from the page's first script on: plotly's parcoords draws its lines in blocks over
 * many animation frames after `newPlot` / `restyle` resolve, so "drawn" is the second animation frame after
 * the last draw call (the frame that shows it), once ten frames in a row drew nothing.
 */
const WEBGL_DRAWS = `
  window.__draws = 0;
  for (const proto of [WebGLRenderingContext.prototype, WebGL2RenderingContext.prototype]) {
    for (const name of ['drawArrays', 'drawElements', 'drawArraysInstanced', 'drawElementsInstanced']) {
      const original = proto[name];
      if (typeof original !== 'function') continue;
      proto[name] = function (...args) {
        window.__draws++;
        return original.apply(this, args);
      };
    }
  }
  window.__drawnSince = (since) =>
    new Promise((resolve) => {
      let seen = window.__draws;
      let quiet = 0;
      let drawnAt = 0;
      const tick = () => {
        if (window.__draws !== seen) {
          seen = window.__draws;
          quiet = 0;
        } else if (++quiet === 2) drawnAt = performance.now();
        if (quiet >= 10) resolve({ ms: drawnAt - since, draws: window.__draws });
        else requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
`;

interface PlotlyRun {
  firstDrawMs: number;
  filterMs: number;
  drawCalls: number;
}

/**
 * One page load: plotly.js (`plotly.js-dist-min`, injected from node_modules) draws `lines` scenarios of the
 * case as parcoords, one dimension per issue as Parley's chart has, options placed by your points with their
 * names as ticks, lines coloured by the opponent's total; then one filter change, a `constraintrange` on the
 * first dimension. Both timed from the call to drawn (see WEBGL_DRAWS).
 */
async function measurePlotlyOnce(browser: Browser, issues: number, options: number, lines: number) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    await context.addInitScript(WEBGL_DRAWS);
    const page = await context.newPage();
    await page.setContent('<!doctype html><html><body><div id="plot"></div></body></html>');
    await page.addScriptTag({ path: createRequire(import.meta.url).resolve('plotly.js-dist-min') });
    return await page.evaluate(
      async ({ points, lines }) => {
        interface PlotlyApi {
          newPlot(root: HTMLElement, data: unknown[], layout: unknown, config: unknown): Promise<unknown>;
          restyle(root: HTMLElement, update: Record<string, unknown>): Promise<unknown>;
        }
        const w = window as unknown as {
          Plotly: PlotlyApi;
          __drawnSince(since: number): Promise<{ ms: number; draws: number }>;
        };
        const optionCount = points[0]!.length;
        const count = optionCount ** points.length;
        // Scenario number l × step in option order (every scenario when the space has no more than `lines`).
        const step = count / lines;
        const columns = points.map(() => new Float64Array(lines));
        const colour = new Float64Array(lines);
        for (let l = 0; l < lines; l++) {
          let index = Math.floor(l * step);
          let opponentTotal = 0;
          for (let i = points.length - 1; i >= 0; i--) {
            const [user, opponent] = points[i]![index % optionCount]!;
            index = Math.floor(index / optionCount);
            columns[i]![l] = user;
            opponentTotal += opponent;
          }
          colour[l] = opponentTotal;
        }
        const max = Math.max(...points.flat(2)) + 10;
        const trace = {
          type: 'parcoords',
          dimensions: points.map((issue, i) => ({
            label: `Issue number ${i + 1} of the explorer benchmark`,
            range: [0, max],
            values: columns[i],
            tickvals: issue.map(([user]) => user),
            ticktext: issue.map(([user], k) => `Option ${k + 1} (${user})`),
          })),
          line: { color: colour, colorscale: 'Viridis', showscale: true, colorbar: { title: 'Opponent' } },
        };
        const root = document.getElementById('plot')!;
        const drawStart = performance.now();
        await w.Plotly.newPlot(root, [trace], { width: 1240, height: 600 }, { displayModeBar: false });
        const drawn = await w.__drawnSince(drawStart);
        const filterStart = performance.now();
        await w.Plotly.restyle(root, { 'dimensions[0].constraintrange': [[max * 0.3, max]] });
        const filtered = await w.__drawnSince(filterStart);
        return { firstDrawMs: drawn.ms, filterMs: filtered.ms, drawCalls: filtered.draws };
      },
      { points: casePoints(issues, options), lines },
    );
  } finally {
    await context.close();
  }
}

it.runIf(PLOTLY_RUNS > 0)(
  'plotly parcoords on the same spaces, for the ratio',
  async () => {
    const browser = await launch();
    try {
      for (const [issues, options] of SIZES) {
        const lines = Math.min(options ** issues, PLOTLY_LINES_MAX);
        const runs: PlotlyRun[] = [];
        const loadBefore = loadavg()[0]!;
        for (let r = 0; r < PLOTLY_RUNS; r++)
          runs.push(await measurePlotlyOnce(browser, issues, options, lines));
        const firstDrawMs = median(runs.map((run) => run.firstDrawMs));
        const filterMs = median(runs.map((run) => run.filterMs));
        const parley = parleyFigures.get(`${issues} × ${options}`);
        const ratio = (ours: number | undefined, theirs: number) =>
          ours === undefined ? null : Math.round((ours / theirs) * 10_000) / 10_000;
        console.log(
          JSON.stringify({
            case: `${issues} × ${options}`,
            plotly: (createRequire(import.meta.url)('plotly.js-dist-min/package.json') as { version: string })
              .version,
            chromium: browser.version(),
            lines,
            dimensions: issues,
            runs: PLOTLY_RUNS,
            plotlyFirstDrawMs: firstDrawMs,
            plotlyFilterMs: filterMs,
            parleyDataToDrawnMs: parley?.dataToDrawnMs ?? null,
            parleyBrushReleaseToUpdatedMs: parley?.brushReleaseToUpdatedMs ?? null,
            drawRatioParleyToPlotly: ratio(parley?.dataToDrawnMs, firstDrawMs),
            filterRatioParleyToPlotly: ratio(parley?.brushReleaseToUpdatedMs, filterMs),
            loadAverage1m: Math.round(((loadBefore + loadavg()[0]!) / 2) * 100) / 100,
          }),
        );
        expect(runs.every((run) => run.firstDrawMs > 0 && run.filterMs > 0 && run.drawCalls > 0)).toBe(true);
      }
    } finally {
      await browser.close();
    }
  },
  3_600_000,
);
