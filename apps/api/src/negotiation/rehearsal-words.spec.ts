import { describe, expect, it } from 'vitest';
import { acceptWords, counterWords, lessonWords } from './rehearsal-words.js';

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

describe('lessonWords', () => {
  const none = { user: 0, opponent: 0 };
  it('names a move that gave points for a package that was not efficient first', () => {
    expect(
      lessonWords({
        agreement: at(300, 300),
        leftOnTable: at(340, 300),
        conceded: { user: 100, opponent: 50 },
        wasteful: { gave: 100, better: at(400, 250) },
      }),
    ).toBe(
      'Your move that gave up 100 points went to a package that was not efficient: 400 for you with 250 for them was there, so trade across issues before giving ground.',
    );
  });

  it('says what the deal left as it is: better for both, or as good for one and better for the other', () => {
    const left = (you: number, them: number) =>
      lessonWords({ agreement: at(300, 300), leftOnTable: at(300 + you, 300 + them), conceded: none });
    expect(left(40, 0)).toMatch(/^The deal left 40 points more for you, as good for them on the table/);
    expect(left(0, 1)).toMatch(/^The deal left 1 point more for them, as good for you on the table/);
    expect(left(20, 30)).toMatch(/20 points more for you and 30 points more for them/);
  });

  it('points to the plan where it reached a deal and the person did not, else to smaller steps or nothing', () => {
    expect(
      lessonWords({ agreement: null, leftOnTable: null, conceded: none, planAgreement: at(1, 1) }),
    ).toMatch(/The plan reached a deal/);
    expect(
      lessonWords({ agreement: at(1, 1), leftOnTable: null, conceded: { user: 90, opponent: 20 } }),
    ).toMatch(/You gave up 90 points to their 20/);
    expect(lessonWords({ agreement: at(1, 1), leftOnTable: null, conceded: none })).toMatch(
      /^Nothing to change/,
    );
    expect(lessonWords({ agreement: null, leftOnTable: null, conceded: none, planAgreement: null })).toMatch(
      /^No deal was within reach/,
    );
  });
});
