import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bestAtLevelByEnumeration } from '../../testing/negotiation.js';
import { play, range, runArb, simulationRuns } from '../../testing/negotiation-runs.js';
import { concessionTarget } from '../concession.js';
import { estimateOpponentPoints } from '../opponent-model.js';
import { roundTime } from './plan.js';

describe('the simulated styles', () => {
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
});
