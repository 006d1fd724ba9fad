import fc from 'fast-check';
import { issueStructure, strategicIssues, type ScoredIssue } from '@parley/scoring';
import { describe, expect, it } from 'vitest';
import { factIssue, type FactTrade } from '../ai/case-facts.js';
import { eitherOf, issueAdvice } from './issue-advice.js';

/** An issue from [name, you, them] rows; option k gets id 10 × id + k. */
function issue(id: number, name: string, rows: Array<[string, number, number]>): ScoredIssue {
  return {
    id,
    name,
    options: rows.map(([option, user, opponent], k) => ({ id: 10 * id + k, name: option, user, opponent })),
  };
}

const facts = (i: ScoredIssue) => factIssue(i, strategicIssues([i])[0]!, issueStructure(i));

// The engineer's base salary: averages 127 vs 140 (a gap under 30, so the SPEC calls it Win-Win), but the
// sides want opposite options.
const base = issue(1, 'Base salary', [
  ['$150k', 20, 240],
  ['$165k', 120, 150],
  ['$185k', 240, 30],
]);
// Camera's lens: the same option is best for both; their average is far higher (Opponent Advantage).
const lens = issue(2, 'Lens', [
  ['Kit', 30, 160],
  ['Zoom', 90, 240],
  ['Prime', 60, 200],
]);
// A lease deposit both sides rate high (Contested) where conceding costs you 20 and gains them 120.
const deposit = issue(3, 'Deposit', [
  ['1 month', 200, 110],
  ['2 months', 180, 230],
]);

describe('issueAdvice', () => {
  it('never calls an opposed issue shared, and says what the points show beside a Win-Win label', () => {
    const f = facts(base);
    expect(f.category).toBe('win-win');
    const advice = issueAdvice(f);
    expect(advice.stance).toBe('hold'); // 220 to you against 210 to them
    expect(advice.talkingPoints).toEqual([
      'You want $185k, they want $150k: what one side gains here, the other loses.',
      'It can move your total by up to 220 points and theirs by up to 210 points.',
      'Giving them $150k would cost you 220 points and gain them only 210: open with $185k, and give ground on other issues before this one.',
    ]);
    expect(advice.labelNote).toBe(
      "Labelled Win-Win because both sides' average points are close, but the sides want opposite options here.",
    );
    expect(advice.talkingPoints.join(' ')).not.toMatch(/both sides better off|value for both|both prefer/);
  });

  it('says a shared issue is shared, whatever its label', () => {
    const f = facts(lens);
    expect(f.category).toBe('opponent-advantage');
    const advice = issueAdvice(f);
    expect(advice.stance).toBe('agree');
    expect(advice.talkingPoints[0]).toBe('You both prefer Zoom: agree on it first.');
    expect(advice.labelNote).toBe(
      'Labelled Opponent Advantage from the average points, but you both prefer Zoom: there is nothing to concede here.',
    );
    expect(advice.talkingPoints.join(' ')).not.toMatch(/concede|before this one/i);
  });

  it('advises conceding only where it costs you less than it gains them', () => {
    const f = facts(deposit);
    expect(f.category).toBe('contested');
    const advice = issueAdvice(f);
    expect(advice.stance).toBe('concede');
    expect(advice.talkingPoints[2]).toBe(
      'Giving them 2 months costs you 20 points and gains them 120: concede it, but only for something that matters more to you.',
    );
    // The mirror image (you gain 120, they lose 20) is a hold, even though it is just as "contested".
    const mirrored = issue(4, 'Deposit', [
      ['1 month', 230, 180],
      ['2 months', 110, 200],
    ]);
    expect(issueAdvice(facts(mirrored)).stance).toBe('hold');
  });

  it('lets a shown trade speak for an issue it moves instead of "give ground before this one"', () => {
    const trade: FactTrade = {
      give: { issue: 'Base salary', option: '$150k', you: -100, them: 90 },
      get: { issue: 'Remote days', option: '5 days', you: 150, them: -20 },
      userGain: 50,
      opponentGain: 70,
    };
    const advice = issueAdvice(facts(base), [trade]);
    expect(advice.stance).toBe('trade');
    expect(advice.talkingPoints[2]).toBe(
      'The trade shown gives ground here ($150k: −100 for you, +90 for them) in return for Remote days.',
    );
    expect(advice.talkingPoints.join(' ')).not.toMatch(/before this one/);
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
    expect(issueAdvice(facts(colour))).toMatchObject({ stance: 'none', labelNote: null });
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
        if (/concede it/.test(text)) expect(s.concession!.cost).toBeLessThan(s.concession!.gain);
        if (/before this one/.test(text)) expect(s.concession!.cost).toBeGreaterThan(s.concession!.gain);
        if (s.relation === 'shared' && s.user.swing > 0 && s.opponent.swing > 0) {
          expect(text).toMatch(/You both prefer/);
        }
        if (advice.labelNote !== null) expect(advice.labelNote).toMatch(/^Labelled /);
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
