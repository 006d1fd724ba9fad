import { describe, expect, it } from 'vitest';
import { bodyShapeProblem, bodyValueProblem } from './body-limits.js';

const limits = { maxDepth: 3, maxKeys: 4 };

describe('bodyShapeProblem', () => {
  it('passes a body within the limits, and counts nothing inside strings', () => {
    expect(bodyShapeProblem('{"a":{"b":[1,2]},"c":"{[:::]}\\":"}', limits)).toBeNull();
  });

  it('finds nesting deeper than the limit', () => {
    expect(bodyShapeProblem('{"a":{"b":[[1]]}}', limits)).toBe('depth');
  });

  it('finds more keys than the limit', () => {
    expect(bodyShapeProblem('{"a":1,"b":2,"c":3,"d":4,"e":5}', limits)).toBe('keys');
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
