import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody, NegotiationInsightsResponse, ScenarioAnalysisResponse } from '@parley/contracts';
import { apiCaller, type ApiCall } from './support/api-client.js';
import { FakeOpenAi } from './support/fake-openai.js';
import { json } from './support/json.js';
import { scoredCase } from './support/scored-case.js';
import { signIn } from './support/sign-in.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { startWithTwoUsers } from './support/two-users.js';

/**
 * Rent: High (you 20, them 100), Low (100, 20); Term: Short (50, 50), Long (80, 10). The four packages:
 * High+Short (70, 150), High+Long (100, 110), Low+Short (150, 70), Low+Long (180, 30), none dominated.
 * Walk-away: you 90, them 60 → High+Long and Low+Short clear both (2 of 4). Nash over (90, 60):
 * (100 − 90)(110 − 60) = 500 < (150 − 90)(70 − 60) = 600 → Low+Short.
 */
async function groundedLease(call: ApiCall, cookie: string): Promise<number> {
  const { caseId, you, opponent } = await scoredCase(call, cookie, 'Lease', [
    [
      'Rent',
      [
        ['High', 20, 100],
        ['Low', 100, 20],
      ],
    ],
    [
      'Term',
      [
        ['Short', 50, 50],
        ['Long', 80, 10],
      ],
    ],
  ]);
  await call('PUT', `/api/parties/${you}`, cookie, { reservationValue: 90, alternative: 'Stay put' });
  await call('PUT', `/api/parties/${opponent}`, cookie, {
    reservationValue: 60,
    alternative: 'Another tenant',
  });
  return caseId;
}

/**
 * Deposit: 1 month (you 60, them 0), 2 months (30, 60); Term: 12 months (0, 40), 24 months (80, 20). Packages
 * (60, 40), (140, 20), (30, 100), (110, 80); walk-away you 100, them 50 → only (110, 80) clears both, and it is
 * the Nash and the Kalai–Smorodinsky point. From the compromise (1 month, 12 months) one trade: Deposit for
 * Term, +50 for you and +40 for them.
 */
async function tradeCase(call: ApiCall, cookie: string): Promise<number> {
  const { caseId, you, opponent } = await scoredCase(call, cookie, 'Office', [
    [
      'Deposit',
      [
        ['1 month', 60, 0],
        ['2 months', 30, 60],
      ],
    ],
    [
      'Term',
      [
        ['12 months', 0, 40],
        ['24 months', 80, 20],
      ],
    ],
  ]);
  await call('PUT', `/api/parties/${you}`, cookie, { reservationValue: 100, alternative: 'Current office' });
  await call('PUT', `/api/parties/${opponent}`, cookie, { reservationValue: 50, alternative: '' });
  return caseId;
}

const TRADE =
  'Give ground on Deposit (−30 for you, +60 for them) and ask for Term (+80 for you, −20 for them): +50 for you, +40 for them';

/** Scenario figures a client might send (the SPEC's payload) that contradict the stored case. */
const contradictingScenarios = {
  scenarioAnalysis: { winRate: 99, averageUserScore: 777, averageOpponentScore: 666 },
  issues: [{ name: 'Parking' }],
  caseData: { name: 'Something else', goal: '', description: '' },
  totalScenarios: 999,
};

/** Figures a client might send that contradict the stored case: with caseId they must change nothing. */
const contradicting = {
  caseData: { name: 'Something else', goal: '', description: '' },
  strategicIssues: [
    {
      id: 1,
      name: 'Parking',
      description: '',
      yourImportance: 10,
      opponentImportance: 200,
      category: 'opponent-advantage',
      tacticalPriority: 3,
    },
  ],
  totalIssues: 9,
};

