import { describe, expect, it } from 'vitest';
import { exactMeanTrap, lease, randomCase, scoredIssue } from '../testing/cases.js';
import { analyze } from './analyze.js';
import { scenarioAt } from './scenarios.js';
import type { Analysis } from './types.js';

const ids = (scenarios: { optionIds: number[] }[]) => scenarios.map((s) => s.optionIds.join(','));

describe('analyze', () => {
  it('computes every statistic of a small case', () => {
    const sut = analyze(lease);
    expect(sut).toMatchObject({
      scenarioCount: 12, // 3 × 2 × 2
      userMax: 500, // 250 + 150 + 100
      userMin: 125, // 50 + 50 + 25
      opponentMax: 450, // 200 + 150 + 100
      opponentMin: 175, // 25 + 100 + 50
      averageUser: 312.5, // 150 + 100 + 62.5
      averageOpponent: 950 / 3, // 116.67 + 125 + 75
      winWinRate: 1 / 12, // only (325, 325) reaches both averages
    });
    // 675: (500, 175), (400, 275); 650: (425, 225), (325, 325), (300, 350)
    expect(ids(sut.top)).toEqual(['10,21,30', '11,21,30', '10,21,31', '11,21,31', '12,21,30']);
    expect(sut.top[0]).toEqual(scenarioAt(lease, [0, 1, 0]));
    expect(ids(sut.pareto)).toEqual([
      '10,21,30',
      '10,21,31',
      '11,21,30',
      '11,21,31',
      '12,21,30',
      '12,21,31',
      '12,20,31',
    ]);
    // From d = (125, 175), (300, 350) has the largest product 175 × 175 = 30625
    expect(sut.nash).toEqual(scenarioAt(lease, [2, 1, 0]));
  });

  it('takes the number of top scenarios and the disagreement point', () => {
    const sut = analyze(lease, { top: 2, disagreement: { user: 300, opponent: 300 } });
    expect(ids(sut.top)).toEqual(['10,21,30', '11,21,30']);
    // d = (300, 300): (325, 325) 25 × 25 = 625 beats (300, 350) 0 × 50 = 0
    expect(sut.nash?.optionIds).toEqual([11, 21, 31]);
    expect(analyze(lease, { disagreement: { user: 501, opponent: 0 } }).nash).toBeNull();
  });

  it('decides "at or above the average" exactly', () => {
    // User average 2 + 7/3 + 2/3 = 5 exactly (5.000000000000001 in doubles): 11 of 18 scenarios, 4 exactly at 5.
    const issues = exactMeanTrap;
    expect(analyze(issues)).toMatchObject({ averageUser: 5, winWinRate: 11 / 18 });
  });

  it('reports an empty space as zeros', () => {
    const empty: Analysis = {
      scenarioCount: 0,
      userMax: 0,
      userMin: 0,
      opponentMax: 0,
      opponentMin: 0,
      averageUser: 0,
      averageOpponent: 0,
      winWinRate: 0,
      top: [],
      pareto: [],
      nash: null,
    };
    expect(analyze([])).toEqual(empty);
    // An issue without options leaves no scenario; the best and worst totals are still sums over issues.
    expect(analyze([...lease, scoredIssue(4, 'Pets', [])])).toEqual({
      ...empty,
      userMax: 500,
      userMin: 125,
      opponentMax: 450,
      opponentMin: 175,
    });
  });

  it('is exact and quick on 12 issues × 6 options (2,176,782,336 scenarios)', () => {
    const issues = randomCase(12, 6, 2025);
    const started = performance.now();
    const sut = analyze(issues);
    expect(performance.now() - started).toBeLessThan(2000); // the benchmark holds the real figure (≈ 30 ms)
    expect(sut.scenarioCount).toBe(2_176_782_336);
    expect(sut.pareto[0]!.userTotal).toBe(sut.userMax);
    expect(sut.pareto.at(-1)!.opponentTotal).toBe(sut.opponentMax);
    expect(sut.winWinRate).toBeGreaterThan(0);
    expect(sut.winWinRate).toBeLessThan(1);
    // The rate is a whole number of scenarios out of the count.
    expect(Number.isInteger(Math.round(sut.winWinRate * sut.scenarioCount))).toBe(true);
    expect(sut.nash).not.toBeNull();
  });
});
