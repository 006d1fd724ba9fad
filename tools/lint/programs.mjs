// One TypeScript program per tsconfig, built once and used twice: for the type check (the diagnostics `tsc -p`
// reports) and for ESLint's type-aware rules (handed over as `parserOptions.programs`, in place of the project
// service, which built the same program again). Programs built in one process share a cache of parsed source
// files, so lib and node_modules declarations are parsed once, not once per program (docs/decisions.md,
// "One program per tsconfig for the type check and ESLint").
import { dirname, join, resolve } from 'node:path';
import ts from 'typescript';

/** The repository root. */
export const ROOT = resolve(import.meta.dirname, '../..');

/**
 * A compiler host cache shared by programs: source files by name and by everything that changes how a file
 * parses (language version, module format, JSX and module detection, JSDoc parsing), and the file system
 * lookups module resolution repeats.
 */
export function createHostCache() {
  return {
    /** @type {Map<string, ts.SourceFile | undefined>} */
    sourceFiles: new Map(),
    /** @type {Map<string, boolean>} */
    fileExists: new Map(),
    /** @type {Map<string, boolean>} */
    directoryExists: new Map(),
    /** @type {Map<string, string | undefined>} */
    readFile: new Map(),
    /** @type {Map<string, string>} */
    realpath: new Map(),
  };
}

/**
 * @template T
 * @param {Map<string, T>} map
 * @param {string} key
 * @param {() => T} compute
 * @returns {T}
 */
function memo(map, key, compute) {
  if (map.has(key)) return /** @type {T} */ (map.get(key));
  const value = compute();
  map.set(key, value);
  return value;
}

/**
 * Reads a tsconfig as `tsc -p` does.
 * @param {string} tsconfigPath
 */
export function readTsconfig(tsconfigPath) {
  const path = resolve(ROOT, tsconfigPath);
  const parsed = ts.getParsedCommandLineOfConfigFile(
    path,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.formatDiagnostics([diagnostic], formatHost));
      },
    },
  );
  if (parsed === undefined) throw new Error(`cannot read ${path}`);
  return parsed;
}

/**
 * Builds the program `tsc -p <tsconfig>` builds. `overrides` maps an absolute file name to the text to use in
 * place of the file on disk (tools/lint/boundaries.spec.ts lints snippets that way). `only` builds it of those
 * files alone, with the tsconfig's options and without following their imports (a snippet's own types).
 * @param {string} tsconfigPath
 * @param {{ cache?: ReturnType<typeof createHostCache>, overrides?: Map<string, string>, oldProgram?: ts.Program, only?: string[] }} [settings]
 */
export function createTsconfigProgram(
  tsconfigPath,
  { cache = createHostCache(), overrides, oldProgram, only } = {},
) {
  const parsed = readTsconfig(tsconfigPath);
  const options = only === undefined ? parsed.options : { ...parsed.options, noResolve: true };
  const host = ts.createCompilerHost(options, true);
  const parsing = `${options.target}|${options.module}|${options.jsx}|${options.moduleDetection}|${options.allowJs}`;
  host.getSourceFile = (fileName, languageVersionOrOptions, onError) => {
    const override = overrides?.get(resolve(fileName));
    const settings =
      typeof languageVersionOrOptions === 'object'
        ? languageVersionOrOptions
        : { languageVersion: languageVersionOrOptions };
    if (override !== undefined) return ts.createSourceFile(fileName, override, settings, true);
    const key = `${fileName}|${parsing}|${settings.languageVersion}|${settings.impliedNodeFormat}|${settings.jsDocParsingMode}`;
    return memo(cache.sourceFiles, key, () => {
      const text = host.readFile(fileName);
      if (text === undefined) {
        onError?.(`Cannot read file '${fileName}'.`);
        return undefined;
      }
      return ts.createSourceFile(fileName, text, settings, true);
    });
  };
  const { fileExists, readFile, directoryExists, realpath } = host;
  host.fileExists = (name) =>
    overrides?.has(resolve(name)) || memo(cache.fileExists, name, () => fileExists(name));
  host.readFile = (name) => overrides?.get(resolve(name)) ?? memo(cache.readFile, name, () => readFile(name));
  if (directoryExists) {
    host.directoryExists = (name) => memo(cache.directoryExists, name, () => directoryExists(name));
  }
  if (realpath) host.realpath = (name) => memo(cache.realpath, name, () => realpath(name));
  const program = ts.createProgram({
    rootNames: only ?? parsed.fileNames,
    options,
    host,
    projectReferences: parsed.projectReferences,
    configFileParsingDiagnostics: ts.getConfigFileParsingDiagnostics(parsed),
    oldProgram,
  });
  return { program, parsed };
}

