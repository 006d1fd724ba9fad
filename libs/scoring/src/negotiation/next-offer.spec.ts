import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { issuesArb } from '../../testing/arbitraries.js';
import { bestAtLevelByEnumeration } from '../../testing/negotiation.js';
import { offersArb, pointsOf, range, runs, walkAwayArb } from '../../testing/negotiation-runs.js';
import { estimateOpponentPoints } from '../opponent-model.js';
import { nextOffer } from './next-offer.js';
import { negotiationPlan, planLevel } from './plan.js';

describe('nextOffer', () => {
  it('before your first offer is, of the packages at the level, the best for them by the estimate (ties to your higher total), by enumeration', () => {
    fc.assert(
      fc.property(
        issuesArb(4, 4, 1).chain((issues) =>
          fc.tuple(
            fc.constant(issues),
            walkAwayArb,
            offersArb(issues),
            fc.double({ min: 0, max: 1, noNaN: true }),
          ),
        ),
        ([issues, walkAway, theirOffers, t]) => {
          const plan = negotiationPlan(issues, { walkAway })!;
          const next = nextOffer(issues, { plan, t, theirOffers });
          if (plan.walkAway > range(issues, 'user', Math.max)) {
            expect(next).toBeNull();
            return;
          }
          if (next === null) throw new Error('no next offer below the best total');
          const estimate = estimateOpponentPoints(issues, theirOffers, pointsOf(issues, 'opponent'));
          expect(next.estimate).toEqual(estimate);
          expect(next.level).toBe(planLevel(plan, t));
          expect(next.offer.userTotal).toBeGreaterThanOrEqual(next.level);
          expect(next.offer.userTotal).toBeGreaterThanOrEqual(plan.walkAway);
          // Each allowed package has the same totals by the estimate and for you; the one chosen is among them.
          const byEstimate = bestAtLevelByEnumeration(issues, next.level, estimate);
          expect(byEstimate.map((s) => s.optionIds)).toContainEqual(next.offer.optionIds);
          expect(next.holds).toBe(false);
        },
      ),
      runs,
    );
  });
});
