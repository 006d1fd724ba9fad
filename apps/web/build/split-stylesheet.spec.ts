import { describe, expect, it } from 'vitest';
import { splitCss } from './split-stylesheet';

describe('splitCss', () => {
  it('cuts only where a top-level rule ends, and the parts make the sheet again', () => {
    const css =
      '.a{color:red}@media (min-width:1px){.b{color:blue}.c{x:1}}.d{content:"}{"}/* } { */.e{y:2}@font-face{font-family:x}';
    for (const target of [1, 10, 30, 1000]) {
      const parts = splitCss(css, target);
      expect(parts.join('')).toBe(css);
      for (const part of parts) {
        // Every part is a whole number of blocks: its braces (outside strings and comments) balance.
        const bare = part.replace(/"[^"]*"/g, '').replace(/\/\*.*?\*\//g, '');
        expect(bare.split('{').length).toBe(bare.split('}').length);
      }
    }
    expect(splitCss(css, 1)).toEqual([
      '.a{color:red}',
      '@media (min-width:1px){.b{color:blue}.c{x:1}}',
      '.d{content:"}{"}',
      '/* } { */.e{y:2}',
      '@font-face{font-family:x}',
    ]);
  });

  it('leaves a sheet under the target whole', () => {
    expect(splitCss('.a{b:c}.d{e:f}', 1000)).toEqual(['.a{b:c}.d{e:f}']);
  });
});
