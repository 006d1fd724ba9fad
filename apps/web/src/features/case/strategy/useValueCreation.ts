import type { ScenarioSelection, ScoredIssue } from '@parley/scoring';
import { useEffect, useState } from 'react';
import { useWorkerCall } from '../../../lib/useWorkerCall';
import { valueCreationOf, type ValueCreation } from './strategy-model';

export interface ValueCreationRequest {
  issues: readonly ScoredIssue[];
  selection: ScenarioSelection | null;
}

export function runValueCreation(request: ValueCreationRequest): ValueCreation {
  return valueCreationOf(request.issues, request.selection);
}

/**
 * The Value Creation figures for the issues and the explorer's selection, computed in a Web Worker; null
 * until the first answer. An answer to an older request is dropped. With `enabled` false it computes
 * nothing (someone else already does) and stays null.
 */
export function useValueCreation(
  issues: readonly ScoredIssue[],
  selection: ScenarioSelection | null,
  enabled = true,
): ValueCreation | null {
  const clientRef = useWorkerCall(
    () => new Worker(new URL('./value-creation.worker.ts', import.meta.url), { type: 'module' }),
    runValueCreation,
    enabled,
  );
  const [value, setValue] = useState<ValueCreation | null>(null);

  useEffect(() => {
    if (!enabled) return;
    let current = true;
    void clientRef.current?.call({ issues, selection }).then((answer) => {
      if (current) setValue(answer);
    });
    return () => {
      current = false;
    };
  }, [clientRef, issues, selection, enabled]);

  return value;
}
