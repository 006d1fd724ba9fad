import { Limits, Messages } from '@parley/contracts';
import type { CreateCaseRequest } from '@parley/contracts';
import { OptionalText, RequiredText } from '../../common/decorators/text.decorator.js';

export class CreateCaseDto implements CreateCaseRequest {
  @RequiredText('Case name', Limits.caseNameMax, Messages.caseNameRequired)
  name: string;

  @OptionalText('Goal', Limits.caseGoalMax)
  goal?: string | null;

  @OptionalText('Description', Limits.caseDescriptionMax)
  description?: string | null;
}
