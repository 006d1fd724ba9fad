import type { ScoredIssue } from '@parley/scoring';
import type { WorkerReply } from '../../lib/worker-call';
import type { ExplorerAnswer, ExplorerJob } from './explorer-client';
import type { ExplorerQuery } from './explorer-model';
import { DEFAULT_SHOW, tableWindow } from './table-rows';

/**
 * The explorer's Web Workers, one per role: `view` answers the counts, density, top lines and table page of a
 * selection; `frontier` computes the Pareto frontier and the Nash point, which on a large case takes long
 * enough that a view queued behind it would keep a released brush waiting. (Value Creation has a worker of its
 * own, which the case screen starts.) Starting one costs a request for its script and compiling the scoring
 * code in it; `prewarmExplorerWorkers` does that when the page opens on a case, beside the case's data (the case
 * route's loader, app/router.tsx), so that the explorer's first view is not kept waiting for its workers. The
 * explorer takes the started worker of each role when there is one, or starts its own.
 *
 * `precomputeFirstViews` goes one step further: once the case's data is in, the started workers compute the
 * explorer's first view (on the view worker) and its frontier (on the frontier worker) while the page is still
 * drawing the case screen; the explorer then takes those answers instead of asking again (`takePrecomputed`).
 * An answer that is already in when the explorer first renders is drawn in that render (`peekSettled`), so the
 * chart's first paint needs no second render of the explorer.
 */
export type ExplorerRole = 'view' | 'frontier';

const ROLES: readonly ExplorerRole[] = ['view', 'frontier'];
const spare = new Map<ExplorerRole, Worker>();
const precomputed = new Map<string, Promise<ExplorerAnswer>>();
/** The precomputed answers that are in, by the same key: the explorer's first render can draw from them. */
const settled = new Map<string, ExplorerAnswer>();

/** The first view the explorer asks for: no filter, options placed by your points, the first rows. */
export function firstQuery(): ExplorerQuery {
  return { ranges: [], exclude: false, party: 'user', ...tableWindow(DEFAULT_SHOW, 1) };
}

/** Named by role, so that each shows as such in the browser's developer tools. */
export function startExplorerWorker(role: ExplorerRole): Worker {
  return new Worker(new URL('./explorer.worker.ts', import.meta.url), {
    type: 'module',
    name: `explorer ${role}`,
  });
}

export function prewarmExplorerWorkers(): void {
  if (typeof Worker === 'undefined') return;
  for (const role of ROLES) if (!spare.has(role)) spare.set(role, startExplorerWorker(role));
}

/** The started worker of this role (taken once), or a new one. */
export function takeExplorerWorker(role: ExplorerRole): Worker {
  const started = spare.get(role);
  spare.delete(role);
  return started ?? startExplorerWorker(role);
}

function keyOf(job: ExplorerJob): string {
  return JSON.stringify(job);
}

/** Answers with id 0, which the explorer's own calls (numbered from 1) never use. */
function ask(worker: Worker, job: ExplorerJob): Promise<ExplorerAnswer> {
  return new Promise((resolve, reject) => {
    const onMessage = (event: MessageEvent<WorkerReply<ExplorerAnswer>>) => {
      if (event.data.id !== 0) return;
      worker.removeEventListener('message', onMessage);
      if ('error' in event.data) reject(new Error(event.data.error));
      else resolve(event.data.body);
    };
    worker.addEventListener('message', onMessage);
    worker.addEventListener('error', () => reject(new Error('The explorer worker failed')), { once: true });
    const envelope = { id: 0, body: job };
    worker.postMessage(envelope);
  });
}

/** The first view and the frontier of a case's issues, started on the prewarmed workers (if any). */
export function precomputeFirstViews(issues: readonly ScoredIssue[]): void {
  const view = spare.get('view');
  const frontier = spare.get('frontier');
  if (!view || !frontier || issues.length === 0 || issues.some((issue) => issue.options.length === 0)) {
    return;
  }
  precomputed.clear();
  settled.clear();
  const jobs: Array<[Worker, ExplorerJob]> = [
    [view, { kind: 'view', issues, query: firstQuery() }],
    [frontier, { kind: 'statics', issues }],
  ];
  for (const [worker, job] of jobs) {
    const key = keyOf(job);
    const answer = ask(worker, job);
    answer.then(
      (body) => {
        if (precomputed.get(key) === answer) settled.set(key, body);
      },
      () => precomputed.delete(key),
    );
    precomputed.set(key, answer);
  }
}

/** A precomputed answer to exactly this job (taken once), or null. */
export function takePrecomputed(job: ExplorerJob): Promise<ExplorerAnswer> | null {
  if (precomputed.size === 0) return null;
  const key = keyOf(job);
  const answer = precomputed.get(key) ?? null;
  precomputed.delete(key);
  settled.delete(key);
  return answer;
}

/**
 * The precomputed answer to exactly this job if it is already in, or null; it stays until
 * {@link takePrecomputed} takes it (reading it changes nothing, so a render may call this). With it, the
 * explorer's first render draws the first view at once instead of in a second render once a promise resolves.
 */
export function peekSettled(job: ExplorerJob): ExplorerAnswer | null {
  if (settled.size === 0) return null;
  return settled.get(keyOf(job)) ?? null;
}
