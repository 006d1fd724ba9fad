import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';
import { outDirOf } from './out-dir';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text files worth compressing; images and fonts are compressed already. */
const TEXT = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;
/** Below this the headers outweigh the saving. */
const MIN_BYTES = 1024;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((e) =>
      e.isDirectory() ? filesUnder(join(dir, e.name)) : Promise.resolve([join(dir, e.name)]),
    ),
  );
  return nested.flat();
}

/**
 * Writes `.br` and `.gz` beside every text file of the build, at the highest levels: compressed once here, the
 * server sends them as they are (@fastify/static's preCompressed) instead of compressing on every request.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'parley-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = outDirOf(config);
    },
    async closeBundle() {
      const files = (await filesUnder(outDir)).filter((f) => TEXT.test(f));
      await Promise.all(
        files.map(async (file) => {
          if ((await stat(file)).size < MIN_BYTES) return;
          const content = await readFile(file);
          await writeFile(
            `${file}.br`,
            await brotli(content, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            }),
          );
          await writeFile(`${file}.gz`, await gz(content, { level: 9 }));
        }),
      );
    },
  };
}
