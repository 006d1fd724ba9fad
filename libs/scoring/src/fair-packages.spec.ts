import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { issuesArb } from '../testing/arbitraries.js';
import { allScenarios } from '../testing/brute-force.js';
import { evenSplit, lease, scoredIssue } from '../testing/cases.js';
import { FAIR_PACKAGES_MAX, fairPackages } from './fair-packages.js';
import { settlementImprovement } from './settlement-improvement.js';
import type { Scenario, ScoredIssue, TotalsPoint } from './types.js';
import type { WalkAway } from './walk-away.js';

// The definitions of fairPackages and settlementImprovement applied literally to every scenario, with shares as
// divisions (the library cross-multiplies): equal fractions of small whole numbers are equal doubles.

type Listed = { scenario: Scenario; indexes: number[] };

/** At least as good for both, better for one. */
const beats = (a: Scenario, b: Scenario) =>
  a.userTotal >= b.userTotal &&
  a.opponentTotal >= b.opponentTotal &&
  (a.userTotal > b.userTotal || a.opponentTotal > b.opponentTotal);

/** Per distinct pair of totals, the first listed scenario reaching it (allScenarios lists lexicographically). */
function firstPerPoint(listed: readonly Listed[]): Listed[] {
  const first = new Map<string, Listed>();
  for (const s of listed) {
    const key = `${s.scenario.userTotal},${s.scenario.opponentTotal}`;
    if (!first.has(key)) first.set(key, s);
  }
  return [...first.values()];
}

/** Not beaten by any scenario, judged on the distinct points (every scenario reaches one of them). */
function efficientAmong(all: readonly Listed[], candidates: readonly Listed[]): Listed[] {
  const points = firstPerPoint(all).map((s) => s.scenario);
  return candidates.filter((c) => !points.some((p) => beats(p, c.scenario)));
}

/** Best first: smaller share, Nash product, larger share (all descending), option indexes (ascending). */
function rankedByDefinition(
  candidates: readonly Listed[],
  d: TotalsPoint,
  pool: readonly Scenario[],
): Listed[] {
  const spanUser = Math.max(...pool.map((s) => s.userTotal)) - d.user;
  const spanOpponent = Math.max(...pool.map((s) => s.opponentTotal)) - d.opponent;
  const share = (gain: number, span: number) => (span === 0 ? 1 : gain / span);
  const keyOf = (s: Scenario) => {
    const u = share(s.userTotal - d.user, spanUser);
    const o = share(s.opponentTotal - d.opponent, spanOpponent);
    return [-Math.min(u, o), -(s.userTotal - d.user) * (s.opponentTotal - d.opponent), -Math.max(u, o)];
  };
  return [...candidates]
    .map((c) => ({ c, key: [...keyOf(c.scenario), ...c.indexes] }))
    .sort((a, b) => {
      const i = a.key.findIndex((k, j) => k !== b.key[j]);
      return i < 0 ? 0 : a.key[i]! - b.key[i]!;
    })
    .map((k) => k.c);
}

/** Per issue: u when the option's share of the user's range beats the other side's share of theirs, o, or -. */
function patternByDefinition(issues: readonly ScoredIssue[], indexes: readonly number[]): string {
  return indexes
    .map((k, i) => {
      const options = issues[i]!.options;
      const us = options.map((o) => o.user);
      const them = options.map((o) => o.opponent);
      const uSpan = Math.max(...us) - Math.min(...us);
      const oSpan = Math.max(...them) - Math.min(...them);
      if (uSpan === 0 || oSpan === 0) return '-';
      const u = (us[k]! - Math.min(...us)) / uSpan;
      const o = (them[k]! - Math.min(...them)) / oSpan;
      return u > o ? 'u' : u < o ? 'o' : '-';
    })
    .join('');
}

function fairPackagesByEnumeration(issues: ScoredIssue[], count: number, walkAway?: WalkAway): Scenario[] {
  const all = allScenarios(issues);
  const n = Math.min(FAIR_PACKAGES_MAX, Math.floor(count));
  if (all.length === 0 || !(n >= 1)) return [];
  const d = {
    user: walkAway?.user ?? Math.min(...all.map((s) => s.scenario.userTotal)),
    opponent: walkAway?.opponent ?? Math.min(...all.map((s) => s.scenario.opponentTotal)),
  };
  const zone = all.filter((s) => s.scenario.userTotal >= d.user && s.scenario.opponentTotal >= d.opponent);
  if (zone.length === 0) return [];
  const candidates = efficientAmong(all, firstPerPoint(zone));
  const ranked = rankedByDefinition(
    candidates,
    d,
    zone.map((s) => s.scenario),
  );
  const picked: Listed[] = [];
  for (const c of ranked) {
    if (picked.length === n) break;
    const pattern = patternByDefinition(issues, c.indexes);
    if (picked.every((p) => patternByDefinition(issues, p.indexes) !== pattern)) picked.push(c);
  }
  return picked.map((p) => p.scenario);
}

