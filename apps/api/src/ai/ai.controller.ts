import { Body, Controller, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import type {
  AiIssuesResponse,
  NegotiationInsightsResponse,
  ScenarioAnalysisResponse,
} from '@parley/contracts';
import { CurrentUser } from '../auth/current-user.decorator.js';
import type { User } from '../auth/user.entity.js';
import { ParseIdPipe } from '../common/pipes/parse-id.pipe.js';
import { RateLimited } from '../rate-limit/rate-limit.js';
import { AiService } from './ai.service.js';
import { AnalyzeScenariosDto } from './dto/analyze-scenarios.dto.js';
import { GenerateInsightsDto } from './dto/generate-insights.dto.js';
import { RecommendIssuesDto } from './dto/recommend-issues.dto.js';

/** The AI routes (docs/product.md, Routes). They answer 200: they compute, they create nothing. */
@Controller()
@RateLimited('ai')
export class AiController {
  constructor(private readonly ai: AiService) {}

  @Post('cases/:id/ai-issues')
  @HttpCode(HttpStatus.OK)
  async issues(
    @CurrentUser() user: User,
    @Param('id', ParseIdPipe) caseId: number,
    @Body() dto: RecommendIssuesDto,
  ): Promise<AiIssuesResponse> {
    return this.ai.recommendIssues(user, caseId, dto);
  }

  @Post('ai/negotiation-insights')
  @HttpCode(HttpStatus.OK)
  insights(
    @CurrentUser() user: User,
    @Body() dto: GenerateInsightsDto,
  ): Promise<NegotiationInsightsResponse> {
    return this.ai.negotiationInsights(user, dto);
  }

  @Post('ai/scenario-analysis')
  @HttpCode(HttpStatus.OK)
  scenarios(@CurrentUser() user: User, @Body() dto: AnalyzeScenariosDto): Promise<ScenarioAnalysisResponse> {
    return this.ai.scenarioAnalysis(user, dto);
  }
}
