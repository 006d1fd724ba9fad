import { ValidateIf } from 'class-validator';
import { Limits, Messages } from '@parley/contracts';
import type { UpdateOptionRequest } from '@parley/contracts';
import { OptionalText, RequiredText } from '../../common/decorators/text.decorator.js';

/** The fields sent are changed; a name, when sent, must still be a name. */
export class UpdateOptionDto implements UpdateOptionRequest {
  @RequiredText('Option name', Limits.optionNameMax, Messages.optionNameRequired)
  @ValidateIf((_, value) => value !== undefined)
  name?: string;

  @OptionalText('Description', Limits.optionDescriptionMax)
  description?: string | null;
}