function settlementImprovementByEnumeration(
  issues: ScoredIssue[],
  optionIds: readonly number[],
): Scenario | null {
  const all = allScenarios(issues);
  const agreement = all.find((s) => s.scenario.optionIds.every((id, i) => id === optionIds[i]))!.scenario;
  const atLeast = all.filter(
    (s) => s.scenario.userTotal >= agreement.userTotal && s.scenario.opponentTotal >= agreement.opponentTotal,
  );
  const better = atLeast.filter((s) => beats(s.scenario, agreement));
  if (better.length === 0) return null;
  const d = { user: agreement.userTotal, opponent: agreement.opponentTotal };
  return (
    rankedByDefinition(
      better,
      d,
      atLeast.map((s) => s.scenario),
    )[0]?.scenario ?? null
  );
}

const walkAwayArb: fc.Arbitrary<WalkAway | undefined> = fc.option(
  fc.record({
    // From below every total to above most: small cases total 0–300 per side.
    user: fc.option(fc.integer({ min: -10, max: 320 }), { nil: null }),
    opponent: fc.option(fc.integer({ min: -10, max: 320 }), { nil: null }),
  }),
  { nil: undefined },
);

/** A case with one of its packages: a random option per issue. */
const caseWithPackage = issuesArb(5, 4, 1).chain((issues) =>
  fc.tuple(
    fc.constant(issues),
    fc.tuple(...issues.map((issue) => fc.constantFrom(...issue.options.map((o) => o.id)))),
  ),
);

const seedFromEnv = process.env['FC_SEED'];
const runs = (numRuns: number, seed: number) => ({
  numRuns,
  seed: seedFromEnv === undefined ? seed : Number(seedFromEnv),
});

