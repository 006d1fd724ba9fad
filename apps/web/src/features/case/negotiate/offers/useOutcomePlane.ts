import type { CaseDetailResponse } from '@parley/contracts';
import type { DecisionSupport } from '../../strategy/decision-support';
import { useDecisionSupportWorker } from '../../strategy/useDecisionSupportWorker';

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
  const { support, failure, retry } = useDecisionSupportWorker(detail, 'outcome plane');
  return { support, failure, retry };
}
