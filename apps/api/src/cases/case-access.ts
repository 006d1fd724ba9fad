import { HttpStatus } from '@nestjs/common';
import { ErrorCode, Messages } from '@parley/contracts';
import type { AccessReason, CaseRole, TableSide } from '@parley/contracts';
import { ApiException } from '../common/exceptions/api.exception.js';
import { currentRequest } from '../common/request/request-context.js';
import { SubscriptionRequiredException } from '../subscription/subscription.exception.js';
import type { User } from '../auth/user.entity.js';

/**
 * What a request needs of a case (issue 35, issue 36): `read` (any member), `write` (owner or editor: a change
 * to what both sides share — issues, options, the agreement; the counterpart suggests instead), `side` (owner,
 * editor or counterpart: a change to the caller's own side's private things — points, importance, walk-away,
 * answers, confidence, plan, rehearsals, their own offers) or `owner` (renaming, deleting, closing or
 * reopening, members and links).
 */
export type CaseNeed = 'read' | 'write' | 'side' | 'owner';

/**
 * The side of the table a role reads and writes (issue 36): the counterpart is the `counterpart` side; the
 * owner, editors and viewers are the `owner` side. Every query reading a private table filters by it.
 */
export function sideOfRole(role: CaseRole): TableSide {
  return role === 'counterpart' ? 'counterpart' : 'owner';
}

/** The other side of the table. */
export function otherSide(side: TableSide): TableSide {
  return side === 'owner' ? 'counterpart' : 'owner';
}

/** 403: the counterpart asked to change what the owner's side keeps (issues, options, the case, members). */
export class CounterpartCannotChangeException extends ApiException {
  constructor() {
    super(HttpStatus.FORBIDDEN, ErrorCode.OwnerOnly, Messages.counterpartCannotChange);
  }
}

/** 403: a viewer asked for a change. Nothing was written. */
export class CaseReadOnlyException extends ApiException {
  constructor() {
    super(HttpStatus.FORBIDDEN, ErrorCode.CaseReadOnly, Messages.caseReadOnly);
  }
}

/** 403: an editor asked for something only the owner does. Nothing was written. */
export class OwnerOnlyException extends ApiException {
  constructor() {
    super(HttpStatus.FORBIDDEN, ErrorCode.OwnerOnly, Messages.ownerOnly);
  }
}

/** 403 SUBSCRIPTION_REQUIRED for an editor whose own trial or Pro has ended: reading is still allowed. */
export class EditorNeedsAccessException extends ApiException {
  constructor(reason: AccessReason | null) {
    super(HttpStatus.FORBIDDEN, ErrorCode.SubscriptionRequired, Messages.editorNeedsAccess);
    this.accessReason = reason;
  }
}

/**
 * The SQL of the signed-in person's role on the case aliased `alias` (`owner`, `editor`, `viewer`,
 * `counterpart`), or NULL when they are not a member: the parameter `:memberUserId` names them. Every
 * case-scoped lookup selects it in the query that loads the row, so membership is never read apart from what
 * it guards. A counterpart whose joint table the owner ended (`ended_at`) is no member here: they read the
 * table alone (`withEnded`, CasesService.findCase's `ended` option).
 */
export function memberRoleSql(alias: string, withEnded = false): string {
  return (
    `(CASE WHEN ${alias}.owner_id = :memberUserId THEN 'owner' ELSE ` +
    `(SELECT m.role FROM case_members m WHERE m.case_id = ${alias}.id AND m.user_id = :memberUserId` +
    `${withEnded ? '' : ' AND m.ended_at IS NULL'}) END)`
  );
}

/**
 * The SQL of the signed-in person's side of the table on the case aliased `alias` (as sideOfRole), NULL when
 * they are not a member: for a lookup that must filter a private table by the caller's side in the same query
 * (`party.side = ${memberSideSql('c')}`).
 */
export function memberSideSql(alias: string): string {
  const role = memberRoleSql(alias);
  return `(CASE WHEN ${role} = 'counterpart' THEN 'counterpart' WHEN ${role} IS NOT NULL THEN 'owner' END)`;
}

/** A person's name as other members see it: their first name, else their e-mail's local part. */
export function displayName(user: Pick<User, 'firstName' | 'email'> | null | undefined): string {
  const first = user?.firstName?.trim();
  if (first) return first;
  const local = user?.email?.split('@')[0]?.trim();
  return local || 'Someone';
}

/** The same as displayName, in SQL, for the users row aliased `alias`. */
export function displayNameSql(alias: string): string {
  return `COALESCE(NULLIF(btrim(${alias}.first_name), ''), NULLIF(split_part(${alias}.email, '@', 1), ''), 'Someone')`;
}

/**
 * Refuses what the role does not allow. The subscription gate let a person without access through to a
 * case's routes (SubscriptionGuard, `accessDenied`): such a person may read the cases shared with them, but
 * not their own cases, and changes nothing.
 */
export function assertRole(role: CaseRole, need: CaseNeed): void {
  const denied = currentRequest()?.state.accessDenied;
  if (need === 'read') {
    if (role === 'owner' && denied) throw new SubscriptionRequiredException(denied.reason);
    return;
  }
  if (role === 'viewer') throw new CaseReadOnlyException();
  if (role === 'counterpart') {
    // Nobody invited to negotiate is asked to pay: the counterpart's own side needs no plan (issue 36).
    if (need === 'side') return;
    throw new CounterpartCannotChangeException();
  }
  if (need === 'owner' && role !== 'owner') throw new OwnerOnlyException();
  if (denied) {
    if (role === 'owner') throw new SubscriptionRequiredException(denied.reason);
    throw new EditorNeedsAccessException(denied.reason);
  }
}
