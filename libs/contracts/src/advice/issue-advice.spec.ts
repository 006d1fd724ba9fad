import fc from 'fast-check';
import { issueStructure, strategicIssues, trades, type ScoredIssue } from '@parley/scoring';
import { describe, expect, it } from 'vitest';
import { factIssue, type FactTrade } from '../facts/case-facts.js';
import { casesAdvice, eitherOf, issueAdvice, issuesAdvice } from './issue-advice.js';

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

  it('calls an issue whose concession costs you exactly what it gains them even, whoever cares more', () => {
    // Their swing (100) is well over yours (60), but giving them Express costs you 60 and gains them 60.
    const delivery = issue(8, 'Delivery', [
      ['Standard', 60, 40],
      ['Courier', 0, 0],
      ['Express', 0, 100],
    ]);
    const f = facts(delivery);
    expect([f.you.swing, f.them.swing]).toEqual([60, 100]);
    expect(f.concession).toMatchObject({ keep: 'Standard', give: 'Express', cost: 60, gain: 60 });
    const advice = issueAdvice(f);
    expect(advice.stance).toBe('even');
    expect(advice.talkingPoints[2]).toBe(
      'Giving them Express costs you exactly what it gains them (60 points): expect resistance, and settle it late with objective criteria.',
    );
    expect(advice.talkingPoints.join(' ')).not.toMatch(/concede|more than it costs you|gain them only/i);
    // The stance is decided from the concession itself, whatever label the issue carries: filed under either
    // side's advantage, it is still neither conceded nor held.
    for (const category of ['opponent-advantage', 'your-advantage'] as const) {
      const filed = issueAdvice({ ...f, category });
      expect(filed.stance).toBe('even');
      expect(filed.talkingPoints).toEqual(advice.talkingPoints);
    }
    // One point less for you and the stakes decide again.
    const cheaper = issue(10, 'Delivery', [
      ['Standard', 59, 40],
      ['Courier', 0, 0],
      ['Express', 0, 100],
    ]);
    expect(issueAdvice({ ...facts(cheaper), category: 'opponent-advantage' }).stance).toBe('concede');
  });

  it('gives a shared issue filed Win-Win no label note, only what the sides share', () => {
    const rent = issue(11, 'Rent', [
      ['$1,800', 250, 80],
      ['$2,200', 60, 250],
    ]);
    const [shared] = issuesAdvice([lens, rent], []);
    expect(shared!.fact.category).toBe('win-win');
    expect(shared!.advice.stance).toBe('agree');
    expect(shared!.advice.talkingPoints[0]).toBe('You both prefer Zoom: agree on it first.');
    // Issue 31 removed the notes beside a label ("Labelled Win-Win because both sides' average points are close,
    // but …"): none comes back, and no sentence explains the label by averages.
    expect(shared!.advice.talkingPoints.join(' ')).not.toMatch(/label|average|Win-Win|because both/i);
  });

  it('gives the issues the headline trade moves the stance trade (the office lease)', () => {
    const lease = [
      issue(12, 'Monthly rent', [
        ['$40/sq ft', 240, 40],
        ['$45/sq ft', 140, 140],
        ['$50/sq ft', 40, 240],
      ]),
      issue(13, 'Lease term', [
        ['3 years', 150, 60],
        ['4 years', 130, 130],
        ['5 years', 110, 200],
      ]),
      issue(14, 'Break clause', [
        ['None', 40, 110],
        ['After 3 years', 150, 80],
      ]),
    ];
    const [headline] = trades(lease, { limit: 1 });
    expect(headline).toBeDefined();
    const moved = new Set([headline!.give.issueId, headline!.get.issueId]);
    expect(moved.size).toBe(2);
    const withTrade = issuesAdvice(lease, [headline!]);
    const without = issuesAdvice(lease, []);
    lease.forEach((one, i) => {
      if (moved.has(one.id)) {
        expect(withTrade[i]!.advice.stance).toBe('trade');
        expect(without[i]!.advice.stance).not.toBe('trade');
      } else expect(withTrade[i]!.advice.stance).toBe(without[i]!.advice.stance);
    });
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
