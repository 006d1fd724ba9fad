import { defineConfig } from 'vitest/config';

/** Tests of the workspace tooling itself (the lint rules), run by `npm run lint` after Nx has linted each project. */
export default defineConfig({
  test: {
    include: ['tools/**/*.spec.ts'],
    environment: 'node',
    // Type-aware linting builds a TypeScript program per project: slow on a shared 2-core machine, and `npm test`
    // runs this suite in the background (under `nice`) beside the journeys. A hang detector, not a speed target.
    testTimeout: 300_000,
  },
});
