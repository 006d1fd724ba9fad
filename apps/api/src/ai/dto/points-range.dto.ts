import { IsIn } from 'class-validator';
import { Limits } from '@parley/contracts';
import type { Party, PointsRange } from '@parley/scoring';
import { IsWholeNumber } from '../../common/decorators/whole-number.decorator.js';
import { FiniteNumber } from './ai-fields.js';

/** One of the explorer's axis ranges: an issue (by position), a party, and the inclusive points range. */
export class PointsRangeDto implements PointsRange {
  @IsWholeNumber(
    0,
    Limits.issuesPerCaseMax - 1,
    `issueIndex must be a whole number from 0 to ${Limits.issuesPerCaseMax - 1}`,
  )
  issueIndex: number;

  @IsIn(['user', 'opponent'], { message: 'party must be user or opponent' })
  party: Party;

  @FiniteNumber('min')
  min: number;

  @FiniteNumber('max')
  max: number;
}
