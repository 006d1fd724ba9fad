import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { issuesArb } from '../testing/arbitraries.js';
import { allScenarios } from '../testing/brute-force.js';
import { lease } from '../testing/cases.js';
import { fairestAgreements } from './fairest-agreement.js';
import type { Scenario, ScoredIssue } from './types.js';
import type { WalkAway } from './walk-away.js';

/** The definition of fairestAgreements applied literally, over every scenario, with shares as divisions. */
function byDefinition(issues: ScoredIssue[], packages: number[][], walkAway?: WalkAway): Scenario[] {
  const all = allScenarios(issues);
  const userMin = issues.reduce((sum, issue) => sum + Math.min(...issue.options.map((o) => o.user)), 0);
  const opponentMin = issues.reduce(
    (sum, issue) => sum + Math.min(...issue.options.map((o) => o.opponent)),
    0,
  );
  const d = { user: walkAway?.user ?? userMin, opponent: walkAway?.opponent ?? opponentMin };
  const reaching = all.filter(
    (s) => s.scenario.userTotal >= d.user && s.scenario.opponentTotal >= d.opponent,
  );
  const spanUser = Math.max(0, ...reaching.map((s) => s.scenario.userTotal - d.user));
  const spanOpponent = Math.max(0, ...reaching.map((s) => s.scenario.opponentTotal - d.opponent));
  const share = (gain: number, span: number) => (span > 0 ? gain / span : gain >= 0 ? 1 : gain);
  const listed = packages.map((ids) =>
    all.find((s) => s.scenario.optionIds.every((id, i) => id === ids[i]))!,
  );
  const keyOf = ({ scenario: s, indexes }: (typeof listed)[number]) => {
    const gu = s.userTotal - d.user;
    const go = s.opponentTotal - d.opponent;
    const u = share(gu, spanUser);
    const o = share(go, spanOpponent);
    return [-Math.min(u, o), -(gu >= 0 && go >= 0 ? gu * go : -1), -Math.max(u, o), ...indexes];
  };
  return listed
    .map((l) => ({ l, key: keyOf(l) }))
    .sort((a, b) => {
      const i = a.key.findIndex((k, j) => k !== b.key[j]);
      return i < 0 ? 0 : a.key[i]! - b.key[i]!;
    })
    .map((k) => k.l.scenario);
}

describe('fairestAgreements (issue 36, point 5: several packages in common)', () => {
  it('puts the package with the highest smaller gain over the walk-aways first', () => {
    // From (200, 200), G = (225, 200): 12,21,30 (300, 350) has shares (0.44, 0.75), 11,21,30 (400, 275)
    // (0.89, 0.375), and 10,21,30 (500, 175) is below their walk-away (−0.125).
    const ranked = fairestAgreements(
      lease,
      [
        [10, 21, 30],
        [12, 21, 30],
        [11, 21, 30],
      ],
      { user: 200, opponent: 200 },
    );
    expect(ranked.map((s) => s.optionIds)).toEqual([
      [12, 21, 30],
      [11, 21, 30],
      [10, 21, 30],
    ]);
  });

  it('answers nothing for no package, and refuses a package that is not one option per issue', () => {
    expect(fairestAgreements(lease, [])).toEqual([]);
    expect(() => fairestAgreements(lease, [[10, 21]])).toThrow(RangeError);
    expect(() => fairestAgreements(lease, [[10, 21, 99]])).toThrow(RangeError);
  });

  it('equals the definition applied to every scenario, on random cases with ties', () => {
    const walkAwayArb = fc.option(
      fc.record({
        user: fc.option(fc.integer({ min: -10, max: 320 }), { nil: null }),
        opponent: fc.option(fc.integer({ min: -10, max: 320 }), { nil: null }),
      }),
      { nil: undefined },
    );
    const caseArb = issuesArb(4, 4, 1).chain((issues) =>
      fc.tuple(
        fc.constant(issues),
        fc.array(fc.tuple(...issues.map((issue) => fc.constantFrom(...issue.options.map((o) => o.id)))), {
          minLength: 1,
          maxLength: 6,
        }),
        walkAwayArb,
      ),
    );
    fc.assert(
      fc.property(caseArb, ([issues, packages, walkAway]) => {
        const distinct = [...new Map(packages.map((p) => [p.join(','), p as number[]])).values()];
        const ranked = fairestAgreements(issues, distinct, walkAway);
        expect(ranked.map((s) => s.optionIds)).toEqual(
          byDefinition(issues, distinct, walkAway).map((s) => s.optionIds),
        );
      }),
      { numRuns: 2000 },
    );
  });
});
