import type { ScenarioSelection, ScoredIssue } from '@parley/scoring';
import { useEffect, useState } from 'react';
import { useWorkerCall } from '../../../lib/useWorkerCall';
import { useWorkerFailure } from '../../../lib/useWorkerFailure';
import { valueCreationOf, type ValueCreation } from './strategy-model';

export interface ValueCreationRequest {
  issues: readonly ScoredIssue[];
  selection: ScenarioSelection | null;
}

export function runValueCreation(request: ValueCreationRequest): ValueCreation {
  return valueCreationOf(request.issues, request.selection);
}

export interface ValueCreationState {
  /** null until the first answer. */
  value: ValueCreation | null;
  /** Why the last computation failed (null: it did not); `retry` asks again. */
  failure: Error | null;
  retry: () => void;
}

/**
 * The Value Creation figures for the issues and the explorer's selection, computed in a Web Worker; null
 * until the first answer. An answer to an older request is dropped; a failed one is `failure`, until `retry`.
 * With `enabled` false it computes nothing (someone else already does) and stays null.
 */
export function useValueCreation(
  issues: readonly ScoredIssue[],
  selection: ScenarioSelection | null,
  enabled = true,
): ValueCreationState {
  const clientRef = useWorkerCall(
    () =>
      new Worker(new URL('./value-creation.worker.ts', import.meta.url), {
        type: 'module',
        name: 'value creation',
      }),
    runValueCreation,
    enabled,
  );
  const [value, setValue] = useState<ValueCreation | null>(null);
  const { failure, attempt, retry, fail } = useWorkerFailure();

  useEffect(() => {
    if (!enabled) return;
    let current = true;
    clientRef.current?.call({ issues, selection }).then(
      (answer) => {
        if (current) setValue(answer);
      },
      (error: unknown) => current && fail(error),
    );
    return () => {
      current = false;
    };
  }, [clientRef, issues, selection, enabled, attempt, fail]);

  return { value, failure, retry };
}
