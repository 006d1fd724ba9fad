import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsBoolean, ValidateNested } from 'class-validator';
import { Limits, Messages } from '@parley/contracts';
import type { CreateIssueRequest } from '@parley/contracts';
import { OptionalText, RequiredText } from '../../common/decorators/text.decorator.js';
import { IsWholeNumber } from '../../common/decorators/whole-number.decorator.js';
import { CreateOptionDto } from './create-option.dto.js';
import { MayBeOmitted } from '../../common/decorators/may-be-omitted.decorator.js';

const priorityMessage = Messages.wholeNumberBetween('Priority', Limits.priorityMin, Limits.priorityMax);

export class CreateIssueDto implements CreateIssueRequest {
  @RequiredText('Issue name', Limits.issueNameMax, Messages.issueNameRequired)
  name: string;

  @OptionalText('Description', Limits.issueDescriptionMax)
  description?: string | null;

  @IsWholeNumber(Limits.priorityMin, Limits.priorityMax, priorityMessage)
  @MayBeOmitted()
  priority?: number;

  @IsBoolean({ message: 'isAiSuggested must be true or false' })
  @MayBeOmitted()
  isAiSuggested?: boolean;

  @ValidateNested({ each: true })
  @Type(() => CreateOptionDto)
  @ArrayMaxSize(Limits.optionsPerIssueMax, { message: Messages.tooManyOptions(Limits.optionsPerIssueMax) })
  @ArrayMinSize(1, { message: Messages.optionRequired })
  @IsArray({ message: Messages.optionRequired })
  options: CreateOptionDto[];
}
