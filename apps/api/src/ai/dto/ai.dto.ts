import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsNumber,
  IsObject,
  IsString,
  MaxLength,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { Limits } from '@parley/contracts';
import type {
  AiCaseData,
  AiIssuesRequest,
  AiStrategicIssue,
  NegotiationInsightsRequest,
  ScenarioAnalysisRequest,
} from '@parley/contracts';
import type { IssueCategory, TacticalPriority } from '@parley/scoring';
import { IsId, IsWholeNumber } from '../../common/http/whole-number.decorator.js';

const { aiTextMax, aiListMax } = Limits;
const tooLong = (label: string) => `${label} must be at most ${aiTextMax} characters`;
const tooMany = (label: string) => `${label} must hold at most ${aiListMax} items`;
const CATEGORIES: IssueCategory[] = ['your-advantage', 'win-win', 'opponent-advantage', 'contested'];

export class AiIssuesDto implements AiIssuesRequest {
  @MaxLength(aiTextMax, { message: tooLong('caseName') })
  @IsString({ message: 'caseName must be text' })
  caseName: string;

  @MaxLength(aiTextMax, { message: tooLong('goal') })
  @IsString({ message: 'goal must be text (empty when there is none)' })
  goal: string;

  @MaxLength(aiTextMax, { each: true, message: tooLong('Each existing issue') })
  @IsString({ each: true, message: 'existingIssues must be a list of names' })
  @ArrayMaxSize(aiListMax, { message: tooMany('existingIssues') })
  @IsArray({ message: 'existingIssues must be a list of names' })
  existingIssues: string[];
}

export class AiCaseDataDto implements AiCaseData {
  @MaxLength(aiTextMax, { message: tooLong('name') })
  @IsString({ message: 'name must be text' })
  name: string;

  @MaxLength(aiTextMax, { message: tooLong('goal') })
  @IsString({ message: 'goal must be text' })
  goal: string;

  @MaxLength(aiTextMax, { message: tooLong('description') })
  @IsString({ message: 'description must be text' })
  description: string;
}

export class AiStrategicIssueDto implements AiStrategicIssue {
  @IsId('id')
  id: number;

  @MaxLength(aiTextMax, { message: tooLong('name') })
  @IsString({ message: 'name must be text' })
  name: string;

  @MaxLength(aiTextMax, { message: tooLong('description') })
  @IsString({ message: 'description must be text' })
  description: string;

  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'yourImportance must be a number' })
  yourImportance: number;

  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'opponentImportance must be a number' })
  opponentImportance: number;

  @IsIn(CATEGORIES, { message: `category must be one of ${CATEGORIES.join(', ')}` })
  category: IssueCategory;

  @IsWholeNumber(1, 4, 'tacticalPriority must be a whole number from 1 to 4')
  tacticalPriority: TacticalPriority;
}

export class NegotiationInsightsDto implements NegotiationInsightsRequest {
  @ValidateNested()
  @Type(() => AiCaseDataDto)
  @IsObject({ message: 'caseData must be an object' })
  caseData: AiCaseDataDto;

  @ValidateNested({ each: true })
  @Type(() => AiStrategicIssueDto)
  @ArrayMaxSize(aiListMax, { message: tooMany('strategicIssues') })
  @IsArray({ message: 'strategicIssues must be a list' })
  strategicIssues: AiStrategicIssueDto[];

  @IsWholeNumber(0, aiListMax, `totalIssues must be a whole number from 0 to ${aiListMax}`)
  totalIssues: number;
}

class ScenarioFiguresDto {
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'winRate must be a number' })
  winRate: number;

  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'averageUserScore must be a number' })
  averageUserScore: number;

  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'averageOpponentScore must be a number' })
  averageOpponentScore: number;

  // Scenario lists as the explorer builds them: passed to the model as data, never interpreted here.
  @IsObject({ message: 'bestScenario must be an object' })
  @ValidateIf((_, v) => v !== undefined && v !== null)
  bestScenario?: unknown;

  @IsObject({ message: 'worstScenario must be an object' })
  @ValidateIf((_, v) => v !== undefined && v !== null)
  worstScenario?: unknown;

  @ArrayMaxSize(aiListMax, { message: tooMany('balancedScenarios') })
  @IsArray({ message: 'balancedScenarios must be a list' })
  @ValidateIf((_, v) => v !== undefined)
  balancedScenarios?: unknown[];

  @ArrayMaxSize(aiListMax, { message: tooMany('dominatingScenarios') })
  @IsArray({ message: 'dominatingScenarios must be a list' })
  @ValidateIf((_, v) => v !== undefined)
  dominatingScenarios?: unknown[];
}

export class ScenarioAnalysisDto implements ScenarioAnalysisRequest {
  @ValidateNested()
  @Type(() => ScenarioFiguresDto)
  @IsObject({ message: 'scenarioAnalysis must be an object' })
  scenarioAnalysis: ScenarioFiguresDto;

  @ArrayMaxSize(aiListMax, { message: tooMany('issues') })
  @IsArray({ message: 'issues must be a list' })
  issues: unknown[];

  @ValidateNested()
  @Type(() => AiCaseDataDto)
  @IsObject({ message: 'caseData must be an object' })
  caseData: AiCaseDataDto;

  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'totalScenarios must be a number' })
  totalScenarios: number;

  @IsBoolean({ message: 'isFiltered must be true or false' })
  isFiltered: boolean;
}
