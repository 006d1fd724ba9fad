import type { CaseDetailResponse, CaseResponse, IssueResponse } from '@parley/contracts';
import type { ApiCall } from './api-client.js';
import { json } from './json.js';

/** The ids a body route's path or body names. */
export interface CaseIds {
  caseId: number;
  issueId: number;
  optionId: number;
  partyId: number;
}

/** A case named Target with one issue (Rent: Low, High), for tests that send every body route something. */
export async function targetCase(call: ApiCall, cookie: string): Promise<CaseIds> {
  const created = await json<CaseResponse>(call('POST', '/api/cases', cookie, { name: 'Target' }));
  const issue = await json<IssueResponse>(
    call('POST', `/api/cases/${created.id}/issues`, cookie, {
      name: 'Rent',
      options: [{ name: 'Low' }, { name: 'High' }],
    }),
  );
  const detail = await json<CaseDetailResponse>(call('GET', `/api/cases/${created.id}`, cookie));
  return {
    caseId: created.id,
    issueId: issue.id,
    optionId: issue.options[0]!.id,
    partyId: detail.parties[0]!.id,
  };
}
