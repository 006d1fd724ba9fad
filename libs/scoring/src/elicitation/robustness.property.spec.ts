// The robustness figures against their definitions (decisions.md §44) applied literally: every scenario of the
// case listed on every profile, nothing shared with the library's way of finding them.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allScenarios } from '../../testing/brute-force.js';
import { defaultOfferTarget, equivalentOffers } from '../equivalent-offers.js';
import { kalaiSmorodinsky } from '../kalai-smorodinsky.js';
import { mutualGainPackage } from '../mutual-gain.js';
import { nashPoint } from '../nash.js';
import { paretoFrontier } from '../pareto.js';
import { paretoImprovement } from '../pareto-improvement.js';
import { totalsRange } from '../totals.js';
import { compromiseScenario, trades } from '../trades.js';
import type { Scenario, ScoredIssue } from '../types.js';
import type { WalkAway } from '../walk-away.js';
import { adviceRobustness, NEAR_BEST, type AdviceRobustnessInput } from './robustness.js';

const seedFromEnv = process.env['PROPERTY_SEED'];
const runs = { numRuns: 2000, ...(seedFromEnv === undefined ? {} : { seed: Number(seedFromEnv) }) };

/** Few values, so that equal totals, tied trades and tied deals are common. */
const smallPoints = fc.oneof(
  fc.integer({ min: 0, max: 12 }),
  fc.integer({ min: 0, max: 3 }).map((x) => x * 4),
);

/** 2 × 2 to 3 × 3, with walk-away totals (or none), an agreement (or none), offer settings and profiles. */
const caseArb = fc
  .record({
    shape: fc.array(fc.integer({ min: 2, max: 3 }), { minLength: 2, maxLength: 3 }),
    seedPoints: fc.array(fc.tuple(smallPoints, smallPoints), { minLength: 9, maxLength: 9 }),
    walkUser: fc.option(fc.integer({ min: 0, max: 30 }), { nil: null }),
    walkOpponent: fc.option(fc.integer({ min: 0, max: 30 }), { nil: null }),
    agreedPick: fc.option(fc.array(fc.nat(), { minLength: 3, maxLength: 3 }), { nil: null }),
    target: fc.option(fc.integer({ min: 0, max: 36 }), { nil: null }),
    tolerance: fc.integer({ min: 0, max: 6 }),
    count: fc.integer({ min: 1, max: 4 }),
    profiles: fc.array(fc.array(smallPoints, { minLength: 9, maxLength: 9 }), { minLength: 1, maxLength: 6 }),
  })
  .map((c) => {
    const issues: ScoredIssue[] = c.shape.map((size, i) => ({
      id: 100 + i,
      name: `Issue ${i}`,
      options: Array.from({ length: size }, (_, k) => ({
        id: 1000 + 10 * i + k,
        name: `Option ${k}`,
        user: c.seedPoints[3 * i + k]![0],
        opponent: c.seedPoints[3 * i + k]![1],
      })),
    }));
    const walkAway: WalkAway = { user: c.walkUser, opponent: c.walkOpponent };
    const agreed =
      c.agreedPick === null
        ? null
        : issues.map((issue, i) => issue.options[c.agreedPick![i]! % issue.options.length]!.id);
    const profiles = c.profiles.map((values) => {
      const profile: Record<string, number> = {};
      issues.forEach((issue, i) =>
        issue.options.forEach((o, k) => (profile[String(o.id)] = values[3 * i + k]!)),
      );
      return profile;
    });
    return { issues, walkAway, agreed, target: c.target, tolerance: c.tolerance, count: c.count, profiles };
  });

const oppOf = (profile: Record<string, number>, optionIds: readonly number[]) =>
  optionIds.reduce((sum, id) => sum + profile[String(id)]!, 0);
const userOf = (issues: readonly ScoredIssue[], optionIds: readonly number[]) =>
  optionIds.reduce((sum, id, i) => sum + issues[i]!.options.find((o) => o.id === id)!.user, 0);

/** a/b ≥ c/d for non-negative a, c and positive b, d. */
const atLeast = (a: number, b: number, c: number, d: number) => a * d >= c * b;

