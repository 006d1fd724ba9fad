import type { CaseStatus } from './case.enums.js';

/** PUT /api/cases/:id — every field optional; the fields sent are changed (Close and Reopen send status). */
export interface UpdateCaseRequest {
  name?: string;
  goal?: string | null;
  description?: string | null;
  status?: CaseStatus;
}
