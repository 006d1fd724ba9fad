import { describe, expect, it } from 'vitest';
import { acceptWords, counterWords } from './rehearsal-words.js';

const at = (user: number, opponent: number) => ({ userTotal: user, opponentTotal: opponent });

describe('counterWords (the simulated side explains its counter-offer)', () => {
  it('names each kind of move with the points it gives or takes, from the side’s own view', () => {
    expect(counterWords(at(100, 300), at(140, 280), 'steady')).toBe(
      'We move toward you: this gives up 20 points of ours and gives you 40 points more.',
    );
    expect(counterWords(at(100, 300), at(100, 299), 'steady')).toBe(
      'We move toward you: this gives up 1 point of ours.',
    );
    expect(counterWords(at(140, 280), at(100, 300), 'tough')).toBe(
      'We ask for more: this gains us 20 points and costs you 40 points.',
    );
    expect(counterWords(at(100, 280), at(120, 300), 'steady')).toBe(
      'We found a package better for both of us: 20 points more for us and 20 points more for you.',
    );
    expect(counterWords(at(120, 300), at(100, 290), 'steady')).toBe(
      'We change our offer: it costs you 20 points and us 10 points.',
    );
    expect(counterWords(at(100, 300), at(130, 300), 'steady')).toBe(
      'We rearrange our offer: the same for us, 30 points more for you.',
    );
    expect(counterWords(at(100, 300), at(100, 300), 'hard-liner')).toBe('We hold our position.');
  });

  it('opens without a move, the hard-liner saying it will not move', () => {
    expect(counterWords(undefined, at(100, 300), 'steady')).toBe(
      'That is not enough for us. Here is our offer.',
    );
    expect(counterWords(undefined, at(100, 300), 'hard-liner')).toMatch(/do not intend to move/);
  });

  it('accepts in plain words, saying so when it is the last round', () => {
    expect(acceptWords(true)).toMatch(/last round/);
    expect(acceptWords(false)).not.toMatch(/last round/);
  });
});
