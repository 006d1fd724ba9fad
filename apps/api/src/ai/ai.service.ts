import { Inject, Injectable } from '@nestjs/common';
import type {
  IssueRecommendation,
  NegotiationInsightsResponse,
  ScenarioAnalysisResponse,
} from '@parley/contracts';
import type { User } from '../auth/user.entity.js';
import { CasesService } from '../cases/cases.service.js';
import type { AnalyzeScenariosDto } from './dto/analyze-scenarios.dto.js';
import type { GenerateInsightsDto } from './dto/generate-insights.dto.js';
import type { RecommendIssuesDto } from './dto/recommend-issues.dto.js';
import { STRATEGIST, type Strategist } from './strategist.js';

/** Asks the configured strategist (offline rules or a model); issue ideas only for the user's own case. */
@Injectable()
export class AiService {
  constructor(
    @Inject(STRATEGIST) private readonly strategist: Strategist,
    private readonly cases: CasesService,
  ) {}

  async recommendIssues(
    user: User,
    caseId: number,
    request: RecommendIssuesDto,
  ): Promise<IssueRecommendation[]> {
    await this.cases.findOwned(user, caseId);
    return this.strategist.recommendIssues(request);
  }

  negotiationInsights(request: GenerateInsightsDto): Promise<NegotiationInsightsResponse> {
    return this.strategist.negotiationInsights(request);
  }

  scenarioAnalysis(request: AnalyzeScenariosDto): Promise<ScenarioAnalysisResponse> {
    return this.strategist.scenarioAnalysis(request);
  }
}
