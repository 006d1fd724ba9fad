import fc from 'fast-check';
import { issueStructure, strategicIssues, type ScoredIssue } from '@parley/scoring';
import { describe, expect, it } from 'vitest';
import { factIssue, type FactTrade } from '../facts/case-facts.js';
import { casesAdvice, eitherOf, issueAdvice } from './issue-advice.js';

/** An issue from [name, you, them] rows; option k gets id 10 × id + k. */
function issue(id: number, name: string, rows: Array<[string, number, number]>): ScoredIssue {
  return {
    id,
    name,
    options: rows.map(([option, user, opponent], k) => ({ id: 10 * id + k, name: option, user, opponent })),
  };
}

const facts = (i: ScoredIssue) => factIssue(i, strategicIssues([i])[0]!, issueStructure(i));

// The engineer's base salary: averages 127 vs 140 (the SPEC's rule called it Win-Win), but the sides want
// opposite options, with stakes 220 and 210.
const base = issue(1, 'Base salary', [
  ['$150k', 20, 240],
  ['$165k', 120, 150],
  ['$185k', 240, 30],
]);
// Camera's lens: the same option is best for both; their average is far higher (the SPEC said Opponent Advantage).
const lens = issue(2, 'Lens', [
  ['Kit', 30, 160],
  ['Zoom', 90, 240],
  ['Prime', 60, 200],
]);
// A lease deposit both sides rate high (the SPEC said Contested) where conceding costs you 20 and gains them 120.
const deposit = issue(3, 'Deposit', [
  ['1 month', 200, 110],
  ['2 months', 180, 230],
]);

