import type { CaseResponse, PartyResponse } from '@parley/contracts';
import type { Case } from './case.entity.js';
import type { Party } from './party.entity.js';

export function toCaseResponse(c: Case): CaseResponse {
  return {
    id: c.id,
    name: c.name,
    goal: c.goal,
    description: c.description,
    status: c.status,
    closedAt: c.closedAt?.toISOString() ?? null,
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
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
