import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { issuesArb } from '../testing/arbitraries.js';
import { zopaByEnumeration } from '../testing/brute-force.js';
import { lease, randomCase } from '../testing/cases.js';
import { zopaCount } from './walk-away.js';

describe('zopaCount', () => {
  it('counts the scenarios that reach both walk-away values, inclusive', () => {
    // user ≥ 300 and opponent ≥ 300: (300,325) (325,325) (300,350) — see the lease's listing
    expect(zopaCount(lease, { user: 300, opponent: 300 })).toBe(3);
    // Only your walk-away: user ≥ 400 → (400,225) (500,175) (425,225) (400,275)
    expect(zopaCount(lease, { user: 400, opponent: null })).toBe(4);
    expect(zopaCount(lease, { user: null, opponent: null })).toBe(12);
    expect(zopaCount(lease, { user: 501, opponent: null })).toBe(0);
    expect(zopaCount([], { user: null, opponent: null })).toBe(0);
  });

  it('agrees with enumeration', () => {
    const side = fc.option(fc.integer({ min: -10, max: 300 }), { nil: null });
    fc.assert(
      fc.property(issuesArb(), side, side, (issues, user, opponent) => {
        expect(zopaCount(issues, { user, opponent })).toBe(zopaByEnumeration(issues, { user, opponent }));
      }),
      { numRuns: 2000, seed: 1101 },
    );
  }, 20_000);

  it('counts 10^12 scenarios exactly', () => {
    expect(zopaCount(randomCase(12, 10, 9), { user: 0, opponent: null })).toBe(1e12);
  }, 20_000);
});
