import { describe, expect, it } from 'vitest';
import { bodyShapeProblem, bodyValueProblem } from './body-limits.js';

const limits = { maxDepth: 3, maxKeys: 4, maxListItems: 8, maxListLength: 3 };

describe('bodyShapeProblem', () => {
  it('passes a body within the limits, and counts nothing inside strings', () => {
    expect(bodyShapeProblem('{"a":{"b":[1,2]},"c":"{[:::]}\\":"}', limits)).toBeNull();
  });

  it('ends a string at the first quote after an even number of backslashes', () => {
    // "x\\" is x and one backslash: the list after it is counted.
    expect(bodyShapeProblem('{"c":"x\\\\","d":[1,2,3,4]}', limits)).toBe('list');
    // "x\\\"…" holds an escaped quote: what follows is still text.
    expect(bodyShapeProblem('{"c":"x\\\\\\",[1,2,3,4]"}', limits)).toBeNull();
  });

  it('finds nesting deeper than the limit', () => {
    expect(bodyShapeProblem('{"a":{"b":[[1]]}}', limits)).toBe('depth');
  });

  it('finds more keys than the limit', () => {
    expect(bodyShapeProblem('{"a":1,"b":2,"c":3,"d":4,"e":5}', limits)).toBe('keys');
  });

  it('counts the elements of each list, of any kind, against the longest list allowed', () => {
    for (const list of ['[1,2,3]', '[ {}, {} ,{}]', '["a,b","c","d"]', '[]', '[ ]', '[[1,2,3],[4,5,6]]']) {
      expect(bodyShapeProblem(`{"a":${list}}`, { ...limits, maxDepth: 4 }), list).toBeNull();
    }
    for (const list of [
      '[1,2,3,4]',
      '[{},{},{},{}]',
      '[null,null,null,null]',
      '["a","b","c",""]',
      '[[],[],[],[]]',
    ]) {
      expect(bodyShapeProblem(`{"a":${list}}`, limits), list).toBe('list');
    }
    // A list inside an object inside a list counts on its own.
    expect(
      bodyShapeProblem('{"a":[{"b":[1,2,3]},{"b":[1,2,3,4]}]}', {
        ...limits,
        maxDepth: 4,
        maxListItems: 100,
      }),
    ).toBe('list');
  });

  it('refuses any list with a non-empty element where the route takes none, but not an empty one', () => {
    const none = { ...limits, maxListLength: 0 };
    expect(bodyShapeProblem('{"a":[]}', none)).toBeNull();
    expect(bodyShapeProblem('{"a":[0]}', none)).toBe('list');
    expect(bodyShapeProblem('{"a":[ {} ]}', none)).toBe('list');
  });

  it('counts the elements of all lists together', () => {
    expect(bodyShapeProblem('{"a":[1,2,3],"b":[1,2,3],"c":[1,2,3]}', limits)).toBe('items');
    expect(bodyShapeProblem('{"a":[1,2,3],"b":[1,2,3],"c":[1,2]}', limits)).toBeNull();
  });
});

describe('bodyValueProblem', () => {
  it('names the field holding a NUL or half a surrogate pair, and passes whole pairs', () => {
    expect(bodyValueProblem({ name: 'a\u0000b' })?.path).toBe('name');
    expect(bodyValueProblem({ options: [{ name: 'x' }, { name: '\udc00' }] })?.path).toBe('options.1.name');
    expect(bodyValueProblem({ name: 'a\ud83d' })?.path).toBe('name');
    expect(bodyValueProblem({ name: 'emoji 😀', goal: null, n: 3 })).toBeNull();
  });

  it('names __proto__, constructor and prototype keys as unknown fields, at any depth', () => {
    const parsed = JSON.parse('{"name":"x","options":[{"__proto__":{"admin":true}}]}') as unknown;
    expect(bodyValueProblem(parsed)).toEqual({
      path: 'options.0.__proto__',
      message: 'Unknown field "options.0.__proto__"',
    });
    expect(bodyValueProblem({ constructor: {} })?.path).toBe('constructor');
    expect(bodyValueProblem({ caseData: { prototype: 1 } })?.path).toBe('caseData.prototype');
  });

  it('refuses a list directly inside a list', () => {
    expect(bodyValueProblem({ options: [[]] })).toEqual({
      path: 'options.0',
      message: 'options.0 must not be a list',
    });
    expect(bodyValueProblem({ options: [{ tags: ['a'] }] })).toBeNull();
  });
});
