import { IsIn } from 'class-validator';
import { MEMBER_ROLES } from '@parley/contracts';
import type { MemberRole, UpdateMemberRequest } from '@parley/contracts';

/** PATCH /api/cases/:id/members/:userId */
export class UpdateMemberDto implements UpdateMemberRequest {
  @IsIn(MEMBER_ROLES, { message: `role must be one of ${MEMBER_ROLES.join(', ')}` })
  role: MemberRole;
}
