import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { explorerStatics, explorerView } from './explorer-model';
import { firstQuery, peekSettled, precomputeFirstViews, prewarmExplorerWorkers } from './explorer-workers';
import { leaseIssues } from './testing/cases';
import { WorkerStandIn } from './testing/worker-stand-in';
import { useExplorerView } from './useExplorerView';

describe('useExplorerView', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    WorkerStandIn.started = 0;
    WorkerStandIn.instances = [];
  });

  it("draws the case route's precomputed first view and frontier in its first render, and asks no worker again", async () => {
    vi.stubGlobal('Worker', WorkerStandIn);
    prewarmExplorerWorkers();
    const issues = leaseIssues();
    const query = firstQuery();
    precomputeFirstViews(issues);
    await waitFor(() => expect(peekSettled({ kind: 'statics', issues })).not.toBeNull());
    await waitFor(() => expect(peekSettled({ kind: 'view', issues, query })).not.toBeNull());

    const firstRender: Array<ReturnType<typeof useExplorerView>> = [];
    const { result } = renderHook(() => {
      const state = useExplorerView(issues, query);
      firstRender.push(state);
      return state;
    });
    expect(firstRender[0]).toMatchObject({
      view: explorerView(issues, query),
      statics: explorerStatics(issues),
      pending: false,
      failure: null,
    });
    expect(result.current.view).toEqual(explorerView(issues, query));
    // The answers were taken: nothing is left for another explorer, and no worker computed them twice.
    expect(peekSettled({ kind: 'view', issues, query })).toBeNull();
    expect(peekSettled({ kind: 'statics', issues })).toBeNull();
    expect(WorkerStandIn.started).toBe(2);
    expect(WorkerStandIn.instances.flatMap((worker) => worker.jobs)).toEqual(['view', 'statics']);
  });

  it('asks its worker when nothing was precomputed', async () => {
    vi.stubGlobal('Worker', WorkerStandIn);
    const issues = leaseIssues();
    const query = firstQuery();
    const { result } = renderHook(() => useExplorerView(issues, query));
    expect(result.current).toMatchObject({ view: null, pending: true });
    await waitFor(() => expect(result.current.view).toEqual(explorerView(issues, query)));
    expect(result.current.pending).toBe(false);
  });
});
