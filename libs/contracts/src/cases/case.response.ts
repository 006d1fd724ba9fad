import type { CaseRole } from '../members/members.contracts.js';
import type { CaseStatus, PartyType } from './case.enums.js';

/** One case as the API answers it (dates as ISO 8601 strings). */
export interface CaseResponse {
  id: number;
  name: string;
  goal: string | null;
  description: string | null;
  status: CaseStatus;
  closedAt: string | null;
  createdAt: string;
  updatedAt: string;
  /**
   * The signed-in person's role on the case and the owner's name (issue 35). The API answers both on every
   * case; optional here so that a case the browser builds itself need not invent them.
   */
  role?: CaseRole;
  ownerName?: string;
  /**
   * GET /api/cases (issue 36): the person the case is negotiated with — the counterpart's name for the owner's
   * side, the owner's name for the counterpart; null while there is no counterpart.
   */
  withName?: string | null;
  /** The counterpart's joint table was ended by the owner: they read GET /api/cases/:id/table only. */
  tableEnded?: boolean;
}

export interface PartyResponse {
  id: number;
  name: string;
  type: PartyType;
  /** The walk-away total in points (reservation value), or null while not recorded. */
  reservationValue: number | null;
  /** The party's best alternative to an agreement ('' while not recorded). */
  alternative: string;
}

export interface OptionResponse {
  id: number;
  name: string;
  description: string | null;
}

export interface IssueResponse {
  id: number;
  name: string;
  description: string | null;
  priority: number;
  isAiSuggested: boolean;
  options: OptionResponse[];
}

export interface ScoreResponse {
  partyId: number;
  issueId: number;
  optionId: number;
  points: number;
}

export interface FinalAgreementResponse {
  issueId: number;
  optionId: number;
}

/** GET /api/cases/:id */
export interface CaseDetailResponse {
  case: CaseResponse;
  issues: IssueResponse[];
  parties: PartyResponse[];
  scores: ScoreResponse[];
  finalAgreements: FinalAgreementResponse[];
  /** The signed-in person's role, the owner's name, and the case's version (also the answer's ETag). */
  role?: CaseRole;
  ownerName?: string;
  version?: number;
}
