import { afterEach, describe, expect, it, vi } from 'vitest';
import { explorerStatics, explorerView } from './explorer-model';
import {
  firstQuery,
  precomputeFirstViews,
  prewarmExplorerWorkers,
  takeExplorerWorker,
  peekSettled,
  takePrecomputed,
} from './explorer-workers';
import { leaseIssues } from './testing/cases';
import { WorkerStandIn } from './testing/worker-stand-in';

describe('explorer workers started ahead', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    WorkerStandIn.started = 0;
    WorkerStandIn.instances = [];
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

  it('keeps an answer that is in for the first render to read, until it is taken', async () => {
    vi.stubGlobal('Worker', WorkerStandIn);
    prewarmExplorerWorkers();
    const issues = leaseIssues();
    const job = { kind: 'view', issues, query: firstQuery() } as const;
    precomputeFirstViews(issues);
    // Asked, not yet answered: nothing to read yet.
    expect(peekSettled(job)).toBeNull();
    await vi.waitFor(() => expect(peekSettled(job)).not.toBeNull());
    const answer = { kind: 'view', view: explorerView(issues, firstQuery()) };
    expect(peekSettled(job)).toEqual(answer);
    expect(peekSettled({ ...job, query: { ...firstQuery(), party: 'opponent' } })).toBeNull();
    // Reading it leaves it; taking it (as the explorer's effect does) leaves nothing behind.
    expect(peekSettled(job)).toEqual(answer);
    await expect(takePrecomputed(job)).resolves.toEqual(answer);
    expect(peekSettled(job)).toBeNull();
    await expect(takePrecomputed({ kind: 'statics', issues })).resolves.toMatchObject({ kind: 'statics' });
    expect(peekSettled({ kind: 'statics', issues })).toBeNull();
    takeExplorerWorker('view');
    takeExplorerWorker('frontier');
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
