import { Limits, Messages } from '@parley/contracts';
import type { SaveScoreRequest } from '@parley/contracts';
import { IsId, IsWholeNumber } from '../../common/decorators/whole-number.decorator.js';

const { scoreMin, scoreMax } = Limits;

export class SaveScoreDto implements SaveScoreRequest {
  @IsId('partyId')
  partyId: number;

  @IsWholeNumber(scoreMin, scoreMax, Messages.wholeNumberBetween('Points', scoreMin, scoreMax))
  points: number;

  @IsId('issueId')
  issueId: number;

  @IsId('optionId')
  optionId: number;
}
