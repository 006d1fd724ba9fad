import { IsEmail, IsIn, MaxLength } from 'class-validator';
import { LINK_ROLES, Messages, SHARE_LINK_DEFAULTS } from '@parley/contracts';
import type { CreateShareLinkRequest, LinkRole } from '@parley/contracts';
import { MayBeOmitted } from '../../common/decorators/may-be-omitted.decorator.js';
import { IsWholeNumber } from '../../common/decorators/whole-number.decorator.js';

const { expiresInDaysMax, maxUsesMax } = SHARE_LINK_DEFAULTS;

/** POST /api/cases/:id/share-links */
export class CreateShareLinkDto implements CreateShareLinkRequest {
  @IsIn(LINK_ROLES, { message: `role must be one of ${LINK_ROLES.join(', ')}` })
  role: LinkRole;

  @MayBeOmitted()
  @MaxLength(320, { message: Messages.tooLong('E-mail', 320) })
  @IsEmail({}, { message: 'email must be an e-mail address' })
  email?: string;

  @MayBeOmitted()
  @IsWholeNumber(1, expiresInDaysMax, Messages.wholeNumberBetween('expiresInDays', 1, expiresInDaysMax))
  expiresInDays?: number;

  @MayBeOmitted()
  @IsWholeNumber(1, maxUsesMax, Messages.wholeNumberBetween('maxUses', 1, maxUsesMax))
  maxUses?: number;
}
