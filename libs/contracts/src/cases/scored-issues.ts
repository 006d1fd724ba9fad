import type { ScoredIssue } from '@parley/scoring';
import type { CaseDetailResponse } from './case.response.js';

/**
 * A case's issues in the shape @parley/scoring computes with: each option with the user party's and the
 * opponent party's points (a missing score, or a missing party, counts as 0).
 */
export function scoredIssuesOf(
  detail: Pick<CaseDetailResponse, 'parties' | 'issues' | 'scores'>,
): ScoredIssue[] {
  const userParty = detail.parties.find((p) => p.type === 'user')?.id;
  const opponentParty = detail.parties.find((p) => p.type === 'opponent')?.id;
  const points = new Map<string, number>();
  for (const s of detail.scores) points.set(`${s.partyId}:${s.optionId}`, s.points);
  const pointsOf = (partyId: number | undefined, optionId: number) =>
    partyId === undefined ? 0 : (points.get(`${partyId}:${optionId}`) ?? 0);
  return detail.issues.map((issue) => ({
    id: issue.id,
    name: issue.name,
    options: issue.options.map((option) => ({
      id: option.id,
      name: option.name,
      user: pointsOf(userParty, option.id),
      opponent: pointsOf(opponentParty, option.id),
    })),
  }));
}
