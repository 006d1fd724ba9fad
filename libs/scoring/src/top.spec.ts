import { describe, expect, it } from 'vitest';
import { evenSplit, lease, randomCase, scoredIssue } from '../testing/cases.js';
import { enumerateScenarios } from './scenarios.js';
import { topScenarios } from './top.js';

const ids = (scenarios: { optionIds: number[] }[]) => scenarios.map((s) => s.optionIds.join(','));

describe('topScenarios', () => {
  it('ranks by userTotal + opponentTotal, ties to the higher userTotal', () => {
    // 675: (500, 175) before (400, 275); 650: (425, 225), (325, 325), (300, 350)
    expect(ids(topScenarios(lease))).toEqual(['10,21,30', '11,21,30', '10,21,31', '11,21,31', '12,21,30']);
  });

  it('breaks remaining ties by the option indexes in lexicographic order', () => {
    // All worth 600. user 450: a0b1; 350: a0b0 and a1b1 → a0b0 first; 250: a1b0 and a2b1 → a1b0 first; 150: a2b0
    expect(ids(topScenarios(evenSplit, 6))).toEqual(['10,21', '10,20', '11,21', '11,20', '12,21', '12,20']);
    // Identical options: the earlier index wins.
    const twins = [
      scoredIssue(1, 'A', [
        ['x', 5, 5],
        ['y', 5, 5],
        ['z', 9, 1],
      ]),
    ];
    expect(ids(topScenarios(twins, 3))).toEqual(['12', '10', '11']); // (9, 1) has the higher user total
  });

  it('returns as many as asked, up to every scenario', () => {
    expect(topScenarios(lease, 0)).toEqual([]);
    expect(topScenarios(lease, -3)).toEqual([]);
    expect(topScenarios(lease, 2.7)).toHaveLength(2);
    const all = topScenarios(lease, Number.POSITIVE_INFINITY);
    expect(all).toHaveLength(12);
    const sorted = [...enumerateScenarios(lease)].sort(
      (a, b) => b.userTotal + b.opponentTotal - (a.userTotal + a.opponentTotal) || b.userTotal - a.userTotal,
    ); // a stable sort keeps the lexicographic order among ties
    expect(all).toEqual(sorted);
    expect(topScenarios([], 5)).toEqual([]);
  });

  it('finds the best of 2,176,782,336 scenarios without listing them', () => {
    const issues = randomCase(12, 6, 7);
    const top = topScenarios(issues, 5);
    const best = issues.reduce(
      (sum, issue) => sum + Math.max(...issue.options.map((o) => o.user + o.opponent)),
      0,
    );
    expect(top[0]!.userTotal + top[0]!.opponentTotal).toBe(best);
    for (let i = 1; i < top.length; i++) {
      const [previous, current] = [top[i - 1]!, top[i]!];
      expect(current.userTotal + current.opponentTotal).toBeLessThanOrEqual(
        previous.userTotal + previous.opponentTotal,
      );
    }
  });
});
