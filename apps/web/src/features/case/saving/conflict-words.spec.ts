import { describe, expect, it } from 'vitest';
import { agoWords, conflictWords, currentValueWords } from './conflict-words';

const NOW = Date.parse('2026-11-29T10:00:00Z');

describe('conflictWords', () => {
  it('names the person and the one value they stored', () => {
    expect(
      conflictWords(
        {
          current: { scores: [{ partyId: 1, issueId: 2, optionId: 3, points: 180 }] },
          changedBy: { name: 'Ana' },
          changedAt: '2026-11-29T09:59:50Z',
        },
        NOW,
      ),
    ).toBe('Ana set this to 180 a moment ago');
  });

  it('says only that it changed when several values came back', () => {
    expect(
      conflictWords(
        {
          current: { scores: [{ points: 1 }, { points: 2 }] },
          changedBy: { name: 'Ana' },
          changedAt: '2026-11-29T09:55:00Z',
        },
        NOW,
      ),
    ).toBe('Ana changed this 5 minutes ago');
  });

  it('says "Someone else" when the API names nobody', () => {
    expect(conflictWords({ current: null, changedBy: { name: '' }, changedAt: null }, NOW)).toBe(
      'Someone else changed this a moment ago',
    );
  });
});

describe('currentValueWords', () => {
  it.each([
    [180, '180'],
    [{ points: 40 }, '40'],
    [{ reservationValue: 120, alternative: '' }, '120'],
    [{ id: 4, name: 'Monthly rent' }, '“Monthly rent”'],
    [[1, 2], null],
    [{ issues: [] }, null],
  ])('%j → %s', (current, words) => {
    expect(currentValueWords(current)).toBe(words);
  });
});

describe('agoWords', () => {
  it('counts minutes then hours', () => {
    expect(agoWords('2026-11-29T09:59:01Z', NOW)).toBe('a moment ago');
    expect(agoWords('2026-11-29T09:59:00Z', NOW)).toBe('a minute ago');
    expect(agoWords('2026-11-29T08:00:00Z', NOW)).toBe('2 hours ago');
  });
});
