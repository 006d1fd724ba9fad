import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { issuesArb } from '../../testing/arbitraries.js';
import { lease } from '../../testing/cases.js';
import { planByEnumeration } from '../../testing/negotiation.js';
import { range, runs, walkAwayArb } from '../../testing/negotiation-runs.js';
import { concessionTarget } from '../concession.js';
import { nextOffer } from './next-offer.js';
import { negotiationPlan, planLevel } from './plan.js';

describe('negotiationPlan', () => {
  it("opens at the case's one opening (defaultOfferTarget) and targets the Nash point, by enumeration", () => {
    fc.assert(
      fc.property(
        issuesArb(4, 4, 1),
        walkAwayArb,
        fc.double({ min: 0, max: 3, noNaN: true }),
        (issues, walkAway, e) => {
          const plan = negotiationPlan(issues, { walkAway, e })!;
          const expected = planByEnumeration(issues, walkAway);
          expect({ opening: plan.opening, target: plan.target, zone: plan.zone }).toEqual(expected);
          expect(plan.walkAway).toBe(Math.max(range(issues, 'user', Math.min), walkAway.user ?? -Infinity));
          expect(plan.e).toBe(e);
        },
      ),
      runs,
    );
  });

  it('concedes from the opening to the target at its pace, never below the walk-away', () => {
    fc.assert(
      fc.property(
        issuesArb(4, 4, 1),
        walkAwayArb,
        fc.double({ min: 0, max: 1, noNaN: true }),
        (issues, walkAway, t) => {
          const plan = negotiationPlan(issues, { walkAway })!;
          const level = planLevel(plan, t);
          expect(level).toBe(
            Math.max(plan.walkAway, concessionTarget({ t, e: 0.2, min: plan.target, max: plan.opening })),
          );
          expect(level).toBeGreaterThanOrEqual(plan.walkAway);
        },
      ),
      runs,
    );
  });

  it('is null without scenarios', () => {
    expect(negotiationPlan([])).toBeNull();
    expect(nextOffer([], { plan: negotiationPlan(lease)!, t: 0 })).toBeNull();
  });
});
