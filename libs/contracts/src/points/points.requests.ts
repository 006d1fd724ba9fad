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

/** One issue's level in a batch save: importance (1–5) and drag rank (1-based). */
export interface PartyIssueLevel {
  issueId: number;
  importance: number;
  rank: number;
}

/** One option's level in a batch save. */
export interface PartyOptionLevel extends PartyIssueLevel {
  optionId: number;
}

/** One option's points in a batch save (0–250); null removes the option's points (an undo back to none). */
export interface PartyScore {
  issueId: number;
  optionId: number;
  points: number | null;
}

/**
 * PUT /api/cases/:id/points — one party's levels, ranks and points in one request and one transaction:
 * the rows sent are written, the rest stay as they are.
 */
export interface SavePartyPointsRequest {
  partyId: number;
  issueImportance?: PartyIssueLevel[];
  optionImportance?: PartyOptionLevel[];
  scores?: PartyScore[];
}

/**
 * Two packages that differ on two issues (everything else the same): issue id → option id on each side, the
 * same two issues on both (decisions.md §39; the shape @parley/scoring's nextTradeoffQuestion returns).
 */
export interface TradeoffQuestionBody {
  left: Record<string, number>;
  right: Record<string, number>;
}

/**
 * How sure a person is of an answer given for the other side (docs/decisions.md §43): "sure", "think so" or
 * "a guess". Left out it means sure; the person's own answers carry none.
 */
export type TradeoffConfidence = 'sure' | 'think-so' | 'guess';

/** Every confidence an answer may carry, most sure first. */
export const TRADEOFF_CONFIDENCES: readonly TradeoffConfidence[] = ['sure', 'think-so', 'guess'];

/** One answer to a trade-off question. */
export interface TradeoffAnswerBody {
  question: TradeoffQuestionBody;
  prefer: 'left' | 'right' | 'same';
  /** Only for the other side's answers; absent means sure. */
  confidence?: TradeoffConfidence;
}

/** PUT /api/parties/:id/points-confidence — how sure the person is of the points they gave the party. */
export interface SavePointsConfidenceRequest {
  /** null: not said (read as "think so"). */
  pointsConfidence: TradeoffConfidence | null;
}

/** PUT /api/parties/:id/answers — the party's trade-off answers, in the order given (replaces the list). */
export interface SavePartyAnswersRequest {
  answers: TradeoffAnswerBody[];
}
