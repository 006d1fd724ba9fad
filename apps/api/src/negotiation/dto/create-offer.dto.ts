import { IsIn } from 'class-validator';
import { RehearsalLimits } from '@parley/contracts';
import type { CreateOfferRequest, OfferBy } from '@parley/contracts';
import { OptionalText } from '../../common/decorators/text.decorator.js';
import { IsOptionIdList } from '../option-ids.decorator.js';

/** An offer at the table; whether the ids fit the case's issues is checked against the case. */
export class CreateOfferDto implements CreateOfferRequest {
  @IsIn(['user', 'opponent'], { message: 'by must be user or opponent' })
  by: OfferBy;

  @IsOptionIdList(true)
  optionIds: (number | null)[];

  @OptionalText('Note', RehearsalLimits.offerNoteMax)
  note?: string | null;
}