describe('adviceRobustness', () => {
  it('equals each claim checked on every scenario of every profile', () => {
    fc.assert(
      fc.property(caseArb, ({ issues, walkAway, agreed, target, tolerance, count, profiles }) => {
        const offerTarget = target ?? defaultOfferTarget(issues, walkAway)?.target ?? null;
        const offers =
          offerTarget === null
            ? []
            : equivalentOffers(issues, { count, tolerance, walkAway, target: offerTarget });
        const input: AdviceRobustnessInput = {
          issues,
          walkAway,
          agreed,
          tradesListed: 3,
          offers:
            offerTarget === null
              ? null
              : { optionIds: offers.map((s) => s.optionIds), target: offerTarget, tolerance },
        };
        const got = adviceRobustness(input, profiles)!;

        // The advice as entered, by the library (what the screen shows).
        const range = totalsRange(issues);
        const d0 = { user: walkAway.user ?? range.userMin, opponent: walkAway.opponent ?? range.opponentMin };
        const listed = trades(issues, { limit: 3 });
        const compromise = compromiseScenario(issues)!;
        const mutual = listed.length === 0 ? mutualGainPackage(issues) : null;
        const nash = nashPoint(paretoFrontier(issues), d0);
        const ks = kalaiSmorodinsky(issues, d0);

        const expected = {
          trades: listed.map(() => 0),
          mutualGain: 0,
          nash: 0,
          kalaiSmorodinsky: 0,
          zone: 0,
          leftOnTable: 0,
          offers: offers.map(() => 0),
        };
        const entered = allScenarios(issues).map((s) => s.scenario);
        const zoneEntered = entered.some(
          (s) =>
            s.userTotal >= (walkAway.user ?? -Infinity) &&
            s.opponentTotal >= (walkAway.opponent ?? -Infinity),
        );
        const improvableEntered = agreed === null ? null : paretoImprovement(issues, agreed) !== null;
        for (const profile of profiles) {
          const all: Scenario[] = entered.map((s) => ({
            ...s,
            opponent: s.optionIds.map((id) => profile[String(id)]!),
            opponentTotal: oppOf(profile, s.optionIds),
          }));
          listed.forEach((t, n) => {
            const after = compromise.optionIds.map((id, i) =>
              issues[i]!.id === t.give.issueId
                ? t.give.optionId
                : issues[i]!.id === t.get.issueId
                  ? t.get.optionId
                  : id,
            );
            if (oppOf(profile, after) > oppOf(profile, compromise.optionIds)) expected.trades[n]!++;
          });
          if (mutual && oppOf(profile, mutual.scenario.optionIds) > oppOf(profile, mutual.fromOptionIds))
            expected.mutualGain++;
          const oppMin = issues.reduce(
            (sum, issue) => sum + Math.min(...issue.options.map((o) => profile[String(o.id)]!)),
            0,
          );
          const d = { user: walkAway.user ?? range.userMin, opponent: walkAway.opponent ?? oppMin };
          const rational = all.filter((s) => s.userTotal >= d.user && s.opponentTotal >= d.opponent);
          if (nash) {
            const product = (s: { userTotal: number; opponentTotal: number }) =>
              (s.userTotal - d.user) * (s.opponentTotal - d.opponent);
            const mine = { userTotal: nash.userTotal, opponentTotal: oppOf(profile, nash.optionIds) };
            const rationalMine = mine.userTotal >= d.user && mine.opponentTotal >= d.opponent;
            if (rational.length > 0 && rationalMine) {
              const best = Math.max(...rational.map(product));
              if (NEAR_BEST.denominator * product(mine) >= NEAR_BEST.numerator * best) expected.nash++;
            }
          }
          if (ks) {
            const u = ks.userTotal;
            const o = oppOf(profile, ks.optionIds);
            if (rational.length > 0 && u >= d.user && o >= d.opponent) {
              const U = Math.max(...rational.map((s) => s.userTotal));
              const O = Math.max(...rational.map((s) => s.opponentTotal));
              const share = (x: number, from: number, top: number): [number, number] =>
                top === from ? [1, 1] : [x - from, top - from];
              const smaller = (uu: number, oo: number) => {
                const a = share(uu, d.user, U);
                const b = share(oo, d.opponent, O);
                return atLeast(a[0], a[1], b[0], b[1]) ? b : a;
              };
              // The largest smaller share over every rational scenario.
              let best = smaller(rational[0]!.userTotal, rational[0]!.opponentTotal);
              for (const s of rational) {
                const low = smaller(s.userTotal, s.opponentTotal);
                if (!atLeast(best[0], best[1], low[0], low[1])) best = low;
              }
              const mine = smaller(u, o);
              if (atLeast(mine[0], mine[1], NEAR_BEST.numerator * best[0], NEAR_BEST.denominator * best[1]))
                expected.kalaiSmorodinsky++;
            }
          }
          if (walkAway.opponent !== null) {
            const zone = all.some(
              (s) => s.userTotal >= (walkAway.user ?? -Infinity) && s.opponentTotal >= walkAway.opponent!,
            );
            if (zone === zoneEntered) expected.zone++;
          }
          if (agreed !== null) {
            const au = userOf(issues, agreed);
            const ao = oppOf(profile, agreed);
            const improvable = all.some(
              (s) => s.userTotal >= au && s.opponentTotal >= ao && (s.userTotal > au || s.opponentTotal > ao),
            );
            if (improvable === improvableEntered) expected.leftOnTable++;
          }
          offers.forEach((offer, n) => {
            const ou = offer.userTotal;
            const oo = oppOf(profile, offer.optionIds);
            if (walkAway.opponent !== null && oo < walkAway.opponent) return;
            const high = offerTarget! + tolerance;
            const beaten = all.some(
              (s) =>
                s.userTotal <= high &&
                s.userTotal >= ou &&
                s.opponentTotal >= oo &&
                (s.userTotal > ou || s.opponentTotal > oo),
            );
            if (!beaten) expected.offers[n]!++;
          });
        }
        const share = (k: number) => k / profiles.length;
        expect(got).toEqual({
          profiles: profiles.length,
          trades: expected.trades.map(share),
          mutualGain: mutual ? share(expected.mutualGain) : null,
          nash: nash ? share(expected.nash) : null,
          kalaiSmorodinsky: ks ? share(expected.kalaiSmorodinsky) : null,
          zone: walkAway.opponent === null ? null : share(expected.zone),
          leftOnTable: agreed === null ? null : share(expected.leftOnTable),
          offers: expected.offers.map(share),
        });
      }),
      runs,
    );
  }, 120_000);

  it('is null without profiles', () => {
    expect(
      adviceRobustness({ issues: [], walkAway: { user: null, opponent: null }, tradesListed: 3 }, []),
    ).toBeNull();
  });
});
