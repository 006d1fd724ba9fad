import type { CaseDetailResponse } from '@parley/contracts';
import { TableSection } from '../table/TableSection';
import { OffersSection } from './offers/OffersSection';
import { PlanSection } from './plan/PlanSection';
import { RehearsalSection } from './rehearsal/RehearsalSection';
import './NegotiateTab.css';

/**
 * The Negotiate tab (issue 23): the plan made before the talk and its next offer, a rehearsal against the
 * simulated other side, and the real negotiation's offers as they happen; first (issue 36) the joint table
 * when the other side negotiates through Parley, or the owner's invitation to it.
 */
export function NegotiateTab({ detail }: { detail: CaseDetailResponse }) {
  return (
    <div className="negotiate-tab">
      <TableSection detail={detail} />
      <PlanSection detail={detail} />
      <RehearsalSection detail={detail} />
      <OffersSection detail={detail} />
    </div>
  );
}