/**
 * The diagnostics `tsc -p` reports for a program and fails on, in tsc's order: the config's, then syntax; only
 * when those are clean the options', the global and semantic ones, then (noEmit with declarations on) the
 * declaration emit's.
 * @param {ts.Program} program
 * @returns {readonly ts.Diagnostic[]}
 */
export function tscDiagnostics(program) {
  const options = program.getCompilerOptions();
  const all = [...program.getConfigFileParsingDiagnostics()];
  const configCount = all.length;
  all.push(...program.getSyntacticDiagnostics());
  if (all.length === configCount) {
    all.push(...program.getOptionsDiagnostics());
    all.push(...program.getGlobalDiagnostics());
    if (all.length === configCount) all.push(...program.getSemanticDiagnostics());
    const declarations = options.declaration === true || options.composite === true;
    if (options.noEmit === true && declarations && all.length === configCount) {
      all.push(...program.getDeclarationDiagnostics());
    }
  }
  if (options.noEmit !== true) throw new Error('the lint runner only type-checks tsconfigs with noEmit');
  return ts.sortAndDeduplicateDiagnostics(all);
}

/** @type {ts.FormatDiagnosticsHost} */
export const formatHost = {
  getCanonicalFileName: (name) => name,
  getCurrentDirectory: () => ROOT,
  getNewLine: () => '\n',
};

/**
 * Formats diagnostics as tsc prints them (with colour and context on a terminal).
 * @param {readonly ts.Diagnostic[]} diagnostics
 */
export function formatDiagnostics(diagnostics) {
  return process.stdout.isTTY
    ? ts.formatDiagnosticsWithColorAndContext(diagnostics, formatHost)
    : ts.formatDiagnostics(diagnostics, formatHost);
}

/**
 * ESLint config objects that hand each file its tsconfig's program in place of the project service: for each
 * program, the files eslint.config.js lints with type information (`projectService: true`) that the tsconfig
 * lists, as the project service would have found it (the nearest tsconfig that includes the file).
 * @param {import('eslint').ESLint} eslint an ESLint instance on eslint.config.js as it is
 * @param {{ program: ts.Program, parsed: ts.ParsedCommandLine }[]} programs
 * @returns {Promise<import('eslint').Linter.Config[]>}
 */
export async function programsConfig(eslint, programs) {
  /** @type {Map<string, { program: ts.Program, dir: string }>} the program of each file: its nearest tsconfig's */
  const owner = new Map();
  for (const { program, parsed } of programs) {
    const dir = dirname(/** @type {string} */ (program.getCompilerOptions().configFilePath));
    for (const fileName of parsed.fileNames) {
      const file = resolve(fileName);
      const before = owner.get(file);
      if (file.startsWith(`${dir}/`) && (before === undefined || dir.length > before.dir.length)) {
        owner.set(file, { program, dir });
      }
    }
  }
  /** @type {Map<ts.Program, string[]>} */
  const filesOf = new Map();
  for (const [file, { program }] of owner) {
    const config = await eslint.calculateConfigForFile(file);
    if (config?.languageOptions?.parserOptions?.projectService !== true) continue;
    filesOf.set(program, [...(filesOf.get(program) ?? []), file]);
  }
  return [...filesOf].map(([program, files]) => ({
    // Literal paths: escape what a glob would read as a pattern.
    files: files.map((file) => file.slice(ROOT.length + 1).replace(/[*?[\]{}()!+@]/g, '\\$&')),
    languageOptions: { parserOptions: { projectService: false, programs: [program] } },
  }));
}

/** @param {string} path a tsconfig path relative to the root */
export function tsconfigDir(path) {
  return dirname(resolve(ROOT, path));
}

/**
 * Makes this process read as the ESLint command. @nx/enforce-module-boundaries keeps the Nx project graph it reads
 * (600 KB of JSON, and a resolver built from it) only when it believes it runs from a terminal, which it tells by
 * the script's name (ESLint's, Jest's or Nx's); otherwise, as in an editor, it reads it again for every file it
 * lints: 12 of the lint parts' CPU seconds (docs/performance.md, Session 21). A lint run is a terminal run.
 */
export function asEslintCommand() {
  process.argv[1] = join(ROOT, 'node_modules/eslint/bin/eslint.js');
}
