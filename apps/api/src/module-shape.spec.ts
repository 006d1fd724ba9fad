import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = dirname(fileURLToPath(import.meta.url));

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts') ? [path] : [];
  });
}

const files = sourceFiles(root).map((path) => ({ path, text: readFileSync(path, 'utf8') }));

/** The top-level folder of src a file lives in; files at the root (main, bootstrap, app.module) compose all. */
const folderOf = (path: string): string | null => {
  const parts = relative(root, path).split(sep);
  return parts.length > 1 ? (parts[0] ?? null) : null;
};

/** folder → the other folders its files import from (relative imports only; packages are not modules here). */
function folderGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const { path, text } of files) {
    const from = folderOf(path);
    if (!from) continue;
    const edges = graph.get(from) ?? new Set<string>();
    graph.set(from, edges);
    for (const [, specifier] of text.matchAll(/(?:import|export)[^'"]*?from\s+'(\.[^']+)'/g)) {
      const to = folderOf(resolve(dirname(path), specifier ?? ''));
      if (to && to !== from) edges.add(to);
    }
  }
  return graph;
}

/** One cycle of the graph as a path (a → b → a), or null when it is acyclic. */
function findCycle(graph: Map<string, Set<string>>): string[] | null {
  const state = new Map<string, 'open' | 'done'>();
  const visit = (node: string, trail: string[]): string[] | null => {
    if (state.get(node) === 'done') return null;
    if (state.get(node) === 'open') return [...trail.slice(trail.indexOf(node)), node];
    state.set(node, 'open');
    for (const next of graph.get(node) ?? []) {
      const cycle = visit(next, [...trail, node]);
      if (cycle) return cycle;
    }
    state.set(node, 'done');
    return null;
  };
  for (const node of graph.keys()) {
    const cycle = visit(node, []);
    if (cycle) return cycle;
  }
  return null;
}

describe('module shape of apps/api/src', () => {
  it('has modules that depend on each other in one direction only', () => {
    expect(findCycle(folderGraph())).toBeNull();
  });

  it('finds a cycle when there is one', () => {
    const graph = new Map([
      ['cases', new Set(['auth'])],
      ['issues', new Set(['cases', 'points'])],
      ['points', new Set(['issues'])],
    ]);
    expect(findCycle(graph)).toEqual(['issues', 'points', 'issues']);
  });

  it('keeps common free of every other folder', () => {
    expect([...(folderGraph().get('common') ?? [])]).toEqual([]);
  });

  it('registers every entity in the module of its own folder', () => {
    const entities = files.filter((f) => f.path.endsWith('.entity.ts'));
    expect(entities.length).toBeGreaterThan(0);
    for (const { path, text } of entities) {
      const entityClass = /^export class (\w+)/m.exec(text)?.[1];
      expect(entityClass, relative(root, path)).toBeDefined();
      const folder = folderOf(path) ?? '';
      const module = files.find((f) => f.path === join(root, folder, `${folder}.module.ts`));
      const registered = /TypeOrmModule\.forFeature\(\[([^\]]*)\]/.exec(module?.text ?? '')?.[1] ?? '';
      expect(registered.split(/[\s,]+/), `${relative(root, path)} in ${folder}.module.ts`).toContain(
        entityClass,
      );
    }
  });

  it('holds one class per DTO file', () => {
    const dtos = files.filter((f) => f.path.endsWith('.dto.ts'));
    expect(dtos.length).toBeGreaterThan(0);
    for (const { path, text } of dtos) {
      expect(text.match(/^export (?:abstract )?class /gm), relative(root, path)).toHaveLength(1);
    }
  });
});
