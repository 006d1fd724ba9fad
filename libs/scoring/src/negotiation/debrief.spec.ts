import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { issuesArb } from '../../testing/arbitraries.js';
import { allScenarios } from '../../testing/brute-force.js';
import { STYLES, simulationRuns, walkAwayArb } from '../../testing/negotiation-runs.js';
import { negotiationDebrief } from './debrief.js';
import { simulateNegotiation } from './simulation.js';

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
