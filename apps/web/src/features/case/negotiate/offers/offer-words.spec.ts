import { scoredIssuesOf, type CaseDetailResponse } from '@parley/contracts';
import {
  estimateOpponentPoints,
  offerStances,
  priorityShifts,
  type IssueStance,
  type OptionPoints,
  type PriorityShift,
} from '@parley/scoring';
import { describe, expect, it } from 'vitest';
import { aLeaseDetail } from '../../../../testing/fixtures';
import { moveSentence, offerPackage, shiftSentence, signed } from './offer-words';
import { threeIssueDetail } from '../testing';

describe('moveSentence', () => {
  const move = (kind: Parameters<typeof moveSentence>[0]['move'] & object) => kind;
  it('says each kind of move with both numbers, yours first', () => {
    expect(moveSentence({ by: 'opponent', move: move({ kind: 'concession', self: -8, other: 12 }) })).toBe(
      'They gave way: +12 for you, −8 for them.',
    );
    expect(moveSentence({ by: 'user', move: move({ kind: 'concession', self: -10, other: 5 }) })).toBe(
      'You gave way: −10 for you, +5 for them.',
    );
    expect(moveSentence({ by: 'opponent', move: move({ kind: 'selfish', self: 20, other: -15 }) })).toBe(
      'They asked for more: −15 for you, +20 for them.',
    );
    expect(moveSentence({ by: 'user', move: move({ kind: 'fortunate', self: 4, other: 6 }) })).toBe(
      'A move that helps both: +4 for you, +6 for them.',
    );
    expect(moveSentence({ by: 'user', move: move({ kind: 'unfortunate', self: -4, other: -6 }) })).toBe(
      'A move that hurts both: −4 for you, −6 for them.',
    );
    expect(moveSentence({ by: 'opponent', move: move({ kind: 'unfortunate', self: 0, other: -6 }) })).toBe(
      'A move that helps no one: −6 for you, 0 for them.',
    );
    expect(moveSentence({ by: 'opponent', move: move({ kind: 'nice', self: 0, other: 9 }) })).toBe(
      'A move that helps you at no cost to them: +9 for you, 0 for them.',
    );
    expect(moveSentence({ by: 'user', move: move({ kind: 'silent', self: 0, other: 0 }) })).toBe(
      'No change in either total: 0 for you, 0 for them.',
    );
    expect(moveSentence({ by: 'user', move: null })).toBeNull();
  });

  it('writes a true minus sign', () => {
    expect([signed(3), signed(-3), signed(0)]).toEqual(['+3', '−3', '0']);
  });
});

describe('offerPackage', () => {
  it('names each issue’s option, open where the offer leaves it', () => {
    expect(offerPackage(aLeaseDetail(), [32, null])).toBe('Rent: Low · Term: open');
  });
});

/** The sentence for their offers on a case, computed as the section computes it. */
function sentenceFor(detail: CaseDetailResponse, offers: (number | null)[][]) {
  const issues = scoredIssuesOf(detail);
  const entered: OptionPoints = {};
  for (const issue of issues) for (const o of issue.options) entered[o.id] = o.opponent;
  const estimate = estimateOpponentPoints(issues, offers, entered);
  return {
    sentence: shiftSentence(
      detail,
      priorityShifts(issues, entered, estimate),
      offerStances(issues, offers, entered),
    ),
    stances: offerStances(issues, offers, entered),
  };
}

describe('shiftSentence on opposed, shared and lopsided cases', () => {
  // Rent (ids 101–103), Deposit (111–113), Term (121–123): option 0 is their best on each issue in every kind.
  it.each(['opposed', 'lopsided'] as const)(
    'on a %s case: says rent matters less when their moves give way on it and keep the rest, and only that',
    (kind) => {
      const detail = threeIssueDetail(kind);
      // Their offers: rent from their best down to their worst, the deposit and the term at their best throughout.
      const { sentence, stances } = sentenceFor(detail, [
        [101, 111, 121],
        [102, 111, 121],
        [103, 111, 121],
      ]);
      expect(stances.map((s) => [s.held, s.gaveWay])).toEqual([
        [false, true],
        [true, false],
        [true, false],
      ]);
      expect(sentence).not.toBeNull();
      expect(sentence).toMatch(/giving way on Rent|give way on Rent/);
      expect(sentence).toMatch(/Rent less|Rent seems to matter less/);
      // An issue is said to be kept at their best only if their offers held it there.
      const kept = /keep (\w+) at their best/.exec(sentence ?? '')?.[1];
      if (kept !== undefined) expect(['Deposit', 'Term']).toContain(kept);
    },
  );

  it('reads nothing from an opening repeated, nor from moves where you want what they keep (a shared case)', () => {
    const repeated = sentenceFor(threeIssueDetail('opposed'), [
      [103, 111, 121],
      [103, 111, 121],
      [103, 111, 121],
    ]);
    expect(repeated.sentence).toBeNull();
    const shared = sentenceFor(threeIssueDetail('shared'), [
      [101, 111, 121],
      [102, 111, 121],
      [103, 111, 121],
    ]);
    expect(shared.sentence ?? '').not.toMatch(/Rent seems to matter more|Rent.*more/);
  });

  it('says nothing about holding an issue they gave way on', () => {
    const detail = threeIssueDetail('opposed');
    // They give way on every issue: no issue is "kept at their best".
    const { sentence } = sentenceFor(detail, [
      [102, 112, 122],
      [103, 113, 123],
    ]);
    expect(sentence ?? '').not.toMatch(/at their best/);
  });

  it('says they keep an issue at their best only when their offers held it there', () => {
    const detail = threeIssueDetail('opposed');
    // Rent seems to matter more to them, the Term less; the stances decide what their offers are said to do.
    const shifts: PriorityShift[] = [
      { issueId: 21, enteredShare: 0.3, estimatedShare: 0.6, direction: 'more' },
      { issueId: 23, enteredShare: 0.4, estimatedShare: 0.1, direction: 'less' },
    ];
    const stance = (issueId: number, held: boolean): IssueStance => ({
      issueId,
      named: 3,
      held,
      gaveWay: !held,
    });
    expect(shiftSentence(detail, shifts, [stance(21, true), stance(22, true), stance(23, false)])).toBe(
      'Their offers keep Rent at their best while giving way on Term: Rent seems to matter more to them, and Term less, than you entered.',
    );
    const notHeld = shiftSentence(detail, shifts, [stance(21, false), stance(22, true), stance(23, false)]);
    expect(notHeld).not.toMatch(/at their best/);
    expect(notHeld).toBe(
      'Their offers give way on Term: Rent seems to matter more to them, and Term less, than you entered.',
    );
  });

  it('is null when their offers fit the points entered', () => {
    const detail = threeIssueDetail('opposed');
    expect(sentenceFor(detail, [[101, 111, 121]]).sentence).toBeNull();
  });
});
