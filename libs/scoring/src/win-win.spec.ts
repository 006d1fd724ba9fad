import { describe, expect, it } from 'vitest';
import { exactMeanTrap, lease, scoredIssue } from '../testing/cases.js';
import { bestWinWinScenario, winWinCount, winWinPercent, winWinRate } from './win-win.js';

describe('winWinCount and winWinRate', () => {
  it('count the scenarios with both totals at or above the averages', () => {
    // Averages 312.5 and 316.67: only $1900/24 months/2 months (325, 325) reaches both.
    expect(winWinCount(lease)).toBe(1);
    expect(winWinRate(lease)).toBe(1 / 12);
  });

  it('count totals equal to the average, decided without floating-point error', () => {
    // User average (3 + 1)/2 + (3 + 2 + 2)/3 + (1 + 1 + 0)/3 = 2 + 7/3 + 2/3 = 5 exactly, though adding the
    // means as doubles gives 5.000000000000001; the opponent scores 0 everywhere.
    // Totals ≥ 5 — a0 (3): with b0 (3) every c → 7, 7, 6 (3); with b1 or b2 (2) → 6, 6, 5 (2 × 3 = 6);
    // a1 (1): with b0 and c0 or c1 → 5 (2); with b1 or b2 at most 4. 3 + 6 + 2 = 11 of 18, four exactly at 5.
    const issues = exactMeanTrap;
    expect(winWinCount(issues)).toBe(11);
    expect(winWinRate(issues)).toBe(11 / 18);
  });

  it('can be 0: when one side gains exactly what the other loses, nobody beats both averages', () => {
    // (250, 0) and (0, 250): averages (125, 125), neither scenario reaches both.
    expect(
      winWinRate([
        scoredIssue(1, 'Split', [
          ['Mine', 250, 0],
          ['Theirs', 0, 250],
        ]),
      ]),
    ).toBe(0);
  });

  it('is 0 when there is no scenario', () => {
    expect(winWinCount([])).toBe(0);
    expect(winWinRate([])).toBe(0);
  });
});

describe('winWinPercent', () => {
  it('shows the rate without decimals', () => {
    expect(winWinPercent(1 / 12)).toBe(8); // 8.33 → 8
    expect(winWinPercent(11 / 18)).toBe(61); // 61.1 → 61
    expect(winWinPercent(0.125)).toBe(13); // 12.5 → 13
    expect(winWinPercent(1)).toBe(100);
  });
});

describe('bestWinWinScenario', () => {
  it('picks the most valuable win-win scenario, which need not be the top one', () => {
    // The top scenario $1800/24/1 month (500, 175) is not win-win; (325, 325) is the only one that is.
    expect(bestWinWinScenario(lease)).toMatchObject({
      optionIds: [11, 21, 31],
      userTotal: 325,
      opponentTotal: 325,
    });
  });

  it('takes a scenario whose totals equal the averages', () => {
    // The opponent scores 0 everywhere, so their average is 0 and every scenario meets it exactly; the most
    // valuable scenario is a0 + b0 + c0 (3 + 3 + 1 = 7, user average 5), the first of the two worth 7.
    expect(bestWinWinScenario(exactMeanTrap)).toMatchObject({ userTotal: 7, opponentTotal: 0 });
  });

  it('is null when no scenario is win-win', () => {
    expect(
      bestWinWinScenario([
        scoredIssue(1, 'Split', [
          ['Mine', 250, 0],
          ['Theirs', 0, 250],
        ]),
      ]),
    ).toBeNull();
    expect(bestWinWinScenario([])).toBeNull();
  });
});
