import type { ScoredIssue } from '@parley/scoring';
import type { WorkerEnvelope } from '../../lib/worker-call';
import type { ExplorerAnswer, ExplorerJob } from './explorer-client';
import type { ExplorerQuery } from './explorer-model';
import { DEFAULT_SHOW, tableWindow } from './table-rows';

/**
 * The explorer's Web Workers. Starting one costs a request for its script and compiling the scoring code in
 * it; `prewarmExplorerWorkers` does that when the page opens on a case, beside the case's data, so that the
 * explorer's first view is not kept waiting for its workers (app/prefetch.ts). The explorer takes a started
 * one when there is one, or starts its own.
 *
 * `precomputeFirstViews` goes one step further: once the case's data is in, the started workers compute the
 * explorer's first view and its frontier while the page is still drawing the case screen; the explorer then
 * takes those answers instead of asking again (`takePrecomputed`).
 */
const spare: Worker[] = [];
const precomputed = new Map<string, Promise<ExplorerAnswer>>();

/** The explorer uses two: one for its views, one for the frontier. */
const WORKERS = 2;

/** The first view the explorer asks for: no filter, options placed by your points, the first rows. */
export function firstQuery(): ExplorerQuery {
  return { ranges: [], exclude: false, party: 'user', ...tableWindow(DEFAULT_SHOW, 1) };
}

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

function keyOf(job: ExplorerJob): string {
  return JSON.stringify(job);
}

/** Answers with id 0, which the explorer's own calls (numbered from 1) never use. */
function ask(worker: Worker, job: ExplorerJob): Promise<ExplorerAnswer> {
  return new Promise((resolve, reject) => {
    const onMessage = (event: MessageEvent<WorkerEnvelope<ExplorerAnswer>>) => {
      if (event.data.id !== 0) return;
      worker.removeEventListener('message', onMessage);
      resolve(event.data.body);
    };
    worker.addEventListener('message', onMessage);
    worker.addEventListener('error', () => reject(new Error('The explorer worker failed')), { once: true });
    const envelope: WorkerEnvelope<ExplorerJob> = { id: 0, body: job };
    worker.postMessage(envelope);
  });
}

/** The first view and the frontier of a case's issues, started on the prewarmed workers (if any). */
export function precomputeFirstViews(issues: readonly ScoredIssue[]): void {
  if (spare.length < WORKERS || issues.length === 0 || issues.some((issue) => issue.options.length === 0)) {
    return;
  }
  precomputed.clear();
  const jobs: ExplorerJob[] = [
    { kind: 'view', issues, query: firstQuery() },
    { kind: 'statics', issues },
  ];
  jobs.forEach((job, i) => {
    const answer = ask(spare[i]!, job);
    answer.catch(() => precomputed.delete(keyOf(job)));
    precomputed.set(keyOf(job), answer);
  });
}

/** A precomputed answer to exactly this job (taken once), or null. */
export function takePrecomputed(job: ExplorerJob): Promise<ExplorerAnswer> | null {
  if (precomputed.size === 0) return null;
  const key = keyOf(job);
  const answer = precomputed.get(key) ?? null;
  precomputed.delete(key);
  return answer;
}
