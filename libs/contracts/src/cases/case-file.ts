import type { CaseStatus } from './case.enums.js';

/** What marks a file as a Parley case, and the shape's version: a reader refuses any other. */
export const CASE_FILE_FORMAT = 'parley-case';
export const CASE_FILE_VERSION = 1;

/** One value for each side of the negotiation. */
export interface PerParty<T> {
  user: T;
  opponent: T;
}

/** A party's importance (or preference) level and rank, with the points suggested and entered for it. */
export interface CaseFileLevel {
  importance: number;
  rank: number;
  suggestedPoints: number;
  actualPoints: number | null;
}

export interface CaseFileParty {
  name: string;
  reservationValue: number | null;
  alternative: string;
}

export interface CaseFileOption {
  name: string;
  description: string | null;
  /** Each party's score of this option, or null where none is entered. */
  points: PerParty<number | null>;
  levels: PerParty<CaseFileLevel | null>;
}

export interface CaseFileIssue {
  name: string;
  description: string | null;
  priority: number;
  isAiSuggested: boolean;
  levels: PerParty<CaseFileLevel | null>;
  options: CaseFileOption[];
  /** The final agreement on this issue: the index of the agreed option, or null. */
  agreedOption: number | null;
}

/**
 * GET /api/cases/:id/export.json, and the body of POST /api/cases/import: the whole model of a case, without
 * ids (options and agreements are placed by position), so that importing a file gives an equal model.
 */
export interface CaseFile {
  format: typeof CASE_FILE_FORMAT;
  version: typeof CASE_FILE_VERSION;
  exportedAt?: string;
  case: {
    name: string;
    goal: string | null;
    description: string | null;
    status: CaseStatus;
  };
  parties: PerParty<CaseFileParty>;
  issues: CaseFileIssue[];
}
