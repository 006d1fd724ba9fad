import type {
  CaseDetailResponse,
  CaseResponse,
  SubscriptionStatusResponse,
  UserResponse,
} from '@parley/contracts';

export function aUser(overrides: Partial<UserResponse> = {}): UserResponse {
  return { id: 1, email: 'ada.lovelace@example.com', firstName: 'Ada', ...overrides };
}

export function aCase(overrides: Partial<CaseResponse> = {}): CaseResponse {
  return {
    id: 1,
    name: 'Salary negotiation',
    goal: 'Reach 90k with remote Fridays',
    description: null,
    status: 'active',
    closedAt: null,
    createdAt: '2025-03-01T09:00:00.000Z',
    updatedAt: '2025-03-04T10:30:00.000Z',
    ...overrides,
  };
}

export function aCaseDetail(overrides: Partial<CaseResponse> = {}): CaseDetailResponse {
  return { case: aCase(overrides), issues: [], parties: [], scores: [], finalAgreements: [] };
}

/**
 * A lease case with both parties, two issues (Rent: High, Low; Term: 12 months, 24 months, 36 months),
 * some scores and no final agreement. Party ids: You 11, Opponent 12. Issue ids 21, 22; option ids 31–35.
 */
export function aLeaseDetail(overrides: Partial<CaseDetailResponse> = {}): CaseDetailResponse {
  return {
    case: aCase({ id: 7, name: 'Lease renewal', goal: 'Keep the rent flat' }),
    parties: [
      { id: 11, name: 'You', type: 'user', reservationValue: null, alternative: '' },
      { id: 12, name: 'Opponent', type: 'opponent', reservationValue: null, alternative: '' },
    ],
    issues: [
      {
        id: 21,
        name: 'Rent',
        description: 'Monthly rent',
        priority: 80,
        isAiSuggested: false,
        options: [
          { id: 31, name: 'High', description: null },
          { id: 32, name: 'Low', description: 'What we ask for' },
        ],
      },
      {
        id: 22,
        name: 'Term',
        description: null,
        priority: 50,
        isAiSuggested: true,
        options: [
          { id: 33, name: '12 months', description: null },
          { id: 34, name: '24 months', description: null },
          { id: 35, name: '36 months', description: null },
        ],
      },
    ],
    scores: [
      { partyId: 11, issueId: 21, optionId: 31, points: 40 },
      { partyId: 11, issueId: 21, optionId: 32, points: 200 },
      { partyId: 12, issueId: 21, optionId: 31, points: 220 },
      { partyId: 12, issueId: 21, optionId: 32, points: 60 },
      { partyId: 11, issueId: 22, optionId: 35, points: 120 },
    ],
    finalAgreements: [],
    ...overrides,
  };
}

/**
 * An office lease with a trade in it (case id 9, the lease's parties): Deposit: 1 month (you 30, them 0),
 * 2 months (20, 60), 3 months (0, 120); Term: 12 months (0, 40), 24 months (80, 20), 36 months (160, 0). The
 * compromise splits both: 2 months + 24 months (100, 80). Giving ground on Deposit (2 → 3 months: −20 for you,
 * +60 for them) and asking for Term (24 → 36 months: +80, −20) gains +60 for you, +40 for them. Issue ids 41, 42;
 * option ids 51–56.
 */
export function aTradeDetail(overrides: Partial<CaseDetailResponse> = {}): CaseDetailResponse {
  // Each option: [id, name, your points, their points].
  const deposit: [number, string, number, number][] = [
    [51, '1 month', 30, 0],
    [52, '2 months', 20, 60],
    [53, '3 months', 0, 120],
  ];
  const term: [number, string, number, number][] = [
    [54, '12 months', 0, 40],
    [55, '24 months', 80, 20],
    [56, '36 months', 160, 0],
  ];
  const issues = [
    { id: 41, name: 'Deposit', options: deposit },
    { id: 42, name: 'Term', options: term },
  ];
  return aLeaseDetail({
    case: aCase({ id: 9, name: 'Office lease' }),
    issues: issues.map(({ id, name, options }) => ({
      id,
      name,
      description: null,
      priority: 50,
      isAiSuggested: false,
      options: options.map(([optionId, option]) => ({ id: optionId, name: option, description: null })),
    })),
    scores: issues.flatMap(({ id: issueId, options }) => [
      ...options.map(([optionId, , points]) => ({ partyId: 11, issueId, optionId, points })),
      ...options.map(([optionId, , , points]) => ({ partyId: 12, issueId, optionId, points })),
    ]),
    ...overrides,
  });
}

/** A person on day 1 of a 3-day trial; override for Pro, the last day or an ended trial. */
export function aSubscriptionStatus(
  overrides: Partial<SubscriptionStatusResponse> = {},
): SubscriptionStatusResponse {
  return {
    subscriptionStatus: 'trial',
    hasAccess: true,
    trialEndsAt: '2026-01-13T12:00:00.000Z',
    createdAt: null,
    reason: null,
    daysLeft: 3,
    proEndsAt: null,
    ...overrides,
  };
}
