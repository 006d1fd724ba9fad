import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { Injectable } from '@nestjs/common';
import type { OnModuleDestroy } from '@nestjs/common';
import type { DecisionFigures, DecisionRequest } from '@parley/contracts';
import type { ScoredIssue } from '@parley/scoring';

/**
 * The worker's whole program: @parley/contracts' `decisionFigures` (every call into @parley/scoring the report
 * needs), loaded from the built library. Plain JavaScript given as text, so that it runs the same whether the
 * API runs from dist/ or from source (tests).
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const contracts = import(workerData.contractsUrl);
parentPort.on('message', async ({ id, issues, request }) => {
  try {
    const { decisionFigures } = await contracts;
    parentPort.postMessage({ id, figures: decisionFigures(issues, request) });
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
`;

type Reply = { id: number; figures: DecisionFigures } | { id: number; error: string };

/** Figures kept by their input's content: exporting an unchanged case again costs nothing. */
const CACHE_SIZE = 50;

/**
 * The printable report's analysis and decision support (0.4–2 s for a 12 × 10 case) run on worker threads,
 * never on the event loop that answers every other request. Identical requests in flight share one computation.
 */
@Injectable()
export class ReportAnalysisService implements OnModuleDestroy {
  private readonly contractsUrl = pathToFileURL(createRequire(import.meta.url).resolve('@parley/contracts'))
    .href;
  private readonly size = Math.max(1, Math.min(2, availableParallelism() - 1));
  private readonly workers: Array<Worker | undefined> = [];
  private readonly pending = new Map<
    number,
    { resolve: (f: DecisionFigures) => void; reject: (e: Error) => void }
  >();
  private readonly results = new Map<string, Promise<DecisionFigures>>();
  private nextId = 0;

  /** `decisionFigures(issues, request)`, computed on a worker thread. */
  figures(issues: readonly ScoredIssue[], request: DecisionRequest): Promise<DecisionFigures> {
    const key = JSON.stringify([
      issues.map((i) => [i.id, i.options.map((o) => [o.id, o.user, o.opponent])]),
      request.walkAway.user,
      request.walkAway.opponent,
      request.agreed,
      request.offers.count,
      request.offers.tolerance,
    ]);
    const known = this.results.get(key);
    if (known) {
      // Most recently used last, so the oldest is the one dropped.
      this.results.delete(key);
      this.results.set(key, known);
      return known;
    }
    const result = this.run(issues, request);
    this.results.set(key, result);
    result.catch(() => this.results.delete(key));
    if (this.results.size > CACHE_SIZE) this.results.delete(this.results.keys().next().value!);
    return result;
  }

  async onModuleDestroy(): Promise<void> {
    await Promise.all(this.workers.map((w) => w?.terminate()));
  }

  private run(issues: readonly ScoredIssue[], request: DecisionRequest): Promise<DecisionFigures> {
    const id = this.nextId++;
    const worker = this.worker(id);
    return new Promise<DecisionFigures>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      worker.postMessage({ id, issues, request });
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
        if ('error' in reply) waiting?.reject(new Error(`Report analysis failed: ${reply.error}`));
        else waiting?.resolve(reply.figures);
      });
      worker.on('error', (error) => {
        // A crashed worker fails what it held; the next request starts a fresh one.
        this.workers[index] = undefined;
        for (const [pendingId, waiting] of this.pending) {
          if (pendingId % this.size === index) {
            this.pending.delete(pendingId);
            waiting.reject(error);
          }
        }
      });
      this.workers[index] = worker;
    }
    return worker;
  }
}
