import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { Injectable } from '@nestjs/common';
import type { OnModuleDestroy } from '@nestjs/common';
import type {
  CaseDetailResponse,
  CaseFacts,
  DecisionFigures,
  DecisionRequest,
  FactsSelection,
} from '@parley/contracts';
import type { ScoredIssue } from '@parley/scoring';
import { AnalysisFailedException } from './analysis.exception.js';

/** The functions of @parley/contracts a worker runs, and what each answers. */
interface Tasks {
  decisionFigures: { args: [readonly ScoredIssue[], DecisionRequest]; result: DecisionFigures };
  caseFacts: { args: [CaseDetailResponse, FactsSelection | undefined]; result: CaseFacts };
}
type Task = keyof Tasks;

/**
 * The worker's whole program: runs one of @parley/contracts' pure analyses (every call into @parley/scoring
 * the report and the AI facts need), loaded from the built library. Plain JavaScript given as text, so that
 * it runs the same whether the API runs from dist/ or from source (tests).
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const contracts = import(workerData.contractsUrl);
// A library that fails to load answers each task with its reason instead of ending the thread.
contracts.catch(() => {});
const TASKS = new Set(['decisionFigures', 'caseFacts']);
parentPort.on('message', async ({ id, task, args }) => {
  try {
    if (!TASKS.has(task)) throw new Error('unknown task ' + task);
    const library = await contracts;
    parentPort.postMessage({ id, result: library[task](...args) });
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
`;

type Reply = { id: number; result: unknown } | { id: number; error: string };

/** Answers kept by their input's content: exporting or asking about an unchanged case again costs nothing. */
const CACHE_SIZE = 50;

/**
 * Where the worker imports @parley/contracts from: the built library, or, in the API's tests, a bundle of its
 * sources that their global setup writes (PARLEY_CONTRACTS_MODULE), so that no test needs a build. Checked
 * when the app starts: a missing build would otherwise surface only as a worker that exits on first use.
 */
export function contractsModuleUrl(
  fromSource = process.env['PARLEY_CONTRACTS_MODULE'],
  resolveBuilt = () => createRequire(import.meta.url).resolve('@parley/contracts'),
): string {
  if (fromSource) return pathToFileURL(fromSource).href;
  try {
    return pathToFileURL(resolveBuilt()).href;
  } catch {
    throw new Error(
      'The case analysis needs the built @parley/contracts (libs/contracts/dist is missing): run `npx nx run @parley/contracts:build`.',
    );
  }
}

/**
 * The case analyses behind the printable report (seconds on a large case) and the AI's facts run on worker
 * threads, never on the event loop that answers every other request. Identical requests in flight share one
 * computation.
 */
@Injectable()
export class AnalysisWorkerService implements OnModuleDestroy {
  private readonly contractsUrl = contractsModuleUrl();
  private readonly size = Math.max(1, Math.min(2, availableParallelism() - 1));
  private readonly workers: Array<Worker | undefined> = [];
  /** Each job in flight, with the worker it was given to: a worker that dies fails its own jobs only. */
  private readonly pending = new Map<
    number,
    { worker: Worker; resolve: (r: unknown) => void; reject: (e: Error) => void }
  >();
  private readonly results = new Map<string, Promise<unknown>>();
  private nextId = 0;

  /** `decisionFigures(issues, request)` (the printable report), computed on a worker thread. */
  figures(issues: readonly ScoredIssue[], request: DecisionRequest): Promise<DecisionFigures> {
    return this.call('decisionFigures', [issues, request]);
  }

  /** `caseFacts(detail, selection)` (what the AI stands on), computed on a worker thread. */
  facts(detail: CaseDetailResponse, selection?: FactsSelection): Promise<CaseFacts> {
    return this.call('caseFacts', [detail, selection]);
  }

  async onModuleDestroy(): Promise<void> {
    await Promise.all(this.workers.map((w) => w?.terminate()));
  }

  private call<T extends Task>(task: T, args: Tasks[T]['args']): Promise<Tasks[T]['result']> {
    const key = JSON.stringify([task, args]);
    const known = this.results.get(key);
    if (known) {
      // Most recently used last, so the oldest is the one dropped.
      this.results.delete(key);
      this.results.set(key, known);
      return known as Promise<Tasks[T]['result']>;
    }
    const result = this.run(task, args);
    this.results.set(key, result);
    result.catch(() => this.results.delete(key));
    if (this.results.size > CACHE_SIZE) this.results.delete(this.results.keys().next().value!);
    return result as Promise<Tasks[T]['result']>;
  }

  private run(task: Task, args: unknown[]): Promise<unknown> {
    const id = this.nextId++;
    const worker = this.worker(id);
    return new Promise<unknown>((resolve, reject) => {
      this.pending.set(id, { worker, resolve, reject });
      worker.postMessage({ id, task, args });
    });
  }

  /** Round-robin over a small pool, started on first use. */
  private worker(id: number): Worker {
    const index = id % this.size;
    let worker = this.workers[index];
    if (!worker) {
      worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { contractsUrl: this.contractsUrl } });
      worker.unref();
      worker.on('message', (reply: Reply) => {
        const waiting = this.pending.get(reply.id);
        this.pending.delete(reply.id);
        if ('error' in reply) waiting?.reject(new AnalysisFailedException(reply.error));
        else waiting?.resolve(reply.result);
      });
      this.onFailure(index, worker);
      this.workers[index] = worker;
    }
    return worker;
  }

  /**
   * A worker that crashed, could not send an answer or stopped fails the jobs it held, at once (their callers
   * would otherwise wait forever), and leaves its place to a fresh one, started by the next job.
   */
  private onFailure(index: number, worker: Worker): void {
    const fail = (detail: string) => {
      if (this.workers[index] === worker) this.workers[index] = undefined;
      for (const [id, waiting] of this.pending) {
        if (waiting.worker !== worker) continue;
        this.pending.delete(id);
        waiting.reject(new AnalysisFailedException(detail));
      }
      void worker.terminate();
    };
    worker.on('error', (error) => fail(error.message));
    worker.on('messageerror', (error) => fail(`an answer could not be read (${error.message})`));
    worker.on('exit', (code) => fail(`the worker thread stopped (exit code ${code})`));
  }
}