describe('fairPackages', () => {
  it('proposes the fairest efficient package first, then the next that favours other issues', () => {
    // lease from walk-aways (200, 200): the efficient packages clearing both, with spans 425 − 200 = 225 for you
    // and 400 − 200 = 200 for them:
    //   (425,225) 10,21,31 shares 1, 0.125 · (400,275) 11,21,30 0.889, 0.375 · (325,325) 11,21,31 0.556, 0.625
    //   (300,350) 12,21,30 0.444, 0.75     · (225,400) 12,21,31 0.111, 1
    // By the smaller share: 11,21,31 (0.556), 12,21,30 (0.444), 11,21,30 (0.375), 10,21,31, 12,21,31.
    // Favour patterns (Rent $1900: 100/200 for you < 100/175 for them, so theirs; 24 months and 1 month: yours):
    // 11,21,31 them-you-them; 12,21,30 them-you-you; 11,21,30 them-you-you again (skipped); 10,21,31 you-you-them.
    const proposals = fairPackages(lease, { count: 3, walkAway: { user: 200, opponent: 200 } });
    expect(proposals.map((s) => s.optionIds)).toEqual([
      [11, 21, 31],
      [12, 21, 30],
      [10, 21, 31],
    ]);
    expect(proposals[0]).toMatchObject({ userTotal: 325, opponentTotal: 325, user: [150, 150, 25] });
  });

  it('breaks a tie on the smaller share by the Nash product', () => {
    // From (0, 0): (60, 30) and (30, 60) and (40, 40) on one issue; spans 60 and 60.
    // Shares: 1 & 0.5, 0.5 & 1, 0.667 & 0.667 → (40, 40) first; the other two tie on 0.5, on the product 1,800
    // and on the larger share 1, so the option order decides: a0 before a1.
    const issue = [
      scoredIssue(1, 'A', [
        ['a0', 60, 30],
        ['a1', 30, 60],
        ['a2', 40, 40],
      ]),
    ];
    expect(
      fairPackages(issue, { count: 3, walkAway: { user: 0, opponent: 0 } }).map((s) => s.optionIds),
    ).toEqual([[12], [10], [11]]);
    // From (0, 20): spans 60 and 40; (60,30) 1 & 0.25, (30,60) 0.5 & 1, (40,40) 0.667 & 0.5: a tie on 0.5,
    // broken by the product: (30)(40) = 1,200 beats (40)(20) = 800 → a1 first.
    expect(fairPackages(issue, { count: 1, walkAway: { user: 0, opponent: 20 } })[0]?.optionIds).toEqual([
      11,
    ]);
  });

  it('returns nothing when no package clears both walk-aways, and at most three', () => {
    expect(fairPackages(lease, { count: 3, walkAway: { user: 501, opponent: 0 } })).toEqual([]);
    expect(fairPackages(lease, { count: 3, walkAway: { user: 400, opponent: 400 } })).toEqual([]);
    expect(fairPackages([], { count: 3 })).toEqual([]);
    expect(fairPackages(lease, { count: 0 })).toEqual([]);
    expect(fairPackages(lease, { count: Number.NaN })).toEqual([]);
    expect(fairPackages(lease, { count: 10 })).toHaveLength(3);
    expect(fairPackages(lease, { count: 2.9 })).toHaveLength(2);
  });

  it('handles one issue, one option per issue and a case made of ties', () => {
    const single = [scoredIssue(1, 'A', [['a0', 10, 20]]), scoredIssue(2, 'B', [['b0', 5, 5]])];
    expect(fairPackages(single, { count: 3 }).map((s) => s.optionIds)).toEqual([[10, 20]]);
    expect(fairPackages(single, { count: 3, walkAway: { user: 15, opponent: 26 } })).toEqual([]);
    // Every option scores the same for both: one point, its first package, and no side can gain (both served).
    const flat = [
      scoredIssue(1, 'A', [
        ['a0', 7, 7],
        ['a1', 7, 7],
      ]),
      scoredIssue(2, 'B', [
        ['b0', 3, 3],
        ['b1', 3, 3],
      ]),
    ];
    expect(fairPackages(flat, { count: 3 }).map((s) => s.optionIds)).toEqual([[10, 20]]);
    // evenSplit: all four efficient points, shares from (150, 150) over spans 300: 1 & 0, 2/3 & 1/3 twice, 0 & 1.
    expect(fairPackages(evenSplit, { count: 1 }).map((s) => [s.userTotal, s.opponentTotal])).toEqual([
      [350, 250],
    ]);
  });

  it('agrees with the definition applied to every scenario, ties included', () => {
    fc.assert(
      fc.property(issuesArb(), fc.integer({ min: 0, max: 4 }), walkAwayArb, (issues, count, walkAway) => {
        const opts = { count, ...(walkAway === undefined ? {} : { walkAway }) };
        expect(fairPackages(issues, opts)).toEqual(fairPackagesByEnumeration(issues, count, walkAway));
      }),
      runs(3000, 2026112936),
    );
  }, 60_000);

  it('proposes efficient packages that clear both walk-aways, differ in what they favour, the fairest first', () => {
    fc.assert(
      fc.property(issuesArb(5, 4, 1), walkAwayArb, (issues, walkAway) => {
        const before = JSON.stringify(issues);
        const proposals = fairPackages(issues, { count: 3, ...(walkAway === undefined ? {} : { walkAway }) });
        expect(JSON.stringify(issues)).toBe(before);
        expect(fairPackages(issues, { count: 3, ...(walkAway === undefined ? {} : { walkAway }) })).toEqual(
          proposals,
        );
        const all = allScenarios(issues);
        const d = {
          user: walkAway?.user ?? Math.min(...all.map((s) => s.scenario.userTotal)),
          opponent: walkAway?.opponent ?? Math.min(...all.map((s) => s.scenario.opponentTotal)),
        };
        const zone = all
          .map((s) => s.scenario)
          .filter((s) => s.userTotal >= d.user && s.opponentTotal >= d.opponent);
        expect(proposals.length === 0).toBe(zone.length === 0);
        for (const p of proposals) {
          expect(p.userTotal >= d.user && p.opponentTotal >= d.opponent).toBe(true);
          expect(all.some((s) => beats(s.scenario, p))).toBe(false);
        }
        const patterns = proposals.map((p) =>
          patternByDefinition(
            issues,
            p.optionIds.map((id, i) => issues[i]!.options.findIndex((o) => o.id === id)),
          ),
        );
        expect(new Set(patterns).size).toBe(proposals.length);
        const first = proposals[0];
        if (first === undefined) return;
        // No package clearing both walk-aways has a larger smaller share, or an equal one and a larger product.
        const spanUser = Math.max(...zone.map((s) => s.userTotal)) - d.user;
        const spanOpponent = Math.max(...zone.map((s) => s.opponentTotal)) - d.opponent;
        const low = (s: Scenario) =>
          Math.min(
            spanUser === 0 ? 1 : (s.userTotal - d.user) / spanUser,
            spanOpponent === 0 ? 1 : (s.opponentTotal - d.opponent) / spanOpponent,
          );
        const product = (s: Scenario) => (s.userTotal - d.user) * (s.opponentTotal - d.opponent);
        for (const s of zone) {
          expect(low(s) > low(first) || (low(s) === low(first) && product(s) > product(first))).toBe(false);
        }
      }),
      runs(2000, 2026112937),
    );
  }, 60_000);
});

