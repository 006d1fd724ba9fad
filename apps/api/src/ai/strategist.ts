import type {
  AiIssuesRequest,
  IssueRecommendation,
  NegotiationInsightsRequest,
  NegotiationInsightsResponse,
  ScenarioAnalysisRequest,
  ScenarioAnalysisResponse,
} from '@parley/contracts';

/**
 * What the AI routes ask for. Two implementations: the offline strategist (rules, no network; the default)
 * and an OpenAI-compatible model (OPENAI_API_KEY).
 */
export interface Strategist {
  readonly name: 'offline' | 'openai';
  recommendIssues(request: AiIssuesRequest): Promise<IssueRecommendation[]>;
  negotiationInsights(request: NegotiationInsightsRequest): Promise<NegotiationInsightsResponse>;
  scenarioAnalysis(request: ScenarioAnalysisRequest): Promise<ScenarioAnalysisResponse>;
}

export const STRATEGIST = Symbol('STRATEGIST');

/** At most this many issue recommendations are answered. */
export const MAX_RECOMMENDATIONS = 6;
