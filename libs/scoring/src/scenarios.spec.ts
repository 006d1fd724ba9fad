import { describe, expect, it } from 'vitest';
import { lease, randomCase, scoredIssue } from '../testing/cases.js';
import { enumerateScenarios, scenarioAt, scenarioCount, scenarioOf } from './scenarios.js';

describe('scenarioCount', () => {
  it('multiplies the option counts', () => {
    expect(scenarioCount(lease)).toBe(12); // 3 × 2 × 2
    expect(scenarioCount(randomCase(8, 6, 1))).toBe(1_679_616); // 6^8
    expect(scenarioCount(randomCase(12, 6, 1))).toBe(2_176_782_336); // 6^12, above 2^31
  });

  it('is 0 without issues or when an issue has no option', () => {
    expect(scenarioCount([])).toBe(0);
    expect(scenarioCount([...lease, scoredIssue(4, 'Pets', [])])).toBe(0);
  });
});

describe('enumerateScenarios', () => {
  it('lists every scenario in lexicographic order of option indexes', () => {
    const scenarios = [...enumerateScenarios(lease)];
    // prettier-ignore
    expect(scenarios.map((s) => s.optionIds.join(','))).toEqual([
      '10,20,30', '10,20,31', '10,21,30', '10,21,31',
      '11,20,30', '11,20,31', '11,21,30', '11,21,31',
      '12,20,30', '12,20,31', '12,21,30', '12,21,31',
    ]);
    // $1800, 12 months, 1 month: 250 + 50 + 100 = 400 for the user, 25 + 150 + 50 = 225 for the opponent
    expect(scenarios[0]).toEqual({
      optionIds: [10, 20, 30],
      user: [250, 50, 100],
      opponent: [25, 150, 50],
      userTotal: 400,
      opponentTotal: 225,
    });
  });

  it('lists nothing when there is no scenario', () => {
    expect([...enumerateScenarios([])]).toEqual([]);
    expect([...enumerateScenarios([scoredIssue(1, 'Empty', [])])]).toEqual([]);
  });

  it('works on whole points: fractions are rounded and non-finite scores count as 0', () => {
    const issues = [scoredIssue(1, 'Bonus', [['Yes', 99.6, Number.NaN]])];
    expect([...enumerateScenarios(issues)]).toEqual([
      { optionIds: [10], user: [100], opponent: [0], userTotal: 100, opponentTotal: 0 },
    ]);
  });
});

describe('scenarioAt', () => {
  it('builds the scenario for given option indexes', () => {
    // $2000, 24 months, 1 month: 50 + 150 + 100 = 300 and 200 + 100 + 50 = 350
    expect(scenarioAt(lease, [2, 1, 0])).toEqual({
      optionIds: [12, 21, 30],
      user: [50, 150, 100],
      opponent: [200, 100, 50],
      userTotal: 300,
      opponentTotal: 350,
    });
  });

  it('refuses an index that names no option', () => {
    expect(() => scenarioAt(lease, [3, 0, 0])).toThrow(RangeError);
  });
});

describe('scenarioOf', () => {
  it('is the enumerated scenario of every package named by ids, and null for anything else', () => {
    for (const scenario of enumerateScenarios(lease)) {
      expect(scenarioOf(lease, scenario.optionIds)).toEqual(scenario);
    }
    const ids = lease.map((issue) => (issue.options[0] as { id: number }).id);
    expect(scenarioOf(lease, ids.slice(1))).toBeNull();
    expect(scenarioOf(lease, [ids[1] as number, ...ids.slice(1)])).toBeNull();
    expect(scenarioOf(lease, [...ids.slice(0, -1), -1])).toBeNull();
  });
});
