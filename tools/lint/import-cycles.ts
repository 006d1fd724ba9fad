import { dirname, resolve, sep } from 'node:path';
import ts from 'typescript';

/**
 * Import cycles in the apps, found on the import graph as TypeScript resolves it. This replaced ESLint's
 * `import-x/no-cycle`, which followed every import again from each file it linted and cost more than every other
 * rule together (docs/performance.md, "The test suite's time"). Like that rule, it counts static imports and
 * re-exports and leaves out `import type` (erased before anything runs) and dynamic `import()` (loaded later).
 */
export type ImportGraph = Map<string, string[]>;

/** Each file of the tsconfigs (one project) with the project's own files it imports, resolved as tsc resolves them. */
export function importGraph(tsconfigPaths: string[]): ImportGraph {
  const graph: ImportGraph = new Map();
  for (const tsconfigPath of tsconfigPaths) {
    const config = ts.readConfigFile(tsconfigPath, (path) => ts.sys.readFile(path));
    if (config.error) throw new Error(ts.flattenDiagnosticMessageText(config.error.messageText, '\n'));
    const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, dirname(tsconfigPath));
    const root = dirname(resolve(tsconfigPath)) + sep;
    for (const file of parsed.fileNames) {
      const text = ts.sys.readFile(file) ?? '';
      const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false);
      const imported = new Set<string>();
      for (const statement of source.statements) {
        const specifier = runtimeSpecifier(statement);
        if (specifier === null) continue;
        const found = ts.resolveModuleName(specifier, file, parsed.options, ts.sys).resolvedModule;
        if (!found || found.isExternalLibraryImport === true) continue;
        const target = resolve(found.resolvedFileName);
        if (target.startsWith(root) && !target.endsWith('.d.ts')) imported.add(target);
      }
      graph.set(resolve(file), [...imported]);
    }
  }
  return graph;
}

/** The module a statement loads when it runs, or null (a type-only import or export, or no module at all). */
function runtimeSpecifier(statement: ts.Statement): string | null {
  if (ts.isImportDeclaration(statement)) {
    const clause = statement.importClause;
    if (clause?.isTypeOnly === true) return null;
    // `import { type A, type B } from …` is erased as well when every name in it is a type.
    const names = clause?.namedBindings;
    if (
      clause !== undefined &&
      clause.name === undefined &&
      names !== undefined &&
      ts.isNamedImports(names) &&
      names.elements.length > 0 &&
      names.elements.every((element) => element.isTypeOnly)
    ) {
      return null;
    }
    return ts.isStringLiteral(statement.moduleSpecifier) ? statement.moduleSpecifier.text : null;
  }
  if (ts.isExportDeclaration(statement) && statement.moduleSpecifier !== undefined) {
    if (statement.isTypeOnly) return null;
    return ts.isStringLiteral(statement.moduleSpecifier) ? statement.moduleSpecifier.text : null;
  }
  return null;
}

/** Every cycle, as the files of one strongly connected component (Tarjan), sorted; a file importing itself counts. */
export function importCycles(graph: ImportGraph): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  let next = 0;

  // Iterative, so a long chain of imports cannot overflow the call stack.
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const work: { node: string; edge: number }[] = [{ node: start, edge: 0 }];
    index.set(start, next);
    low.set(start, next);
    next += 1;
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1]!;
      const edges = graph.get(frame.node) ?? [];
      if (frame.edge < edges.length) {
        const target = edges[frame.edge]!;
        frame.edge += 1;
        if (!index.has(target)) {
          index.set(target, next);
          low.set(target, next);
          next += 1;
          stack.push(target);
          onStack.add(target);
          work.push({ node: target, edge: 0 });
        } else if (onStack.has(target)) {
          low.set(frame.node, Math.min(low.get(frame.node)!, index.get(target)!));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent !== undefined) low.set(parent.node, Math.min(low.get(parent.node)!, low.get(frame.node)!));
      if (low.get(frame.node) === index.get(frame.node)) {
        const component: string[] = [];
        let member: string;
        do {
          member = stack.pop()!;
          onStack.delete(member);
          component.push(member);
        } while (member !== frame.node);
        if (component.length > 1 || edges.includes(frame.node)) cycles.push(component.sort());
      }
    }
  }
  return cycles;
}
