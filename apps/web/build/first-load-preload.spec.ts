import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { staticClosure } from './first-load-preload';

function chunk(fileName: string, imports: string[]) {
  return { type: 'chunk', fileName, imports };
}

const bundle = Object.fromEntries(
  [
    chunk('assets/framework.js', []),
    chunk('assets/card.js', ['assets/framework.js']),
    chunk('assets/CaseRoute.js', ['assets/card.js', 'assets/framework.js']),
  ].map((item) => [item.fileName, item]),
) as unknown as Rollup.OutputBundle;

describe('staticClosure', () => {
  it('follows static imports only once each', () => {
    expect([...staticClosure(bundle, 'assets/CaseRoute.js')]).toEqual([
      'assets/CaseRoute.js',
      'assets/card.js',
      'assets/framework.js',
    ]);
  });

  it('is empty for a file that is not a chunk of the bundle', () => {
    expect([...staticClosure(bundle, 'assets/missing.js')]).toEqual([]);
  });
});
