import { caseFacts, type AiStrategicIssue, type CaseDetailResponse } from '@parley/contracts';
import { describe, expect, it } from 'vitest';
import { insightsFromFacts } from './offline-advice.js';
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

  it('says only what the stakes show when the request names no case', async () => {
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
    // Stakes cannot show which option each side wants: no claim of shared value, no "concede", no "hold".
    const all = [insights.keyRecommendation, ...insights.strengths, ...insights.risks].join(' ');
    expect(all).not.toMatch(/value for both|both prefer|concede|hold firm/i);
    expect(insights.keyRecommendation).toMatch(/each side’s stake per issue alone/);
    expect(insights.strengths).toEqual(
      expect.arrayContaining(['Rent: it can move your total by up to 180 points and theirs by up to 90.']),
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

/** A stored case from issues as [name, options as [option, your points, their points]]. */
function stored(issues: Array<[string, Array<[string, number, number]>]>): CaseDetailResponse {
  const at = '2026-03-01T09:00:00.000Z';
  return {
    case: {
      id: 1,
      name: 'Office lease',
      goal: null,
      description: null,
      status: 'active',
      closedAt: null,
      createdAt: at,
      updatedAt: at,
    },
    parties: [
      { id: 5, name: 'You', type: 'user', reservationValue: null, alternative: '' },
      { id: 6, name: 'Landlord', type: 'opponent', reservationValue: null, alternative: '' },
    ],
    issues: issues.map(([name, options], i) => ({
      id: i + 1,
      name,
      description: null,
      priority: 50,
      isAiSuggested: false,
      options: options.map(([option], k) => ({ id: 10 * (i + 1) + k, name: option, description: null })),
    })),
    scores: issues.flatMap(([, options], i) =>
      options.flatMap(([, user, opponent], k) => [
        { partyId: 5, issueId: i + 1, optionId: 10 * (i + 1) + k, points: user },
        { partyId: 6, issueId: i + 1, optionId: 10 * (i + 1) + k, points: opponent },
      ]),
    ),
    finalAgreements: [],
  };
}

describe('insightsFromFacts', () => {
  it('never holds out on an issue a trade gives ground on, and calls no opposed issue shared (the office lease)', () => {
    const facts = caseFacts(
      stored([
        [
          'Monthly rent',
          [
            ['$40/sq ft', 240, 40],
            ['$45/sq ft', 140, 140],
            ['$50/sq ft', 40, 240],
          ],
        ],
        [
          'Lease term',
          [
            ['3 years', 150, 60],
            ['4 years', 130, 130],
            ['5 years', 110, 200],
          ],
        ],
        [
          'Break clause',
          [
            ['None', 40, 110],
            ['After 3 years', 150, 80],
          ],
        ],
        [
          'Parking spaces',
          [
            ['None', 30, 90],
            ['5 spaces', 100, 80],
            ['10 spaces', 150, 70],
          ],
        ],
      ]),
    );
    expect(facts.issues.map((i) => i.category)).toEqual([
      'contested',
      'opponent-advantage',
      'your-advantage',
      'your-advantage',
    ]);
    const insights = insightsFromFacts(facts);
    const all = [insights.keyRecommendation, ...insights.strengths, ...insights.risks].join(' ');
    expect(insights.keyRecommendation).toMatch(
      /^Trade across issues rather than split each one: Give ground on Lease term/,
    );
    expect(all).not.toMatch(/Lease term[^.]*before this one|both prefer|value for both/);
    // A trade gives ground on the rent too: no sentence tells you to save it for last against that trade.
    expect(all).toMatch(/Another trade: Give ground on Monthly rent/);
    expect(all).not.toMatch(/Monthly rent: you want/);
  });

  it('never advises conceding an issue whose concession costs you exactly what it gains them', () => {
    const facts = caseFacts(
      stored([
        [
          'Delivery',
          [
            ['Standard', 60, 40],
            ['Express', 0, 100],
          ],
        ],
        [
          'Price',
          [
            ['$90', 200, 20],
            ['$100', 20, 200],
          ],
        ],
      ]),
    );
    const delivery = facts.issues[0]!;
    expect(delivery.concession).toMatchObject({ give: 'Express', cost: 60, gain: 60 });
    // As the facts file it, and as if it were filed under their advantage: the stance (even) decides, not the label.
    for (const issues of [
      facts.issues,
      [{ ...delivery, category: 'opponent-advantage' as const }, facts.issues[1]!],
    ]) {
      const insights = insightsFromFacts({ ...facts, issues });
      const all = [insights.keyRecommendation, ...insights.strengths, ...insights.risks].join(' ');
      expect(all).not.toMatch(/Delivery matters more to them|concede/i);
      expect(insights.risks).toContain(
        'Delivery: you want Standard, they want Express, and it is worth about as much to both (60 to you, 60 to them): expect resistance and save it for last.',
      );
    }
  });

  it('offers the one-sided trade when nothing gives both sides more (the sample renewal)', () => {
    const facts = caseFacts(
      stored([
        [
          'Rent',
          [
            ['$1,800', 250, 80],
            ['$2,000', 170, 170],
            ['$2,200', 60, 250],
          ],
        ],
        [
          'Term',
          [
            ['12 months', 120, 40],
            ['24 months', 100, 110],
            ['36 months', 60, 200],
          ],
        ],
        [
          'Deposit',
          [
            ['1 month', 150, 50],
            ['2 months', 60, 90],
          ],
        ],
      ]),
    );
    expect(facts.trades).toEqual([]);
    expect(facts.mutualGain).toBeNull();
    expect(insightsFromFacts(facts).keyRecommendation).toBe(
      'No package gives both sides more than the compromise package, but this trade gives one side more at no cost to the other: Give ground on Term (−40 for you, +90 for them) and ask for Rent (+80 for you, −90 for them): +40 for you, ±0 for them.',
    );
  });
});
