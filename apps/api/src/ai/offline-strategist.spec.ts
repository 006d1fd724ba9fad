import type { AiStrategicIssue } from '@parley/contracts';
import { describe, expect, it } from 'vitest';
import { OfflineStrategist } from './offline-strategist.js';

const sut = new OfflineStrategist();

const strategic = (name: string, category: AiStrategicIssue['category']): AiStrategicIssue => ({
  id: name.length,
  name,
  description: '',
  yourImportance: 100,
  opponentImportance: 100,
  category,
  tacticalPriority: 1,
});

describe('OfflineStrategist', () => {
  it('suggests the issues that decide a salary negotiation, leaving out those the case has', async () => {
    const recommendations = await sut.recommendIssues({
      caseName: 'Job offer at Acme',
      goal: 'Reach 95k',
      existingIssues: [' base SALARY ', 'Bonus'],
    });
    expect(recommendations.map((r) => r.name)).toEqual([
      'Start date',
      'Remote work',
      'Vacation days',
      'Equity',
      'Training budget',
    ]);
    for (const r of recommendations) {
      expect(r.priority).toBeGreaterThanOrEqual(0);
      expect(r.priority).toBeLessThanOrEqual(100);
      expect(r.reasoning).not.toBe('');
    }
  });

  it('recognises a lease from its goal, and falls back to general issues', async () => {
    const lease = await sut.recommendIssues({
      caseName: 'Office',
      goal: 'Renew the lease',
      existingIssues: [],
    });
    expect(lease[0]!.name).toBe('Monthly rent');
    expect(lease).toHaveLength(6);
    const other = await sut.recommendIssues({ caseName: 'Something', goal: '', existingIssues: [] });
    expect(other.map((r) => r.name)).toContain('Timing');
  });

  it('builds the strategy from the categories', async () => {
    const insights = await sut.negotiationInsights({
      client: {
        caseData: { name: 'Lease', goal: '', description: '' },
        strategicIssues: [
          strategic('Rent', 'your-advantage'),
          strategic('Term', 'win-win'),
          strategic('Deposit', 'contested'),
          strategic('Parking', 'opponent-advantage'),
        ],
        totalIssues: 4,
      },
    });
    expect(insights.keyRecommendation).toContain('(Rent)');
    expect(insights.keyRecommendation).toContain('(Term)');
    expect(insights.strengths).toEqual([
      'Rent matters more to you than to them: a place to hold firm and lead.',
      'Term can create value for both sides.',
    ]);
    expect(insights.risks).toEqual([
      'Deposit is important to both sides: expect resistance and save it for last.',
      'Parking matters more to them: conceding it is expected, but only for something back.',
    ]);
  });

  it('asks for points before a strategy when there is nothing to read', async () => {
    const insights = await sut.negotiationInsights({
      client: { caseData: { name: 'Lease', goal: '', description: '' }, strategicIssues: [], totalIssues: 2 },
    });
    expect(insights.keyRecommendation).toContain('Score the options of your 2 issue(s)');
    expect(insights.strengths).toHaveLength(1);
    expect(insights.risks).toHaveLength(1);
  });

  it('reads the scenario figures', async () => {
    const analysis = await sut.scenarioAnalysis({
      client: {
        scenarioAnalysis: { winRate: 37.5, averageUserScore: 151.2, averageOpponentScore: 98.7 },
        issues: [],
        caseData: { name: 'Lease', goal: '', description: '' },
        totalScenarios: 48,
        isFiltered: false,
      },
    });
    expect(analysis.summary).toBe(
      'Across all 48 scenarios, 38% are good for both sides; on average you score 151 and the other side 99.',
    );
    expect(analysis.suggestions[0]).toMatch(/^Few outcomes/);
  });
});
