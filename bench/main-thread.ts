/**
 * What the page's main thread did, read from a Chromium trace (`devtools.timeline` and `blink.user_timing`
 * categories): the CPU time of the tasks in a window of the page's clock, and what each long task was made of.
 * The page's clock (`performance.now()`) is mapped onto the trace's by one `performance.mark` whose name and
 * page time the caller gives.
 */

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: Record<string, unknown> };
}

export const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'blink.user_timing',
  'v8.execute',
];

/** A long task and its largest parts (what it spent its time on), durations in ms. */
export interface LongTask {
  /** Start in the page's clock (ms since navigation start). */
  at: number;
  ms: number;
  parts: string[];
  /** Start and end in the trace's clock (µs). */
  traceFrom: number;
  traceTo: number;
}

export interface MainThread {
  /** Main-thread CPU time (sum of the tasks' durations, clipped) between two page times, in ms. */
  busy(from: number, to: number): number;
  /** The longest task that started between two page times, in ms. */
  longest(from: number, to: number): number;
  /** Tasks over `threshold` ms, with their parts. */
  longTasks(threshold?: number): LongTask[];
}

function label(event: TraceEvent): string {
  const data = event.args?.data ?? {};
  const where = (url: unknown, line?: unknown) =>
    typeof url === 'string' && url !== ''
      ? ` ${url.replace(/^.*\//, '')}${line ? `:${String(line)}` : ''}`
      : '';
  switch (event.name) {
    case 'FunctionCall':
      return `FunctionCall ${String(data['functionName'] || '(anonymous)')}${where(data['url'], data['lineNumber'])}`;
    case 'EvaluateScript':
    case 'v8.compile':
    case 'v8.compileModule':
    case 'v8.evaluateModule':
      return `${event.name}${where(data['url'])}`;
    case 'EventDispatch':
      return `EventDispatch ${String(data['type'])}`;
    case 'TimerFire':
    case 'FireAnimationFrame':
    case 'ResourceReceivedData':
      return event.name;
    default:
      return event.name;
  }
}

/** Reads a trace of one page load; `syncMark` is a `performance.mark` name whose page time is `syncAt`. */
export function readMainThread(trace: Buffer | string, syncMark: string, syncAt: number): MainThread {
  const events = (JSON.parse(trace.toString()) as { traceEvents: TraceEvent[] }).traceEvents;
  const mains = new Set(
    events
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  // The latest one: a new page runs its init scripts in about:blank before the document that was asked for,
  // often in another renderer process, and the trace does not list the processes' events in time order.
  const mark = events
    .filter((e) => e.name === syncMark && e.cat.includes('blink.user_timing'))
    .sort((a, b) => a.ts - b.ts)
    .at(-1);
  if (!mark) throw new Error(`The trace has no mark ${syncMark}`);
  const main = `${mark.pid}:${mark.tid}`;
  if (!mains.has(main)) throw new Error('The sync mark is not on a renderer main thread');
  const toPage = (ts: number) => syncAt + (ts - mark.ts) / 1000;
  const onMain = events
    .filter((e) => e.ph === 'X' && `${e.pid}:${e.tid}` === main && typeof e.dur === 'number')
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const tasks = onMain.filter((e) => e.name === 'RunTask');

  const partsOf = (task: TraceEvent): string[] => {
    const end = task.ts + task.dur!;
    const inside = onMain.filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur! <= end);
    // The task's direct parts: events not inside another event of the task.
    const direct: TraceEvent[] = [];
    let coveredUntil = -1;
    for (const event of inside) {
      if (event.ts >= coveredUntil) {
        direct.push(event);
        coveredUntil = event.ts + event.dur!;
      }
    }
    const sums = new Map<string, number>();
    for (const event of direct) {
      // A script's call: name the largest script event inside it too, which says which code ran.
      let name = label(event);
      if (event.name === 'v8.run' || event.name === 'RunMicrotasks') {
        const inner = inside
          .filter((e) => e.ts >= event.ts && e.ts + e.dur! <= event.ts + event.dur! && e !== event)
          .sort((a, b) => b.dur! - a.dur!)[0];
        if (inner) name += ` > ${label(inner)}`;
      }
      sums.set(name, (sums.get(name) ?? 0) + event.dur! / 1000);
    }
    return [...sums.entries()]
      .sort((a, b) => b[1] - a[1])
      .filter(([, ms]) => ms >= 2)
      .slice(0, 6)
      .map(([name, ms]) => `${name} ${ms.toFixed(1)}`);
  };

  return {
    busy(from, to) {
      let sum = 0;
      for (const task of tasks) {
        const start = toPage(task.ts);
        const end = start + task.dur! / 1000;
        sum += Math.max(0, Math.min(end, to) - Math.max(start, from));
      }
      return Math.round(sum * 10) / 10;
    },
    longest(from, to) {
      let max = 0;
      for (const task of tasks) {
        const start = toPage(task.ts);
        if (start >= from && start <= to) max = Math.max(max, task.dur! / 1000);
      }
      return Math.round(max * 10) / 10;
    },
    longTasks(threshold = 50) {
      return tasks
        .filter((task) => task.dur! / 1000 > threshold)
        .map((task) => ({
          at: Math.round(toPage(task.ts)),
          ms: Math.round(task.dur! / 100) / 10,
          parts: partsOf(task),
          traceFrom: task.ts,
          traceTo: task.ts + task.dur!,
        }));
    },
  };
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  parent?: number;
  children?: number[];
}

/** A V8 CPU profile (CDP `Profiler.stop`), in the trace's clock (µs). */
export interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

/**
 * Where the JavaScript of a window of the trace spent its time (`from`/`to` in µs of the trace's clock): the
 * functions with the most self time and the most inclusive time. Readable with an unminified build.
 */
export function profileWindow(profile: CpuProfile, from: number, to: number, top = 8): string[] {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
  const name = (node: ProfileNode) =>
    `${node.callFrame.functionName || '(anonymous)'} ${node.callFrame.url.replace(/^.*\//, '')}:${node.callFrame.lineNumber + 1}`;
  const self = new Map<string, number>();
  const inclusive = new Map<string, number>();
  let t = profile.startTime;
  for (let i = 0; i < profile.samples.length; i++) {
    t += profile.timeDeltas[i]!;
    const next = i + 1 < profile.timeDeltas.length ? profile.timeDeltas[i + 1]! : 0;
    if (t < from || t > to) continue;
    const node = byId.get(profile.samples[i]!)!;
    const ms = next / 1000;
    self.set(name(node), (self.get(name(node)) ?? 0) + ms);
    const seen = new Set<string>();
    for (let id: number | undefined = node.id; id !== undefined; id = parents.get(id)) {
      const label = name(byId.get(id)!);
      if (seen.has(label)) continue;
      seen.add(label);
      inclusive.set(label, (inclusive.get(label) ?? 0) + ms);
    }
  }
  const best = (map: Map<string, number>, prefix: string) =>
    [...map.entries()]
      .filter(([label]) => !/^\((root|program|idle)\)/.test(label))
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([label, ms]) => `${prefix} ${label} ${ms.toFixed(1)}`);
  return [...best(self, 'self'), ...best(inclusive, 'incl')];
}
