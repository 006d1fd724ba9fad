import { IsIn } from 'class-validator';
import { Messages, REHEARSAL_STYLES, RehearsalLimits } from '@parley/contracts';
import type { CreateRehearsalRequest, RehearsalStyle } from '@parley/contracts';
import { MayBeOmitted } from '../../common/decorators/may-be-omitted.decorator.js';
import { IsWholeNumber } from '../../common/decorators/whole-number.decorator.js';

const { roundsMin, roundsMax, seedMax } = RehearsalLimits;

/** A rehearsal's settings; without a seed the API draws one. */
export class CreateRehearsalDto implements CreateRehearsalRequest {
  @IsIn(REHEARSAL_STYLES, { message: `style must be one of ${REHEARSAL_STYLES.join(', ')}` })
  style: RehearsalStyle;

  @IsWholeNumber(roundsMin, roundsMax, Messages.wholeNumberBetween('Rounds', roundsMin, roundsMax))
  rounds: number;

  @MayBeOmitted()
  @IsWholeNumber(0, seedMax, Messages.wholeNumberBetween('Seed', 0, seedMax))
  seed?: number;
}
