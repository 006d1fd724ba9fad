/**
 * POST /api/issue-importance — one party's importance level (1–5) and drag rank (1-based) for an issue.
 * The API computes suggestedPoints itself with @parley/scoring; a value sent is checked for range only.
 */
export interface SaveIssueImportanceRequest {
  partyId: number;
  issueId: number;
  importance: number;
  rank: number;
  suggestedPoints?: number | null;
  actualPoints?: number | null;
}

/** POST /api/option-importance — one party's preference level (1–5) and rank for an option. */
export interface SaveOptionImportanceRequest extends SaveIssueImportanceRequest {
  optionId: number;
}

/** POST /api/scores — the points one party gives one option. */
export interface SaveScoreRequest {
  partyId: number;
  issueId: number;
  optionId: number;
  points: number;
}

/** POST /api/cases/:id/final-agreements — the option agreed for an issue (one per issue). */
export interface SaveFinalAgreementRequest {
  issueId: number;
  optionId: number;
}
