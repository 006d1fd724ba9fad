import { Injectable } from '@nestjs/common';
import type { User } from '../auth/user.entity.js';
import { CasesService } from '../cases/cases.service.js';

/** What a person may follow of a case: the case's current version, when the case has one. */
export interface StreamAccess {
  caseId: number;
  version: number | null;
}

/**
 * THE one check of the live routes (the event stream and presence): the person may read the case, or
 * CaseNotFoundException, exactly as every other case route answers a stranger. Today that is the owner, through
 * the cases' own lookup; with members it becomes the membership query that loads the case, which also gives
 * the case's version.
 */
@Injectable()
export class CaseStreamAccess {
  constructor(private readonly cases: CasesService) {}

  async check(user: User, caseId: number): Promise<StreamAccess> {
    await this.cases.findOwned(user, caseId);
    // Cases carry no version yet: a reconnecting stream then always gets `resync` (see `missedEvents`).
    return { caseId, version: null };
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
