import type { CaseResponse, CaseRole, PartyResponse } from '@parley/contracts';
import type { Case } from './case.entity.js';
import type { Party } from './party.entity.js';

/** A case as answered; with the person's role and the owner's name when they were read with it. */
export function toCaseResponse(c: Case & { role?: CaseRole; ownerName?: string }): CaseResponse {
  return {
    id: c.id,
    name: c.name,
    goal: c.goal,
    description: c.description,
    status: c.status,
    closedAt: c.closedAt?.toISOString() ?? null,
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
    ...(c.role !== undefined ? { role: c.role } : {}),
    ...(c.ownerName !== undefined ? { ownerName: c.ownerName } : {}),
  };
}

export function toPartyResponse(p: Party): PartyResponse {
  return {
    id: p.id,
    name: p.name,
    type: p.type,
    reservationValue: p.reservationValue,
    alternative: p.alternative,
  };
}
