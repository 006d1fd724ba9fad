import { ArrayMaxSize, IsArray, IsObject, ValidateIf } from 'class-validator';
import { Limits } from '@parley/contracts';
import { FiniteNumber, tooMany } from './ai-fields.js';

/** The explorer's figures of the scenario request. */
export class ScenarioFiguresDto {
  @FiniteNumber('winRate')
  winRate: number;

  @FiniteNumber('averageUserScore')
  averageUserScore: number;

  @FiniteNumber('averageOpponentScore')
  averageOpponentScore: number;

  // Scenario lists as the explorer builds them: passed to the model as data, never interpreted here.
  @IsObject({ message: 'bestScenario must be an object' })
  @ValidateIf((_, v) => v !== undefined && v !== null)
  bestScenario?: unknown;

  @IsObject({ message: 'worstScenario must be an object' })
  @ValidateIf((_, v) => v !== undefined && v !== null)
  worstScenario?: unknown;

  @ArrayMaxSize(Limits.aiListMax, { message: tooMany('balancedScenarios') })
  @IsArray({ message: 'balancedScenarios must be a list' })
  @ValidateIf((_, v) => v !== undefined)
  balancedScenarios?: unknown[];

  @ArrayMaxSize(Limits.aiListMax, { message: tooMany('dominatingScenarios') })
  @IsArray({ message: 'dominatingScenarios must be a list' })
  @ValidateIf((_, v) => v !== undefined)
  dominatingScenarios?: unknown[];
}
