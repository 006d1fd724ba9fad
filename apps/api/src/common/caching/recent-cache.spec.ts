import { describe, expect, it } from 'vitest';
import { RecentCache } from './recent-cache.js';

function cacheAt(ttlMs: number, maxEntries = 10) {
  const clock = { ms: 0 };
  return { clock, sut: new RecentCache<string, number>(ttlMs, maxEntries, () => clock.ms) };
}

describe('RecentCache', () => {
  it('keeps a value for the TTL after it was set, and not a moment longer', () => {
    const { clock, sut } = cacheAt(1000);
    sut.set('a', 1, sut.ticket());
    clock.ms = 999;
    expect(sut.get('a')).toBe(1);
    clock.ms = 1000;
    expect(sut.get('a')).toBeUndefined();
    // Gone for good, not only hidden.
    clock.ms = 0;
    expect(sut.get('a')).toBeUndefined();
  });

  it('keeps nothing with a TTL of 0', () => {
    const { sut } = cacheAt(0);
    sut.set('a', 1, sut.ticket());
    expect(sut.get('a')).toBeUndefined();
  });

  it('forgets a deleted key at once, and a cleared cache entirely', () => {
    const { sut } = cacheAt(1000);
    sut.set('a', 1, sut.ticket());
    sut.set('b', 2, sut.ticket());
    sut.delete('a');
    expect(sut.get('a')).toBeUndefined();
    expect(sut.get('b')).toBe(2);
    sut.clear();
    expect(sut.get('b')).toBeUndefined();
  });

  it('does not keep a value looked up while a key was deleted (it may be from before the change)', () => {
    const { sut } = cacheAt(1000);
    const before = sut.ticket();
    sut.delete('a');
    sut.set('a', 1, before);
    expect(sut.get('a')).toBeUndefined();
    const cleared = sut.ticket();
    sut.clear();
    sut.set('a', 1, cleared);
    expect(sut.get('a')).toBeUndefined();
    sut.set('a', 2, sut.ticket());
    expect(sut.get('a')).toBe(2);
  });

  it('holds at most maxEntries, dropping the one set longest ago', () => {
    const { sut } = cacheAt(1000, 2);
    sut.set('a', 1, sut.ticket());
    sut.set('b', 2, sut.ticket());
    sut.set('a', 3, sut.ticket());
    sut.set('c', 4, sut.ticket());
    expect(sut.get('b')).toBeUndefined();
    expect(sut.get('a')).toBe(3);
    expect(sut.get('c')).toBe(4);
  });
});
