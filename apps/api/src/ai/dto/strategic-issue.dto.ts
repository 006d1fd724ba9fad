import { IsIn } from 'class-validator';
import type { AiStrategicIssue } from '@parley/contracts';
import type { IssueCategory, TacticalPriority } from '@parley/scoring';
import { IsId, IsWholeNumber } from '../../common/decorators/whole-number.decorator.js';
import { AiText, FiniteNumber } from './ai-fields.js';

const CATEGORIES: IssueCategory[] = ['your-advantage', 'win-win', 'opponent-advantage', 'contested'];

/** One issue of the insight request, as the strategy tab reads it. */
export class AiStrategicIssueDto implements AiStrategicIssue {
  @IsId('id')
  id: number;

  @AiText('name')
  name: string;

  @AiText('description')
  description: string;

  @FiniteNumber('yourImportance')
  yourImportance: number;

  @FiniteNumber('opponentImportance')
  opponentImportance: number;

  @IsIn(CATEGORIES, { message: `category must be one of ${CATEGORIES.join(', ')}` })
  category: IssueCategory;

  @IsWholeNumber(1, 4, 'tacticalPriority must be a whole number from 1 to 4')
  tacticalPriority: TacticalPriority;
}
