import type { CaseDetailResponse, CaseResponse, IssueResponse } from '@parley/contracts';
import type { ApiCall } from './api-client.js';
import { json } from './json.js';

/** An issue for `scoredCase`: its name and its options as [name, your points, the opponent's points]. */
export type ScoredIssue = [name: string, options: Array<[option: string, user: number, opponent: number]>];

export interface ScoredCase {
  caseId: number;
  /** The case's two party ids. */
  you: number;
  opponent: number;
}

/** Creates a case for `cookie`'s user through the API, every option of every issue scored for both parties. */
export async function scoredCase(
  call: ApiCall,
  cookie: string,
  name: string,
  issues: ScoredIssue[],
): Promise<ScoredCase> {
  const c = await json<CaseResponse>(call('POST', '/api/cases', cookie, { name }));
  const detail = await json<CaseDetailResponse>(call('GET', `/api/cases/${c.id}`, cookie));
  const you = detail.parties.find((p) => p.type === 'user')!.id;
  const opponent = detail.parties.find((p) => p.type === 'opponent')!.id;
  for (const [issueName, options] of issues) {
    const issue = await json<IssueResponse>(
      call('POST', `/api/cases/${c.id}/issues`, cookie, {
        name: issueName,
        options: options.map(([option]) => ({ name: option })),
      }),
    );
    for (const [index, [, mine, theirs]] of options.entries()) {
      const optionId = issue.options[index]!.id;
      await call('POST', '/api/scores', cookie, { partyId: you, issueId: issue.id, optionId, points: mine });
      await call('POST', '/api/scores', cookie, {
        partyId: opponent,
        issueId: issue.id,
        optionId,
        points: theirs,
      });
    }
  }
  return { caseId: c.id, you, opponent };
}
