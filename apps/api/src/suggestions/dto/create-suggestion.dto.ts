import { Transform } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsIn, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { Limits, Messages, SUGGESTION_KINDS, TABLE_LIMITS } from '@parley/contracts';
import type { CreateSuggestionRequest, SuggestionKind } from '@parley/contracts';
import { MayBeOmitted } from '../../common/decorators/may-be-omitted.decorator.js';
import { RequiredText } from '../../common/decorators/text.decorator.js';
import { IsId } from '../../common/decorators/whole-number.decorator.js';

const trimmed = ({ value }: { value: unknown }) =>
  Array.isArray(value) ? value.map((v: unknown) => (typeof v === 'string' ? v.trim() : v)) : value;

/** POST /api/cases/:id/suggestions */
export class CreateSuggestionDto implements CreateSuggestionRequest {
  @IsIn(SUGGESTION_KINDS, { message: `kind must be one of ${SUGGESTION_KINDS.join(', ')}` })
  kind: SuggestionKind;

  @RequiredText('Name', TABLE_LIMITS.suggestionNameMax, 'A suggestion needs a name')
  name: string;

  @MayBeOmitted()
  @IsId('issueId')
  issueId?: number;

  @MayBeOmitted()
  @IsArray({ message: 'options must be a list of option names' })
  @ArrayMinSize(1, { message: Messages.optionRequired })
  @ArrayMaxSize(Limits.optionsPerIssueMax, { message: Messages.tooManyOptions(Limits.optionsPerIssueMax) })
  @IsString({ each: true, message: 'Each option name must be text' })
  @IsNotEmpty({ each: true, message: 'An option needs a name' })
  @MaxLength(Limits.optionNameMax, {
    each: true,
    message: Messages.tooLong('Option name', Limits.optionNameMax),
  })
  @Transform(trimmed)
  options?: string[];
}
