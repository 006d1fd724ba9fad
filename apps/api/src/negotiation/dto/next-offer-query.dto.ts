import { Transform } from 'class-transformer';
import { IsOptional } from 'class-validator';
import { Messages, RehearsalLimits } from '@parley/contracts';
import { IsWholeNumber } from '../../common/decorators/whole-number.decorator.js';

const { roundsMin, roundsMax } = RehearsalLimits;

/** GET /api/cases/:id/next-offer?rounds=… (plain decimal digits; anything else is refused by the check). */
export class NextOfferQueryDto {
  @IsWholeNumber(roundsMin, roundsMax, Messages.wholeNumberBetween('rounds', roundsMin, roundsMax))
  @IsOptional()
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' && /^\d{1,6}$/.test(value) ? Number(value) : value,
  )
  rounds?: number;
}
