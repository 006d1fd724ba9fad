import type { RehearsalOfferRequest } from '@parley/contracts';
import { IsOptionIdList } from '../option-ids.decorator.js';

/** The person's package in a rehearsal: one option of each issue. */
export class RehearsalOfferDto implements RehearsalOfferRequest {
  @IsOptionIdList(false)
  optionIds: number[];
}
