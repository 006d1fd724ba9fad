import { describe, expect, it } from 'vitest';
import { REFUSAL_TEXTS, refusalOfCode } from './join-words';

describe('refusalOfCode', () => {
  it.each([
    ['LINK_EXPIRED', 410, 'expired'],
    ['LINK_USED', 410, 'used'],
    ['LINK_REVOKED', 410, 'revoked'],
    ['LINK_NOT_FOUND', 404, 'not-found'],
    ['NOT_FOUND', 404, 'not-found'],
    ['LINK_FOR_ANOTHER_EMAIL', 403, 'other-email'],
    ['COUNTERPART_EXISTS', 409, 'side-taken'],
    ['INTERNAL_ERROR', 500, null],
    [undefined, undefined, null],
  ])('%s (%s) → %s', (code, status, refusal) => {
    expect(refusalOfCode(code, status)).toBe(refusal);
  });

  it('says plainly that a used link is used', () => {
    expect(REFUSAL_TEXTS.used.title).toBe('This link has already been used.');
  });
});
