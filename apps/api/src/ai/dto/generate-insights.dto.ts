import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsObject, ValidateIf, ValidateNested } from 'class-validator';
import { Limits } from '@parley/contracts';
import type { NegotiationInsightsRequest } from '@parley/contracts';
import { IsId, IsWholeNumber } from '../../common/decorators/whole-number.decorator.js';
import { AiCaseDataDto } from './ai-case-data.dto.js';
import { tooMany } from './ai-fields.js';
import { AiStrategicIssueDto } from './strategic-issue.dto.js';
import { MayBeOmitted } from '../../common/decorators/may-be-omitted.decorator.js';

const withoutCase = (dto: GenerateInsightsDto) => dto.caseId === undefined;

/** With caseId the server computes every figure; without it, the client's figures (SPEC payload) are needed. */
export class GenerateInsightsDto implements NegotiationInsightsRequest {
  @IsId('caseId')
  @MayBeOmitted()
  caseId?: number;

  @ValidateIf(withoutCase)
  @ValidateNested()
  @Type(() => AiCaseDataDto)
  @IsObject({ message: 'caseData must be an object' })
  caseData?: AiCaseDataDto;

  @ValidateIf(withoutCase)
  @ValidateNested({ each: true })
  @Type(() => AiStrategicIssueDto)
  @ArrayMaxSize(Limits.aiListMax, { message: tooMany('strategicIssues') })
  @IsArray({ message: 'strategicIssues must be a list' })
  strategicIssues?: AiStrategicIssueDto[];

  @ValidateIf(withoutCase)
  @IsWholeNumber(0, Limits.aiListMax, `totalIssues must be a whole number from 0 to ${Limits.aiListMax}`)
  totalIssues?: number;
}
