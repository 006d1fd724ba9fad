import type { CaseDetailResponse, RehearsalIssue } from '@parley/contracts';

/** One issue of a package: its name and the option chosen, in words. */
export interface PackageLine {
  issueId: number;
  issue: string;
  option: string;
}

/**
 * A package (option ids in the issues' order: the case's, or a rehearsal's as it began) in words: each issue's
 * name and the option's. An option the case no longer has (deleted since) reads as such rather than as a number.
 */
export function packageLines(
  issues: readonly RehearsalIssue[],
  optionIds: readonly (number | null)[],
): PackageLine[] {
  return issues.flatMap((issue, i) => {
    const id = optionIds[i];
    if (id === null || id === undefined) return [];
    const option = issue.options.find((o) => o.id === id);
    return [{ issueId: issue.id, issue: issue.name, option: option?.name ?? 'an option since removed' }];
  });
}

/** The other side's name as entered (the Smart Points tab's label), or 'the other side'. */
export function theirName(detail: CaseDetailResponse): string {
  return detail.parties.find((p) => p.type === 'opponent')?.name.trim() || 'the other side';
}
