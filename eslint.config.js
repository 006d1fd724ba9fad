import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import nx from '@nx/eslint-plugin';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '.data/**', '.nx/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },

  // ── Workspace: project boundaries and type-checked rules for libs, e2e, bench, scripts ──
  // Project tags live in each project's package.json ("nx": { "tags" }); the rule reads Nx's cached project
  // graph, which `npm run lint` computes first (see tools/lint/boundaries.spec.ts, which proves a violation fails).
  {
    files: ['apps/**/*.{ts,tsx,mts}', 'libs/**/*.{ts,tsx,mts,js,mjs}'],
    plugins: { '@nx': nx },
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          allow: [],
          depConstraints: [
            // Pure math: depends on no project.
            { sourceTag: 'scope:scoring', onlyDependOnLibsWithTags: [] },
            // Shared types and constants may use the math's types and constants, nothing else.
            { sourceTag: 'scope:contracts', onlyDependOnLibsWithTags: ['scope:scoring'] },
            // Apps depend on the libraries only, never on each other.
            { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:lib'] },
          ],
        },
      ],
    },
  },
  // Promise mistakes need types: a floating promise hides a failure, a promise where a callback's result is
  // ignored runs unchecked. The apps' sections turn the same rules on for apps/.
  {
    files: [
      'libs/**/*.{ts,tsx,mts,js,mjs}',
      'e2e/**/*.ts',
      'bench/**/*.ts',
      'scripts/**/*.{ts,mjs}',
      'tools/**/*.ts',
    ],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },

  // ── apps/api: module boundaries ──
  // (Plugins are imported here, not at the top, so that each area's section stays self-contained.)
  {
    files: ['apps/api/**/*.ts'],
    plugins: { 'import-x': (await import('eslint-plugin-import-x')).importX },
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    settings: {
      // import-x reads only the extensions listed here; without .ts it resolves no import.
      'import-x/extensions': ['.ts', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
      // Imports name the emitted `.js`; the resolver maps them back to the `.ts` sources (its default alias).
      'import-x/resolver-next': [
        (await import('eslint-import-resolver-typescript')).createTypeScriptImportResolver({
          project: `${import.meta.dirname}/apps/api/tsconfig.json`,
        }),
      ],
    },
    // Import cycles are found once on the whole graph by tools/lint/import-cycles.spec.ts: import-x/no-cycle
    // followed every import again from each file and cost more than every other rule together.
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            {
              target: './apps/api/src/common',
              from: './apps/api/src',
              except: ['./common'],
              message: 'common/ serves every module and knows none: move the shared piece into common/.',
            },
          ],
        },
      ],
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },

  // ── apps/web: feature zones ──
  // Self-contained (its own imports), so that each area's section merges without touching the others.
  ...(await (async () => {
    const { readdirSync } = await import('node:fs');
    const { join } = await import('node:path');
    const { importX } = await import('eslint-plugin-import-x');
    const { createTypeScriptImportResolver } = await import('eslint-import-resolver-typescript');
    const WEB = './apps/web/src';
    const features = readdirSync(join(import.meta.dirname, WEB, 'features'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    /**
     * A feature imports only itself, components/ and lib/ (which holds the store, the one api slice features
     * inject their endpoints into, and the typed hooks); components/ and lib/ import no feature and nothing of
     * app/; so only app/ (the shell and the routes) composes features, and nothing imports it. testing/ (the
     * test harness) may build the real store and providers.
     */
    const zones = [
      ...features.map((feature) => ({
        target: `${WEB}/features/${feature}`,
        from: `${WEB}/features`,
        except: [`./${feature}`],
        message:
          'A feature imports no other feature: compose them in app/ (app/routes) and pass one into the other.',
      })),
      {
        // The saving room (what is saving, saved, failed, undoable) is used by the case's tabs and knows none of them.
        target: `${WEB}/features/case/saving`,
        from: ['points', 'issues', 'strategy', 'negotiate', 'components', 'charts'].map(
          (room) => `${WEB}/features/case/${room}`,
        ),
        message: 'The saving room imports none of the rooms that use it: put shared data at the case root.',
      },
      {
        target: `${WEB}/features`,
        from: `${WEB}/app`,
        message:
          'A feature imports nothing of app/ (the shell): the store, the api slice and the typed hooks are in lib/.',
      },
      {
        target: [`${WEB}/components`, `${WEB}/lib`],
        from: [`${WEB}/features`, `${WEB}/app`],
        message: 'Shared code (components/, lib/) knows no feature and no app wiring.',
      },
    ];
    return [
      {
        files: ['apps/web/**/*.{ts,tsx}'],
        languageOptions: { globals: { ...globals.browser } },
        plugins: { 'react-hooks': reactHooks },
        rules: reactHooks.configs.recommended.rules,
      },
      {
        // A promise nobody awaits hides its failure; one handed to an event prop is dropped by React.
        files: ['apps/web/**/*.{ts,tsx}'],
        languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
        rules: {
          '@typescript-eslint/no-floating-promises': 'error',
          '@typescript-eslint/no-misused-promises': 'error',
        },
      },
      {
        files: ['apps/web/src/**/*.{ts,tsx}'],
        plugins: { 'import-x': importX },
        settings: {
          // The zones follow imports through these files, so import-x must parse TypeScript too.
          'import-x/extensions': ['.ts', '.tsx', '.js'],
          'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
          'import-x/resolver-next': [
            createTypeScriptImportResolver({
              project: ['apps/web/tsconfig.app.json', 'apps/web/tsconfig.node.json'],
            }),
          ],
        },
        // Import cycles: tools/lint/import-cycles.spec.ts, as for the API.
        rules: {
          'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones }],
        },
      },
    ];
  })()),
);
