import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scoredIssue } from '../testing/cases.js';
import { categorize, categoryCounts, minorIssues, tacticalPriority } from './categories.js';
import { issueStructure } from './issue-structure.js';
import type { ScoredIssue } from './types.js';

const categoryOf = (issue: ScoredIssue) => categorize(issueStructure(issue));

describe('categorize', () => {
  it('files an exactly opposed issue as Contested whatever its average points', () => {
    // Averages 127 vs 140 (the SPEC's rule said Win-Win); swings 220 / 210.
    const base = scoredIssue(1, 'Base salary', [
      ['$150k', 20, 240],
      ['$165k', 120, 150],
      ['$185k', 240, 30],
    ]);
    expect(categoryOf(base)).toBe('contested');
  });

  it('gives an advantage by whose stake is larger once it is at least 1.5 times the other', () => {
    // Start date: 30 to you, 60 to them (twice as much to them).
    const start = scoredIssue(1, 'Start date', [
      ['In 2 weeks', 60, 190],
      ['In 6 weeks', 90, 130],
    ]);
    expect(categoryOf(start)).toBe('opponent-advantage');
    // Signing bonus 80 / 70: similar stakes.
    const bonus = scoredIssue(2, 'Signing bonus', [
      ['$0', 100, 170],
      ['$20k', 180, 100],
    ]);
    expect(categoryOf(bonus)).toBe('contested');
    // The boundary: 90 against 60 is 1.5 times; 89 against 60 is not.
    const at = (you: number) =>
      scoredIssue(3, 'Term', [
        ['Short', 100 + you, 0],
        ['Long', 100, 60],
      ]);
    expect(categoryOf(at(90))).toBe('your-advantage');
    expect(categoryOf(at(89))).toBe('contested');
  });

  it('calls an issue Win-Win only where both sides prefer the same option', () => {
    // Camera's lens: averages far apart (the SPEC said Opponent Advantage), but Zoom is best for both.
    const lens = scoredIssue(1, 'Lens', [
      ['Kit', 30, 160],
      ['Zoom', 90, 240],
      ['Prime', 60, 200],
    ]);
    expect(categoryOf(lens)).toBe('win-win');
    // Only you care: they prefer every option, so the same as you.
    const parking = scoredIssue(2, 'Parking', [
      ['None', 30, 50],
      ['One space', 90, 50],
    ]);
    expect(categoryOf(parking)).toBe('win-win');
    // Close averages and close swings but opposite wants: never Win-Win.
    const remote = scoredIssue(3, 'Remote days', [
      ['None', 100, 110],
      ['2 days', 110, 100],
    ]);
    expect(categoryOf(remote)).toBe('contested');
  });

  it('reads the stakes between the options the sides want, not an end both would rule out', () => {
    // C is worse for both than B: the swings are 200 / 100, but between A (yours) and B (theirs) it is 50 / 50.
    const mixed = scoredIssue(1, 'Delivery', [
      ['A', 200, 50],
      ['B', 150, 100],
      ['C', 0, 0],
    ]);
    expect(issueStructure(mixed).user.swing).toBe(200);
    expect(categoryOf(mixed)).toBe('contested');
    // Their best options tie (B, C); giving them C costs you 10 for 60 to them: theirs to win.
    const tied = scoredIssue(2, 'Returns', [
      ['A', 100, 0],
      ['B', 0, 60],
      ['C', 90, 60],
    ]);
    expect(categoryOf(tied)).toBe('opponent-advantage');
  });

  it('never files an issue the sides want different options on as Win-Win (random issues with ties)', () => {
    const points = fc.oneof(fc.integer({ min: 0, max: 250 }), fc.constantFrom(0, 50, 100, 250));
    fc.assert(
      fc.property(fc.array(fc.tuple(points, points), { minLength: 1, maxLength: 5 }), (rows) => {
        const issue = scoredIssue(
          1,
          'I',
          rows.map(([u, o], k) => [`o${k}`, u, o]),
        );
        const s = issueStructure(issue);
        const category = categorize(s);
        // Brute force: is some option best for both?
        const bestU = Math.max(...rows.map((r) => r[0]));
        const bestO = Math.max(...rows.map((r) => r[1]));
        const common = rows.some(([u, o]) => u === bestU && o === bestO);
        expect(category === 'win-win').toBe(common);
        if (!common) {
          const { cost, gain } = s.concession!;
          if (category === 'your-advantage') expect(cost).toBeGreaterThanOrEqual(1.5 * gain);
          if (category === 'opponent-advantage') expect(gain).toBeGreaterThanOrEqual(1.5 * cost);
          if (category === 'contested') {
            expect(cost).toBeLessThan(1.5 * gain);
            expect(gain).toBeLessThan(1.5 * cost);
          }
        }
      }),
      { numRuns: 3000 },
    );
  });
});

describe('minorIssues', () => {
  it('marks an issue minor when both swings are under half of that side’s mean swing', () => {
    const swings = (u: number, o: number) => ({ user: { swing: u }, opponent: { swing: o } });
    // Means 100 and 100: 40 / 40 is minor; 40 / 60 is not (60 ≥ 50); 220 / 210 is not.
    expect(minorIssues([swings(220, 210), swings(40, 40), swings(40, 60), swings(100, 90)])).toEqual([
      false,
      true,
      false,
      false,
    ]);
    expect(minorIssues([swings(0, 0)])).toEqual([false]);
  });
});

describe('tacticalPriority', () => {
  it('orders your-advantage 1, win-win 2, opponent-advantage 3, contested 4', () => {
    expect(tacticalPriority('your-advantage')).toBe(1);
    expect(tacticalPriority('win-win')).toBe(2);
    expect(tacticalPriority('opponent-advantage')).toBe(3);
    expect(tacticalPriority('contested')).toBe(4);
  });
});

describe('categoryCounts', () => {
  it('counts the issues per category, zero included', () => {
    expect(categoryCounts(['win-win', 'contested', 'win-win'])).toEqual({
      'your-advantage': 0,
      'win-win': 2,
      'opponent-advantage': 0,
      contested: 1,
    });
  });
});