describe('grounded AI with the offline strategist', () => {
  let sut: TestApp;
  let call: ApiCall;
  let alice: string;
  let bob: string;
  let caseId: number;

  beforeAll(async () => {
    // The suite asks more than the per-person AI limit allows in a minute; the limit has its own tests.
    ({ sut, call, alice, bob } = await startWithTwoUsers({ AI_RATE_LIMIT: '1000' }));
    caseId = await groundedLease(call, alice);
  });
  afterAll(() => sut.close());

  it('computes the insights from the stored case, ignoring the figures the client sends', async () => {
    const response = await call('POST', '/api/ai/negotiation-insights', alice, { caseId });
    expect(response.status).toBe(200);
    const grounded = await json<NegotiationInsightsResponse>(response);
    expect(grounded.source).toBe('offline');
    expect(grounded.strengths).toContain(
      '2 of 4 packages clear both walk-away totals (yours 90, theirs 60).',
    );
    expect(grounded.strengths).toContain(
      'The balanced deal (Nash point): Rent: Low; Term: Short (you 150, them 70).',
    );
    const withClientFigures = await json<NegotiationInsightsResponse>(
      call('POST', '/api/ai/negotiation-insights', alice, { caseId, ...contradicting }),
    );
    expect(withClientFigures).toEqual(grounded);
    expect(JSON.stringify(withClientFigures)).not.toContain('Parking');
  });

  it('reads the scenarios of the stored case, and of the selection the ranges make', async () => {
    const whole = await json<ScenarioAnalysisResponse>(
      call('POST', '/api/ai/scenario-analysis', alice, { caseId, isFiltered: false, totalScenarios: 999 }),
    );
    expect(whole).toMatchObject({
      source: 'offline',
      summary:
        'Of 4 packages, 4 are efficient (no other is better for both sides); 2 of 4 packages clear both walk-away totals (yours 90, theirs 60).',
    });
    // Rent at 100 for you keeps Low: Low+Short (150, 70) and Low+Long (180, 30); averages are 125 and 90,
    // so neither is win-win; the best by joint value is Low+Short (220).
    const selected = await json<ScenarioAnalysisResponse>(
      call('POST', '/api/ai/scenario-analysis', alice, {
        caseId,
        isFiltered: true,
        ranges: [{ issueIndex: 0, party: 'user', min: 100, max: 100 }],
      }),
    );
    expect(selected.summary).toBe(
      'Your selection holds 2 of 4 packages; 0% of them are good for both sides, the best being Rent: Low; Term: Short (you 150, them 70).',
    );
  });

  it('ignores the scenario figures a client sends alongside the case', async () => {
    const grounded = await json<ScenarioAnalysisResponse>(
      call('POST', '/api/ai/scenario-analysis', alice, { caseId, isFiltered: false }),
    );
    const response = await call('POST', '/api/ai/scenario-analysis', alice, {
      caseId,
      isFiltered: false,
      ...contradictingScenarios,
    });
    expect(response.status).toBe(200);
    const withClientFigures = await json<ScenarioAnalysisResponse>(response);
    expect(withClientFigures).toEqual(grounded);
    expect(JSON.stringify(withClientFigures)).not.toMatch(/Parking|999|777|666/);
  });

  it('advises from the trades, the walk-away values and the frontier, not from the category table', async () => {
    const office = await tradeCase(call, alice);
    const insights = await json<NegotiationInsightsResponse>(
      call('POST', '/api/ai/negotiation-insights', alice, { caseId: office }),
    );
    expect(insights.source).toBe('offline');
    expect(insights.keyRecommendation).toBe(`Trade across issues rather than split each one: ${TRADE}.`);
    expect(insights.strengths.slice(0, 2)).toEqual([
      '1 of 4 packages clear both walk-away totals (yours 100, theirs 50).',
      'The balanced deal (Nash point): Deposit: 2 months; Term: 24 months (you 110, them 80).',
    ]);
    const scenarios = await json<ScenarioAnalysisResponse>(
      call('POST', '/api/ai/scenario-analysis', alice, { caseId: office, isFiltered: false }),
    );
    expect(scenarios).toEqual({
      source: 'offline',
      summary:
        'Of 4 packages, 3 are efficient (no other is better for both sides); 1 of 4 packages clear both walk-away totals (yours 100, theirs 50).',
      suggestions: [
        'Anchor near the balanced deal (Nash point): Deposit: 2 months; Term: 24 months (you 110, them 80).',
        'The proportional deal (Kalai–Smorodinsky point) gives each side the same share of its best: Deposit: 2 months; Term: 24 months (you 110, them 80).',
        `${TRADE}.`,
      ],
    });
  });

  it("answers 404 for another user's case on both routes, and checks the ranges", async () => {
    for (const [path, body] of [
      ['/api/ai/negotiation-insights', { caseId }],
      ['/api/ai/scenario-analysis', { caseId, isFiltered: false }],
    ] as const) {
      const foreign = await call('POST', path, bob, body);
      expect(foreign.status).toBe(404);
      expect((await json<ApiErrorBody>(foreign)).code).toBe('CASE_NOT_FOUND');
    }
    const badRange = await call('POST', '/api/ai/scenario-analysis', alice, {
      caseId,
      isFiltered: true,
      ranges: [{ issueIndex: 0, party: 'both', min: 0, max: 1 }],
    });
    expect(badRange.status).toBe(400);
    expect((await json<ApiErrorBody>(badRange)).fieldErrors).toEqual({
      'ranges.0.party': 'party must be user or opponent',
    });
    // Without a case the SPEC's payload is still required.
    expect((await call('POST', '/api/ai/negotiation-insights', alice, {})).status).toBe(400);
  });
});

