import { SetMetadata } from '@nestjs/common';

export const MEMBER_ACCESS = 'parley:memberAccess';
/**
 * A case's route (issue 35): a person without access (trial or Pro ended) is let through the subscription gate,
 * and the case's own access check decides: they may read a case shared with them, never their own, and change
 * nothing (case-access.ts, assertRole).
 */
export const MemberAccess = () => SetMetadata(MEMBER_ACCESS, true);
