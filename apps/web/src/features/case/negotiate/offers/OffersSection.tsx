import type { CaseDetailResponse } from '@parley/contracts';

/** Placeholder of the Negotiate tab's Offers part, replaced by its feature work before the tab is shown. */
export function OffersSection({ detail }: { detail: CaseDetailResponse }) {
  return <section aria-label="Offers" data-case={detail.case.id} />;
}
