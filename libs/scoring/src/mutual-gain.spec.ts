import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { issuesArb } from '../testing/arbitraries.js';
import { allScenarios } from '../testing/brute-force.js';
import { lease, scoredIssue } from '../testing/cases.js';
import { analyze } from './analyze.js';
import { mutualGainPackage } from './mutual-gain.js';
import { compromiseScenario, trades } from './trades.js';

const seedFromEnv = process.env['FC_SEED'] ?? (process.env['CI'] === 'true' ? '20261126' : undefined);
const runs = { numRuns: 3000, ...(seedFromEnv === undefined ? {} : { seed: Number(seedFromEnv) }) };

describe('mutualGainPackage', () => {
  it('finds a three-issue change that raises both totals where no two-issue trade does', () => {
    // Every issue's two options tie on the compromise rule, so it keeps the first: (0 + 20 + 20, 30 + 0 + 0)
    // = (40, 30). Moving A is +50 / −30, moving B or C −20 / +20 each: any two moves leave one side worse
    // (A + B: +30 / −10; B + C: −40 / +40), all three give +10 / +10.
    const issues = [
      scoredIssue(1, 'A', [
        ['a-ref', 0, 30],
        ['a-get', 50, 0],
      ]),
      scoredIssue(2, 'B', [
        ['b-ref', 20, 0],
        ['b-give', 0, 20],
      ]),
      scoredIssue(3, 'C', [
        ['c-ref', 20, 0],
        ['c-give', 0, 20],
      ]),
    ];
    expect(compromiseScenario(issues)?.optionIds).toEqual([10, 20, 30]);
    expect(trades(issues)).toEqual([]);
    expect(mutualGainPackage(issues)).toEqual({
      scenario: expect.objectContaining({ optionIds: [11, 21, 31], userTotal: 50, opponentTotal: 40 }),
      fromOptionIds: [10, 20, 30],
      changedIssues: 3,
      userGain: 10,
      opponentGain: 10,
    });
  });

  it('is null from an efficient package and without scenarios', () => {
    const nash = analyze(lease).nash!;
    expect(mutualGainPackage(lease, { from: nash.optionIds })).toBeNull();
    expect(mutualGainPackage([])).toBeNull();
  });

  it('agrees with looking at every package better for both sides', () => {
    let found = 0;
    fc.assert(
      fc.property(issuesArb(5, 4, 1), fc.boolean(), (issues, fromCompromise) => {
        const all = allScenarios(issues);
        const reference = fromCompromise ? compromiseScenario(issues)! : all[all.length >> 1]!.scenario;
        let best: (typeof all)[number] | null = null;
        const key = (s: (typeof all)[number]['scenario']) => {
          const u = s.userTotal - reference.userTotal;
          const o = s.opponentTotal - reference.opponentTotal;
          return [Math.min(u, o), u, o];
        };
        for (const entry of all) {
          const [min] = key(entry.scenario);
          if (min! <= 0) continue;
          if (best === null) {
            best = entry;
            continue;
          }
          const [a, b] = [key(entry.scenario), key(best.scenario)];
          const i = a.findIndex((v, k) => v !== b[k]);
          if (i >= 0 && a[i]! > b[i]!) best = entry; // listing order keeps the lexicographically first
        }
        const got = mutualGainPackage(issues, { from: reference.optionIds });
        if (best === null) {
          expect(got).toBeNull();
        } else {
          found++;
          expect(got?.scenario).toEqual(best.scenario);
          expect(got?.userGain).toBe(best.scenario.userTotal - reference.userTotal);
          expect(got?.opponentGain).toBe(best.scenario.opponentTotal - reference.opponentTotal);
          expect(got?.changedIssues).toBe(
            best.scenario.optionIds.filter((id, i) => id !== reference.optionIds[i]).length,
          );
        }
      }),
      runs,
    );
    expect(found).toBeGreaterThan(300);
  }, 30_000);
});
