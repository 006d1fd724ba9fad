import { AiAnswerLimits, Limits } from '@parley/contracts';
import { describe, expect, it } from 'vitest';
import { aCase, aLeaseDetail } from '../../testing/fixtures';
import { insightsRequestOf, issueFromRecommendation, issuesRequestOf, PLACEHOLDER_OPTION } from './ai-model';

const recommendation = {
  name: 'Deposit',
  description: 'How much is held back',
  priority: 72,
  reasoning: 'Deposits are often negotiable',
  options: ['1 month', '2 months', '3 months'],
};

describe('issuesRequestOf', () => {
  it('sends the case name, goal and the names of its issues', () => {
    expect(issuesRequestOf(aLeaseDetail())).toEqual({
      caseName: 'Lease renewal',
      goal: 'Keep the rent flat',
      existingIssues: ['Rent', 'Term'],
    });
  });

  it('sends an empty goal when the case has none', () => {
    const detail = aLeaseDetail({ case: aCase({ goal: null }), issues: [] });
    expect(issuesRequestOf(detail)).toMatchObject({ goal: '', existingIssues: [] });
  });
});

describe('issueFromRecommendation', () => {
  it('makes an AI-suggested issue with the suggested options', () => {
    expect(issueFromRecommendation(recommendation)).toEqual({
      name: 'Deposit',
      description: 'How much is held back',
      priority: 72,
      isAiSuggested: true,
      options: [{ name: '1 month' }, { name: '2 months' }, { name: '3 months' }],
    });
  });

  it('falls back to one placeholder option for an answer without options', () => {
    expect(issueFromRecommendation({ ...recommendation, options: [] }).options).toEqual([
      { name: PLACEHOLDER_OPTION },
    ]);
  });

  it('keeps within the limits of an AI answer, which the API accepts', () => {
    const issue = issueFromRecommendation({
      ...recommendation,
      name: 'n'.repeat(Limits.issueNameMax + 5),
      description: '',
      priority: 140.6,
    });
    expect(issue.name).toHaveLength(AiAnswerLimits.recommendationName);
    expect(AiAnswerLimits.recommendationName).toBeLessThanOrEqual(Limits.issueNameMax);
    expect(issue.description).toBeNull();
    expect(issue.priority).toBe(Limits.priorityMax);
    expect(issueFromRecommendation({ ...recommendation, priority: -3.2 }).priority).toBe(0);
  });
});

describe('insightsRequestOf', () => {
  it('sends the case and its issues with their categories and descriptions', () => {
    expect(insightsRequestOf(aLeaseDetail())).toEqual({
      caseId: 7,
      caseData: { name: 'Lease renewal', goal: 'Keep the rent flat', description: '' },
      strategicIssues: [
        {
          id: 21,
          name: 'Rent',
          description: 'Monthly rent',
          yourImportance: 160,
          opponentImportance: 160,
          category: 'contested',
          tacticalPriority: 4,
        },
        {
          id: 22,
          name: 'Term',
          description: '',
          yourImportance: 120,
          opponentImportance: 0,
          category: 'win-win',
          tacticalPriority: 2,
        },
      ],
      totalIssues: 2,
    });
  });

  it('sends empty texts for a missing goal and description, and clips long ones', () => {
    const long = 'd'.repeat(Limits.aiTextMax + 1);
    const request = insightsRequestOf(
      aLeaseDetail({ case: aCase({ name: 'Lease', goal: null, description: long }) }),
    );
    expect(request.caseData?.goal).toBe('');
    expect(request.caseData?.description).toHaveLength(Limits.aiTextMax);
  });

  it('sends no categories without an opponent, as the tab shows none', () => {
    const request = insightsRequestOf(
      aLeaseDetail({
        parties: [{ id: 11, name: 'You', type: 'user', reservationValue: null, alternative: '' }],
      }),
    );
    expect(request.strategicIssues).toEqual([]);
    expect(request.totalIssues).toBe(2);
  });
});
