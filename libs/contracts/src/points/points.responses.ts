import type { ScoreResponse } from '../cases/case.response.js';
import type { TradeoffAnswerBody, TradeoffConfidence } from './points.requests.js';

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

/** GET and PUT /api/parties/:id/answers — a party's trade-off answers, in the order given. */
export interface PartyAnswersResponse {
  partyId: number;
  answers: TradeoffAnswerBody[];
  /**
   * How sure the person is of the points they gave the party (issue 31, point 5); null until they say, read as
   * "think so" (points entered are an estimate, not a guess).
   */
  pointsConfidence: TradeoffConfidence | null;
}
