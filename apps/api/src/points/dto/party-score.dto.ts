import { Limits, Messages } from '@parley/contracts';
import type { PartyScore } from '@parley/contracts';
import { ValidateIf } from 'class-validator';
import { IsId, IsWholeNumber } from '../../common/decorators/whole-number.decorator.js';

const { scoreMin, scoreMax } = Limits;

/** One option's points in a batch save, or null to remove them. */
export class PartyScoreDto implements PartyScore {
  @IsId('issueId')
  issueId: number;

  @IsId('optionId')
  optionId: number;

  /** null removes the option's points: an undo back to an option that had none. */
  @ValidateIf((_, value) => value !== null)
  @IsWholeNumber(scoreMin, scoreMax, Messages.wholeNumberBetween('Points', scoreMin, scoreMax))
  points: number | null;
}
