import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { issuesArb } from '../testing/arbitraries.js';
import { scoredIssue } from '../testing/cases.js';
import { issueStructure, issueStructures } from './issue-structure.js';
import type { ScoredIssue } from './types.js';

const seedFromEnv = process.env['FC_SEED'] ?? (process.env['CI'] === 'true' ? '20261126' : undefined);
const runs = { numRuns: 1500, ...(seedFromEnv === undefined ? {} : { seed: Number(seedFromEnv) }) };

// A salary talk: the candidate wants the highest base, the employer the lowest.
const base = scoredIssue(1, 'Base salary', [
  ['$150k', 20, 240],
  ['$165k', 120, 150],
  ['$185k', 240, 30],
]);
// A camera's lens: both sides' best is the same option.
const lens = scoredIssue(2, 'Lens', [
  ['Kit', 40, 60],
  ['Zoom', 180, 200],
  ['Prime', 100, 90],
]);
// Both sides dislike 'Never'; the candidate wants 'Monthly', the employer 'Yearly'.
const reviews = scoredIssue(3, 'Reviews', [
  ['Monthly', 150, 60],
  ['Yearly', 70, 120],
  ['Never', 30, 40],
]);

describe('issueStructure', () => {
  it('reads an opposed issue: each side wants the other’s worst option', () => {
    // Swings 240 − 20 = 220 for you, 240 − 30 = 210 for them; giving $150k instead of $185k costs you 220
    // and gains them 210.
    expect(issueStructure(base)).toEqual({
      issueId: 1,
      user: { swing: 220, best: 240, worst: 20, preferred: [12] },
      opponent: { swing: 210, best: 240, worst: 30, preferred: [10] },
      relation: 'opposed',
      caresMore: 'user',
      swingRatio: 220 / 210,
      concession: { fromOptionId: 12, toOptionId: 10, cost: 220, gain: 210 },
      dominated: [],
    });
  });

  it('reads a shared issue: one option is best for both, and what both would rule out', () => {
    const s = issueStructure(lens);
    expect(s.relation).toBe('shared');
    expect(s.user.preferred).toEqual([21]);
    expect(s.opponent.preferred).toEqual([21]);
    expect(s.concession).toBeNull();
    // Zoom beats Kit and Prime for both sides.
    expect(s.dominated).toEqual([20, 22]);
  });

  it('reads a mixed issue: different favourites, but one option worse for both', () => {
    const s = issueStructure(reviews);
    expect(s.relation).toBe('mixed');
    expect(s.dominated).toEqual([32]);
    // Giving Yearly instead of Monthly costs you 80 and gains them 60; they care less (swing 80 vs 120).
    expect(s.concession).toEqual({ fromOptionId: 30, toOptionId: 31, cost: 80, gain: 60 });
    expect(s.caresMore).toBe('user');
  });

  it('calls an issue one side is indifferent to shared, with an infinite or unit ratio', () => {
    const onlyYou = scoredIssue(4, 'Parking', [
      ['None', 30, 50],
      ['One space', 90, 50],
    ]);
    expect(issueStructure(onlyYou)).toMatchObject({
      relation: 'shared',
      caresMore: 'user',
      swingRatio: Number.POSITIVE_INFINITY,
      concession: null,
    });
    const neither = scoredIssue(5, 'Colour', [
      ['Red', 50, 50],
      ['Blue', 50, 50],
    ]);
    expect(issueStructure(neither)).toMatchObject({ relation: 'shared', caresMore: 'equal', swingRatio: 1 });
    expect(issueStructure({ id: 6, name: 'Empty', options: [] })).toMatchObject({
      relation: 'shared',
      user: { swing: 0, preferred: [] },
      concession: null,
    });
  });

  it('keeps the concession on the option best for the other side among ties', () => {
    const ties = scoredIssue(7, 'Term', [
      ['12 months', 100, 10],
      ['18 months', 100, 40],
      ['24 months', 20, 90],
      ['36 months', 60, 90],
    ]);
    // Your best: 12 or 18 months; of those, 18 months is better for them. Their best: 24 or 36 months; of
    // those, 36 months is better for you. Cost 100 − 60 = 40, gain 90 − 40 = 50.
    expect(issueStructure(ties).concession).toEqual({ fromOptionId: 71, toOptionId: 73, cost: 40, gain: 50 });
  });

  it('agrees with the definitions on random issues with ties', () => {
    fc.assert(
      fc.property(issuesArb(4, 6, 1), (issues: ScoredIssue[]) => {
        const structures = issueStructures(issues);
        structures.forEach((s, i) => {
          const options = issues[i]!.options;
          const maxUser = Math.max(...options.map((o) => o.user));
          const maxOpp = Math.max(...options.map((o) => o.opponent));
          const minUser = Math.min(...options.map((o) => o.user));
          const minOpp = Math.min(...options.map((o) => o.opponent));
          expect(s.user.swing).toBe(maxUser - minUser);
          expect(s.opponent.swing).toBe(maxOpp - minOpp);
          const bestForBoth = options.some((o) => o.user === maxUser && o.opponent === maxOpp);
          const pairs = options.flatMap((a) => options.map((b) => [a, b] as const));
          const bothPreferOne = pairs.some(([a, b]) => b.user > a.user && b.opponent > a.opponent);
          expect(s.relation).toBe(bestForBoth ? 'shared' : bothPreferOne ? 'mixed' : 'opposed');
          const dominated = options.filter((a) =>
            options.some(
              (b) =>
                b !== a &&
                b.user >= a.user &&
                b.opponent >= a.opponent &&
                (b.user > a.user || b.opponent > a.opponent),
            ),
          );
          expect(s.dominated).toEqual(dominated.map((o) => o.id));
          if (s.concession === null) {
            expect(s.relation).toBe('shared');
          } else {
            const from = options.find((o) => o.id === s.concession!.fromOptionId)!;
            const to = options.find((o) => o.id === s.concession!.toOptionId)!;
            expect(from.user).toBe(maxUser);
            expect(to.opponent).toBe(maxOpp);
            // The kept option is the best for them among yours, the given one the best for you among theirs.
            for (const o of options) {
              if (o.user === maxUser) expect(o.opponent).toBeLessThanOrEqual(from.opponent);
              if (o.opponent === maxOpp) expect(o.user).toBeLessThanOrEqual(to.user);
            }
            expect(s.concession.cost).toBeGreaterThan(0);
            expect(s.concession.gain).toBeGreaterThan(0);
          }
          const direction = Math.sign(s.user.swing - s.opponent.swing);
          expect(s.caresMore).toBe(direction > 0 ? 'user' : direction < 0 ? 'opponent' : 'equal');
        });
      }),
      runs,
    );
  }, 30_000);
});
