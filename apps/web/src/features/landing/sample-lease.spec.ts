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

  it('plays the deposit first, concedes the term and saves the contested rent for last', () => {
    // Rent: you want $1,800, they want $2,200; giving it costs you 190 and gains them 170 → contested.
    // Term: you want 12 months, they want 36; it costs you 60 and gains them 160 → opponent advantage (what to
    // concede; the SPEC's averages called it Win-Win though the sides want opposite terms).
    // Deposit: it would cost you 90 and gain them 40 → your advantage.
    expect(samplePlaybook()).toEqual([
      { phase: 'Opening', title: 'Lead with Strength', issues: ['Deposit'] },
      { phase: 'Concession', title: 'Strategic Concessions', issues: ['Term'] },
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
