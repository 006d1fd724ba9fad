import { describe, expect, it } from 'vitest';
import { parseCaseId } from './parse-case-id';

describe('parseCaseId', () => {
  it('reads a positive whole number', () => {
    expect(parseCaseId('42')).toBe(42);
  });

  it('refuses anything else', () => {
    for (const raw of [undefined, '', 'abc', '0', '-1', '1.5', '1e3', ' 7', '99999999999999999999']) {
      expect(parseCaseId(raw)).toBeNull();
    }
  });
});
