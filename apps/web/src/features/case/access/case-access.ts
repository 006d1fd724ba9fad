import type { CaseDetailResponse } from '@parley/contracts';
import { createContext, useContext } from 'react';
import type { CaseAccessFields, CaseRole } from '../../../lib/sharing';

/**
 * What the person reading a case may do on it (issue 35, point 1; issue 36 added the other side), read once
 * from the case and handed to every tab through {@link CaseAccessContext}: the tabs ask {@link useCaseLocked}
 * and these flags instead of each deciding for itself.
 */
export interface CaseAccess {
  role: CaseRole;
  /** The owner's name (null while the API does not say: a case of one's own). */
  ownerName: string | null;
  /**
   * Changes what is the reader's inside the case: points, walk-away values, offers, rehearsals … For the
   * counterpart these are their own side's (issue 36): the API answers each side its own.
   */
  canEdit: boolean;
  /** Renames, deletes, closes or reopens the case, and manages its members and links. */
  isOwner: boolean;
  /** Adds, renames and removes issues and options, and answers the other side's suggestions (the owner's side). */
  canEditIssues: boolean;
  /** Records the final agreement by hand (the owner's side; the other side reaches one at the table). */
  canSetAgreement: boolean;
  /** The other side of the table (issue 36): suggests issues and options instead of changing them. */
  isCounterpart: boolean;
}

export const OWNER_ACCESS: CaseAccess = {
  role: 'owner',
  ownerName: null,
  canEdit: true,
  isOwner: true,
  canEditIssues: true,
  canSetAgreement: true,
  isCounterpart: false,
};

/** What a role may do (the API refuses the rest; the screens leave it out, so nothing fails on click). */
export function accessOfRole(role: CaseRole, ownerName: string | null = null): CaseAccess {
  const ownerSideWriter = role === 'owner' || role === 'editor';
  return {
    role,
    ownerName,
    canEdit: role !== 'viewer',
    isOwner: role === 'owner',
    canEditIssues: ownerSideWriter,
    canSetAgreement: ownerSideWriter,
    isCounterpart: role === 'counterpart',
  };
}

/** The reader's access to a case as `GET /api/cases/:id` states it (a case without a role is one's own). */
export function accessOf(detail: CaseDetailResponse): CaseAccess {
  const fields = detail as CaseDetailResponse & CaseAccessFields;
  const caseFields = detail.case as CaseDetailResponse['case'] & CaseAccessFields;
  const role = fields.role ?? caseFields.role ?? 'owner';
  return accessOfRole(role, fields.ownerName ?? caseFields.ownerName ?? null);
}

/** Outside a case screen (a component tested alone) the reader owns the case, as before issue 35. */
export const CaseAccessContext = createContext<CaseAccess>(OWNER_ACCESS);

export function useCaseAccess(): CaseAccess {
  return useContext(CaseAccessContext);
}

/** Nothing on this case can be changed by its reader: the case is closed, or they only view it. */
export function isCaseLocked(detail: CaseDetailResponse, access: CaseAccess): boolean {
  return detail.case.status === 'closed' || !access.canEdit;
}

/** {@link isCaseLocked} for the reader of the screen. */
export function useCaseLocked(detail: CaseDetailResponse): boolean {
  return isCaseLocked(detail, useCaseAccess());
}

/** The issues and options cannot be changed by the reader: the case is closed, or they are not the owner's side. */
export function useIssuesLocked(detail: CaseDetailResponse): boolean {
  const access = useCaseAccess();
  return isCaseLocked(detail, access) || !access.canEditIssues;
}

/** The final agreement cannot be recorded by hand by the reader. */
export function useAgreementLocked(detail: CaseDetailResponse): boolean {
  const access = useCaseAccess();
  return isCaseLocked(detail, access) || !access.canSetAgreement;
}
