import { Injectable } from '@nestjs/common';
import type { CaseRole, TableSide } from '@parley/contracts';
import type { User } from '../auth/user.entity.js';
import { CasesService } from '../cases/cases.service.js';

/** What a person may follow of a case: the case's current version, when the case has one. */
export interface StreamAccess {
  caseId: number;
  version: number | null;
  /** The reader's side of the table (issue 36), read with the case: their stream carries that side's changes. */
  side: TableSide;
  role: CaseRole;
}

/**
 * THE one check of the live routes (the event stream and presence): the person is the case's owner or a member
 * (any role), read in the query that loads the case with its version, or CaseNotFoundException, exactly as
 * every other case route answers a stranger or a removed member.
 */
@Injectable()
export class CaseStreamAccess {
  constructor(private readonly cases: CasesService) {}

  async check(user: User, caseId: number): Promise<StreamAccess> {
    const found = await this.cases.findCase(user, caseId, 'read');
    return { caseId, version: Number(found.version), side: found.side, role: found.role };
  }
}

/**
 * Whether a stream reconnecting with `Last-Event-ID` may have missed a change: unless the id it saw is the
 * case's current version or later. A first connection (no id) reads the case itself.
 */
export function missedEvents(lastEventId: string | undefined, current: number | null): boolean {
  if (lastEventId === undefined) return false;
  if (current === null || !/^\d{1,15}$/.test(lastEventId.trim())) return true;
  return Number(lastEventId.trim()) < current;
}
