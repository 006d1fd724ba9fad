import { Logger, Module } from '@nestjs/common';
import { AnalysisModule } from '../analysis/analysis.module.js';
import { CaseDetailModule } from '../case-detail/case-detail.module.js';
import { CasesModule } from '../cases/cases.module.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { AiController } from './ai.controller.js';
import { AiService } from './ai.service.js';
import { OfflineStrategist } from './offline-strategist.js';
import { OpenAiStrategist } from './openai-strategist.js';
import { STRATEGIST, type Strategist } from './strategist.js';

/** OPENAI_API_KEY switches the strategist from the offline rules to an OpenAI-compatible model. */
const strategistProvider = {
  provide: STRATEGIST,
  inject: [APP_CONFIG],
  useFactory: (config: AppConfig): Strategist => {
    const strategist = config.openai ? new OpenAiStrategist(config.openai) : new OfflineStrategist();
    new Logger('AI').log(
      config.openai
        ? `Strategist: OpenAI-compatible model ${config.openai.model}${config.openai.baseURL ? ` at ${config.openai.baseURL}` : ''}`
        : 'Strategist: offline (set OPENAI_API_KEY for a language model)',
    );
    return strategist;
  },
};

@Module({
  imports: [AnalysisModule, CasesModule, CaseDetailModule],
  controllers: [AiController],
  providers: [strategistProvider, AiService],
})
export class AiModule {}
