import type { CaseDetailResponse, OfferResponse } from '@parley/contracts';
import { aLeaseDetail } from '../../../testing/fixtures';

/**
 * A three-issue case, every option scored for both: Rent matters most to them by the points entered (0–200),
 * the Deposit little (0–50), the Term between (0–80); option 0 of each issue is their best. `opposed`: you like
 * the reverse; `shared`: you like the same; `lopsided`: the deposit matters to you only, flat for them.
 */
export function threeIssueDetail(kind: 'opposed' | 'shared' | 'lopsided' = 'opposed'): CaseDetailResponse {
  const theirs: number[][] = [
    [200, 100, 0],
    [kind === 'lopsided' ? 0 : 50, kind === 'lopsided' ? 0 : 25, 0],
    [80, 40, 0],
  ];
  const yours: number[][] =
    kind === 'shared'
      ? theirs
      : kind === 'lopsided'
        ? [
            [50, 50, 50],
            [0, 100, 200],
            [0, 40, 80],
          ]
        : theirs.map((row) => [...row].reverse());
  const names = ['Rent', 'Deposit', 'Term'];
  const optionNames = [
    ['$2,000', '$1,900', '$1,800'],
    ['3 months', '2 months', '1 month'],
    ['12 months', '24 months', '36 months'],
  ];
  const base = aLeaseDetail();
  return {
    ...base,
    issues: names.map((name, i) => ({
      id: 21 + i,
      name,
      description: null,
      priority: 50,
      isAiSuggested: false,
      options: optionNames[i]!.map((optionName, k) => ({
        id: 101 + 10 * i + k,
        name: optionName,
        description: null,
      })),
    })),
    scores: names.flatMap((_, i) =>
      [0, 1, 2].flatMap((k) => [
        { partyId: 11, issueId: 21 + i, optionId: 101 + 10 * i + k, points: yours[i]![k]! },
        { partyId: 12, issueId: 21 + i, optionId: 101 + 10 * i + k, points: theirs[i]![k]! },
      ]),
    ),
  };
}

let nextId = 500;

/** An offer as the API answers it (totals given by the test). */
export function anOffer(
  overrides: Partial<OfferResponse> & Pick<OfferResponse, 'by' | 'optionIds'>,
): OfferResponse {
  return {
    id: nextId++,
    caseId: 7,
    note: null,
    createdAt: '2026-11-26T10:00:00.000Z',
    userTotal: 0,
    opponentTotal: 0,
    complete: overrides.optionIds.every((id) => id !== null),
    openIssueIds: [],
    move: null,
    ...overrides,
  };
}

/** An answer of the API with its status for a stubbed fetch: `body` as JSON, or none (a 204). */
export function answer(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: body === undefined ? undefined : { 'Content-Type': 'application/json' },
  });
}

/** A package as the plan and the rehearsal routes answer it (totals given by the test, no lines). */
export const scenario = (optionIds: number[], userTotal: number, opponentTotal: number) => ({
  optionIds,
  user: [],
  opponent: [],
  userTotal,
  opponentTotal,
});
