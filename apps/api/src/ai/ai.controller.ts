import { Body, Controller, HttpCode, HttpStatus, Inject, Param, Post } from '@nestjs/common';
import type {
  AiIssuesResponse,
  NegotiationInsightsResponse,
  ScenarioAnalysisResponse,
} from '@parley/contracts';
import type { User } from '../auth/user.entity.js';
import { CasesService } from '../cases/cases.service.js';
import { CurrentUser } from '../common/decorators/current-user.decorator.js';
import { ParseIdPipe } from '../common/http/parse-id.pipe.js';
import { RateLimited } from '../common/rate-limit/rate-limit.js';
import { AiIssuesDto, NegotiationInsightsDto, ScenarioAnalysisDto } from './dto/ai.dto.js';
import { STRATEGIST, type Strategist } from './strategist.js';

/** The AI routes of SPEC §7. They answer 200 (they compute, they create nothing). */
@Controller()
@RateLimited('ai')
export class AiController {
  constructor(
    @Inject(STRATEGIST) private readonly strategist: Strategist,
    private readonly cases: CasesService,
  ) {}

  @Post('cases/:id/ai-issues')
  @HttpCode(HttpStatus.OK)
  async issues(
    @CurrentUser() user: User,
    @Param('id', ParseIdPipe) caseId: number,
    @Body() dto: AiIssuesDto,
  ): Promise<AiIssuesResponse> {
    await this.cases.findOwned(user, caseId);
    return { recommendations: await this.strategist.recommendIssues(dto) };
  }

  @Post('ai/negotiation-insights')
  @HttpCode(HttpStatus.OK)
  insights(@Body() dto: NegotiationInsightsDto): Promise<NegotiationInsightsResponse> {
    return this.strategist.negotiationInsights(dto);
  }

  @Post('ai/scenario-analysis')
  @HttpCode(HttpStatus.OK)
  scenarios(@Body() dto: ScenarioAnalysisDto): Promise<ScenarioAnalysisResponse> {
    return this.strategist.scenarioAnalysis(dto);
  }
}
