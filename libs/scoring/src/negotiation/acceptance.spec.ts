import { describe, expect, it } from 'vitest';
import { styleAccepts, worthAccepting } from './acceptance.js';

describe('worthAccepting', () => {
  it('accepts what reaches the walk-away and your next offer, or the walk-away alone when none is to come', () => {
    expect(worthAccepting(120, 130, 100)).toBe(false);
    expect(worthAccepting(130, 130, 100)).toBe(true);
    expect(worthAccepting(99, 90, 100)).toBe(false);
    expect(worthAccepting(100, null, 100)).toBe(true);
    expect(worthAccepting(99, null, 100)).toBe(false);
    expect(worthAccepting(-5, null, null)).toBe(true);
  });
});

describe('styleAccepts', () => {
  it('accepts what reaches the walk-away and its own next offer; at the deadline the walk-away alone, but for the hard-liner', () => {
    expect(styleAccepts('steady', 99, 100, 200, 90, false)).toBe(false);
    expect(styleAccepts('steady', 99, 100, 200, null, true)).toBe(false);
    expect(styleAccepts('steady', 120, 100, 200, 130, false)).toBe(false);
    expect(styleAccepts('steady', 130, 100, 200, 130, false)).toBe(true);
    expect(styleAccepts('tough', 100, 100, 200, 150, true)).toBe(true);
    expect(styleAccepts('hard-liner', 150, 100, 200, 180, true)).toBe(false);
    expect(styleAccepts('hard-liner', 150, 100, 200, null, false)).toBe(false);
    expect(styleAccepts('hard-liner', 200, 100, 200, null, true)).toBe(true);
    expect(styleAccepts('tit-for-tat', 100, 100, 200, null, false)).toBe(true);
  });
});
