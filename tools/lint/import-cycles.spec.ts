import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importCycles, importGraph } from './import-cycles.js';

const ROOT = resolve(import.meta.dirname, '../..');

/** The apps' import graphs hold no cycle: what `import-x/no-cycle` held in eslint.config.js before. */
describe('import cycles in the apps', () => {
  it.each([
    ['apps/api', ['apps/api/tsconfig.json']],
    ['apps/web', ['apps/web/tsconfig.app.json', 'apps/web/tsconfig.node.json']],
  ])('%s has none', (_app, tsconfigs) => {
    const graph = importGraph(tsconfigs.map((path) => join(ROOT, path)));
    // The graph is the app's, not an empty one a wrong path would give.
    expect(graph.size).toBeGreaterThan(50);
    expect([...graph.values()].filter((imports) => imports.length > 0).length).toBeGreaterThan(30);
    expect(importCycles(graph).map((cycle) => cycle.map((file) => relative(ROOT, file)))).toEqual([]);
  });
});

describe('importCycles', () => {
  it('finds each strongly connected group once, a file importing itself, and nothing in a tree', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a', 'd']],
      ['d', ['e']],
      ['e', []],
      ['f', ['f']],
      ['g', ['e', 'd']],
    ]);
    expect(importCycles(graph).sort()).toEqual([['a', 'b', 'c'], ['f']]);
    expect(
      importCycles(
        new Map([
          ['x', ['y']],
          ['y', []],
        ]),
      ),
    ).toEqual([]);
  });

  it('follows a chain of 20,000 imports without overflowing', () => {
    const size = 20_000;
    const graph = new Map(Array.from({ length: size }, (_, i) => [`m${i}`, [`m${(i + 1) % size}`]]));
    expect(importCycles(graph)[0]).toHaveLength(size);
  });
});

describe('importGraph on real files', () => {
  let dir = '';
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'parley-cycles-'));
    const files: Record<string, string> = {
      'tsconfig.json': JSON.stringify({
        compilerOptions: { module: 'nodenext', moduleResolution: 'nodenext', strict: true, noEmit: true },
        include: ['*.ts'],
      }),
      'package.json': JSON.stringify({ type: 'module' }),
      'a.ts': "import { b } from './b.js';\nexport const a = (): number => b + 1;\n",
      'b.ts': "import { c } from './c.js';\nexport const b = c;\n",
      'c.ts': "export { a } from './a.js';\nexport const c = 1;\n",
      // Type-only imports are erased: they close no cycle.
      'd.ts': "import type { E } from './e.js';\nexport interface D { e?: E }\n",
      'e.ts': "import { type D } from './d.js';\nexport interface E { d?: D }\n",
      // A dynamic import loads later: it closes no cycle either.
      'f.ts': "import { g } from './g.js';\nexport const f = g;\n",
      'g.ts': "export const g = 1;\nexport const later = async (): Promise<unknown> => import('./f.js');\n",
    };
    for (const [name, text] of Object.entries(files)) await writeFile(join(dir, name), text);
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('sees a cycle closed by a re-export, and none through type-only or dynamic imports', () => {
    const cycles = importCycles(importGraph([join(dir, 'tsconfig.json')]));
    expect(cycles.map((cycle) => cycle.map((file) => relative(dir, file)))).toEqual([
      ['a.ts', 'b.ts', 'c.ts'],
    ]);
  });
});
