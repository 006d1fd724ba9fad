import { HttpStatus } from '@nestjs/common';
import { ErrorCode, Messages } from '@parley/contracts';
import type { AccessReason, CaseRole } from '@parley/contracts';
import { ApiException } from '../common/exceptions/api.exception.js';
import { currentRequest } from '../common/request/request-context.js';
import { SubscriptionRequiredException } from '../subscription/subscription.exception.js';
import type { User } from '../auth/user.entity.js';

/**
 * What a request needs of a case (issue 35): `read` (owner, editor or viewer), `write` (owner or editor: a
 * change to what the case holds) or `owner` (renaming, deleting, closing or reopening, members and links).
 */
export type CaseNeed = 'read' | 'write' | 'owner';

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
 * The SQL of the signed-in person's role on the case aliased `alias` (`owner`, `editor`, `viewer`), or NULL
 * when they are not a member: the parameter `:memberUserId` names them. Every case-scoped lookup selects it
 * in the query that loads the row, so membership is never read apart from what it guards.
 */
export function memberRoleSql(alias: string): string {
  return (
    `(CASE WHEN ${alias}.owner_id = :memberUserId THEN 'owner' ELSE ` +
    `(SELECT m.role FROM case_members m WHERE m.case_id = ${alias}.id AND m.user_id = :memberUserId) END)`
  );
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
  if (need === 'owner' && role !== 'owner') throw new OwnerOnlyException();
  if (denied) {
    if (role === 'owner') throw new SubscriptionRequiredException(denied.reason);
    throw new EditorNeedsAccessException(denied.reason);
  }
}