describe('settlementImprovement', () => {
  it('proposes the package better for both with the highest smaller share of what each could gain', () => {
    // Agreement a1,b1 = (30, 30). At least as good for both: a0,b0 (100, 100) gains 70 & 70 and a2,b0 (60, 120)
    // gains 30 & 90; spans 70 and 90: a0,b0 shares 1 & 0.778, a2,b0 0.429 & 1 → a0,b0.
    const logroll = [
      scoredIssue(1, 'A', [
        ['a0', 100, 0],
        ['a1', 0, 30],
        ['a2', 60, 20],
      ]),
      scoredIssue(2, 'B', [
        ['b0', 0, 100],
        ['b1', 30, 0],
      ]),
    ];
    expect(settlementImprovement(logroll, [11, 21])).toMatchObject({
      optionIds: [10, 20],
      userTotal: 100,
      opponentTotal: 100,
    });
    expect(settlementImprovement(logroll, [10, 20])).toBeNull();
    // lease, agreement 10,20,30 = (400, 225): (425, 225) gains 25 & 0, (400, 275) 0 & 50; spans 25 and 50, shares
    // 1 & 0 and 0 & 1: equal smaller share, product 0 and larger share → the first option indexes, 10,21,31.
    expect(settlementImprovement(lease, [10, 20, 30])?.optionIds).toEqual([10, 21, 31]);
    // lease, 12,20,30 = (200, 400): only (225, 400) beats it.
    expect(settlementImprovement(lease, [12, 20, 30])?.optionIds).toEqual([12, 21, 31]);
  });

  it('is null for an efficient agreement, and refuses a package that is not one', () => {
    for (const ids of [
      [10, 20],
      [10, 21],
      [11, 20],
      [12, 21],
    ])
      expect(settlementImprovement(evenSplit, ids)).toBeNull();
    expect(settlementImprovement([scoredIssue(1, 'A', [['a0', 1, 1]])], [10])).toBeNull();
    expect(settlementImprovement([], [])).toBeNull();
    // One issue: the agreement (30, 30) is beaten by (40, 40) only; a case made of ties has nothing to improve.
    const one = [
      scoredIssue(1, 'A', [
        ['a0', 30, 30],
        ['a1', 40, 40],
        ['a2', 50, 10],
      ]),
    ];
    expect(settlementImprovement(one, [10])?.optionIds).toEqual([11]);
    expect(settlementImprovement(one, [12])).toBeNull();
    const flat = [
      scoredIssue(1, 'A', [
        ['a0', 7, 7],
        ['a1', 7, 7],
      ]),
      scoredIssue(2, 'B', [
        ['b0', 3, 3],
        ['b1', 3, 3],
      ]),
    ];
    expect(settlementImprovement(flat, [11, 21])).toBeNull();
    expect(() => settlementImprovement(lease, [10, 20])).toThrow(RangeError);
    expect(() => settlementImprovement(lease, [10, 20, 99])).toThrow(RangeError);
  });

  it('agrees with the definition applied to every scenario, ties included', () => {
    fc.assert(
      fc.property(caseWithPackage, ([issues, ids]) => {
        const improved = settlementImprovement(issues, ids);
        expect(settlementImprovement(issues, ids)).toEqual(improved);
        expect(improved).toEqual(settlementImprovementByEnumeration(issues, ids));
        // Null exactly when no package is at least as good for both and better for one.
        const agreement = allScenarios(issues).find((s) =>
          s.scenario.optionIds.every((id, i) => id === ids[i]),
        )!;
        expect(improved === null).toBe(
          !allScenarios(issues).some((s) => beats(s.scenario, agreement.scenario)),
        );
        if (improved !== null) {
          expect(beats(improved, agreement.scenario)).toBe(true);
          expect(allScenarios(issues).some((s) => beats(s.scenario, improved))).toBe(false);
        }
      }),
      runs(3000, 2026112938),
    );
  }, 60_000);
});
