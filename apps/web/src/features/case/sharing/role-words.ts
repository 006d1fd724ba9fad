import type { CaseRole } from '../../../lib/sharing';

/** A role as the screens name it. */
export const ROLE_LABELS: Record<CaseRole, string> = {
  owner: 'Owner',
  editor: 'Editor',
  viewer: 'Viewer',
  counterpart: 'The other side',
};
