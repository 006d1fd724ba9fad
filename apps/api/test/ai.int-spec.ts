import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AiAnswerLimits,
  type AiIssuesResponse,
  type ApiErrorBody,
  type CaseResponse,
  type NegotiationInsightsResponse,
  type ScenarioAnalysisResponse,
} from '@parley/contracts';
import type { ApiCall } from './support/api-client.js';
import { startWithFakeModel, type FakeModelApp } from './support/fake-model-app.js';
import type { FakeOpenAi } from './support/fake-openai.js';
import { json } from './support/json.js';
import type { TestApp } from './support/test-app.js';
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
    expect(insights.strengths).toEqual([
      'Rent: it can move your total by up to 180 points and theirs by up to 60.',
    ]);
    const scenarios = await json<ScenarioAnalysisResponse>(
      call('POST', '/api/ai/scenario-analysis', alice, scenarioBody),
    );
    expect(scenarios.summary).toContain('Across the selected scenarios, 60% are good for both sides');
    expect([insights.source, scenarios.source]).toEqual(['offline', 'offline']);
  });
});

describe('AI routes with an OpenAI-compatible model', () => {
  let app: FakeModelApp;
  let fake: FakeOpenAi;
  let call: ApiCall;
  let cookie: string;
  let caseId: number;

  beforeAll(async () => {
    app = await startWithFakeModel({ OPENAI_MODEL: 'test-model' });
    ({ fake, call, cookie } = app);
    caseId = (await json<CaseResponse>(call('POST', '/api/cases', cookie, { name: 'Car <b>purchase</b>' })))
      .id;
  });
  afterAll(() => app.close());

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

describe('a model that stalls or says too much', () => {
  /** OPENAI_TIMEOUT as the app reads it: the one limit for a whole call, retries included. */
  const TIMEOUT_MS = 1000;
  /** What the app and a loaded machine may add to the model's time. */
  const MARGIN_MS = 500;
  let app: FakeModelApp;
  let fake: FakeOpenAi;
  let call: ApiCall;
  let cookie: string;

  beforeAll(async () => {
    app = await startWithFakeModel({ OPENAI_TIMEOUT: `${TIMEOUT_MS / 1000}s`, AI_RATE_LIMIT: '1000' });
    ({ fake, call, cookie } = app);
  });
  afterAll(() => app.close());

  /** The answer to `body` on `path` and how long it took. */
  async function timed(path: string, body: unknown) {
    const start = performance.now();
    const response = await call('POST', path, cookie, body);
    const error = await json<ApiErrorBody>(response);
    return { status: response.status, error, ms: performance.now() - start };
  }

  it('ends a call to a model that never answers within OPENAI_TIMEOUT, with 502 AI_UNAVAILABLE', async () => {
    // Two stalls, one for each attempt the SDK may make.
    fake.answer({ hang: true });
    fake.answer({ hang: true });
    const { status, error, ms } = await timed('/api/ai/negotiation-insights', insightsBody);
    fake.clear();
    expect(status).toBe(502);
    expect(error).toMatchObject({
      code: 'AI_UNAVAILABLE',
      message: 'The AI strategist could not answer. Please try again.',
    });
    // Before, each attempt had the whole timeout: 2 × 1,000 ms and the SDK's back-off between them.
    expect(ms).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
    expect(ms).toBeLessThan(TIMEOUT_MS + MARGIN_MS);
  });

  it('counts the retry within the same limit: a failure, then a stall', async () => {
    const before = fake.requests.length;
    // The SDK waits the time the failure asks before it retries; that wait counts too.
    fake.answer({ status: 500, retryAfterMs: 600 });
    fake.answer({ hang: true });
    const { status, ms } = await timed('/api/ai/scenario-analysis', scenarioBody);
    expect(status).toBe(502);
    // The retry was made (the stall answered it), and the whole call still ended in time.
    await fake.received(before + 2);
    expect(ms).toBeLessThan(TIMEOUT_MS + MARGIN_MS);
  });

  it('cuts an answer that says too much to the limits in libs/contracts', async () => {
    fake.answer({
      json: {
        keyRecommendation: 'Trade deposit for term. '.repeat(100),
        strengths: Array.from({ length: 10_000 }, (_, i) => `Strength ${i}`),
        risks: ['Deposit is contested. '.repeat(50)],
      },
    });
    const insights = await json<NegotiationInsightsResponse>(
      call('POST', '/api/ai/negotiation-insights', cookie, insightsBody),
    );
    expect(insights.strengths).toEqual(
      Array.from({ length: AiAnswerLimits.insightItems }, (_, i) => `Strength ${i}`),
    );
    expect(insights.keyRecommendation.length).toBeLessThanOrEqual(AiAnswerLimits.keyRecommendation);
    expect(insights.keyRecommendation).toMatch(/^Trade deposit for term\. .* term…$/);
    expect(insights.risks).toHaveLength(1);
    expect(insights.risks[0]!.length).toBeLessThanOrEqual(AiAnswerLimits.insightItem);
    expect(insights.source).toBe('openai');

    fake.answer({
      json: {
        summary: 'Most packages clear both walk-away totals. '.repeat(4_700),
        suggestions: Array.from({ length: 50 }, (_, i) => `Offer package ${i}.`),
      },
    });
    const reading = await json<ScenarioAnalysisResponse>(
      call('POST', '/api/ai/scenario-analysis', cookie, scenarioBody),
    );
    expect(reading.summary.length).toBeLessThanOrEqual(AiAnswerLimits.summary);
    expect(reading.summary.endsWith('…')).toBe(true);
    expect(reading.suggestions).toHaveLength(AiAnswerLimits.suggestions);
  });

  it('keeps at most 6 recommendations, each new to the case and to the answer, within the limits', async () => {
    const { id } = await json<CaseResponse>(call('POST', '/api/cases', cookie, { name: 'Job offer' }));
    const recommendation = (name: string) => ({
      name,
      description: 'Why it matters. '.repeat(40),
      priority: 60,
      reasoning: 'r',
      options: ['A', 'B', 'C'],
    });
    fake.answer({
      json: {
        recommendations: [
          recommendation('Bonus'),
          // The same issue as the one above, and as one the case has, under other names.
          recommendation('Signing bonus'),
          recommendation('Remote work'),
          ...Array.from({ length: 20 }, (_, i) =>
            recommendation(`Perk ${i} ${'with a very long name '.repeat(5)}`),
          ),
        ],
      },
    });
    const { recommendations } = await json<AiIssuesResponse>(
      call('POST', `/api/cases/${id}/ai-issues`, cookie, {
        caseName: 'Job offer',
        goal: '',
        existingIssues: ['Remote days per week'],
      }),
    );
    expect(recommendations).toHaveLength(AiAnswerLimits.recommendations);
    expect(recommendations.map((r) => r.name.slice(0, 7))).toEqual([
      'Bonus',
      'Perk 0 ',
      'Perk 1 ',
      'Perk 2 ',
      'Perk 3 ',
      'Perk 4 ',
    ]);
    for (const r of recommendations) {
      expect(r.name.length).toBeLessThanOrEqual(AiAnswerLimits.recommendationName);
      expect(r.description.length).toBeLessThanOrEqual(AiAnswerLimits.recommendationDescription);
      expect(r.description.endsWith('…')).toBe(true);
    }
  });

  it('asks the model for no more than the limits', async () => {
    fake.answer({ json: { keyRecommendation: 'Lead with rent.', strengths: [], risks: [] } });
    await call('POST', '/api/ai/negotiation-insights', cookie, insightsBody);
    const prompt = fake.requests.at(-1)!.body.messages[1]!.content;
    expect(prompt).toContain(
      `at most ${AiAnswerLimits.insightItems} strengths and ${AiAnswerLimits.insightItems} risks`,
    );
  });
});
