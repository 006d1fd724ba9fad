import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsObject, ValidateIf, ValidateNested } from 'class-validator';
import { IsId } from '../../common/decorators/whole-number.decorator.js';
import { Limits } from '@parley/contracts';
import type { ScenarioAnalysisRequest } from '@parley/contracts';
import { AiCaseDataDto } from './ai-case-data.dto.js';
import { FiniteNumber, tooMany } from './ai-fields.js';
import { PointsRangeDto } from './points-range.dto.js';
import { ScenarioFiguresDto } from './scenario-figures.dto.js';
import { MayBeOmitted } from '../../common/decorators/may-be-omitted.decorator.js';

const withoutCase = (dto: AnalyzeScenariosDto) => dto.caseId === undefined;

/**
 * With caseId the server computes every figure from the stored case (and the selection the ranges make);
 * without it, the client's figures (SPEC payload) are needed.
 */
export class AnalyzeScenariosDto implements ScenarioAnalysisRequest {
  @IsId('caseId')
  @MayBeOmitted()
  caseId?: number;

  @ValidateNested({ each: true })
  @Type(() => PointsRangeDto)
  @ArrayMaxSize(Limits.aiListMax, { message: tooMany('ranges') })
  @IsArray({ message: 'ranges must be a list' })
  @MayBeOmitted()
  ranges?: PointsRangeDto[];

  @IsBoolean({ message: 'exclude must be true or false' })
  @MayBeOmitted()
  exclude?: boolean;

  @ValidateIf(withoutCase)
  @ValidateNested()
  @Type(() => ScenarioFiguresDto)
  @IsObject({ message: 'scenarioAnalysis must be an object' })
  scenarioAnalysis?: ScenarioFiguresDto;

  @ValidateIf(withoutCase)
  @ArrayMaxSize(Limits.aiListMax, { message: tooMany('issues') })
  @IsArray({ message: 'issues must be a list' })
  issues?: unknown[];

  @ValidateIf(withoutCase)
  @ValidateNested()
  @Type(() => AiCaseDataDto)
  @IsObject({ message: 'caseData must be an object' })
  caseData?: AiCaseDataDto;

  @ValidateIf(withoutCase)
  @FiniteNumber('totalScenarios')
  totalScenarios?: number;

  @IsBoolean({ message: 'isFiltered must be true or false' })
  isFiltered: boolean;
}
