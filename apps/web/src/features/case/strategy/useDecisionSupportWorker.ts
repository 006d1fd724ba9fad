import type { CaseDetailResponse } from '@parley/contracts';
import { startTransition, useEffect, useMemo, useState, type RefObject } from 'react';
import type { WorkerCall } from '../../../lib/worker-call';
import { useWorkerCall } from '../../../lib/useWorkerCall';
import { useWorkerFailure, type WorkerFailure } from '../../../lib/useWorkerFailure';
import {
  decisionSupportInput,
  runDecisionSupport,
  type DecisionSupport,
  type DecisionSupportAnswer,
  type DecisionSupportInput,
  type DecisionSupportRequest,
} from './decision-support';

export interface DecisionSupportWorker extends WorkerFailure {
  /** The worker's channel, for further requests (the Strategy tab's offers). */
  clientRef: RefObject<WorkerCall<DecisionSupportRequest, DecisionSupportAnswer> | null>;
  /** The case as the worker reads it (a new object only when the case changes). */
  input: DecisionSupportInput;
  /** null until the first answer; the previous case's figures stay while the new ones are computed. */
  support: DecisionSupport | null;
}

/**
 * The decision support's Web Worker for the component's lifetime (`name`: how the browser's tools list it) and
 * the case's figures from it (decisionSupportOf: the frontier, the Nash and Kalai–Smorodinsky points, walk-aways,
 * what the agreement leaves on the table), asked again when the case changes and on `retry`. An answer to an
 * older request is dropped; a failed one is `failure`.
 */
export function useDecisionSupportWorker(detail: CaseDetailResponse, name: string): DecisionSupportWorker {
  const clientRef = useWorkerCall<DecisionSupportRequest, DecisionSupportAnswer>(
    () => new Worker(new URL('./decision-support.worker.ts', import.meta.url), { type: 'module', name }),
    runDecisionSupport,
  );
  const failure = useWorkerFailure();
  const { attempt, fail } = failure;
  const input = useMemo(() => decisionSupportInput(detail), [detail]);
  const [support, setSupport] = useState<DecisionSupport | null>(null);

  useEffect(() => {
    let current = true;
    clientRef.current?.call({ kind: 'support', ...input }).then(
      (answer) => {
        // A background render: the figures fill several sections (a 12 × 10 frontier, its list, the trades),
        // which drawn at once would hold the page for longer than a frame.
        if (current && answer.kind === 'support') startTransition(() => setSupport(answer.support));
      },
      (error: unknown) => current && fail(error),
    );
    return () => {
      current = false;
    };
  }, [clientRef, input, attempt, fail]);

  return { ...failure, clientRef, input, support };
}
