import type {
  AiIssuesRequest,
  AiIssuesResponse,
  NegotiationInsightsRequest,
  NegotiationInsightsResponse,
  ScenarioAnalysisRequest,
  ScenarioAnalysisResponse,
} from '@parley/contracts';
import { api } from '../../lib/api';

/**
 * The AI routes. Mutations, not queries: each is a POST that creates nothing and whose answer may differ every
 * time, so nothing is cached or refetched. They never retry (the base query has no retry) and invalidate nothing.
 */
export const aiApi = api.injectEndpoints({
  endpoints: (build) => ({
    recommendIssues: build.mutation<AiIssuesResponse, { caseId: number; body: AiIssuesRequest }>({
      query: ({ caseId, body }) => ({ url: `/cases/${caseId}/ai-issues`, method: 'POST', body }),
    }),
    generateInsights: build.mutation<NegotiationInsightsResponse, NegotiationInsightsRequest>({
      query: (body) => ({ url: '/ai/negotiation-insights', method: 'POST', body }),
    }),
    analyzeScenarios: build.mutation<ScenarioAnalysisResponse, ScenarioAnalysisRequest>({
      query: (body) => ({ url: '/ai/scenario-analysis', method: 'POST', body }),
    }),
  }),
});

export const { useRecommendIssuesMutation, useGenerateInsightsMutation, useAnalyzeScenariosMutation } = aiApi;
