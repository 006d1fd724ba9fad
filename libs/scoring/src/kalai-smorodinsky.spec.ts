import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { issuesArb } from '../testing/arbitraries.js';
import { allScenarios } from '../testing/brute-force.js';
import { evenSplit, lease, scoredIssue } from '../testing/cases.js';
import { kalaiSmorodinsky } from './kalai-smorodinsky.js';
import type { Scenario, ScoredIssue, TotalsPoint } from './types.js';

/** The definition over every scenario at or above d: leximin of the normalised gains, then userTotal, then first. */
function kalaiSmorodinskyByEnumeration(issues: ScoredIssue[], d?: TotalsPoint): Scenario | null {
  const all = allScenarios(issues).map((s) => s.scenario);
  if (all.length === 0) return null;
  const from = d ?? {
    user: Math.min(...all.map((s) => s.userTotal)),
    opponent: Math.min(...all.map((s) => s.opponentTotal)),
  };
  const rational = all.filter((s) => s.userTotal >= from.user && s.opponentTotal >= from.opponent);
  if (rational.length === 0) return null;
  const idealUser = Math.max(...rational.map((s) => s.userTotal));
  const idealOpponent = Math.max(...rational.map((s) => s.opponentTotal));
  const share = (total: number, low: number, high: number) =>
    high === low ? 1 : (total - low) / (high - low);
  let best: { s: Scenario; key: number[] } | null = null;
  for (const s of rational) {
    const shares = [
      share(s.userTotal, from.user, idealUser),
      share(s.opponentTotal, from.opponent, idealOpponent),
    ];
    const key = [Math.min(...shares), Math.max(...shares), s.userTotal];
    const differs = best === null ? 0 : key.findIndex((k, i) => k !== best!.key[i]);
    const better = best === null || (differs >= 0 && key[differs]! > best.key[differs]!);
    if (better) best = { s, key };
  }
  return best?.s ?? null;
}

describe('kalaiSmorodinsky', () => {
  it('takes the frontier point nearest the line from d to the ideal point', () => {
    // d = worst case (125, 175), ideal (500, 450): shares over spans 375 and 275.
    // (325,325): 200/375 = 0.533, 150/275 = 0.545 → min 0.533; (300,350): 175/375 = 0.467 → min 0.467;
    // (400,275): 100/275 = 0.364 → the KS point is (325, 325), 11,21,31 (the Nash point is (300, 350)).
    expect(kalaiSmorodinsky(lease)?.optionIds).toEqual([11, 21, 31]);
    // From d = (300, 300): ideal (325, 350); (325,325) shares 1 and 0.5, (300,350) 0 and 1 → (325, 325)
    expect(kalaiSmorodinsky(lease, { user: 300, opponent: 300 })?.optionIds).toEqual([11, 21, 31]);
    expect(kalaiSmorodinsky(lease, { user: 501, opponent: 0 })).toBeNull();
    expect(kalaiSmorodinsky([])).toBeNull();
  });

  it('breaks ties by the larger other share, then the higher userTotal', () => {
    // evenSplit: frontier (450,150) (350,250) (250,350) (150,450), d (150,150), ideal (450,450):
    // (350,250) and (250,350) both have min share 1/3 and max 2/3 → the higher userTotal, (350, 250).
    expect(kalaiSmorodinsky(evenSplit)?.userTotal).toBe(350);
    // One side cannot gain at all (every option gives it 10): its share counts as 1, the other side's decides.
    const flat = [
      scoredIssue(1, 'A', [
        ['a0', 10, 5],
        ['a1', 10, 9],
      ]),
    ];
    expect(kalaiSmorodinsky(flat)?.optionIds).toEqual([11]);
  });

  it('agrees with the definition applied to every scenario', () => {
    const d = fc.option(
      fc.record({ user: fc.integer({ min: 0, max: 200 }), opponent: fc.integer({ min: 0, max: 200 }) }),
      { nil: undefined },
    );
    fc.assert(
      fc.property(issuesArb(), d, (issues, disagreement) => {
        expect(kalaiSmorodinsky(issues, disagreement)).toEqual(
          kalaiSmorodinskyByEnumeration(issues, disagreement),
        );
      }),
      { numRuns: 2000, seed: 1102 },
    );
  }, 20_000);
});
