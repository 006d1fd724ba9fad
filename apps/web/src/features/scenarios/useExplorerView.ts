import type { ScoredIssue } from '@parley/scoring';
import { useCallback, useEffect, useRef, useState } from 'react';
import { whenIdle } from '../../lib/idle';
import { useWorkerCall } from '../../lib/useWorkerCall';
import { useWorkerFailure } from '../../lib/useWorkerFailure';
import { runExplorerJob } from './explorer-client';
import { peekSettled, takeExplorerWorker, takePrecomputed } from './explorer-workers';
import type { ExplorerAnswer } from './explorer-client';
import type { ExplorerQuery, ExplorerStatics, ExplorerView } from './explorer-model';

function queryKey(query: ExplorerQuery): string {
  return JSON.stringify([query.ranges, query.exclude, query.party, query.offset, query.limit]);
}

/**
 * The explorer's figures for a query, computed in a Web Worker: the last answer stays on screen until the
 * next one arrives, and an answer to an older query is dropped. `ask(query)` starts the worker on a query the
 * explorer is about to make (a released brush) before React renders it, so that the worker computes while the
 * main thread renders the change; the query's turn then takes that answer instead of asking again. A job that
 * fails (it threw, or its worker crashed and was replaced) is `failure`, until `retry` asks again.
 */
export function useExplorerView(
  issues: readonly ScoredIssue[],
  query: ExplorerQuery,
): {
  view: ExplorerView | null;
  statics: ExplorerStatics | null;
  pending: boolean;
  ask: (query: ExplorerQuery) => void;
  failure: Error | null;
  retry: () => void;
} {
  // Each worker by its role, the one that the case route (app/router.tsx) started for it: the frontier on its
  // own worker, so that no view ever queues behind it.
  const clientRef = useWorkerCall(() => takeExplorerWorker('view'), runExplorerJob);
  const staticsRef = useWorkerCall(() => takeExplorerWorker('frontier'), runExplorerJob);
  const { failure, attempt, retry, fail } = useWorkerFailure();
  // The first view and the frontier, when the case route's precomputation is already in: the explorer's first
  // commit then draws them, instead of a second render once the answers' promises resolve. The effects below
  // take those answers (and ask nothing) for the query they were drawn for.
  const [view, setView] = useState<{ query: ExplorerQuery; view: ExplorerView } | null>(() => {
    const answer = peekSettled({ kind: 'view', issues, query });
    return answer?.kind === 'view' ? { query, view: answer.view } : null;
  });
  const [statics, setStatics] = useState<ExplorerStatics | null>(() => {
    const answer = peekSettled({ kind: 'statics', issues });
    return answer?.kind === 'statics' ? answer.statics : null;
  });
  const drawnFirst = useRef({ query: view?.query ?? null, statics: statics !== null });
  const asked = useRef(new Map<string, Promise<ExplorerAnswer> | undefined>());

  const ask = useCallback(
    (next: ExplorerQuery) => {
      const key = queryKey(next);
      if (asked.current.has(key)) return;
      asked.current.set(key, clientRef.current?.call({ kind: 'view', issues, query: next }));
    },
    [clientRef, issues],
  );

  useEffect(() => {
    let current = true;
    const job = { kind: 'view', issues, query } as const;
    if (drawnFirst.current.query === query) {
      drawnFirst.current.query = null;
      void takePrecomputed(job);
      return;
    }
    const early = asked.current.get(queryKey(query));
    asked.current.clear();
    const answer =
      early ??
      takePrecomputed(job)?.catch(() => clientRef.current?.call(job)) ??
      clientRef.current?.call(job);
    answer?.then(
      (answer) => {
        if (current && answer?.kind === 'view') setView({ query, view: answer.view });
      },
      (error: unknown) => current && fail(error),
    );
    return () => {
      current = false;
    };
  }, [clientRef, issues, query, attempt, fail]);

  // Once the first view is in and the page is idle, the view worker computes a few filtered views and drops
  // them, so that the first brush released is answered by warm code (explorer-client's warmUpQueries).
  const hasView = view !== null;
  useEffect(() => {
    if (!hasView) return;
    // Only a head start: if it fails, the view that follows says so.
    return whenIdle(() => void clientRef.current?.call({ kind: 'warm', issues }).catch(() => undefined));
  }, [clientRef, issues, hasView]);

  useEffect(() => {
    let current = true;
    const job = { kind: 'statics', issues } as const;
    if (drawnFirst.current.statics) {
      drawnFirst.current.statics = false;
      void takePrecomputed(job);
      return;
    }
    const answer =
      takePrecomputed(job)?.catch(() => staticsRef.current?.call(job)) ?? staticsRef.current?.call(job);
    answer?.then(
      (answer) => {
        if (current && answer?.kind === 'statics') setStatics(answer.statics);
      },
      (error: unknown) => current && fail(error),
    );
    return () => {
      current = false;
    };
  }, [staticsRef, issues, attempt, fail]);

  return { view: view?.view ?? null, statics, pending: view?.query !== query, ask, failure, retry };
}
