import { describe, expect, it } from 'vitest';
import { lease, scoredIssue } from '../testing/cases.js';
import { importanceBarPercent, strategicImportance, strategicIssues } from './importance.js';

describe('strategicImportance', () => {
  it("is the party's swing on the issue: its best minus its worst points", () => {
    const [rent] = lease;
    expect(strategicImportance(rent!, 'user')).toBe(200); // 250 − 50
    expect(strategicImportance(rent!, 'opponent')).toBe(175); // 200 − 25
  });

  it('reads the swing, not the average: a signing bonus worth 80 to you and 70 to them', () => {
    // Averages 60 for you and about 67 for them (the old bars said they cared more); swings 80 and 70.
    const bonus = scoredIssue(1, 'Signing bonus', [
      ['$0', 20, 100],
      ['$10k', 60, 70],
      ['$20k', 100, 30],
    ]);
    expect(strategicImportance(bonus, 'user')).toBe(80);
    expect(strategicImportance(bonus, 'opponent')).toBe(70);
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
    ).toBe(90); // 90 − 0
    expect(strategicImportance(scoredIssue(1, 'Empty', []), 'user')).toBe(0);
  });
});

describe('importanceBarPercent', () => {
  it('clamps the stake to the 0–250 bar', () => {
    expect(importanceBarPercent(116.5)).toBe(116.5);
    expect(importanceBarPercent(300)).toBe(250);
    expect(importanceBarPercent(-5)).toBe(0);
    expect(importanceBarPercent(Number.NaN)).toBe(0);
  });
});

describe('strategicIssues', () => {
  it('gives each issue both stakes, its category and its tactical priority', () => {
    expect(strategicIssues(lease)).toEqual([
      // Rent: opposed, 200 vs 175: similar stakes.
      {
        id: 1,
        name: 'Rent',
        yourImportance: 200,
        opponentImportance: 175,
        category: 'contested',
        tacticalPriority: 4,
      },
      // Term: you want 24 months (+100), they want 12 (+50): yours is twice theirs.
      {
        id: 2,
        name: 'Term',
        yourImportance: 100,
        opponentImportance: 50,
        category: 'your-advantage',
        tacticalPriority: 1,
      },
      // Deposit: 75 vs 50, exactly 1.5 times.
      {
        id: 3,
        name: 'Deposit',
        yourImportance: 75,
        opponentImportance: 50,
        category: 'your-advantage',
        tacticalPriority: 1,
      },
    ]);
  });

  it('finds shared and opponent-advantage issues', () => {
    const salary = scoredIssue(1, 'Salary', [
      ['High', 250, 200],
      ['Mid', 150, 170],
    ]); // High best for both
    const hours = scoredIssue(2, 'Hours', [
      ['Flexible', 50, 150],
      ['Fixed', 60, 100],
    ]); // 10 to you, 50 to them
    expect(strategicIssues([salary, hours]).map((issue) => [issue.category, issue.tacticalPriority])).toEqual(
      [
        ['win-win', 2],
        ['opponent-advantage', 3],
      ],
    );
  });
});
