import { describe, expect, it } from 'vitest';
import { evenSplit, lease, randomCase, scoredIssue } from '../testing/cases.js';
import { paretoFrontier } from './pareto.js';
import { totalsRange } from './totals.js';

const points = (scenarios: { optionIds: number[]; userTotal: number; opponentTotal: number }[]) =>
  scenarios.map((s) => `${s.optionIds.join(',')} (${s.userTotal}, ${s.opponentTotal})`);

describe('paretoFrontier', () => {
  it('keeps the scenarios no other beats on one total without losing on the other, by userTotal descending', () => {
    // Off the frontier: (400, 225) < (400, 275); (325, 275) < (325, 325); (300, 325) < (300, 350);
    // (225, 375) and (200, 400) < (225, 400).
    expect(points(paretoFrontier(lease))).toEqual([
      '10,21,30 (500, 175)',
      '10,21,31 (425, 225)',
      '11,21,30 (400, 275)',
      '11,21,31 (325, 325)',
      '12,21,30 (300, 350)',
      '12,21,31 (225, 400)',
      '12,20,31 (125, 450)',
    ]);
  });

  it('gives each point once, represented by its lexicographically first scenario', () => {
    // a0b0 and a1b1 both reach (350, 250); a1b0 and a2b1 both reach (250, 350).
    expect(points(paretoFrontier(evenSplit))).toEqual([
      '10,21 (450, 150)',
      '10,20 (350, 250)',
      '11,20 (250, 350)',
      '12,20 (150, 450)',
    ]);
    // (10, 10) comes from [0, 0] and from [1, 1] through different per-issue points: [0, 0] represents it.
    const crossing = [
      scoredIssue(1, 'A', [
        ['a0', 0, 10],
        ['a1', 10, 0],
      ]),
      scoredIssue(2, 'B', [
        ['b0', 10, 0],
        ['b1', 0, 10],
      ]),
    ];
    expect(points(paretoFrontier(crossing))).toEqual(['11,20 (20, 0)', '10,20 (10, 10)', '10,21 (0, 20)']);
  });

  it('drops dominated and duplicate options', () => {
    const issues = [
      scoredIssue(1, 'A', [
        ['worse', 5, 5],
        ['same', 9, 9],
        ['twin', 9, 9],
        ['edge', 9, 3],
      ]),
    ];
    expect(points(paretoFrontier(issues))).toEqual(['11 (9, 9)']);
  });

  it('is empty when there is no scenario', () => {
    expect(paretoFrontier([])).toEqual([]);
    expect(paretoFrontier([scoredIssue(1, 'Empty', [])])).toEqual([]);
  });

  it('spans from the best user total to the best opponent total on 12 issues × 6 options', () => {
    const issues = randomCase(12, 6, 11);
    const frontier = paretoFrontier(issues);
    const range = totalsRange(issues);
    expect(frontier[0]!.userTotal).toBe(range.userMax);
    expect(frontier.at(-1)!.opponentTotal).toBe(range.opponentMax);
    for (let i = 1; i < frontier.length; i++) {
      expect(frontier[i]!.userTotal).toBeLessThan(frontier[i - 1]!.userTotal);
      expect(frontier[i]!.opponentTotal).toBeGreaterThan(frontier[i - 1]!.opponentTotal);
    }
  });
});
