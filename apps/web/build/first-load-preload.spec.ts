import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { screenFiles, staticClosure } from './first-load-preload';

function chunk(fileName: string, facade: string | null, imports: string[], css: string[] = []) {
  return {
    type: 'chunk',
    fileName,
    facadeModuleId: facade,
    imports,
    viteMetadata: { importedCss: new Set(css), importedAssets: new Set() },
  };
}

const bundle = Object.fromEntries(
  [
    chunk('assets/framework.js', null, []),
    chunk('assets/card.js', null, ['assets/framework.js'], ['assets/card.css']),
    chunk(
      'assets/CaseRoute.js',
      '/app/src/app/routes/CaseRoute.tsx',
      ['assets/card.js'],
      ['assets/route.css'],
    ),
    chunk('assets/ScenarioExplorer.js', '/app/src/features/scenarios/ScenarioExplorer.tsx', [
      'assets/card.js',
    ]),
    chunk('assets/Dashboard.js', '/app/src/app/routes/DashboardRoute.tsx', ['assets/framework.js']),
  ].map((item) => [item.fileName, item]),
) as unknown as Rollup.OutputBundle;

describe('the case screen list', () => {
  it('is the screen chunks with their static imports and their stylesheets, nothing else', () => {
    const { scripts, styles } = screenFiles(bundle, [
      'src/app/routes/CaseRoute.tsx',
      'src/features/scenarios/ScenarioExplorer.tsx',
    ]);
    expect([...scripts].sort()).toEqual([
      'assets/CaseRoute.js',
      'assets/ScenarioExplorer.js',
      'assets/card.js',
      'assets/framework.js',
    ]);
    expect([...styles].sort()).toEqual(['assets/card.css', 'assets/route.css']);
  });

  it('follows static imports only once each', () => {
    expect([...staticClosure(bundle, 'assets/CaseRoute.js')]).toEqual([
      'assets/CaseRoute.js',
      'assets/card.js',
      'assets/framework.js',
    ]);
  });
});
