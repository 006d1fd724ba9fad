import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AiIssuesResponse,
  ApiErrorBody,
  CaseResponse,
  NegotiationInsightsResponse,
  ScenarioAnalysisResponse,
} from '@parley/contracts';
import { apiCaller, type ApiCall } from './support/api-client.js';
import { FakeOpenAi } from './support/fake-openai.js';
import { json } from './support/json.js';
import { signIn } from './support/sign-in.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { startWithTwoUsers } from './support/two-users.js';

const insightsBody = {
  caseData: { name: 'Lease', goal: '', description: '' },
  strategicIssues: [
    {
      id: 1,
      name: 'Rent',
      description: '',
      yourImportance: 180,
      opponentImportance: 60,
      category: 'your-advantage',
      tacticalPriority: 1,
    },
  ],
  totalIssues: 1,
};
const scenarioBody = {
  scenarioAnalysis: {
    winRate: 60,
    averageUserScore: 120,
    averageOpponentScore: 110,
    bestScenario: { total: 300 },
  },
  issues: [{ name: 'Rent' }],
  caseData: { name: 'Lease', goal: '', description: '' },
  totalScenarios: 6,
  isFiltered: true,
};

describe('AI routes with the offline strategist (no OPENAI_API_KEY)', () => {
  let sut: TestApp;
  let call: ApiCall;
  let alice: string;
  let bob: string;
  let caseId: number;

  beforeAll(async () => {
    ({ sut, call, alice, bob } = await startWithTwoUsers());
    caseId = (await json<CaseResponse>(call('POST', '/api/cases', alice, { name: 'Salary review' }))).id;
  });
  afterAll(() => sut.close());

  it('recommends issues for the owner’s case', async () => {
    const response = await call('POST', `/api/cases/${caseId}/ai-issues`, alice, {
      caseName: 'Salary review',
      goal: '',
      existingIssues: ['Base salary'],
    });
    expect(response.status).toBe(200);
    const { recommendations } = await json<AiIssuesResponse>(response);
    expect(recommendations.map((r) => r.name)).toEqual([
      'Bonus',
      'Start date',
      'Remote work',
      'Vacation days',
      'Equity',
      'Training budget',
    ]);
  });

  it('never suggests an issue the case has under another name, and gives each 2 to 4 options', async () => {
    const response = await call('POST', `/api/cases/${caseId}/ai-issues`, alice, {
      caseName: 'Salary review',
      goal: '',
      existingIssues: ['Salary', 'Remote days', 'PTO'],
    });
    const { recommendations, source } = await json<AiIssuesResponse>(response);
    expect(source).toBe('offline');
    expect(recommendations.map((r) => r.name)).toEqual(['Bonus', 'Start date', 'Equity', 'Training budget']);
    for (const r of recommendations) {
      expect(r.options.length).toBeGreaterThanOrEqual(2);
      expect(r.options.length).toBeLessThanOrEqual(4);
    }
    expect(recommendations[0]!.options).toEqual(['No bonus', 'Up to 10% on targets', 'Up to 20% on targets']);
  });

  it('keeps another user’s case private and refuses bad bodies', async () => {
    const body = { caseName: 'x', goal: '', existingIssues: [] };
    const foreign = await call('POST', `/api/cases/${caseId}/ai-issues`, bob, body);
    expect(foreign.status).toBe(404);
    expect((await json<ApiErrorBody>(foreign)).code).toBe('CASE_NOT_FOUND');
    const unknown = await call('POST', `/api/cases/${caseId}/ai-issues`, alice, { ...body, model: 'gpt-5' });
    expect(unknown.status).toBe(400);
    expect((await json<ApiErrorBody>(unknown)).fieldErrors).toEqual({ model: 'Unknown field "model"' });
    const badCategory = await call('POST', '/api/ai/negotiation-insights', alice, {
      ...insightsBody,
      strategicIssues: [{ ...insightsBody.strategicIssues[0], category: 'easy' }],
    });
    expect(badCategory.status).toBe(400);
    expect((await json<ApiErrorBody>(badCategory)).fieldErrors).toEqual({
      'strategicIssues.0.category':
        'category must be one of your-advantage, win-win, opponent-advantage, contested',
    });
    for (const path of [
      `/api/cases/${caseId}/ai-issues`,
      '/api/ai/negotiation-insights',
      '/api/ai/scenario-analysis',
    ]) {
      expect((await call('POST', path, null, {})).status).toBe(401);
    }
  });

  it('reads insights and scenarios from the figures sent', async () => {
    const insights = await json<NegotiationInsightsResponse>(
      call('POST', '/api/ai/negotiation-insights', alice, insightsBody),
    );
    expect(insights.strengths).toEqual(['Rent: your points average 180%, theirs 60%.']);
    const scenarios = await json<ScenarioAnalysisResponse>(
      call('POST', '/api/ai/scenario-analysis', alice, scenarioBody),
    );
    expect(scenarios.summary).toContain('Across the selected scenarios, 60% are good for both sides');
    expect([insights.source, scenarios.source]).toEqual(['offline', 'offline']);
  });
});

