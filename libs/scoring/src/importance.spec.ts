import { describe, expect, it } from 'vitest';
import { lease, scoredIssue } from '../testing/cases.js';
import { importanceBarPercent, strategicImportance, strategicIssues } from './importance.js';

describe('strategicImportance', () => {
  it("averages the party's points over the issue's options", () => {
    const [rent] = lease;
    expect(strategicImportance(rent!, 'user')).toBe(150); // (250 + 150 + 50) / 3
    expect(strategicImportance(rent!, 'opponent')).toBe(350 / 3); // (25 + 125 + 200) / 3 = 116.67
  });

  it('counts a missing score as 0 and gives 0 for an issue without options', () => {
    expect(
      strategicImportance(
        scoredIssue(1, 'A', [
          ['x', 90, 0],
          ['y', Number.NaN, 0],
        ]),
        'user',
      ),
    ).toBe(45); // (90 + 0) / 2
    expect(strategicImportance(scoredIssue(1, 'Empty', []), 'user')).toBe(0);
  });
});

describe('importanceBarPercent', () => {
  it('clamps the importance to the 0–200% bar', () => {
    expect(importanceBarPercent(116.5)).toBe(116.5);
    expect(importanceBarPercent(250)).toBe(200);
    expect(importanceBarPercent(-5)).toBe(0);
    expect(importanceBarPercent(Number.NaN)).toBe(0);
  });
});

describe('strategicIssues', () => {
  it('gives each issue both importances, its category and its tactical priority', () => {
    expect(strategicIssues(lease)).toEqual([
      // Rent: 150 vs 116.67, diff 33.3 > 30
      {
        id: 1,
        name: 'Rent',
        yourImportance: 150,
        opponentImportance: 350 / 3,
        category: 'your-advantage',
        tacticalPriority: 1,
      },
      // Term: (50 + 150) / 2 = 100 vs (150 + 100) / 2 = 125, diff −25
      {
        id: 2,
        name: 'Term',
        yourImportance: 100,
        opponentImportance: 125,
        category: 'win-win',
        tacticalPriority: 2,
      },
      // Deposit: (100 + 25) / 2 = 62.5 vs (50 + 100) / 2 = 75, diff −12.5
      {
        id: 3,
        name: 'Deposit',
        yourImportance: 62.5,
        opponentImportance: 75,
        category: 'win-win',
        tacticalPriority: 2,
      },
    ]);
  });

  it('finds contested and opponent-advantage issues', () => {
    const salary = scoredIssue(1, 'Salary', [
      ['High', 250, 200],
      ['Mid', 150, 170],
    ]); // 200 vs 185, both > 150
    const hours = scoredIssue(2, 'Hours', [
      ['Flexible', 50, 150],
      ['Fixed', 50, 100],
    ]); // 50 vs 125, diff −75
    expect(strategicIssues([salary, hours]).map((issue) => [issue.category, issue.tacticalPriority])).toEqual(
      [
        ['contested', 4],
        ['opponent-advantage', 3],
      ],
    );
  });
});
