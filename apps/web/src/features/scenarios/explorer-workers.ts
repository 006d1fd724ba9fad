/**
 * The explorer's Web Workers. Starting one costs a request for its script and compiling the scoring code in
 * it; `prewarmExplorerWorkers` does that when the page opens on a case, beside the case's data, so that the
 * explorer's first view is not kept waiting for its workers (app/prefetch.ts). The explorer takes a started
 * one when there is one, or starts its own.
 */
const spare: Worker[] = [];

/** The explorer uses two: one for its views, one for the frontier. */
const WORKERS = 2;

export function startExplorerWorker(): Worker {
  return new Worker(new URL('./explorer.worker.ts', import.meta.url), { type: 'module' });
}

export function prewarmExplorerWorkers(): void {
  if (typeof Worker === 'undefined') return;
  while (spare.length < WORKERS) spare.push(startExplorerWorker());
}

export function takeExplorerWorker(): Worker {
  return spare.pop() ?? startExplorerWorker();
}