describe('AI routes with an OpenAI-compatible model', () => {
  let fake: FakeOpenAi;
  let sut: TestApp;
  let call: ApiCall;
  let cookie: string;
  let caseId: number;

  beforeAll(async () => {
    fake = await new FakeOpenAi().start();
    sut = await startTestApp({
      OPENAI_API_KEY: 'sk-test-key',
      OPENAI_BASE_URL: fake.baseUrl,
      OPENAI_MODEL: 'test-model',
    });
    call = apiCaller(sut.baseUrl);
    cookie = (await signIn(sut.baseUrl, 'ai@example.com', 'Ai')).cookie;
    caseId = (await json<CaseResponse>(call('POST', '/api/cases', cookie, { name: 'Car <b>purchase</b>' })))
      .id;
  });
  afterAll(async () => {
    await sut.close();
    await fake.close();
  });

  it('asks the model for JSON that follows a schema and checks what comes back', async () => {
    fake.answer({
      json: {
        recommendations: [
          {
            name: 'Purchase price',
            description: 'Already there',
            priority: 90,
            reasoning: 'r',
            options: ['a', 'b'],
          },
          {
            name: 'Warranty',
            description: 'Two years',
            priority: 140,
            reasoning: 'Protects you',
            options: [' 1 year ', '2 years', '', '3 years', '4 years', '5 years'],
          },
          {
            name: 'Service',
            description: 'One option only',
            priority: 50,
            reasoning: 'dropped',
            options: ['x'],
          },
          { name: '', description: 'nameless', priority: 10, reasoning: 'dropped', options: ['a', 'b'] },
        ],
      },
    });
    const response = await call('POST', `/api/cases/${caseId}/ai-issues`, cookie, {
      caseName: 'Car <b>purchase</b>',
      goal: 'Below 20k',
      existingIssues: ['price'],
    });
    expect(response.status).toBe(200);
    // The existing issue (price under another name), the one with a single option and the nameless one are
    // dropped; the priority is held to 0–100, the options to 4 non-blank ones.
    expect(await json<AiIssuesResponse>(response)).toEqual({
      recommendations: [
        {
          name: 'Warranty',
          description: 'Two years',
          priority: 100,
          reasoning: 'Protects you',
          options: ['1 year', '2 years', '3 years', '4 years'],
        },
      ],
      source: 'openai',
    });
    const request = fake.requests.at(-1)!;
    expect(request.authorization).toBe('Bearer sk-test-key');
    expect(request.body.model).toBe('test-model');
    expect(request.body.response_format).toMatchObject({
      type: 'json_schema',
      json_schema: { name: 'issue_recommendations', strict: true },
    });
    expect(request.body.messages[1]!.content).toContain('"name":"Car <b>purchase</b>","goal":"Below 20k"');
  });

  it('answers insights from the model', async () => {
    fake.answer({ json: { keyRecommendation: 'Lead with rent.', strengths: ['Rent'], risks: ['Deposit'] } });
    const response = await call('POST', '/api/ai/negotiation-insights', cookie, insightsBody);
    expect(await json<NegotiationInsightsResponse>(response)).toEqual({
      keyRecommendation: 'Lead with rent.',
      strengths: ['Rent'],
      risks: ['Deposit'],
      source: 'openai',
    });
    expect(fake.requests.at(-1)!.body.response_format?.json_schema?.name).toBe('negotiation_insights');
  });

  it('answers 502 when the model fails or answers something else', async () => {
    // The SDK retries a server error once.
    fake.answer({ status: 500 });
    fake.answer({ status: 500 });
    const failed = await call('POST', '/api/ai/scenario-analysis', cookie, scenarioBody);
    expect(failed.status).toBe(502);
    expect(await json<ApiErrorBody>(failed)).toMatchObject({
      code: 'AI_UNAVAILABLE',
      message: 'The AI strategist could not answer. Please try again.',
    });

    fake.answer({ text: 'Sure! Here are some thoughts…' });
    expect((await call('POST', '/api/ai/negotiation-insights', cookie, insightsBody)).status).toBe(502);
    fake.answer({ json: { keyRecommendation: 'ok', strengths: 'not a list', risks: [] } });
    expect((await call('POST', '/api/ai/negotiation-insights', cookie, insightsBody)).status).toBe(502);
  });
});
