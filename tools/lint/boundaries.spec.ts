import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { ROOT, asEslintCommand, createHostCache, createTsconfigProgram } from './programs.mjs';

/**
 * The architecture rules of eslint.config.js, proven on snippets linted in memory in place of a real file:
 * the path decides which rules apply, and it must exist because the type-aware rules only know the files
 * their tsconfig lists (nothing is written to disk). A case names the rule that must report, or `null` when
 * the snippet must pass clean. Add a row for every boundary the config enforces.
 *
 * The snippet is linted as `npm run lint` lints (tools/lint/check.mjs): with a program of the file's tsconfig,
 * handed to ESLint in place of the project service. That program holds the snippet alone, with the tsconfig's
 * options and its imports not followed: the type-aware rules proven here need the snippet's own types, and a
 * program of the whole project was most of this suite's time (docs/performance.md, Session 19).
 *
 * The Nx rule reads the project graph Nx caches; `npm run lint` runs Nx first, which computes it. Without it
 * the rule skips itself silently, and the first rows here fail. As in tools/lint/check.mjs, the process reads as
 * the ESLint command, so the rule keeps the graph it read for the next file: the rows after the first prove it
 * still reports with the graph it kept.
 */
interface LintCase {
  name: string;
  filePath: string;
  code: string;
  rule: string | null;
}

const BOUNDARIES = '@nx/enforce-module-boundaries';

const CASES: LintCase[] = [
  {
    name: 'libs/scoring depends on no project',
    filePath: 'libs/scoring/src/points.ts',
    code: "import { Limits } from '@parley/contracts';\n\nexport const longest = Limits.caseNameMax;\n",
    rule: BOUNDARIES,
  },
  {
    name: 'a library never reaches into an app',
    filePath: 'libs/contracts/src/limits.ts',
    code: "import { AppModule } from '../../../apps/api/src/app.module.js';\n\nexport const root = AppModule;\n",
    rule: BOUNDARIES,
  },
  {
    name: 'an app never imports another app',
    filePath: 'apps/web/src/main.tsx',
    code: "import { AppModule } from '../../api/src/app.module.js';\n\nexport const root = AppModule;\n",
    rule: BOUNDARIES,
  },
  {
    name: 'a promise is awaited or handled',
    filePath: 'e2e/support/browser.ts',
    code: 'async function save(): Promise<void> {}\n\nexport function leave(): void {\n  save();\n}\n',
    rule: '@typescript-eslint/no-floating-promises',
  },
  {
    name: 'a promise is not used as a condition',
    filePath: 'libs/scoring/src/points.ts',
    code: 'async function ready(): Promise<boolean> {\n  return true;\n}\n\nexport function go(): number {\n  return ready() ? 1 : 0;\n}\n',
    rule: '@typescript-eslint/no-misused-promises',
  },
  {
    name: "the API's common/ imports no feature module",
    filePath: 'apps/api/src/common/html/escape-html.ts',
    code: "import type { User } from '../../auth/user.entity.js';\n\nexport const idOf = (user: User): number => user.id;\n",
    rule: 'import-x/no-restricted-paths',
  },
  {
    name: 'an API promise is awaited or handled',
    filePath: 'apps/api/src/health/health.service.ts',
    code: 'async function ping(): Promise<void> {}\n\nexport function check(): void {\n  ping();\n}\n',
    rule: '@typescript-eslint/no-floating-promises',
  },
  {
    name: 'a web feature never imports another feature',
    filePath: 'apps/web/src/features/case/CasePage.tsx',
    code: "import { AiIssuePanel } from '../ai/AiIssuePanel';\n\nexport const panel = AiIssuePanel;\n",
    rule: 'import-x/no-restricted-paths',
  },
  {
    name: "the web's shared components know no feature",
    filePath: 'apps/web/src/components/StatCard.tsx',
    code: "import { AiIssuePanel } from '../features/ai/AiIssuePanel';\n\nexport const panel = AiIssuePanel;\n",
    rule: 'import-x/no-restricted-paths',
  },
  {
    name: 'a web feature reaches app/ only through the api slice and hooks',
    filePath: 'apps/web/src/features/case/CasePage.tsx',
    code: "import { AppRoutes } from '../../app/router';\n\nexport const routes = AppRoutes;\n",
    rule: 'import-x/no-restricted-paths',
  },
  {
    name: 'clean: libs/contracts uses libs/scoring and awaits its promises',
    filePath: 'libs/contracts/src/limits.ts',
    code:
      "import { POINTS_MAX } from '@parley/scoring';\n\n" +
      'async function save(): Promise<number> {\n  return POINTS_MAX;\n}\n\n' +
      'export async function leave(): Promise<number> {\n  return await save();\n}\n',
    rule: null,
  },
];

asEslintCommand();
const cache = createHostCache();

/** The tsconfig the project service would pick for a file: the nearest one up, or the web's own for its sources. */
function tsconfigOf(filePath: string): string {
  if (filePath.startsWith('apps/web/src/')) return 'apps/web/tsconfig.app.json';
  for (let dir = dirname(resolve(ROOT, filePath)); dir.startsWith(ROOT); dir = dirname(dir)) {
    if (existsSync(join(dir, 'tsconfig.json'))) return join(dir, 'tsconfig.json');
  }
  throw new Error(`no tsconfig for ${filePath}`);
}

async function lintSnippet(code: string, filePath: string): Promise<ESLint.LintResult | undefined> {
  const tsconfig = tsconfigOf(filePath);
  const file = resolve(ROOT, filePath);
  const { program } = createTsconfigProgram(tsconfig, {
    cache,
    overrides: new Map([[file, code]]),
    only: [file],
  });
  const eslint = new ESLint({
    cwd: ROOT,
    overrideConfig: [
      {
        files: [filePath],
        languageOptions: { parserOptions: { projectService: false, programs: [program] } },
      },
    ],
  });
  const [result] = await eslint.lintText(code, { filePath });
  return result;
}

describe('eslint.config.js', () => {
  it.each(CASES)('$name', async ({ filePath, code, rule }) => {
    const result = await lintSnippet(code, filePath);
    const messages = result?.messages ?? [];
    // A parsing or configuration error would hide every rule: it never counts as the expected report.
    expect(messages.filter((message) => message.fatal === true)).toEqual([]);
    if (rule === null) expect(messages).toEqual([]);
    else expect(messages.map((message) => message.ruleId)).toContain(rule);
  });
});
