import type { CaseDetailResponse } from '@parley/contracts';
import { startTransition, useEffect, useMemo, useState } from 'react';
import { useWorkerCall } from '../../../../lib/useWorkerCall';
import { useWorkerFailure } from '../../../../lib/useWorkerFailure';
import {
  decisionSupportInput,
  runDecisionSupport,
  type DecisionSupport,
  type DecisionSupportAnswer,
  type DecisionSupportRequest,
} from '../../strategy/decision-support';

export interface OutcomePlaneState {
  /** The Strategy tab's decision support (frontier, balanced deal, walk-aways, agreement, left on the table). */
  support: DecisionSupport | null;
  failure: Error | null;
  retry: () => void;
}

/**
 * The figures the offers are read against, computed as the Strategy tab computes them (decisionSupportOf of its
 * decision-support module, in the same Web Worker): the frontier, the balanced (Nash) deal from the walk-away
 * point, both walk-away totals, and what the final agreement leaves on the table.
 */
export function useOutcomePlane(detail: CaseDetailResponse): OutcomePlaneState {
  const clientRef = useWorkerCall<DecisionSupportRequest, DecisionSupportAnswer>(
    () =>
      new Worker(new URL('../../strategy/decision-support.worker.ts', import.meta.url), {
        type: 'module',
        name: 'outcome plane',
      }),
    runDecisionSupport,
  );
  const { failure, attempt, retry, fail } = useWorkerFailure();
  const input = useMemo(() => decisionSupportInput(detail), [detail]);
  const [support, setSupport] = useState<DecisionSupport | null>(null);
  useEffect(() => {
    let current = true;
    clientRef.current?.call({ kind: 'support', ...input }).then(
      (answer) => {
        if (current && answer.kind === 'support') startTransition(() => setSupport(answer.support));
      },
      (error: unknown) => current && fail(error),
    );
    return () => {
      current = false;
    };
  }, [clientRef, input, attempt, fail]);
  return { support, failure, retry };
}
