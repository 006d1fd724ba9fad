#!/usr/bin/env node
// The lint and type checks of the named parts, each tsconfig's program built once for both (tools/lint/programs.mjs):
//   node tools/lint/check.mjs scoring contracts api web     (npm run lint:projects)
//   node tools/lint/check.mjs workspace                      (part of npm run lint:workspace)
// It lints what `eslint <paths>` lints, with the same rules, and reports the type errors `tsc -p <tsconfig>` reports,
// and exits non-zero on any ESLint error or type error. The parts need the libraries built (`nx run-many -t build`:
// the apps and tools import their dist/ types) and the Nx project graph in .nx/ that the build leaves behind
// (@nx/enforce-module-boundaries reads it).
import { ESLint } from 'eslint';
import { relative } from 'node:path';
import { performance } from 'node:perf_hooks';
import {
  ROOT,
  asEslintCommand,
  createHostCache,
  createTsconfigProgram,
  formatDiagnostics,
  programsConfig,
  tscDiagnostics,
} from './programs.mjs';

/**
 * What each part checks: `eslint` the paths its lint command lints, `tsc` the tsconfigs `tsc -p` checks, `programs`
 * tsconfigs built only for ESLint's type-aware rules (no type check ran on them before).
 * @type {Record<string, { eslint: string[], tsc: string[], programs?: string[] }>}
 */
export const PARTS = {
  scoring: { eslint: ['libs/scoring'], tsc: ['libs/scoring/tsconfig.json'] },
  contracts: { eslint: ['libs/contracts'], tsc: ['libs/contracts/tsconfig.json'] },
  api: { eslint: ['apps/api/src', 'apps/api/test'], tsc: ['apps/api/tsconfig.json'] },
  // The web's type check ran in its build before (`tsc -p tsconfig.app.json && tsc -p tsconfig.node.json`).
  web: { eslint: ['apps/web/src'], tsc: ['apps/web/tsconfig.app.json', 'apps/web/tsconfig.node.json'] },
  workspace: {
    eslint: ['e2e', 'bench', 'scripts', 'tools'],
    tsc: ['e2e/tsconfig.json', 'bench/tsconfig.json', 'tools/tsconfig.json'],
    programs: ['scripts/tsconfig.json'],
  },
};

const names = process.argv.slice(2);
const unknown = names.filter((name) => !(name in PARTS));
if (names.length === 0 || unknown.length > 0) {
  console.error(`usage: node tools/lint/check.mjs <${Object.keys(PARTS).join('|')}> …`);
  process.exit(2);
}
const verbose = process.env.LINT_CHECK_TIMES === '1';
const started = performance.now();
/** @param {string} what */
const took = (what) =>
  verbose && console.error(`${what}: ${((performance.now() - started) / 1000).toFixed(1)} s`);

const cache = createHostCache();
let failed = false;
const programs = [];
for (const name of names) {
  const part = PARTS[name];
  for (const tsconfig of part.tsc) {
    const built = createTsconfigProgram(tsconfig, { cache });
    programs.push(built);
    const diagnostics = tscDiagnostics(built.program);
    took(`type check ${tsconfig}`);
    if (diagnostics.length > 0) {
      failed = true;
      console.log(`\n> tsc -p ${tsconfig}\n${formatDiagnostics(diagnostics)}`);
      console.log(`Found ${diagnostics.length} error${diagnostics.length === 1 ? '' : 's'} in ${tsconfig}.`);
    }
  }
  for (const tsconfig of part.programs ?? []) programs.push(createTsconfigProgram(tsconfig, { cache }));
}

asEslintCommand();
const plain = new ESLint({ cwd: ROOT });
const eslint = new ESLint({ cwd: ROOT, overrideConfig: await programsConfig(plain, programs) });
const paths = names.flatMap((name) => PARTS[name].eslint);
const results = await eslint.lintFiles(paths);
took(`eslint ${paths.join(' ')}`);
const formatter = await eslint.loadFormatter('stylish');
const report = await formatter.format(results);
if (report.length > 0) console.log(`\n> eslint ${paths.join(' ')}${report}`);
if (results.some((result) => result.errorCount > 0 || result.fatalErrorCount > 0)) failed = true;

if (failed) {
  console.log(`\n> failed: node ${relative(ROOT, import.meta.filename)} ${names.join(' ')}`);
  process.exitCode = 1;
}
