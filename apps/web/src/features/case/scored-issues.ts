import { scoredIssuesOf, type CaseDetailResponse } from '@parley/contracts';

/** The case's issues as @parley/scoring computes with them (defined once, in @parley/contracts). */
export const toScoredIssues = scoredIssuesOf;

/** The issues that have no final agreement yet, in case order. */
export function issuesWithoutAgreement(detail: CaseDetailResponse) {
  const agreed = new Set(detail.finalAgreements.map((a) => a.issueId));
  return detail.issues.filter((issue) => !agreed.has(issue.id));
}
