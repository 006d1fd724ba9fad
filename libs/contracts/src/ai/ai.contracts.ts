import type { IssueCategory, PointsRange, TacticalPriority } from '@parley/scoring';
import type { FactCase } from '../facts/case-facts.js';

/** POST /api/cases/:id/ai-issues */
export interface AiIssuesRequest {
  caseName: string;
  /** Empty string when the case has no goal. */
  goal: string;
  existingIssues: string[];
}

export interface IssueRecommendation {
  name: string;
  description: string;
  /** 0–100, as the add-issue slider. */
  priority: number;
  reasoning: string;
  /** Two to four options the issue could take, so that an added suggestion can be scored at once. */
  options: string[];
}

export interface AiIssuesResponse {
  recommendations: IssueRecommendation[];
  source: AiSource;
}

/** Who wrote an AI answer: a language model, or the offline rules. */
export type AiSource = 'openai' | 'offline';

/** The case's name, goal and description, as a request without a case id sends them. */
export type AiCaseData = FactCase;

export interface AiStrategicIssue {
  id: number;
  name: string;
  description: string;
  yourImportance: number;
  opponentImportance: number;
  category: IssueCategory;
  tacticalPriority: TacticalPriority;
}

/**
 * POST /api/ai/negotiation-insights. With `caseId` the server reads the stored case (the user's own, else
 * 404) and computes every figure itself; the other fields are then optional and ignored.
 */
export interface NegotiationInsightsRequest {
  caseId?: number;
  caseData?: AiCaseData;
  strategicIssues?: AiStrategicIssue[];
  totalIssues?: number;
}

export interface NegotiationInsightsResponse {
  keyRecommendation: string;
  strengths: string[];
  risks: string[];
  source: AiSource;
}

/**
 * POST /api/ai/scenario-analysis. With `caseId` the server computes the figures from the stored case and,
 * when `ranges` are sent (the explorer's filters, `exclude` after Exclude), from that selection.
 */
export interface ScenarioAnalysisRequest {
  caseId?: number;
  ranges?: PointsRange[];
  exclude?: boolean;
  scenarioAnalysis?: {
    winRate: number;
    averageUserScore: number;
    averageOpponentScore: number;
    bestScenario?: unknown;
    worstScenario?: unknown;
    balancedScenarios?: unknown;
    dominatingScenarios?: unknown;
  };
  issues?: unknown[];
  caseData?: AiCaseData;
  totalScenarios?: number;
  isFiltered: boolean;
}

export interface ScenarioAnalysisResponse {
  summary: string;
  suggestions: string[];
  source: AiSource;
}
