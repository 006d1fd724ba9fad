import { describe, expect, it } from 'vitest';
import { lease, scoredIssue } from '../testing/cases.js';
import { finalAgreementTotals, percentOfRange, totalsRange } from './totals.js';

describe('totalsRange', () => {
  it("sums each party's highest and lowest score per issue", () => {
    expect(totalsRange(lease)).toEqual({
      userMax: 500, // 250 + 150 + 100
      userMin: 125, // 50 + 50 + 25
      opponentMax: 450, // 200 + 150 + 100
      opponentMin: 175, // 25 + 100 + 50
    });
  });

  it('adds nothing for an issue without options, and is all 0 without issues', () => {
    expect(totalsRange([...lease, scoredIssue(4, 'Pets', [])])).toEqual(totalsRange(lease));
    expect(totalsRange([])).toEqual({ userMax: 0, userMin: 0, opponentMax: 0, opponentMin: 0 });
  });

  it('counts a missing score as 0', () => {
    const issues = [
      scoredIssue(1, 'Parking', [
        ['Included', 100, Number.NaN],
        ['Extra', 40, 80],
      ]),
    ];
    expect(totalsRange(issues)).toEqual({ userMax: 100, userMin: 40, opponentMax: 80, opponentMin: 0 });
  });
});

describe('finalAgreementTotals', () => {
  it('sums the agreed options with the percentage of each range', () => {
    const agreements = [
      { issueId: 1, optionId: 11 }, // $1900: 150 / 125
      { issueId: 2, optionId: 21 }, // 24 months: 150 / 100
      { issueId: 3, optionId: 30 }, // 1 month: 100 / 50
    ];
    const totals = finalAgreementTotals(lease, agreements);
    expect(totals.user).toBe(400); // 150 + 150 + 100
    expect(totals.opponent).toBe(275); // 125 + 100 + 50
    expect(totals.userPercent).toBeCloseTo(73.333, 3); // (400 − 125) / (500 − 125) = 275 / 375
    expect(totals.opponentPercent).toBeCloseTo(36.364, 3); // (275 − 175) / (450 − 175) = 100 / 275
    expect(totals.missingIssueIds).toEqual([]);
  });

  it('lists the issues without an agreement and ignores unknown options', () => {
    const totals = finalAgreementTotals(lease, [
      { issueId: 1, optionId: 10 }, // $1800: 250 / 25
      { issueId: 2, optionId: 99 }, // no such option
    ]);
    expect(totals).toMatchObject({ user: 250, opponent: 25, missingIssueIds: [2, 3] });
  });
});

describe('percentOfRange', () => {
  it('places a total between min (0%) and max (100%)', () => {
    expect(percentOfRange(125, 125, 500)).toBe(0);
    expect(percentOfRange(500, 125, 500)).toBe(100);
    expect(percentOfRange(312.5, 125, 500)).toBe(50); // 187.5 / 375
  });

  it('is 100 when there is no range', () => {
    expect(percentOfRange(7, 7, 7)).toBe(100);
  });
});
