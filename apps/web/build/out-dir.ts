import { join } from 'node:path';
import type { ResolvedConfig } from 'vite';

/** The build's output folder as an absolute path (the build plugins that work on the written files use it). */
export function outDirOf(config: ResolvedConfig): string {
  return config.build.outDir.startsWith('/') ? config.build.outDir : join(config.root, config.build.outDir);
}
