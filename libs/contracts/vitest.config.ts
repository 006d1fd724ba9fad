import { defineConfig } from 'vitest/config';
import { workspaceAliases } from '../../vitest.shared.ts';

export default defineConfig({
  // @parley/scoring from its sources, so that these tests need no build of it.
  resolve: { alias: workspaceAliases },
  test: { include: ['src/**/*.spec.ts'], environment: 'node' },
});
