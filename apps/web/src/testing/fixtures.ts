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
