import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { Injectable } from '@nestjs/common';
import type { OnModuleDestroy } from '@nestjs/common';
import type { Analysis, ScoredIssue } from '@parley/scoring';

/**
 * The worker's whole program: @parley/scoring's `analyze`, loaded from the built library. Plain JavaScript
 * given as text, so that it runs the same whether the API runs from dist/ or from source (tests).
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const scoring = import(workerData.scoringUrl);
parentPort.on('message', async ({ id, issues }) => {
  try {
    const { analyze } = await scoring;
    parentPort.postMessage({ id, analysis: analyze(issues) });
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
`;

type Reply = { id: number; analysis: Analysis } | { id: number; error: string };

/** Analyses kept by their issues' content: exporting an unchanged case again costs nothing. */
const CACHE_SIZE = 50;

/**
 * The printable report's analysis (0.4–2 s for a 12 × 10 case) runs on worker threads, never on the event
 * loop that answers every other request. Identical requests in flight share one computation.
 */
@Injectable()
export class ReportAnalysisService implements OnModuleDestroy {
  private readonly scoringUrl = pathToFileURL(createRequire(import.meta.url).resolve('@parley/scoring')).href;
  private readonly size = Math.max(1, Math.min(2, availableParallelism() - 1));
  private readonly workers: Array<Worker | undefined> = [];
  private readonly pending = new Map<
    number,
    { resolve: (a: Analysis) => void; reject: (e: Error) => void }
  >();
  private readonly results = new Map<string, Promise<Analysis>>();
  private nextId = 0;

  analyze(issues: readonly ScoredIssue[]): Promise<Analysis> {
    const key = JSON.stringify(issues.map((i) => i.options.map((o) => [o.id, o.user, o.opponent])));
    const known = this.results.get(key);
    if (known) {
      // Most recently used last, so the oldest is the one dropped.
      this.results.delete(key);
      this.results.set(key, known);
      return known;
    }
    const result = this.run(issues);
    this.results.set(key, result);
    result.catch(() => this.results.delete(key));
    if (this.results.size > CACHE_SIZE) this.results.delete(this.results.keys().next().value!);
    return result;
  }

  async onModuleDestroy(): Promise<void> {
    await Promise.all(this.workers.map((w) => w?.terminate()));
  }

  private run(issues: readonly ScoredIssue[]): Promise<Analysis> {
    const id = this.nextId++;
    const worker = this.worker(id);
    return new Promise<Analysis>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      worker.postMessage({ id, issues });
    });
  }

  /** Round-robin over a small pool, started on first use. */
  private worker(id: number): Worker {
    const index = id % this.size;
    let worker = this.workers[index];
    if (!worker) {
      worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { scoringUrl: this.scoringUrl } });
      worker.unref();
      worker.on('message', (reply: Reply) => {
        const waiting = this.pending.get(reply.id);
        this.pending.delete(reply.id);
        if ('error' in reply) waiting?.reject(new Error(`Report analysis failed: ${reply.error}`));
        else waiting?.resolve(reply.analysis);
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
