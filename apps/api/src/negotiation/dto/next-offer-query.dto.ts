import { Transform } from 'class-transformer';
import { IsIn, IsOptional } from 'class-validator';
import { Messages, PLAN_PACES, RehearsalLimits } from '@parley/contracts';
import type { PlanPace } from '@parley/contracts';
import { IsWholeNumber } from '../../common/decorators/whole-number.decorator.js';

const { roundsMin, roundsMax } = RehearsalLimits;

/** GET /api/cases/:id/next-offer?rounds=…&pace=… (plain decimal digits; anything else is refused by the check). */
export class NextOfferQueryDto {
  @IsWholeNumber(roundsMin, roundsMax, Messages.wholeNumberBetween('rounds', roundsMin, roundsMax))
  @IsOptional()
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' && /^\d{1,6}$/.test(value) ? Number(value) : value,
  )
  rounds?: number;

  /** A name, exactly as listed (a repeated parameter arrives as an array and is refused). */
  @IsIn(PLAN_PACES, { message: `pace must be one of ${PLAN_PACES.join(', ')}` })
  @IsOptional()
  pace?: PlanPace;
}
