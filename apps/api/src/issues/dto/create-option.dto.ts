import { Limits, Messages } from '@parley/contracts';
import type { CreateOptionRequest } from '@parley/contracts';
import { OptionalText, RequiredText } from '../../common/decorators/text.decorator.js';

export class CreateOptionDto implements CreateOptionRequest {
  @RequiredText('Option name', Limits.optionNameMax, Messages.optionNameRequired)
  name: string;

  @OptionalText('Description', Limits.optionDescriptionMax)
  description?: string | null;
}
