import { Init1763790000000 } from './1763790000000-init.js';

/** Every migration in order. Listed, not globbed, so ESM builds and tests load the same classes. */
export const migrations = [Init1763790000000];
