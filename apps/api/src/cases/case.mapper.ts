import type { CaseResponse, CaseRole, PartyResponse } from '@parley/contracts';
import type { User } from '../auth/user.entity.js';
import { displayName } from './case-access.js';
import type { Case } from './case.entity.js';
import type { Party } from './party.entity.js';

/**
 * A case as answered; with the person's role and the owner's name when they were read with it. The goal and
 * the description are the owner's side's notes: the counterpart (issue 36) reads the case's name only.
 */
export function toCaseResponse(
  c: Case & { role?: CaseRole; ownerName?: string; withName?: string | null; tableEnded?: boolean },
): CaseResponse {
  return {
    id: c.id,
    name: c.name,
    goal: c.role === 'counterpart' ? null : c.goal,
    description: c.role === 'counterpart' ? null : c.description,
    status: c.status,
    closedAt: c.closedAt?.toISOString() ?? null,
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
    ...(c.role !== undefined ? { role: c.role } : {}),
    ...(c.ownerName !== undefined ? { ownerName: c.ownerName } : {}),
    ...(c.withName !== undefined ? { withName: c.withName } : {}),
    ...(c.tableEnded ? { tableEnded: true } : {}),
  };
}

/** A case the person has just made (created, imported, copied): theirs, so their role is owner. */
export function toNewCaseResponse(c: Case, owner: Pick<User, 'firstName' | 'email'>): CaseResponse {
  return toCaseResponse({ ...c, role: 'owner', ownerName: displayName(owner) });
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
