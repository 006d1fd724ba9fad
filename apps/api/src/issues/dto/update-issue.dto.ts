import { ValidateIf } from 'class-validator';
import { Limits, Messages } from '@parley/contracts';
import type { UpdateIssueRequest } from '@parley/contracts';
import { OptionalText, RequiredText } from '../../common/decorators/text.decorator.js';
import { IsWholeNumber } from '../../common/decorators/whole-number.decorator.js';
import { MayBeOmitted } from '../../common/decorators/may-be-omitted.decorator.js';

const priorityMessage = Messages.wholeNumberBetween('Priority', Limits.priorityMin, Limits.priorityMax);

/** The fields sent are changed, with the add-issue rules; a name, when sent, must still be a name. */
export class UpdateIssueDto implements UpdateIssueRequest {
  @RequiredText('Issue name', Limits.issueNameMax, Messages.issueNameRequired)
  @ValidateIf((_, value) => value !== undefined)
  name?: string;

  @OptionalText('Description', Limits.issueDescriptionMax)
  description?: string | null;

  @IsWholeNumber(Limits.priorityMin, Limits.priorityMax, priorityMessage)
  @MayBeOmitted()
  priority?: number;
}