describe('grounded AI with an OpenAI-compatible model', () => {
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
      OPENAI_MODEL: 'm',
    });
    call = apiCaller(sut.baseUrl);
    cookie = (await signIn(sut.baseUrl, 'grounded@example.com', 'G')).cookie;
    caseId = await groundedLease(call, cookie);
  });
  afterAll(async () => {
    await sut.close();
    await fake.close();
  });

  it('gives the model the computed facts as data, not the client figures, and says the model answered', async () => {
    fake.answer({
      json: { keyRecommendation: 'Trade rent for term.', strengths: ['ZOPA 2'], risks: ['None'] },
    });
    const response = await call('POST', '/api/ai/negotiation-insights', cookie, { caseId, ...contradicting });
    expect(await json<NegotiationInsightsResponse>(response)).toEqual({
      keyRecommendation: 'Trade rent for term.',
      strengths: ['ZOPA 2'],
      risks: ['None'],
      source: 'openai',
    });
    const prompt = fake.requests.at(-1)!.body.messages[1]!.content;
    expect(prompt).toContain('Facts computed by Parley from the stored case');
    expect(prompt).toContain('"walkAway":{"user":90,"opponent":60,"userAlternative":"Stay put"');
    expect(prompt).toContain('"zopaCount":2');
    expect(prompt).toContain('"nash":{"userTotal":150,"opponentTotal":70');
    expect(prompt).toContain('"frontierSize":4');
    expect(prompt).not.toContain('Parking');
  });

  it('gives the model the trades and the Kalai–Smorodinsky point, and ignores the scenario figures a client sends', async () => {
    const office = await tradeCase(call, cookie);
    fake.answer({ json: { keyRecommendation: 'Trade deposit for term.', strengths: ['a'], risks: ['b'] } });
    const insights = await call('POST', '/api/ai/negotiation-insights', cookie, { caseId: office });
    expect((await json<NegotiationInsightsResponse>(insights)).source).toBe('openai');
    const prompt = fake.requests.at(-1)!.body.messages[1]!.content;
    expect(prompt).toContain(
      '"trades":[{"give":{"issue":"Deposit","option":"2 months","you":-30,"them":60},"get":{"issue":"Term","option":"24 months","you":80,"them":-20},"userGain":50,"opponentGain":40}]',
    );
    expect(prompt).toContain('"kalaiSmorodinsky":{"userTotal":110,"opponentTotal":80');
    expect(prompt).toContain('"walkAway":{"user":100,"opponent":50,"userAlternative":"Current office"');
    expect(prompt).toContain('"zopaCount":1');

    fake.answer({ json: { summary: 'One package clears both.', suggestions: ['Offer it.'] } });
    const scenarios = await call('POST', '/api/ai/scenario-analysis', cookie, {
      caseId: office,
      isFiltered: false,
      ...contradictingScenarios,
    });
    expect(await json<ScenarioAnalysisResponse>(scenarios)).toEqual({
      summary: 'One package clears both.',
      suggestions: ['Offer it.'],
      source: 'openai',
    });
    const scenarioPrompt = fake.requests.at(-1)!.body.messages[1]!.content;
    expect(scenarioPrompt).toContain('Facts computed by Parley from the stored case');
    expect(scenarioPrompt).toContain('"frontierSize":3');
    expect(scenarioPrompt).toContain('"nash":{"userTotal":110,"opponentTotal":80');
    expect(scenarioPrompt).not.toMatch(/Parking|Something else|999|777|666/);
  });

  it("carries each issue's structure and option points, defines the categories and asks the model to cite them", async () => {
    // Rent: opposed (you want Low, they want High), swings 80 and 80. Parking: shared (Included is best for
    // both). Term: mixed (you want 24 months, they 12; 6 months is worse for both than 12): giving them 12
    // months instead of 24 costs you 90 − 30 = 60 and gains them 90 − 30 = 60.
    const { caseId: structured } = await scoredCase(call, cookie, 'Office lease', [
      [
        'Rent',
        [
          ['High', 20, 100],
          ['Low', 100, 20],
        ],
      ],
      [
        'Parking',
        [
          ['None', 10, 10],
          ['Included', 60, 40],
        ],
      ],
      [
        'Term',
        [
          ['12 months', 30, 90],
          ['24 months', 90, 30],
          ['6 months', 10, 20],
        ],
      ],
    ]);
    fake.answer({ json: { keyRecommendation: 'Agree on parking first.', strengths: [], risks: [] } });
    await call('POST', '/api/ai/negotiation-insights', cookie, { caseId: structured });
    const prompt = fake.requests.at(-1)!.body.messages[1]!.content;
    expect(prompt).toContain('- "Rent": relation opposed; swing you 80, them 80 (cares more: equal)');
    expect(prompt).toContain('options (points you/them): "High" 20/100; "Low" 100/20');
    expect(prompt).toContain('- "Parking": relation shared;');
    expect(prompt).toContain('you prefer "Included", they prefer "Included"; concession: none (shared)');
    expect(prompt).toContain('options (points you/them): "None" 10/10; "Included" 60/40');
    expect(prompt).toContain('- "Term": relation mixed;');
    expect(prompt).toContain('giving them "12 months" instead of "24 months" costs you 60 and gains them 60');
    expect(prompt).toContain('worse for both than another option: "6 months"');
    expect(prompt).toContain('"12 months" 30/90; "24 months" 90/30; "6 months" 10/20');
    // What the labels mean, and the rules the advice keeps to.
    expect(prompt).toContain('win-win only where both sides prefer the same option');
    expect(prompt).toContain('your-advantage when the cost is at least 1.5 times the gain');
    expect(prompt).toContain('opposed = whatever helps one side on this issue costs the other');
    expect(prompt).toContain('never claim shared value or a win-win on an opposed or mixed issue');
    expect(prompt).toContain('never advise holding out on an issue that a listed trade');
    expect(prompt).toContain('only where its concession costs you less than it gains them');
    expect(prompt).toContain('cite the points');
    // The issues are given once, as text, not again in the JSON.
    expect(prompt).not.toContain('"issues":[');

    fake.answer({ json: { summary: 'Parking is shared.', suggestions: [] } });
    await call('POST', '/api/ai/scenario-analysis', cookie, { caseId: structured, isFiltered: false });
    expect(fake.requests.at(-1)!.body.messages[1]!.content).toContain('- "Parking": relation shared;');
  });

  it('sends the selection with the scenario facts and answers with its source', async () => {
    fake.answer({ json: { summary: 'Two packages.', suggestions: ['Anchor at 150.'] } });
    const response = await call('POST', '/api/ai/scenario-analysis', cookie, {
      caseId,
      isFiltered: true,
      ranges: [{ issueIndex: 0, party: 'user', min: 100, max: 100 }],
    });
    expect(await json<ScenarioAnalysisResponse>(response)).toEqual({
      summary: 'Two packages.',
      suggestions: ['Anchor at 150.'],
      source: 'openai',
    });
    const prompt = fake.requests.at(-1)!.body.messages[1]!.content;
    expect(prompt).toContain('"selection":{"ranges":[{"issueIndex":0,"party":"user","min":100,"max":100}]');
    expect(prompt).toContain('"scenarioCount":2');
  });
});
