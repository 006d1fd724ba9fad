import { describe, expect, it } from 'vitest';
import { reconnectDelayMs } from './case-events.listener.js';
import { missedEvents } from './case-stream-access.js';

describe('missedEvents', () => {
  it('is false for a first connection, which reads the case itself', () => {
    expect(missedEvents(undefined, 7)).toBe(false);
    expect(missedEvents(undefined, null)).toBe(false);
  });

  it('is true unless the last id seen is the current version or later', () => {
    expect(missedEvents('6', 7)).toBe(true);
    expect(missedEvents('7', 7)).toBe(false);
    expect(missedEvents(' 8 ', 7)).toBe(false);
  });

  it('is true when the version is unknown or the id is not one', () => {
    expect(missedEvents('7', null)).toBe(true);
    expect(missedEvents('abc', 7)).toBe(true);
    expect(missedEvents('1e3', 7)).toBe(true);
  });
});

describe('reconnectDelayMs', () => {
  it('doubles from a quarter second and stops at ten', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 20].map(reconnectDelayMs)).toEqual([
      250, 500, 1000, 2000, 4000, 8000, 10_000, 10_000,
    ]);
  });
});
