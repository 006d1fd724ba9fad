import type { CaseDetailResponse } from '@parley/contracts';
import { createContext, useContext } from 'react';
import type { CaseAccessFields, CaseRole } from '../../../lib/sharing';

/**
 * What the person reading a case may do on it (issue 35, point 1), read once from the case and handed to every
 * tab through {@link CaseAccessContext}: the tabs ask {@link useCaseLocked} instead of each deciding for itself.
 */
export interface CaseAccess {
  role: CaseRole;
  /** The owner's name (null while the API does not say: a case of one's own). */
  ownerName: string | null;
  /** Changes what is inside the case: issues, options, points, walk-away values, offers, the agreement … */
  canEdit: boolean;
  /** Renames, deletes, closes or reopens the case, and manages its members and links. */
  isOwner: boolean;
}

export const OWNER_ACCESS: CaseAccess = { role: 'owner', ownerName: null, canEdit: true, isOwner: true };

/** The reader's access to a case as `GET /api/cases/:id` states it (a case without a role is one's own). */
export function accessOf(detail: CaseDetailResponse): CaseAccess {
  const fields = detail as CaseDetailResponse & CaseAccessFields;
  const caseFields = detail.case as CaseDetailResponse['case'] & CaseAccessFields;
  const role = fields.role ?? caseFields.role ?? 'owner';
  return {
    role,
    ownerName: fields.ownerName ?? caseFields.ownerName ?? null,
    canEdit: role !== 'viewer',
    isOwner: role === 'owner',
  };
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
