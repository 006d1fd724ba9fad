import type { CaseDetailResponse, CaseResponse, UserResponse } from '@parley/contracts';

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
