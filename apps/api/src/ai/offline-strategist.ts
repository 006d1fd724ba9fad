import {
  AiAnswerLimits,
  type AiIssuesRequest,
  type IssueRecommendation,
  type NegotiationInsightsResponse,
  type ScenarioAnalysisResponse,
} from '@parley/contracts';
import { ISSUE_CATALOGUES } from './issue-catalogue.js';
import { negotiationKindOf, repeatsExistingIssue } from './issue-names.js';
import { insightsFromAverages, insightsFromFacts, scenarioReadingFromFacts } from './offline-advice.js';
import type { Answer, InsightsInput, ScenariosInput, Strategist } from './strategist.js';

/**
 * The strategist that needs no network: issue suggestions from catalogues of what usually decides a salary,
 * lease, purchase or business negotiation, and insights read from the case's own categories and numbers.
 * Deterministic, so its answers can be tested and trusted.
 */
export class OfflineStrategist implements Strategist {
  readonly name = 'offline' as const;

  async recommendIssues({ caseName, goal, existingIssues }: AiIssuesRequest): Promise<IssueRecommendation[]> {
    const kind = negotiationKindOf(`${caseName} ${goal}`);
    return ISSUE_CATALOGUES[kind]
      .filter((i) => !repeatsExistingIssue(i.name, existingIssues, kind))
      .slice(0, AiAnswerLimits.recommendations)
      .map((i) => ({ ...i, options: [...i.options] }));
  }

  async negotiationInsights(input: InsightsInput): Promise<Answer<NegotiationInsightsResponse>> {
    if ('facts' in input) return insightsFromFacts(input.facts);
    return insightsFromAverages(input.client);
  }

  async scenarioAnalysis(input: ScenariosInput): Promise<Answer<ScenarioAnalysisResponse>> {
    if ('facts' in input) return scenarioReadingFromFacts(input.facts);
    const { scenarioAnalysis, totalScenarios, isFiltered } = input.client;
    const rate = Math.round(scenarioAnalysis.winRate);
    const scope = isFiltered ? 'the selected scenarios' : `all ${totalScenarios} scenarios`;
    const suggestions =
      rate >= 50
        ? ['Many outcomes are good for both sides: propose a package early and anchor on it.']
        : rate > 0
          ? [
              'Few outcomes are good for both sides: aim for them, and trade across issues rather than one at a time.',
            ]
          : [
              'No outcome is good for both sides on average: revisit the points, or look for new issues that add value.',
            ];
    return {
      summary: `Across ${scope}, ${rate}% are good for both sides; on average you score ${Math.round(
        scenarioAnalysis.averageUserScore,
      )} and the other side ${Math.round(scenarioAnalysis.averageOpponentScore)}.`,
      suggestions,
    };
  }
}
