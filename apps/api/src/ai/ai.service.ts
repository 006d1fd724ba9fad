import { Inject, Injectable } from '@nestjs/common';
import type {
  AiIssuesResponse,
  NegotiationInsightsResponse,
  ScenarioAnalysisResponse,
} from '@parley/contracts';
import { AnalysisWorkerService } from '../analysis/analysis-worker.service.js';
import type { User } from '../auth/user.entity.js';
import { CaseDetailService } from '../case-detail/case-detail.service.js';
import { CasesService } from '../cases/cases.service.js';
import type { AnalyzeScenariosDto } from './dto/analyze-scenarios.dto.js';
import type { GenerateInsightsDto } from './dto/generate-insights.dto.js';
import type { RecommendIssuesDto } from './dto/recommend-issues.dto.js';
import { STRATEGIST, type Strategist } from './strategist.js';

/**
 * Asks the configured strategist (offline rules or a model) and says which answered. A request that names a
 * case gets advice on the facts computed from the stored case (the user's own, else 404) on a worker thread,
 * never on figures the client sent.
 */
@Injectable()
export class AiService {
  constructor(
    @Inject(STRATEGIST) private readonly strategist: Strategist,
    private readonly cases: CasesService,
    private readonly details: CaseDetailService,
    private readonly analysis: AnalysisWorkerService,
  ) {}

  async recommendIssues(user: User, caseId: number, request: RecommendIssuesDto): Promise<AiIssuesResponse> {
    await this.cases.findOwned(user, caseId);
    return { recommendations: await this.strategist.recommendIssues(request), source: this.strategist.name };
  }

  async negotiationInsights(user: User, request: GenerateInsightsDto): Promise<NegotiationInsightsResponse> {
    const answer =
      request.caseId === undefined
        ? await this.strategist.negotiationInsights({
            client: {
              caseData: request.caseData!,
              strategicIssues: request.strategicIssues!,
              totalIssues: request.totalIssues!,
            },
          })
        : await this.strategist.negotiationInsights({
            facts: await this.analysis.facts(await this.details.detail(user, request.caseId)),
          });
    return { ...answer, source: this.strategist.name };
  }

  async scenarioAnalysis(user: User, request: AnalyzeScenariosDto): Promise<ScenarioAnalysisResponse> {
    let answer;
    if (request.caseId === undefined) {
      answer = await this.strategist.scenarioAnalysis({
        client: {
          scenarioAnalysis: request.scenarioAnalysis!,
          issues: request.issues!,
          caseData: request.caseData!,
          totalScenarios: request.totalScenarios!,
          isFiltered: request.isFiltered,
        },
      });
    } else {
      const detail = await this.details.detail(user, request.caseId);
      const selection =
        request.ranges && request.ranges.length > 0
          ? { ranges: request.ranges, exclude: request.exclude ?? false }
          : undefined;
      answer = await this.strategist.scenarioAnalysis({
        facts: await this.analysis.facts(detail, selection),
        isFiltered: request.isFiltered,
      });
    }
    return { ...answer, source: this.strategist.name };
  }
}