describe('issueAdvice', () => {
  it('files an opposed issue with similar stakes as Contested and never calls it shared', () => {
    const f = facts(base);
    expect(f.category).toBe('contested');
    const advice = issueAdvice(f);
    expect(advice.stance).toBe('even');
    expect(advice.talkingPoints).toEqual([
      'You want $185k, they want $150k: what one side gains here, the other loses.',
      'It can move your total by up to 220 points and theirs by up to 210 points.',
      'Giving them $150k costs you 220 points and gains them 210, stakes much alike: expect resistance, and settle it late with objective criteria.',
    ]);
    expect(advice.talkingPoints.join(' ')).not.toMatch(/both sides better off|value for both|both prefer/);
  });

  it('says a shared issue is shared, and files it as Win-Win', () => {
    const f = facts(lens);
    expect(f.category).toBe('win-win');
    const advice = issueAdvice(f);
    expect(advice.stance).toBe('agree');
    expect(advice.talkingPoints[0]).toBe('You both prefer Zoom: agree on it first.');
    expect(advice.talkingPoints.join(' ')).not.toMatch(/concede|before this one/i);
  });

  it('advises conceding only where the stake is clearly theirs', () => {
    const f = facts(deposit);
    expect(f.category).toBe('opponent-advantage');
    const advice = issueAdvice(f);
    expect(advice.stance).toBe('concede');
    expect(advice.talkingPoints[2]).toBe(
      'Giving them 2 months costs you 20 points and gains them 120: concede it, but only for something that matters more to you.',
    );
    // The mirror image (you gain 120, they lose 20) is a hold.
    const mirrored = issue(4, 'Deposit', [
      ['1 month', 230, 180],
      ['2 months', 110, 200],
    ]);
    expect(issueAdvice(facts(mirrored)).stance).toBe('hold');
  });

  it('lets a shown trade speak for an issue it moves, whatever the move’s size', () => {
    const trade: FactTrade = {
      give: { issue: 'Base salary', option: '$165k', you: -1, them: 1 },
      get: { issue: 'Remote days', option: '5 days', you: 150, them: -20 },
      userGain: 149,
      opponentGain: 1,
    };
    const mirrored = issue(4, 'Base salary', [
      ['$150k', 20, 240],
      ['$185k', 240, 30],
    ]);
    const advice = issueAdvice(facts(mirrored), [trade]);
    expect(advice.stance).toBe('trade');
    expect(advice.talkingPoints[2]).toBe(
      'The trade shown gives ground here ($165k: −1 for you, +1 for them) in return for Remote days.',
    );
    expect(advice.talkingPoints.join(' ')).not.toMatch(/before this one|settle it late/);
  });

  it('never advises holding out on an issue the balanced deal gives ground on', () => {
    // Your Advantage by the full concession (150 to you against 60 to them) …
    const term = issue(5, 'Term', [
      ['12 months', 200, 40],
      ['24 months', 190, 90],
      ['36 months', 50, 100],
    ]);
    const f = facts(term);
    expect(f.category).toBe('your-advantage');
    expect(issueAdvice(f).talkingPoints[2]).toMatch(/before this one/);
    // … but the balanced deal settles it on 24 months: the card says so instead.
    const nash = { userTotal: 190, opponentTotal: 90, options: [{ issue: 'Term', option: '24 months' }] };
    const advice = issueAdvice(f, [], { nash });
    expect(advice.talkingPoints.slice(2)).toEqual([
      'Giving them 36 months would cost you 150 points and gain them only 60: open with 12 months.',
      'The balanced deal settles it on 24 months (−10 for you, +50 for them against 12 months): give ground here only as part of a whole package like it.',
    ]);
  });

  it('never says to concede an issue where the balanced deal keeps your option', () => {
    const nash = { userTotal: 200, opponentTotal: 110, options: [{ issue: 'Deposit', option: '1 month' }] };
    const advice = issueAdvice(facts(deposit), [], { nash, kalaiSmorodinsky: nash });
    expect(advice.talkingPoints.slice(2)).toEqual([
      'Giving them 2 months costs you 20 points and gains them 120, more than it costs you.',
      'The balanced and proportional deals settle it on 1 month, not 2 months: concede it only for something that matters more to you.',
    ]);
  });

  it('names something to concede where every issue would otherwise be held', () => {
    // Two issues, both Your Advantage: without a named concession the cheaper one says to give it.
    const a = issue(6, 'Parking', [
      ['None', 40, 100],
      ['5 spaces', 140, 40],
    ]); // 100 to you, 60 to them
    const b = issue(7, 'Signage', [
      ['None', 40, 100],
      ['Door', 240, 20],
    ]); // 200 to you, 80 to them
    const advice = casesAdvice([facts(a), facts(b)]);
    expect(advice[0]!.talkingPoints[2]).toBe(
      'Giving them None costs you 100 points and gains them 60: of the issues you disagree on, this is the cheapest to give, so if you must concede something, concede it here, for something in return.',
    );
    expect(advice[1]!.talkingPoints[2]).toBe(
      'Giving them None would cost you 200 points and gain them only 80: open with Door, and give ground on Parking before this one.',
    );
  });

  it('names one-sided and indifferent issues as such', () => {
    const parking = issue(5, 'Parking', [
      ['None', 30, 50],
      ['One space', 90, 50],
    ]);
    expect(issueAdvice(facts(parking)).talkingPoints[0]).toBe(
      'Only you gain or lose on Parking (up to 60 points): ask for One space; it costs them nothing.',
    );
    const colour = issue(6, 'Colour', [
      ['Red', 50, 50],
      ['Blue', 50, 50],
    ]);
    expect(issueAdvice(facts(colour))).toMatchObject({ stance: 'none' });
  });

  it('holds to its rules on random issues with ties', () => {
    const points = fc.oneof(fc.integer({ min: 0, max: 250 }), fc.constantFrom(25, 100, 150, 250));
    const issueArb = fc.array(fc.tuple(points, points), { minLength: 1, maxLength: 6 }).map((rows) =>
      issue(
        7,
        'Term',
        rows.map(([u, o], k) => [`Option ${k}`, u, o]),
      ),
    );
    fc.assert(
      fc.property(issueArb, (i) => {
        const f = facts(i);
        const advice = issueAdvice(f);
        const text = advice.talkingPoints.join(' ');
        const s = issueStructure(i);
        if (s.relation !== 'shared') expect(text).not.toMatch(/both prefer|nothing to concede/);
        if (/concede it, but/.test(text))
          expect(2 * s.concession!.gain).toBeGreaterThanOrEqual(3 * s.concession!.cost);
        if (/before this one/.test(text))
          expect(2 * s.concession!.cost).toBeGreaterThanOrEqual(3 * s.concession!.gain);
        if (s.relation === 'shared' && s.user.swing > 0 && s.opponent.swing > 0) {
          expect(text).toMatch(/You both prefer/);
        }
      }),
      { numRuns: 2000 },
    );
  }, 30_000);
});

describe('eitherOf', () => {
  it('lists alternatives in words', () => {
    expect(eitherOf([])).toBe('');
    expect(eitherOf(['A'])).toBe('A');
    expect(eitherOf(['A', 'B', 'C'])).toBe('A, B or C');
  });
});
