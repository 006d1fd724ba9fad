import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsObject, ValidateNested } from 'class-validator';
import { Limits } from '@parley/contracts';
import type { NegotiationInsightsRequest } from '@parley/contracts';
import { IsWholeNumber } from '../../common/decorators/whole-number.decorator.js';
import { AiCaseDataDto } from './ai-case-data.dto.js';
import { tooMany } from './ai-fields.js';
import { AiStrategicIssueDto } from './strategic-issue.dto.js';

export class GenerateInsightsDto implements NegotiationInsightsRequest {
  @ValidateNested()
  @Type(() => AiCaseDataDto)
  @IsObject({ message: 'caseData must be an object' })
  caseData: AiCaseDataDto;

  @ValidateNested({ each: true })
  @Type(() => AiStrategicIssueDto)
  @ArrayMaxSize(Limits.aiListMax, { message: tooMany('strategicIssues') })
  @IsArray({ message: 'strategicIssues must be a list' })
  strategicIssues: AiStrategicIssueDto[];

  @IsWholeNumber(0, Limits.aiListMax, `totalIssues must be a whole number from 0 to ${Limits.aiListMax}`)
  totalIssues: number;
}
