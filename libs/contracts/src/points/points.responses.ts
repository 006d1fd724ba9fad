import type { ScoreResponse } from '../cases/case.response.js';

export interface IssueImportanceResponse {
  partyId: number;
  issueId: number;
  importance: number;
  rank: number;
  suggestedPoints: number;
  actualPoints: number | null;
}

export interface OptionImportanceResponse extends IssueImportanceResponse {
  optionId: number;
}

/** POST /api/cases/:id/calculate-points — every importance row of the case with fresh suggestions. */
export interface CalculatePointsResponse {
  issueImportance: IssueImportanceResponse[];
  optionImportance: OptionImportanceResponse[];
}

/** PUT /api/cases/:id/points — the party's rows and scores as stored after the save. */
export interface SavePartyPointsResponse extends CalculatePointsResponse {
  scores: ScoreResponse[];
}
