import type { AiCaseData } from '@parley/contracts';
import { AiText } from './ai-fields.js';

/** The case's texts, as the insight and scenario requests carry them. */
export class AiCaseDataDto implements AiCaseData {
  @AiText('name')
  name: string;

  @AiText('goal')
  goal: string;

  @AiText('description')
  description: string;
}
