import { Transform } from 'class-transformer';
import { IsOptional } from 'class-validator';
import { Messages, NegotiationLimits } from '@parley/contracts';
import type { OffersPageQuery } from '@parley/contracts';
import { IsWholeNumber } from '../../common/decorators/whole-number.decorator.js';

const OFFSET_MAX = 1_000_000;

/** Plain decimal digits become a number; anything else is left for the check to refuse. */
const digits = ({ value }: { value: unknown }) =>
  typeof value === 'string' && /^\d{1,7}$/.test(value) ? Number(value) : value;

/** GET /api/cases/:id/offers?limit=…&offset=… (issue 33): a page of the offers, newest first. */
export class OffersPageQueryDto implements OffersPageQuery {
  @IsWholeNumber(
    1,
    NegotiationLimits.offersPageMax,
    Messages.wholeNumberBetween('limit', 1, NegotiationLimits.offersPageMax),
  )
  @IsOptional()
  @Transform(digits)
  limit?: number;

  @IsWholeNumber(0, OFFSET_MAX, Messages.wholeNumberBetween('offset', 0, OFFSET_MAX))
  @IsOptional()
  @Transform(digits)
  offset?: number;
}
