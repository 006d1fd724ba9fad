import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { issuesArb } from '../testing/arbitraries.js';
import { equivalentOffersByEnumeration } from '../testing/brute-force.js';
import { lease, randomCase, scoredIssue } from '../testing/cases.js';
import { equivalentOffers } from './equivalent-offers.js';

const totals = (scenarios: { userTotal: number; opponentTotal: number }[]) =>
  scenarios.map((s) => `(${s.userTotal}, ${s.opponentTotal})`);

describe('equivalentOffers', () => {
  it('offers packages worth the same to you that differ most for the other side', () => {
    // Bands of width 25 with the most distinct opponent totals (3 wanted): [300, 325] holds (300,325)
    // (325,275) (300,350) (325,325) → opponent totals 275, 325, 350: spread 75 (no other band has 3 with more).
    // Picks: 350, 275, then the farthest of what is left, 325. Highest user total per pick.
    expect(totals(equivalentOffers(lease, { count: 3, tolerance: 25 }))).toEqual([
      '(300, 350)',
      '(325, 325)',
      '(325, 275)',
    ]);
    // Exactly equal to you (tolerance 0): user 325 has (325,275) and (325,325); user 300 (300,325) (300,350);
    // 400 (400,225) (400,275); 225 (225,375) (225,400). Two each: widest spread 50 at 400 and at 325 → 400.
    expect(totals(equivalentOffers(lease, { count: 3, tolerance: 0 }))).toEqual(['(400, 275)', '(400, 225)']);
  });

  it('keeps every package at or above the walk-away values', () => {
    const offers = equivalentOffers(lease, {
      count: 3,
      tolerance: 100,
      walkAway: { user: 300, opponent: 300 },
    });
    // Eligible: (300,325) (325,325) (300,350), one band but two distinct opponent totals: 350, and 325 with
    // the higher user total.
    expect(totals(offers)).toEqual(['(300, 350)', '(325, 325)']);
    expect(
      equivalentOffers(lease, { count: 3, tolerance: 0, walkAway: { user: 501, opponent: null } }),
    ).toEqual([]);
    expect(equivalentOffers(lease, { count: 0, tolerance: 10 })).toEqual([]);
    expect(equivalentOffers([], { count: 3, tolerance: 10 })).toEqual([]);
  });

  it('names the lexicographically first package for a pair of totals', () => {
    const twins = [
      scoredIssue(1, 'A', [
        ['a0', 5, 1],
        ['a1', 5, 1],
        ['a2', 5, 9],
      ]),
    ];
    expect(equivalentOffers(twins, { count: 3, tolerance: 0 }).map((s) => s.optionIds)).toEqual([[12], [10]]);
  });

  it('agrees with the definition applied to every scenario', () => {
    const side = fc.option(fc.integer({ min: 0, max: 200 }), { nil: null });
    fc.assert(
      fc.property(
        issuesArb(),
        fc.integer({ min: 0, max: 6 }),
        fc.oneof(fc.integer({ min: 0, max: 10 }), fc.integer({ min: 0, max: 120 })),
        fc.option(fc.record({ user: side, opponent: side }), { nil: undefined }),
        (issues, count, tolerance, walkAway) => {
          expect(equivalentOffers(issues, { count, tolerance, walkAway })).toEqual(
            equivalentOffersByEnumeration(issues, count, tolerance, walkAway),
          );
        },
      ),
      { numRuns: 2000, seed: 1105 },
    );
  }, 30_000);

  it('works on 10^12 scenarios without listing them', () => {
    const issues = randomCase(12, 10, 21);
    const offers = equivalentOffers(issues, {
      count: 3,
      tolerance: 10,
      walkAway: { user: 1700, opponent: 1500 },
    });
    expect(offers).toHaveLength(3);
    const users = offers.map((s) => s.userTotal);
    expect(Math.max(...users) - Math.min(...users)).toBeLessThanOrEqual(10);
    expect(offers.every((s) => s.userTotal >= 1700 && s.opponentTotal >= 1500)).toBe(true);
    expect(new Set(offers.map((s) => s.opponentTotal)).size).toBe(3);
  }, 20_000);
});
