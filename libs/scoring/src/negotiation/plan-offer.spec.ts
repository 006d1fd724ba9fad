import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ScoredIssue } from '../types.js';
import { nextOffer } from './next-offer.js';
import { negotiationPlan, planLevel, roundTime } from './plan.js';
import { planPackage } from './plan-offer.js';

/**
 * CI replays one fixed seed so that a red run is the code's doing, not the draw's; elsewhere every run draws
 * anew (FC_SEED replays a reported failure).
 */
const seedFromEnv = process.env['FC_SEED'] ?? (process.env['CI'] === 'true' ? '20261129' : undefined);
const runs = { numRuns: 2000, ...(seedFromEnv === undefined ? {} : { seed: Number(seedFromEnv) }) };

/** Every package as option indexes. */
function packages(sizes: readonly number[]): number[][] {
  let all: number[][] = [[]];
  for (const size of sizes) all = all.flatMap((p) => Array.from({ length: size }, (_, k) => [...p, k]));
  return all;
}

const total = (points: number[][], p: readonly number[]) => p.reduce((s, k, i) => s + points[i]![k]!, 0);
const changes = (a: readonly number[], b: readonly number[]) => a.filter((k, i) => k !== b[i]).length;

/** Points on a coarse grid, so that ties in both totals are common. */
const gridArb = fc.integer({ min: 0, max: 8 }).map((x) => 10 * x);

const caseArb = fc.array(fc.integer({ min: 1, max: 4 }), { minLength: 1, maxLength: 4 }).chain((sizes) =>
  fc.record({
    own: fc.tuple(...sizes.map((n) => fc.array(gridArb, { minLength: n, maxLength: n }))),
    theirs: fc.tuple(...sizes.map((n) => fc.array(gridArb, { minLength: n, maxLength: n }))),
    last: fc.option(fc.tuple(...sizes.map((n) => fc.integer({ min: 0, max: n - 1 }))), { nil: null }),
    level: fc.integer({ min: 0, max: 330 }),
    walkAway: fc.integer({ min: 0, max: 200 }),
  }),
);

describe('planPackage', () => {
  it('never asks more than your last offer, holds it or moves to other totals, on the frontier by the estimate, changing fewest issues (by enumeration)', () => {
    fc.assert(
      fc.property(caseArb, ({ own, theirs, last, level, walkAway }) => {
        const all = packages(own.map((o) => o.length));
        const u = (p: readonly number[]) => total(own, p);
        const v = (p: readonly number[]) => total(theirs, p);
        const beaten = (p: readonly number[]) =>
          all.some((q) => u(q) >= u(p) && v(q) >= v(p) && (u(q) > u(p) || v(q) > v(p)));
        const frontier = all.filter((p) => !beaten(p));
        const picked = planPackage(own, theirs, level, walkAway, last);
        if (last === null) {
          const at = frontier.filter((p) => u(p) >= level);
          if (at.length === 0) {
            expect(picked).toBeNull();
            return;
          }
          // The best for them at the level.
          const smallest = Math.min(...at.map(u));
          expect(picked).not.toBeNull();
          expect(u(picked!)).toBe(smallest);
          expect(beaten(picked!)).toBe(false);
          return;
        }
        expect(picked).not.toBeNull();
        const p = picked!;
        const cap = u(last);
        // Never worth more to you than your last offer.
        expect(u(p)).toBeLessThanOrEqual(cap);
        // Holds it, or moves to other totals (never a reshuffle that changes nothing for either side).
        const held = changes(p, last) === 0;
        if (!held) expect(u(p) !== u(last) || v(p) !== v(last)).toBe(true);
        const reachable = frontier.filter((q) => u(q) <= cap && u(q) >= walkAway);
        if (reachable.length === 0) {
          expect(held).toBe(true);
          return;
        }
        // On the frontier by the estimate, never below your walk-away.
        expect(beaten(p)).toBe(false);
        expect(u(p)).toBeGreaterThanOrEqual(walkAway);
        // At the plan's level when a frontier point allows: the smallest such total.
        const floor = Math.min(level, cap);
        const atLevel = reachable.filter((q) => u(q) >= floor).map(u);
        expect(u(p)).toBe(atLevel.length > 0 ? Math.min(...atLevel) : Math.max(...reachable.map(u)));
        // Fewest issues changed among the packages with the same totals.
        const same = all.filter((q) => u(q) === u(p) && v(q) === v(p));
        expect(changes(p, last)).toBe(Math.min(...same.map((q) => changes(q, last))));
      }),
      runs,
    );
  });
});

/** A case of whole points from the grid above, as scored issues. */
const issuesOf = (own: number[][], theirs: number[][]): ScoredIssue[] =>
  own.map((options, i) => ({
    id: i + 1,
    name: `Issue ${i + 1}`,
    options: options.map((points, k) => ({
      id: 10 * (i + 1) + k,
      name: `Option ${k + 1}`,
      user: points,
      opponent: theirs[i]![k]!,
    })),
  }));

describe('nextOffer over a talk', () => {
  it("never retracts: each round's offer is worth to you at most the one before, whatever their offers", () => {
    fc.assert(
      fc.property(
        caseArb.chain((c) =>
          fc.tuple(
            fc.constant(c),
            fc.array(fc.tuple(...c.own.map((o) => fc.integer({ min: 0, max: o.length - 1 }))), {
              maxLength: 6,
            }),
            fc.constantFrom(0.2, 1, 2),
          ),
        ),
        ([{ own, theirs, walkAway }, received, e]) => {
          const issues = issuesOf(own, theirs);
          const ids = (p: readonly number[]) => p.map((k, i) => issues[i]!.options[k]!.id);
          const plan = negotiationPlan(issues, { walkAway: { user: walkAway, opponent: null }, e })!;
          const rounds = received.length + 1;
          let last: number[] | null = null;
          let lastTotal = Infinity;
          for (let round = 1; round <= rounds; round++) {
            const t = roundTime(round, rounds);
            const next = nextOffer(issues, {
              plan:
                last === null
                  ? plan
                  : { ...plan, from: { total: lastTotal, t: roundTime(round - 1, rounds) } },
              t,
              theirOffers: received.slice(0, round - 1).map(ids),
              lastOffer: last,
            });
            if (next === null) break;
            expect(next.offer.userTotal).toBeLessThanOrEqual(lastTotal);
            expect(next.level).toBeLessThanOrEqual(lastTotal);
            expect(next.holds).toBe(last !== null && next.offer.optionIds.every((id, i) => id === last![i]));
            last = next.offer.optionIds;
            lastTotal = next.offer.userTotal;
          }
          expect(planLevel(plan, 1)).toBeGreaterThanOrEqual(plan.walkAway);
        },
      ),
      { ...runs, numRuns: 300 },
    );
  });
});
