import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsObject, ValidateNested } from 'class-validator';
import { Limits } from '@parley/contracts';
import type { ScenarioAnalysisRequest } from '@parley/contracts';
import { AiCaseDataDto } from './ai-case-data.dto.js';
import { FiniteNumber, tooMany } from './ai-fields.js';
import { ScenarioFiguresDto } from './scenario-figures.dto.js';

export class AnalyzeScenariosDto implements ScenarioAnalysisRequest {
  @ValidateNested()
  @Type(() => ScenarioFiguresDto)
  @IsObject({ message: 'scenarioAnalysis must be an object' })
  scenarioAnalysis: ScenarioFiguresDto;

  @ArrayMaxSize(Limits.aiListMax, { message: tooMany('issues') })
  @IsArray({ message: 'issues must be a list' })
  issues: unknown[];

  @ValidateNested()
  @Type(() => AiCaseDataDto)
  @IsObject({ message: 'caseData must be an object' })
  caseData: AiCaseDataDto;

  @FiniteNumber('totalScenarios')
  totalScenarios: number;

  @IsBoolean({ message: 'isFiltered must be true or false' })
  isFiltered: boolean;
}
