import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

/** The libraries' sources, as vitest.shared.ts aliases them (a project may not import that file). */
const source = (path: string) => fileURLToPath(new URL(`../../../../libs/${path}`, import.meta.url));
const aliases = {
  '@parley/contracts': source('contracts/src/index.ts'),
  '@parley/scoring': source('scoring/src/index.ts'),
};

/**
 * The analysis worker thread imports @parley/contracts as plain JavaScript (Node 20 runs no TypeScript in a
 * worker). The tests bundle the library's sources for it, so that they need no build of the libraries.
 */
export async function bundleContractsFromSource(folder: string): Promise<string> {
  const outDir = join(folder, 'contracts');
  await build({
    configFile: false,
    logLevel: 'warn',
    root: folder,
    resolve: { alias: aliases },
    build: {
      lib: { entry: aliases['@parley/contracts'], formats: ['es'], fileName: () => 'contracts.mjs' },
      outDir,
      emptyOutDir: false,
      minify: false,
      copyPublicDir: false,
      reportCompressedSize: false,
    },
  });
  return join(outDir, 'contracts.mjs');
}
