import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { issuesArb } from '../testing/arbitraries.js';
import { allScenarios } from '../testing/brute-force.js';
import { lease } from '../testing/cases.js';
import { bestAtLevelByEnumeration, planByEnumeration, totalBy } from '../testing/negotiation.js';
import { concessionTarget } from './concession.js';
import {
  negotiationDebrief,
  negotiationPlan,
  nextOffer,
  planLevel,
  roundTime,
  simulateNegotiation,
  worthAccepting,
  type NegotiationStyle,
} from './negotiation.js';
import { estimateOpponentPoints } from './opponent-model.js';
import type { Party, ScoredIssue } from './types.js';
import type { WalkAway } from './walk-away.js';

/**
 * CI replays one fixed seed so that a red run is the code's doing, not the draw's; elsewhere every run draws
 * anew (FC_SEED replays a reported failure). Simulations cost more than one analytic, hence fewer runs.
 */
const seedFromEnv = process.env['FC_SEED'] ?? (process.env['CI'] === 'true' ? '20261127' : undefined);
const seeded = seedFromEnv === undefined ? {} : { seed: Number(seedFromEnv) };
const runs = { numRuns: 1000, ...seeded };
const simulationRuns = { numRuns: 300, ...seeded };

const STYLES: NegotiationStyle[] = ['tough', 'steady', 'accommodating', 'tit-for-tat', 'hard-liner', 'plan'];
const walkAwayArb = fc.record({
  user: fc.option(fc.integer({ min: 0, max: 200 }), { nil: null }),
  opponent: fc.option(fc.integer({ min: 0, max: 200 }), { nil: null }),
});
const offersArb = (issues: ScoredIssue[]) =>
  fc.array(fc.tuple(...issues.map((issue) => fc.constantFrom(...issue.options.map((o) => o.id)))), {
    maxLength: 6,
  });

const pointsOf = (issues: ScoredIssue[], side: 'user' | 'opponent') =>
  Object.fromEntries(issues.flatMap((issue) => issue.options.map((o) => [o.id, o[side]])));
const range = (issues: ScoredIssue[], side: 'user' | 'opponent', pick: (...x: number[]) => number) =>
  issues.reduce((sum, issue) => sum + pick(...issue.options.map((o) => o[side])), 0);

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

describe('worthAccepting', () => {
  it('accepts what reaches the walk-away and your next offer, or the walk-away alone when none is to come', () => {
    expect(worthAccepting(120, 130, 100)).toBe(false);
    expect(worthAccepting(130, 130, 100)).toBe(true);
    expect(worthAccepting(99, 90, 100)).toBe(false);
    expect(worthAccepting(100, null, 100)).toBe(true);
    expect(worthAccepting(99, null, 100)).toBe(false);
    expect(worthAccepting(-5, null, null)).toBe(true);
  });
});

