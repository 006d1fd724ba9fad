import { describe, expect, it } from 'vitest';
import { safeReturnTo } from './return-to.js';

describe('safeReturnTo', () => {
  it('keeps paths of this app', () => {
    expect(safeReturnTo('/cases/12')).toBe('/cases/12');
    expect(safeReturnTo('/subscription?success=true')).toBe('/subscription?success=true');
  });

  it.each([
    ['another site', '//evil.example/x'],
    ['a backslash trick', '/\\evil.example'],
    ['an absolute URL', 'https://evil.example/'],
    ['an API route', '/api/logout'],
    ['a header injection', '/cases/1\r\nSet-Cookie: x=1'],
    ['not text', 42],
    ['nothing', undefined],
  ])('refuses %s', (_label, value) => {
    expect(safeReturnTo(value)).toBeNull();
  });
});
