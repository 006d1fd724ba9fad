import { describe, expect, it } from 'vitest';
import { importanceScore, rankScore, suggestIssuePoints, suggestPoints } from './points.js';

describe('importanceScore', () => {
  it('rates a 1–5 level on the 20–100 scale', () => {
    expect(importanceScore(1)).toBe(20); // 1 × 20
    expect(importanceScore(3)).toBe(60); // 3 × 20
    expect(importanceScore(5)).toBe(100); // 5 × 20
  });
});

describe('rankScore', () => {
  it('gives max(0, 100 − (rank − 1) × 20)', () => {
    expect(rankScore(1)).toBe(100); // 100 − 0 × 20
    expect(rankScore(2)).toBe(80); // 100 − 1 × 20
    expect(rankScore(5)).toBe(20); // 100 − 4 × 20
    expect(rankScore(6)).toBe(0); // 100 − 5 × 20
    expect(rankScore(9)).toBe(0); // 100 − 8 × 20 = −60 → 0
  });
});

describe('suggestPoints', () => {
  it("computes the issue's example", () => {
    // 0.35*100 + 0.35*80 + 0.2*60 + 0.1*100 = 85 → 25 + 0.85*225 = 216.25 → 216
    expect(suggestPoints({ issueImportance: 5, issueRank: 2, optionImportance: 3, optionRank: 1 })).toBe(216);
  });

  it('gives 250 for the most important issue and option, both ranked first', () => {
    // 0.35*100 + 0.35*100 + 0.2*100 + 0.1*100 = 100 → 25 + 1*225 = 250
    expect(suggestPoints({ issueImportance: 5, issueRank: 1, optionImportance: 5, optionRank: 1 })).toBe(250);
  });

  it('gives 50 for the least important issue and option, ranked sixth or later', () => {
    // 0.35*20 + 0.35*0 + 0.2*20 + 0.1*0 = 11 → 25 + 0.11*225 = 49.75 → 50
    expect(suggestPoints({ issueImportance: 1, issueRank: 6, optionImportance: 1, optionRank: 7 })).toBe(50);
  });

  it('rounds halves up', () => {
    // 0.35*20 + 0.35*100 + 0.2*20 + 0.1*0 = 46 → 25 + 0.46*225 = 128.5 → 129
    expect(suggestPoints({ issueImportance: 1, issueRank: 1, optionImportance: 1, optionRank: 6 })).toBe(129);
    // 0.35*60 + 0.35*60 + 0.2*80 + 0.1*80 = 66 → 25 + 0.66*225 = 173.5 → 174
    expect(suggestPoints({ issueImportance: 3, issueRank: 3, optionImportance: 4, optionRank: 2 })).toBe(174);
  });

  it('agrees with the plain formula for every level and a range of ranks', () => {
    const rank = (r: number) => Math.max(0, 100 - (r - 1) * 20);
    for (let a = 1; a <= 5; a++)
      for (let b = 1; b <= 7; b++)
        for (let c = 1; c <= 5; c++)
          for (let d = 1; d <= 7; d++) {
            const weighted = 0.35 * a * 20 + 0.35 * rank(b) + 0.2 * c * 20 + 0.1 * rank(d);
            const points = suggestPoints({
              issueImportance: a,
              issueRank: b,
              optionImportance: c,
              optionRank: d,
            });
            expect(points).toBe(Math.round(25 + (weighted / 100) * 225));
            expect(points).toBeGreaterThanOrEqual(25);
            expect(points).toBeLessThanOrEqual(250);
          }
  });

  it('stays within 25–250 for out-of-scale input', () => {
    // Level 0 and ranks past the scale weigh nothing: 25 + 0 = 25.
    expect(suggestPoints({ issueImportance: 0, issueRank: 40, optionImportance: 0, optionRank: 40 })).toBe(
      25,
    );
    // Level 9 and rank 0 are held at 100: 25 + 225 = 250.
    expect(suggestPoints({ issueImportance: 9, issueRank: 0, optionImportance: 9, optionRank: -3 })).toBe(
      250,
    );
    expect(
      suggestPoints({ issueImportance: Number.NaN, issueRank: 1, optionImportance: 5, optionRank: 1 }),
    ).toBe(25);
  });

  it('values an issue at what its most preferred option earns', () => {
    // Extremely Important, ranked first: 0.35·100 + 0.35·100 + 0.2·100 + 0.1·100 = 100 → 250.
    expect(suggestIssuePoints({ issueImportance: 5, issueRank: 1 })).toBe(250);
    // Less Important, ranked third: 0.35·20 + 0.35·60 + 30 = 58 → round(25 + 0.58·225) = 156.
    expect(suggestIssuePoints({ issueImportance: 1, issueRank: 3 })).toBe(156);
    for (let optionImportance = 1; optionImportance <= 5; optionImportance++) {
      for (let optionRank = 1; optionRank <= 6; optionRank++) {
        expect(
          suggestPoints({ issueImportance: 3, issueRank: 2, optionImportance, optionRank }),
        ).toBeLessThanOrEqual(suggestIssuePoints({ issueImportance: 3, issueRank: 2 }));
      }
    }
  });
});
