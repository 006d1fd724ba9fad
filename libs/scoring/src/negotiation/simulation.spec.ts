import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lease } from '../../testing/cases.js';
import { totalBy } from '../../testing/negotiation.js';
import { play, pointsOf, range, runArb, simulationRuns } from '../../testing/negotiation-runs.js';
import { worthAccepting } from './acceptance.js';
import { nextOffer } from './next-offer.js';
import { negotiationPlan, roundTime } from './plan.js';
import { simulateNegotiation } from './simulation.js';

describe('simulateNegotiation', () => {
  it('gives the same run for the same seed', () => {
    fc.assert(
      fc.property(runArb, ([issues, walkAway, user, opponent, rounds, seed]) => {
        const options = { user: { style: user }, opponent: { style: opponent }, rounds, seed, walkAway };
        expect(simulateNegotiation(issues, options)).toEqual(simulateNegotiation(issues, options));
      }),
      simulationRuns,
    );
  });

  it('alternates offers round by round, scored with the points in the issues, and ends at an accepted offer', () => {
    fc.assert(
      fc.property(runArb, (drawn) => {
        const [issues, walkAway, , , rounds] = drawn;
        const run = play(drawn);
        run.offers.forEach((offer, j) => {
          expect(offer.by).toBe(j % 2 === 0 ? 'user' : 'opponent');
          expect(offer.round).toBe(Math.floor(j / 2) + 1);
          expect(offer.userTotal).toBe(totalBy(issues, offer.optionIds, pointsOf(issues, 'user')));
          expect(offer.opponentTotal).toBe(totalBy(issues, offer.optionIds, pointsOf(issues, 'opponent')));
          // Each offer is worth at least the level its side demanded.
          expect(offer[offer.by === 'user' ? 'userTotal' : 'opponentTotal']).toBeGreaterThanOrEqual(
            offer.level,
          );
        });
        expect(run.offers.length).toBeLessThanOrEqual(2 * rounds);
        if (run.agreement === null) {
          expect(run.acceptedBy).toBeNull();
          // Without a deal the rounds ran out, unless a side's walk-away lies above every package for it.
          if (run.walkedAway === null) expect(run.offers).toHaveLength(2 * rounds);
          else {
            const side = run.walkedAway;
            expect(range(issues, side, Math.max)).toBeLessThan(walkAway[side]!);
          }
        } else {
          const last = run.offers.at(-1)!;
          expect(run.agreement.optionIds).toEqual(last.optionIds);
          expect(run.acceptedBy).not.toBe(last.by);
        }
      }),
      simulationRuns,
    );
  });

  it('never offers or accepts below your walk-away, and every deal reaches both', () => {
    fc.assert(
      fc.property(runArb, (drawn) => {
        const [issues, walkAway, user] = drawn;
        const run = play(drawn);
        const floor = {
          user: Math.max(range(issues, 'user', Math.min), walkAway.user ?? -Infinity),
          opponent: Math.max(range(issues, 'opponent', Math.min), walkAway.opponent ?? -Infinity),
        };
        for (const offer of run.offers) {
          const total = offer.by === 'user' ? offer.userTotal : offer.opponentTotal;
          expect(total).toBeGreaterThanOrEqual(floor[offer.by]);
        }
        if (run.agreement !== null) {
          expect(run.agreement.userTotal).toBeGreaterThanOrEqual(floor.user);
          expect(run.agreement.opponentTotal).toBeGreaterThanOrEqual(floor.opponent);
        }
        // The plan, where a package reaches both walk-aways, offers none below theirs either.
        const plan = negotiationPlan(issues, { walkAway });
        if (user === 'plan' && plan?.zone === true) {
          for (const offer of run.offers.filter((o) => o.by === 'user')) {
            expect(offer.opponentTotal).toBeGreaterThanOrEqual(floor.opponent);
          }
        }
      }),
      simulationRuns,
    );
  });

  it("plays the plan's next offer each round, and accepts as AC_next says", () => {
    fc.assert(
      fc.property(runArb, (drawn) => {
        const [issues, walkAway, , , rounds] = drawn;
        const run = play(drawn, { user: 'plan' });
        const plan = negotiationPlan(issues, { walkAway })!;
        const theirs = run.offers.filter((o) => o.by === 'opponent');
        const mine = run.offers.filter((o) => o.by === 'user');
        run.offers.forEach((offer) => {
          if (offer.by !== 'user') return;
          const next = nextOffer(issues, {
            plan,
            t: roundTime(offer.round, rounds),
            theirOffers: theirs.filter((o) => o.round < offer.round).map((o) => o.optionIds),
            lastOffer: mine.find((o) => o.round === offer.round - 1)?.optionIds ?? null,
          })!;
          expect(offer.optionIds).toEqual(next.offer.optionIds);
          expect(offer.level).toBe(next.level);
          // Not accepting their previous offer means it was worth less than this one.
          const before = theirs.find((o) => o.round === offer.round - 1);
          if (before) expect(worthAccepting(before.userTotal, offer.userTotal, plan.walkAway)).toBe(false);
        });
      }),
      simulationRuns,
    );
  });
  it('reaches a deal on the lease case against a steady opponent, both above their walk-aways', () => {
    const walkAway = { user: 120, opponent: 80 };
    const run = simulateNegotiation(lease, {
      user: { style: 'plan' },
      opponent: { style: 'steady' },
      rounds: 8,
      seed: 1,
      walkAway,
    });
    expect(run.agreement).not.toBeNull();
    expect(run.agreement!.userTotal).toBeGreaterThanOrEqual(120);
    expect(run.agreement!.opponentTotal).toBeGreaterThanOrEqual(80);
  });

  it('plays one round when the rounds are below 1 or not a number', () => {
    for (const rounds of [0, -3, Number.NaN]) {
      const run = simulateNegotiation(lease, {
        user: { style: 'hard-liner' },
        opponent: { style: 'hard-liner' },
        rounds,
        seed: 1,
      });
      expect(Math.max(...run.offers.map((o) => o.round))).toBe(1);
    }
  });

  it('has no offers without scenarios', () => {
    const run = simulateNegotiation([], {
      user: { style: 'plan' },
      opponent: { style: 'tough' },
      rounds: 5,
      seed: 1,
    });
    expect(run).toEqual({ offers: [], agreement: null, acceptedBy: null, walkedAway: null });
  });
});
