import type {
  AiCaseData,
  AiIssuesRequest,
  AiStrategicIssue,
  CaseFacts,
  IssueRecommendation,
  NegotiationInsightsResponse,
  ScenarioAnalysisRequest,
  ScenarioAnalysisResponse,
} from '@parley/contracts';

/** An answer as a strategist writes it; the service adds where it came from. */
export type Answer<T> = Omit<T, 'source'>;

/** The insights request of a client that names no case: its own figures, as the SPEC's payload has them. */
export interface ClientInsights {
  caseData: AiCaseData;
  strategicIssues: AiStrategicIssue[];
  totalIssues: number;
}

/** Either the server's facts about a stored case, or (no caseId) the figures a client sent. */
export type InsightsInput = { facts: CaseFacts } | { client: ClientInsights };
export type ScenariosInput =
  | { facts: CaseFacts; isFiltered: boolean }
  | { client: Required<Omit<ScenarioAnalysisRequest, 'caseId' | 'ranges' | 'exclude'>> };

/**
 * What the AI routes ask for. Two implementations: the offline strategist (rules, no network; the default)
 * and an OpenAI-compatible model (OPENAI_API_KEY).
 */
export interface Strategist {
  readonly name: 'offline' | 'openai';
  recommendIssues(request: AiIssuesRequest): Promise<IssueRecommendation[]>;
  negotiationInsights(input: InsightsInput): Promise<Answer<NegotiationInsightsResponse>>;
  scenarioAnalysis(input: ScenariosInput): Promise<Answer<ScenarioAnalysisResponse>>;
}

export const STRATEGIST = Symbol('STRATEGIST');