describe('simulateNegotiation', () => {
  type RunCase = [ScoredIssue[], WalkAway, NegotiationStyle, NegotiationStyle, number, number];
  const sideArb = fc.constantFrom(...STYLES);
  const runArb: fc.Arbitrary<RunCase> = fc.tuple(
    issuesArb(4, 4, 1),
    walkAwayArb,
    sideArb,
    sideArb,
    fc.integer({ min: 1, max: 8 }),
    fc.integer({ min: 0, max: 2 ** 31 - 1 }),
  );

  /** The run of a drawn case, optionally with other styles. */
  const play = (
    [issues, walkAway, user, opponent, rounds, seed]: RunCase,
    styles: Partial<Record<Party, NegotiationStyle>> = {},
  ) =>
    simulateNegotiation(issues, {
      user: { style: styles.user ?? user },
      opponent: { style: styles.opponent ?? opponent },
      rounds,
      seed,
      walkAway,
    });

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

  it('demands as each style defines: the time-dependent curves, the hard-liner its best, tit-for-tat mirroring', () => {
    fc.assert(
      fc.property(runArb, (drawn) => {
        const [issues, walkAway, , , rounds] = drawn;
        const best = range(issues, 'opponent', Math.max);
        const floor = Math.max(range(issues, 'opponent', Math.min), walkAway.opponent ?? -Infinity);
        for (const style of ['tough', 'steady', 'accommodating', 'hard-liner'] as const) {
          const run = play(drawn, { opponent: style });
          const e = { tough: 0.2, steady: 1, accommodating: 2, 'hard-liner': 0 }[style];
          for (const offer of run.offers.filter((o) => o.by === 'opponent')) {
            const t = roundTime(offer.round, rounds);
            const curve = style === 'hard-liner' ? best : concessionTarget({ t, e, min: floor, max: best });
            expect(offer.level).toBeCloseTo(Math.max(floor, curve), 9);
          }
        }
        const run = play(drawn, { opponent: 'tit-for-tat' });
        const mine = run.offers.filter((o) => o.by === 'opponent');
        const theirs = run.offers.filter((o) => o.by === 'user');
        mine.forEach((offer, r) => {
          const previous = r === 0 ? best : mine[r - 1]!.level;
          const conceded = r === 0 ? 0 : theirs[r]!.opponentTotal - theirs[r - 1]!.opponentTotal;
          expect(offer.level).toBe(Math.min(best, Math.max(floor, previous - conceded)));
        });
      }),
      simulationRuns,
    );
  });

  it('has each simulated style offer, at its level, the package best for you by its estimate of your offers', () => {
    fc.assert(
      fc.property(runArb, (drawn) => {
        const [issues, , , opponent] = drawn;
        if (opponent === 'plan') return;
        const run = play(drawn);
        // Their view: their points as the user's, yours as theirs.
        const swapped = issues.map((issue) => ({
          ...issue,
          options: issue.options.map((o) => ({ ...o, user: o.opponent, opponent: o.user })),
        }));
        const yours = run.offers.filter((o) => o.by === 'user');
        for (const offer of run.offers.filter((o) => o.by === 'opponent')) {
          const seen = yours.filter((o) => o.round <= offer.round).map((o) => o.optionIds);
          const estimate = estimateOpponentPoints(issues, seen);
          const allowed = bestAtLevelByEnumeration(swapped, offer.level, estimate).map((s) => s.optionIds);
          expect(allowed).toContainEqual(offer.optionIds);
        }
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

describe('negotiationDebrief', () => {
  const debriefArb = fc.tuple(
    issuesArb(4, 4, 1),
    walkAwayArb,
    fc.constantFrom(...STYLES),
    fc.constantFrom(...STYLES),
    fc.integer({ min: 1, max: 6 }),
    fc.integer({ min: 0, max: 1000 }),
  );

  it('reads the deal, the balanced deal, what was left and what each side conceded, by enumeration', () => {
    fc.assert(
      fc.property(debriefArb, ([issues, walkAway, user, opponent, rounds, seed]) => {
        const run = simulateNegotiation(issues, {
          user: { style: user },
          opponent: { style: opponent },
          rounds,
          seed,
          walkAway,
        });
        const debrief = negotiationDebrief(issues, run, {
          walkAway,
          replay: { opponent: { style: opponent }, rounds, seed },
        });
        const all = allScenarios(issues).map((x) => x.scenario);
        const deal = run.agreement;
        expect(debrief.agreement).toEqual(deal);
        // Left on the table: the best total value among packages at least as good for both, better for one.
        if (deal === null) expect(debrief.leftOnTable).toBeNull();
        else {
          const better = all.filter(
            (s) =>
              s.userTotal >= deal.userTotal &&
              s.opponentTotal >= deal.opponentTotal &&
              s.userTotal + s.opponentTotal > deal.userTotal + deal.opponentTotal,
          );
          if (better.length === 0) expect(debrief.leftOnTable).toBeNull();
          else {
            const best = Math.max(...better.map((s) => s.userTotal + s.opponentTotal));
            expect(debrief.leftOnTable!.userTotal + debrief.leftOnTable!.opponentTotal).toBe(best);
          }
        }
        // The balanced deal: the largest product of gains over the walk-away point.
        const du = Math.max(Math.min(...all.map((s) => s.userTotal)), walkAway.user ?? -Infinity);
        const dop = Math.max(Math.min(...all.map((s) => s.opponentTotal)), walkAway.opponent ?? -Infinity);
        const zone = all.filter((s) => s.userTotal >= du && s.opponentTotal >= dop);
        if (zone.length === 0) expect(debrief.nash).toBeNull();
        else {
          const product = Math.max(...zone.map((s) => (s.userTotal - du) * (s.opponentTotal - dop)));
          expect((debrief.nash!.userTotal - du) * (debrief.nash!.opponentTotal - dop)).toBe(product);
        }
        // Conceded: the sum of each side's drops in its own total between its consecutive offers.
        for (const side of ['user', 'opponent'] as const) {
          const own = run.offers
            .filter((o) => o.by === side)
            .map((o) => (side === 'user' ? o.userTotal : o.opponentTotal));
          const drops = own.slice(1).reduce((sum, x, j) => sum + Math.max(0, own[j]! - x), 0);
          expect(debrief.conceded[side]).toBe(drops);
        }
        expect(debrief.planAgreement).toEqual(
          simulateNegotiation(issues, {
            user: { style: 'plan' },
            opponent: { style: opponent },
            rounds,
            seed,
            walkAway,
          }).agreement,
        );
      }),
      simulationRuns,
    );
  });
});
