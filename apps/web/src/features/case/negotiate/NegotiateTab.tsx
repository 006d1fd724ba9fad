import type { CaseDetailResponse } from '@parley/contracts';
import { OffersSection } from './offers/OffersSection';
import { PlanSection } from './plan/PlanSection';
import { RehearsalSection } from './rehearsal/RehearsalSection';
import './NegotiateTab.css';

/**
 * The Negotiate tab (issue 23): the plan made before the talk and its next offer, a rehearsal against the
 * simulated other side, and the real negotiation's offers as they happen.
 */
export function NegotiateTab({ detail }: { detail: CaseDetailResponse }) {
  return (
    <div className="negotiate-tab">
      <PlanSection detail={detail} />
      <RehearsalSection detail={detail} />
      <OffersSection detail={detail} />
    </div>
  );
}
