import {
  AiAnswerLimits,
  type AiIssuesRequest,
  type AiStrategicIssue,
  type IssueRecommendation,
  type NegotiationInsightsResponse,
  type ScenarioAnalysisResponse,
} from '@parley/contracts';
import { ISSUE_CATALOGUES } from './issue-catalogue.js';
import { negotiationKindOf, repeatsExistingIssue } from './issue-names.js';
import { insightsFromFacts, scenarioReadingFromFacts } from './offline-advice.js';
import type { Answer, InsightsInput, ScenariosInput, Strategist } from './strategist.js';

function names(issues: readonly AiStrategicIssue[]): string {
  return issues.map((i) => i.name).join(', ');
}

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
    const { strategicIssues, totalIssues } = input.client;
    const of = (category: AiStrategicIssue['category']) =>
      strategicIssues.filter((i) => i.category === category);
    const yours = of('your-advantage');
    const shared = of('win-win');
    const theirs = of('opponent-advantage');
    const contested = of('contested');

    let keyRecommendation: string;
    if (strategicIssues.length === 0) {
      keyRecommendation = `Score the options of your ${totalIssues} issue(s) for both sides first; the strategy follows from the points.`;
    } else if (shared.length > 0) {
      keyRecommendation = `Open with the issues that matter more to you (${names(yours) || 'none yet'}), then build packages around the win-win issues (${names(shared)}) before touching contested ground.`;
    } else if (yours.length > 0 && theirs.length > 0) {
      keyRecommendation = `Trade: concede on what matters more to them (${names(theirs)}) in exchange for what matters more to you (${names(yours)}).`;
    } else if (yours.length > 0) {
      keyRecommendation = `Most issues favour you (${names(yours)}): lead with them, and keep the tone cooperative so the deal still works for the other side.`;
    } else {
      keyRecommendation = `Most issues matter more to the other side: look for creative options and ask for value in return for every concession.`;
    }

    const strengths = [
      ...yours.map((i) => `${i.name} matters more to you than to them: a place to hold firm and lead.`),
      ...shared.map((i) => `${i.name} can create value for both sides.`),
    ];
    const risks = [
      ...contested.map(
        (i) => `${i.name} is important to both sides: expect resistance and save it for last.`,
      ),
      ...theirs.map(
        (i) => `${i.name} matters more to them: conceding it is expected, but only for something back.`,
      ),
    ];
    return {
      keyRecommendation,
      strengths:
        strengths.length > 0 ? strengths : ['No clear advantage yet: refine the points for both sides.'],
      risks:
        risks.length > 0 ? risks : ['No contested issues: watch for new issues the other side may raise.'],
    };
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
