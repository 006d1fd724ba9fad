import { join } from 'node:path';
import { build } from 'vite';
import { workspaceAliases } from '../../../../vitest.shared.ts';

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
    resolve: { alias: workspaceAliases },
    build: {
      lib: { entry: workspaceAliases['@parley/contracts'], formats: ['es'], fileName: () => 'contracts.mjs' },
      outDir,
      emptyOutDir: false,
      minify: false,
      copyPublicDir: false,
      reportCompressedSize: false,
    },
  });
  return join(outDir, 'contracts.mjs');
}
