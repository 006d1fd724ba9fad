import { Limits, Messages } from '@parley/contracts';
import type { PartyScore } from '@parley/contracts';
import { IsId, IsWholeNumber } from '../../common/decorators/whole-number.decorator.js';

const { scoreMin, scoreMax } = Limits;

/** One option's points in a batch save. */
export class PartyScoreDto implements PartyScore {
  @IsId('issueId')
  issueId: number;

  @IsId('optionId')
  optionId: number;

  @IsWholeNumber(scoreMin, scoreMax, Messages.wholeNumberBetween('Points', scoreMin, scoreMax))
  points: number;
}
