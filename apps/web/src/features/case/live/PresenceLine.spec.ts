import { describe, expect, it } from 'vitest';
import { presenceWords } from './PresenceLine';

describe('presenceWords', () => {
  it('names everyone else who has the case open, once each, leaving the reader out', () => {
    expect(
      presenceWords(
        [
          { userId: 1, name: 'Me' },
          { userId: 2, name: 'Ana' },
          { userId: 2, name: 'Ana' },
          { userId: 3, name: 'Ben' },
        ],
        1,
      ),
    ).toBe('Also here: Ana, Ben');
  });

  it('says nothing when the reader is alone', () => {
    expect(presenceWords([{ userId: 1, name: 'Me' }], 1)).toBeNull();
    expect(presenceWords([], 1)).toBeNull();
  });
});
