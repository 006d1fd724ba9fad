import { SetMetadata } from '@nestjs/common';

export const IS_PUBLIC = 'parley:isPublic';
/** The route answers without a session (sign-in, sign-out, health). Everything else needs one. */
export const Public = () => SetMetadata(IS_PUBLIC, true);
