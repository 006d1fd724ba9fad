import { Transform } from 'class-transformer';
import { IsOptional, IsTimeZone } from 'class-validator';
import { Messages, OfferLimits } from '@parley/contracts';
import { IsWholeNumber } from '../../common/decorators/whole-number.decorator.js';

/**
 * A query value of plain decimal digits as its number; anything else ("1e3", "0x3", "2.5", " 3", a repeated
 * parameter) stays as it came, so the whole-number check refuses it with its message.
 */
const QueryWholeNumber = () =>
  Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' && /^\d{1,6}$/.test(value) ? Number(value) : value,
  );

/**
 * GET /api/cases/:id/export?timeZone=…&offers=…&tolerance=…&target=… — the reader's IANA time zone, which the
 * browser knows, and the offer builder's settings for the report's equivalent offers (3 offers within 10 points
 * of the default target unless chosen).
 */
export class ExportCaseDto {
  @IsTimeZone({ message: 'timeZone must be an IANA time zone such as Europe/Berlin' })
  @IsOptional()
  timeZone?: string;

  @IsWholeNumber(
    OfferLimits.countMin,
    OfferLimits.countMax,
    Messages.wholeNumberBetween('offers', OfferLimits.countMin, OfferLimits.countMax),
  )
  @IsOptional()
  @QueryWholeNumber()
  offers?: number;

  @IsWholeNumber(
    OfferLimits.toleranceMin,
    OfferLimits.toleranceMax,
    Messages.wholeNumberBetween('tolerance', OfferLimits.toleranceMin, OfferLimits.toleranceMax),
  )
  @IsOptional()
  @QueryWholeNumber()
  tolerance?: number;

  @IsWholeNumber(
    OfferLimits.targetMin,
    OfferLimits.targetMax,
    Messages.wholeNumberBetween('target', OfferLimits.targetMin, OfferLimits.targetMax),
  )
  @IsOptional()
  @QueryWholeNumber()
  target?: number;
}
