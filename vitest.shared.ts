import { fileURLToPath } from 'node:url';

/** Tests and the dev server read the libraries from source, so a change needs no rebuild. */
export const workspaceAliases = {
  '@parley/contracts': fileURLToPath(new URL('./libs/contracts/src/index.ts', import.meta.url)),
  '@parley/scoring': fileURLToPath(new URL('./libs/scoring/src/index.ts', import.meta.url)),
};
