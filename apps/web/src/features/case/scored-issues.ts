import type { CaseDetailResponse } from '@parley/contracts';

/** The issues that have no final agreement yet, in case order. */
export function issuesWithoutAgreement(detail: CaseDetailResponse) {
  const agreed = new Set(detail.finalAgreements.map((a) => a.issueId));
  return detail.issues.filter((issue) => !agreed.has(issue.id));
}
