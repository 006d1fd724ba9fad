import type { AiStrategicIssue } from '@parley/contracts';
import { describe, expect, it } from 'vitest';
import { OfflineStrategist } from './offline-strategist.js';

const sut = new OfflineStrategist();

const strategic = (
  name: string,
  category: AiStrategicIssue['category'],
  yourImportance = 100,
  opponentImportance = 100,
): AiStrategicIssue => ({
  id: name.length,
  name,
  description: '',
  yourImportance,
  opponentImportance,
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

  it('says only what average points show when the request names no case', async () => {
    const insights = await sut.negotiationInsights({
      client: {
        caseData: { name: 'Lease', goal: '', description: '' },
        strategicIssues: [
          strategic('Rent', 'your-advantage', 180, 90),
          strategic('Term', 'win-win', 120, 110),
          strategic('Deposit', 'contested', 170, 160),
          strategic('Parking', 'opponent-advantage', 60, 140),
        ],
        totalIssues: 4,
      },
    });
    // Averages cannot show which option each side wants: no claim of shared value, no "concede", no "hold".
    const all = [insights.keyRecommendation, ...insights.strengths, ...insights.risks].join(' ');
    expect(all).not.toMatch(/value for both|both prefer|concede|hold firm/i);
    expect(insights.keyRecommendation).toMatch(/average points alone/);
    expect(insights.strengths).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Rent: your points average 180%, theirs 90%\.$/)]),
    );
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
