import { describe, expect, it } from 'vitest';
import { sampleFinalAgreement, samplePlaybook, sampleTopScenarios } from './sample-lease';

describe('the landing page sample lease', () => {
  it('ranks the top five scenarios by both sides’ points together', () => {
    const { rows, best, averageTop } = sampleTopScenarios();
    expect(rows).toHaveLength(5);
    // $2,000 (170+170) + 36 months (60+200) + 1 month (150+50) = 340 + 260 + 200 = 800
    expect(rows[0]).toEqual({ rank: 1, rent: '$2,000', term: '36 months', deposit: '1 month', value: 800 });
    expect(best).toBe(800);
    expect(rows.map((row) => row.value)).toEqual([...rows.map((row) => row.value)].sort((a, b) => b - a));
    expect(averageTop).toBe(Math.round(rows.reduce((sum, row) => sum + row.value, 0) / 5));
  });

  it('plays the deposit first, the term for value and saves the contested rent for last', () => {
    // Rent: you avg 160, they avg 166.7: both over 150 and 6.7 apart → contested.
    // Term: 93.3 vs 116.7 → −23.3 → win-win. Deposit: 105 vs 70 → +35 → your advantage.
    expect(samplePlaybook()).toEqual([
      { phase: 'Opening', title: 'Lead with Strength', issues: ['Deposit'] },
      { phase: 'Value Creation', title: 'Create Mutual Value', issues: ['Term'] },
      { phase: 'Final Negotiation', title: 'Navigate Contested Ground', issues: ['Rent'] },
    ]);
  });

  it('totals the agreed options for both sides', () => {
    const { rows, you, opp } = sampleFinalAgreement();
    expect(rows.map((row) => [row.issue, row.you, row.opp])).toEqual([
      ['Rent', 170, 170],
      ['Term', 60, 200],
      ['Deposit', 150, 50],
    ]);
    expect(you).toBe(380); // 170 + 60 + 150
    expect(opp).toBe(420); // 170 + 200 + 50
  });
});
