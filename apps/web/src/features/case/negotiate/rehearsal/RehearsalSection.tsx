import type { CaseDetailResponse } from '@parley/contracts';

/** Placeholder of the Negotiate tab's Rehearsal part, replaced by its feature work before the tab is shown. */
export function RehearsalSection({ detail }: { detail: CaseDetailResponse }) {
  return <section aria-label="Rehearsal" data-case={detail.case.id} />;
}
