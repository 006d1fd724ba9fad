export const CaseStatus = {
  Draft: 'draft',
  Active: 'active',
  Completed: 'completed',
  Closed: 'closed',
} as const;
export type CaseStatus = (typeof CaseStatus)[keyof typeof CaseStatus];
export const CASE_STATUSES: readonly CaseStatus[] = Object.values(CaseStatus);

export const PartyType = { User: 'user', Opponent: 'opponent' } as const;
export type PartyType = (typeof PartyType)[keyof typeof PartyType];
