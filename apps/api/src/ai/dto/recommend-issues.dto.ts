import { ArrayMaxSize, IsArray, IsString, MaxLength } from 'class-validator';
import { Limits } from '@parley/contracts';
import type { AiIssuesRequest } from '@parley/contracts';
import { AiText, tooLong, tooMany } from './ai-fields.js';

export class RecommendIssuesDto implements AiIssuesRequest {
  @AiText('caseName')
  caseName: string;

  @AiText('goal', 'goal must be text (empty when there is none)')
  goal: string;

  @MaxLength(Limits.aiTextMax, { each: true, message: tooLong('Each existing issue') })
  @IsString({ each: true, message: 'existingIssues must be a list of names' })
  @ArrayMaxSize(Limits.aiListMax, { message: tooMany('existingIssues') })
  @IsArray({ message: 'existingIssues must be a list of names' })
  existingIssues: string[];
}
