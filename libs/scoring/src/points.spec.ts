import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  importanceScore,
  issueWeight,
  optionValue,
  rankScore,
  suggestIssuePoints,
  suggestPoints,
} from './points.js';

const levelArb = fc.integer({ min: 1, max: 5 });
const rankArb = fc.integer({ min: 1, max: 12 });

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

describe('issueWeight and optionValue', () => {
  it('weighs an issue by its importance, its rank adding up to half a level', () => {
    expect(issueWeight({ issueImportance: 5, issueRank: 1 })).toBe(100); // 100 − 10 + 100/10
    expect(issueWeight({ issueImportance: 5, issueRank: 2 })).toBe(98); // 100 − 10 + 80/10
    expect(issueWeight({ issueImportance: 1, issueRank: 6 })).toBe(10); // 20 − 10 + 0/10
  });

  it('values an option by its preference, its rank adding up to one level', () => {
    expect(optionValue({ optionImportance: 5, optionRank: 1 })).toBe(100); // 100 − 20 + 100/5
    expect(optionValue({ optionImportance: 3, optionRank: 2 })).toBe(56); // 60 − 20 + 80/5
    expect(optionValue({ optionImportance: 1, optionRank: 6 })).toBe(0); // 20 − 20 + 0/5
  });
});

describe('suggestPoints', () => {
  it('computes the SPEC’s example levels with the weight × value formula', () => {
    // Weight 100 − 10 + 80/10 = 98, value 60 − 20 + 100/5 = 60 → 25 + 0.98 × 0.60 × 225 = 157.3 → 157.
    expect(suggestPoints({ issueImportance: 5, issueRank: 2, optionImportance: 3, optionRank: 1 })).toBe(157);
  });

  it('gives 250 for the most important issue and option, both ranked first', () => {
    // Weight 100, value 100 → 25 + 1 × 1 × 225 = 250.
    expect(suggestPoints({ issueImportance: 5, issueRank: 1, optionImportance: 5, optionRank: 1 })).toBe(250);
  });

  it('gives 25 to a Least Preferred option ranked sixth or later, whatever the issue', () => {
    // Value 20 − 20 + 0 = 0 → 25 + 0 = 25.
    expect(suggestPoints({ issueImportance: 1, issueRank: 6, optionImportance: 1, optionRank: 7 })).toBe(25);
    expect(suggestPoints({ issueImportance: 5, issueRank: 1, optionImportance: 1, optionRank: 6 })).toBe(25);
  });

  it('rounds halves up', () => {
    // Weight 20 − 10 + 80/10 = 18, value 100 → 25 + 0.18 × 225 = 65.5 → 66.
    expect(suggestPoints({ issueImportance: 1, issueRank: 2, optionImportance: 5, optionRank: 1 })).toBe(66);
    // Weight 60 − 10 + 0 = 50, value 40 − 20 + 80/5 = 36 → 25 + 0.5 × 0.36 × 225 = 65.5 → 66.
    expect(suggestPoints({ issueImportance: 3, issueRank: 6, optionImportance: 2, optionRank: 2 })).toBe(66);
  });

  it('agrees with the plain formula for every level and a range of ranks', () => {
    const rank = (r: number) => Math.max(0, 100 - (r - 1) * 20);
    for (let a = 1; a <= 5; a++)
      for (let b = 1; b <= 7; b++)
        for (let c = 1; c <= 5; c++)
          for (let d = 1; d <= 7; d++) {
            const weight = a * 20 - 10 + rank(b) / 10;
            const value = c * 20 - 20 + rank(d) / 5;
            const points = suggestPoints({
              issueImportance: a,
              issueRank: b,
              optionImportance: c,
              optionRank: d,
            });
            // The formula in floating point; the library works in integers, which rounds halves the same way.
            expect(points).toBe(Math.round(25 + ((weight * value) / 10000) * 225 + 1e-9));
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

  it('gives whole points from 25 to 250 for any input', () => {
    fc.assert(
      fc.property(fc.double(), fc.double(), fc.double(), fc.double(), (a, b, c, d) => {
        const points = suggestPoints({
          issueImportance: a,
          issueRank: b,
          optionImportance: c,
          optionRank: d,
        });
        expect(Number.isInteger(points)).toBe(true);
        expect(points).toBeGreaterThanOrEqual(25);
        expect(points).toBeLessThanOrEqual(250);
      }),
      { numRuns: 2000 },
    );
  });

  it('at equal rank, spreads a more important issue’s options wider', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 4 }),
        rankArb,
        fc.array(fc.record({ optionImportance: levelArb, optionRank: rankArb }), {
          minLength: 2,
          maxLength: 10,
        }),
        (importance, issueRank, options) => {
          const spread = (issueImportance: number) => {
            const points = options.map((o) => suggestPoints({ issueImportance, issueRank, ...o }));
            return Math.max(...points) - Math.min(...points);
          };
          const values = options.map((o) => optionValue(o));
          const differ = Math.max(...values) > Math.min(...values);
          // Wider whenever the options are not all worth the same; equal (0) when they are.
          if (differ) expect(spread(importance + 1)).toBeGreaterThan(spread(importance));
          else expect(spread(importance + 1)).toBe(0);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('never gives a better-liked option of an issue fewer points', () => {
    fc.assert(
      fc.property(levelArb, rankArb, levelArb, rankArb, levelArb, rankArb, (li, ri, p1, q1, p2, q2) => {
        const issue = { issueImportance: li, issueRank: ri };
        const a = suggestPoints({ ...issue, optionImportance: p1, optionRank: q1 });
        const b = suggestPoints({ ...issue, optionImportance: p2, optionRank: q2 });
        // Better liked: a higher preference level; at the same level, a better (smaller) rank.
        if (p1 > p2 || (p1 === p2 && q1 <= q2)) expect(a).toBeGreaterThanOrEqual(b);
      }),
      { numRuns: 5000 },
    );
  });

  it('values an issue at what its most preferred option earns, the ceiling of its options', () => {
    // Extremely Important, ranked first: weight 100 → 25 + 225 = 250.
    expect(suggestIssuePoints({ issueImportance: 5, issueRank: 1 })).toBe(250);
    // Less Important, ranked third: weight 20 − 10 + 60/10 = 16 → 25 + 0.16 × 225 = 61.
    expect(suggestIssuePoints({ issueImportance: 1, issueRank: 3 })).toBe(61);
    fc.assert(
      fc.property(levelArb, rankArb, levelArb, rankArb, (issueImportance, issueRank, p, q) => {
        const issue = { issueImportance, issueRank };
        expect(suggestPoints({ ...issue, optionImportance: p, optionRank: q })).toBeLessThanOrEqual(
          suggestIssuePoints(issue),
        );
      }),
      { numRuns: 2000 },
    );
  });
});
