import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WorkerEnvelope } from '../../lib/worker-call';
import { runExplorerJob, type ExplorerJob } from './explorer-client';
import { explorerStatics, explorerView } from './explorer-model';
import {
  firstQuery,
  precomputeFirstViews,
  prewarmExplorerWorkers,
  takeExplorerWorker,
  takePrecomputed,
} from './explorer-workers';
import { leaseIssues } from './testing/cases';

/** The browser's Worker, as far as the explorer uses it: it answers each message with the worker's code. */
class WorkerStandIn extends EventTarget {
  static started = 0;
  onmessage: ((event: MessageEvent) => void) | null = null;
  /** The kinds of job this worker was given, in order. */
  readonly jobs: Array<ExplorerJob['kind']> = [];
  constructor(
    _url: URL,
    readonly options: WorkerOptions,
  ) {
    super();
    WorkerStandIn.started++;
  }
  postMessage(envelope: WorkerEnvelope<ExplorerJob>) {
    this.jobs.push(envelope.body.kind);
    setTimeout(() => {
      const event = new MessageEvent('message', {
        data: { id: envelope.id, body: runExplorerJob(envelope.body) },
      });
      this.dispatchEvent(event);
      this.onmessage?.(event);
    });
  }
  terminate() {}
}

describe('explorer workers started ahead', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    WorkerStandIn.started = 0;
  });

  it('computes the first view and the frontier of a case before the explorer asks, and hands each over once', async () => {
    vi.stubGlobal('Worker', WorkerStandIn);
    prewarmExplorerWorkers();
    prewarmExplorerWorkers(); // never more than the two the explorer uses
    expect(WorkerStandIn.started).toBe(2);
    const issues = leaseIssues();
    precomputeFirstViews(issues);

    const view = takePrecomputed({ kind: 'view', issues, query: firstQuery() });
    const statics = takePrecomputed({ kind: 'statics', issues });
    await expect(view).resolves.toEqual({ kind: 'view', view: explorerView(issues, firstQuery()) });
    await expect(statics).resolves.toEqual({ kind: 'statics', statics: explorerStatics(issues) });
    // Taken once: a second ask computes afresh.
    expect(takePrecomputed({ kind: 'statics', issues })).toBeNull();
    // The explorer then takes the started worker of each role before starting any of its own.
    takeExplorerWorker('view');
    takeExplorerWorker('frontier');
    expect(WorkerStandIn.started).toBe(2);
    takeExplorerWorker('view');
    expect(WorkerStandIn.started).toBe(3);
  });

  it('gives the view worker the first view and the frontier worker the frontier, so no view queues behind it', async () => {
    vi.stubGlobal('Worker', WorkerStandIn);
    prewarmExplorerWorkers();
    const issues = leaseIssues();
    precomputeFirstViews(issues);
    const view = takeExplorerWorker('view') as unknown as WorkerStandIn;
    const frontier = takeExplorerWorker('frontier') as unknown as WorkerStandIn;
    expect(view.jobs).toEqual(['view']);
    expect(view.options.name).toBe('explorer view');
    expect(frontier.jobs).toEqual(['statics']);
    expect(frontier.options.name).toBe('explorer frontier');
    await expect(takePrecomputed({ kind: 'view', issues, query: firstQuery() })).resolves.toMatchObject({
      kind: 'view',
    });
    await expect(takePrecomputed({ kind: 'statics', issues })).resolves.toMatchObject({ kind: 'statics' });
  });

  it('answers nothing for another query or other issues', () => {
    vi.stubGlobal('Worker', WorkerStandIn);
    prewarmExplorerWorkers();
    const issues = leaseIssues();
    precomputeFirstViews(issues);
    expect(
      takePrecomputed({ kind: 'view', issues, query: { ...firstQuery(), party: 'opponent' } }),
    ).toBeNull();
    expect(takePrecomputed({ kind: 'statics', issues: issues.slice(1) })).toBeNull();
    // Leave nothing behind for the next test: the answers and the workers are taken.
    expect(takePrecomputed({ kind: 'view', issues, query: firstQuery() })).not.toBeNull();
    expect(takePrecomputed({ kind: 'statics', issues })).not.toBeNull();
    takeExplorerWorker('view');
    takeExplorerWorker('frontier');
  });

  it('precomputes nothing without started workers (no Worker, as in jsdom)', () => {
    const issues = leaseIssues();
    prewarmExplorerWorkers();
    precomputeFirstViews(issues);
    expect(takePrecomputed({ kind: 'statics', issues })).toBeNull();
  });
});
