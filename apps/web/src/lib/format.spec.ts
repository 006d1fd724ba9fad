import { describe, expect, it } from 'vitest';
import { formatUpdated } from './format';

describe('formatUpdated', () => {
  // Local times: the card reads the reader's clock and zone.
  const now = new Date(2026, 10, 26, 18, 30);

  it('gives the time of a change made today', () => {
    expect(formatUpdated(new Date(2026, 10, 26, 14, 5).toISOString(), now)).toBe('today at 14:05');
    expect(formatUpdated(new Date(2026, 10, 26, 0, 0).toISOString(), now)).toBe('today at 00:00');
  });

  it('gives the date of a change made on another day', () => {
    expect(formatUpdated(new Date(2026, 10, 25, 23, 59).toISOString(), now)).toBe('Nov 25, 2026');
    expect(formatUpdated(new Date(2025, 10, 26, 14, 5).toISOString(), now)).toBe('Nov 26, 2025');
  });
});
