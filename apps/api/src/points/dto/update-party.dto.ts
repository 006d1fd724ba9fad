import { IsString, MaxLength, ValidateIf } from 'class-validator';
import { Limits, Messages } from '@parley/contracts';
import type { UpdatePartyRequest } from '@parley/contracts';
import { IsWholeNumber } from '../../common/decorators/whole-number.decorator.js';
import { MayBeOmitted } from '../../common/decorators/may-be-omitted.decorator.js';

/** No party can total more than every issue at its highest score; the service checks the party's own maximum. */
const WALK_AWAY_CEILING = Limits.issuesPerCaseMax * Limits.scoreMax;

/** A missing reservationValue fails as a wrong number; null clears the walk-away total. */
export class UpdatePartyDto implements UpdatePartyRequest {
  @ValidateIf((_, value) => value !== null)
  @IsWholeNumber(0, WALK_AWAY_CEILING, Messages.wholeNumberBetween('Walk-away total', 0, WALK_AWAY_CEILING))
  reservationValue: number | null;

  // Stacked decorators apply from the bottom up, and the first applied is checked first: the type before the
  // length, so that a null is called what it is rather than too long.
  @MayBeOmitted()
  @MaxLength(Limits.alternativeMax, { message: Messages.tooLong('Alternative', Limits.alternativeMax) })
  @IsString({ message: Messages.alternativeNotText })
  alternative?: string;
}
