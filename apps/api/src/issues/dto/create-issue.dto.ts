import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsNotEmpty,
  IsOptional,
  IsString,
  MaxLength,
  ValidateNested,
} from 'class-validator';
import { Limits, Messages } from '@parley/contracts';
import type { CreateIssueRequest } from '@parley/contracts';
import { trim, trimToNull } from '../../common/http/text-transforms.js';
import { IsWholeNumber } from '../../common/http/whole-number.decorator.js';
import { CreateOptionDto } from './option.dto.js';

const priorityMessage = Messages.wholeNumberBetween('Priority', Limits.priorityMin, Limits.priorityMax);

export class CreateIssueDto implements CreateIssueRequest {
  @Transform(trim)
  @MaxLength(Limits.issueNameMax, { message: Messages.tooLong('Issue name', Limits.issueNameMax) })
  @IsNotEmpty({ message: Messages.issueNameRequired })
  @IsString({ message: Messages.issueNameRequired })
  name: string;

  @Transform(trimToNull)
  @MaxLength(Limits.issueDescriptionMax, {
    message: Messages.tooLong('Description', Limits.issueDescriptionMax),
  })
  @IsString({ message: 'Description must be text' })
  @IsOptional()
  description?: string | null;

  @IsWholeNumber(Limits.priorityMin, Limits.priorityMax, priorityMessage)
  @IsOptional()
  priority?: number;

  @IsBoolean({ message: 'isAiSuggested must be true or false' })
  @IsOptional()
  isAiSuggested?: boolean;

  @ValidateNested({ each: true })
  @Type(() => CreateOptionDto)
  @ArrayMaxSize(Limits.optionsPerIssueMax, { message: Messages.tooManyOptions(Limits.optionsPerIssueMax) })
  @ArrayMinSize(1, { message: Messages.optionRequired })
  @IsArray({ message: Messages.optionRequired })
  options: CreateOptionDto[];
}
