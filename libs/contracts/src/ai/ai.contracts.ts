import type { IssueCategory, TacticalPriority } from '@parley/scoring';

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
}

export interface AiIssuesResponse {
  recommendations: IssueRecommendation[];
}

export interface AiCaseData {
  name: string;
  goal: string;
  description: string;
}

export interface AiStrategicIssue {
  id: number;
  name: string;
  description: string;
  yourImportance: number;
  opponentImportance: number;
  category: IssueCategory;
  tacticalPriority: TacticalPriority;
}

/** POST /api/ai/negotiation-insights */
export interface NegotiationInsightsRequest {
  caseData: AiCaseData;
  strategicIssues: AiStrategicIssue[];
  totalIssues: number;
}

export interface NegotiationInsightsResponse {
  keyRecommendation: string;
  strengths: string[];
  risks: string[];
}

/** POST /api/ai/scenario-analysis (no screen shows its answer yet; the API answers a short reading). */
export interface ScenarioAnalysisRequest {
  scenarioAnalysis: {
    winRate: number;
    averageUserScore: number;
    averageOpponentScore: number;
    bestScenario?: unknown;
    worstScenario?: unknown;
    balancedScenarios?: unknown;
    dominatingScenarios?: unknown;
  };
  issues: unknown[];
  caseData: AiCaseData;
  totalScenarios: number;
  isFiltered: boolean;
}

export interface ScenarioAnalysisResponse {
  summary: string;
  suggestions: string[];
}
