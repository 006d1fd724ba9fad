import type { CaseDetailResponse } from '@parley/contracts';

/** Placeholder of the Negotiate tab's Plan part, replaced by its feature work before the tab is shown. */
export function PlanSection({ detail }: { detail: CaseDetailResponse }) {
  return <section aria-label="Plan" data-case={detail.case.id} />;
}
