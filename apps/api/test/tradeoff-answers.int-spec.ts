import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ApiErrorBody,
  CaseDetailResponse,
  CaseResponse,
  IssueResponse,
  PartyAnswersResponse,
  TradeoffAnswerBody,
} from '@parley/contracts';
import type { ApiCall } from './support/api-client.js';
import { json } from './support/json.js';
import { startWithTwoUsers } from './support/two-users.js';
import type { TestApp } from './support/test-app.js';

describe('trade-off answers (GET/PUT /api/parties/:id/answers)', () => {
  let sut: TestApp;
  let call: ApiCall;
  let alice: string;
  let bob: string;

  beforeAll(async () => {
    ({ sut, call, alice, bob } = await startWithTwoUsers());
  });
  afterAll(() => sut.close());

  /** A lease with Rent ($1,900 / $2,000) and Term (12 / 24 months), and one answer of each kind to send. */
  async function lease() {
    const c = await json<CaseResponse>(call('POST', '/api/cases', alice, { name: 'Lease' }));
    const addIssue = (name: string, options: string[]) =>
      json<IssueResponse>(
        call('POST', `/api/cases/${c.id}/issues`, alice, {
          name,
          options: options.map((o) => ({ name: o })),
        }),
      );
    const rent = await addIssue('Rent', ['$1,900', '$2,000']);
    const term = await addIssue('Term', ['12 months', '24 months']);
    const detail = await json<CaseDetailResponse>(call('GET', `/api/cases/${c.id}`, alice));
    const you = detail.parties.find((p) => p.type === 'user')!.id;
    const [cheap, dear] = rent.options.map((o) => o.id);
    const [short, long] = term.options.map((o) => o.id);
    const question = {
      left: { [rent.id]: cheap!, [term.id]: long! },
      right: { [rent.id]: dear!, [term.id]: short! },
    };
    const answers: TradeoffAnswerBody[] = [
      { question, prefer: 'left' },
      { question: { left: question.right, right: question.left }, prefer: 'same' },
    ];
    return { caseId: c.id, you, rent, term, question, answers };
  }

  it('stores the answers in order and reads them back; a new party has none', async () => {
    const f = await lease();
    expect(await json<PartyAnswersResponse>(call('GET', `/api/parties/${f.you}/answers`, alice))).toEqual({
      partyId: f.you,
      answers: [],
      pointsConfidence: null,
    });
    const saved = await call('PUT', `/api/parties/${f.you}/answers`, alice, { answers: f.answers });
    expect(saved.status).toBe(200);
    expect(await json<PartyAnswersResponse>(saved)).toEqual({
      partyId: f.you,
      answers: f.answers,
      pointsConfidence: null,
    });
    expect(await json<PartyAnswersResponse>(call('GET', `/api/parties/${f.you}/answers`, alice))).toEqual({
      partyId: f.you,
      answers: f.answers,
      pointsConfidence: null,
    });
  });

  it("keeps each answer's confidence (sure, think so, a guess) and leaves it out where none was sent", async () => {
    const f = await lease();
    const detail = await json<CaseDetailResponse>(call('GET', `/api/cases/${f.caseId}`, alice));
    const them = detail.parties.find((p) => p.type === 'opponent')!.id;
    const answers: TradeoffAnswerBody[] = [
      { ...f.answers[0]!, confidence: 'guess' },
      { ...f.answers[1]!, confidence: 'think-so' },
      { question: f.question, prefer: 'right', confidence: 'sure' },
      { question: f.question, prefer: 'left' },
    ];
    const saved = await call('PUT', `/api/parties/${them}/answers`, alice, { answers });
    expect(saved.status).toBe(200);
    expect((await json<PartyAnswersResponse>(saved)).answers).toEqual(answers);
    const read = await json<PartyAnswersResponse>(call('GET', `/api/parties/${them}/answers`, alice));
    expect(read.answers).toEqual(answers);
    expect('confidence' in read.answers[3]!).toBe(false);
  });

  it('leaves out answers about an option removed since', async () => {
    const f = await lease();
    await call('PUT', `/api/parties/${f.you}/answers`, alice, { answers: f.answers });
    const removed = await call('DELETE', `/api/options/${f.rent.options[1]!.id}`, alice);
    expect(removed.status).toBeLessThan(300);
    expect(
      (await json<PartyAnswersResponse>(call('GET', `/api/parties/${f.you}/answers`, alice))).answers,
    ).toEqual([]);
  });

  it.each([
    ['text for the list', { answers: 'left' }, 'answers'],
    ['null for the list', { answers: null }, 'answers'],
    ['an extra key', { answers: [], extra: 1 }, 'extra'],
    ['null for an answer', { answers: [null] }, 'answers.0'],
    ['an unknown preference', 'prefer:better', 'answers.0.prefer'],
    ['an extra key on an answer', 'extra', 'answers.0.extra'],
    ['an unknown confidence', 'confidence:certain', 'answers.0.confidence'],
    ['a null confidence', 'confidence:null', 'answers.0.confidence'],
    ['a confidence as a number', 'confidence:1', 'answers.0.confidence'],
    ['a question with one side', 'one-side', 'answers.0.question'],
    ['an option id as text', 'text-id', 'answers.0.question'],
    ['an issue of another case', 'foreign-issue', 'answers.0.question'],
    ['an option of the other issue', 'crossed-option', 'answers.0.question'],
    ['the same package on both sides', 'same-sides', 'answers.0.question'],
  ])('refuses %s with 400 naming the field, writing nothing', async (_, body, field) => {
    const f = await lease();
    await call('PUT', `/api/parties/${f.you}/answers`, alice, { answers: f.answers });
    const [rentKey, termKey] = [String(f.rent.id), String(f.term.id)];
    const answer = (change: (a: Record<string, unknown>) => void) => {
      const a: Record<string, unknown> = { question: structuredClone(f.question), prefer: 'left' };
      change(a);
      return { answers: [a] };
    };
    const bodies: Record<string, unknown> = {
      'prefer:better': answer((a) => (a['prefer'] = 'better')),
      extra: answer((a) => (a['extra'] = true)),
      'confidence:certain': answer((a) => (a['confidence'] = 'certain')),
      'confidence:null': answer((a) => (a['confidence'] = null)),
      'confidence:1': answer((a) => (a['confidence'] = 1)),
      'one-side': answer((a) => delete (a['question'] as Record<string, unknown>)['right']),
      'text-id': answer((a) => ((a['question'] as { left: Record<string, unknown> }).left[rentKey] = '1')),
      'foreign-issue': answer((a) => {
        const q = a['question'] as { left: Record<string, number>; right: Record<string, number> };
        q.left = { 2147483000: q.left[rentKey]!, [termKey]: q.left[termKey]! };
        q.right = { 2147483000: q.right[rentKey]!, [termKey]: q.right[termKey]! };
      }),
      'crossed-option': answer((a) => {
        (a['question'] as { left: Record<string, number> }).left[rentKey] = f.term.options[0]!.id;
      }),
      'same-sides': answer((a) => {
        const q = a['question'] as { left: Record<string, number>; right: Record<string, number> };
        q.right = { ...q.left };
      }),
    };
    const response = await call(
      'PUT',
      `/api/parties/${f.you}/answers`,
      alice,
      typeof body === 'string' ? bodies[body] : body,
    );
    expect(response.status).toBe(400);
    const error = await json<ApiErrorBody>(response);
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(error.fieldErrors ?? {})).toContain(field);
    expect(
      (await json<PartyAnswersResponse>(call('GET', `/api/parties/${f.you}/answers`, alice))).answers,
    ).toEqual(f.answers);
  });

  it("answers 404 for another user's party and an unknown one, on both routes, changing nothing", async () => {
    const f = await lease();
    await call('PUT', `/api/parties/${f.you}/answers`, alice, { answers: f.answers });
    for (const method of ['GET', 'PUT'] as const) {
      const body = method === 'PUT' ? { answers: [] } : undefined;
      const foreign = await call(method, `/api/parties/${f.you}/answers`, bob, body);
      expect(foreign.status).toBe(404);
      expect((await json<ApiErrorBody>(foreign)).code).toBe('PARTY_NOT_FOUND');
      expect((await call(method, '/api/parties/2147483000/answers', alice, body)).status).toBe(404);
    }
    expect((await call('GET', `/api/parties/${f.you}/answers`, null)).status).toBe(401);
    expect(
      (await json<PartyAnswersResponse>(call('GET', `/api/parties/${f.you}/answers`, alice))).answers,
    ).toEqual(f.answers);
  });

  it('refuses a change on a closed case with 409 CASE_CLOSED, still reads; Reopen allows it again', async () => {
    const f = await lease();
    await call('PUT', `/api/parties/${f.you}/answers`, alice, { answers: f.answers });
    expect((await call('PUT', `/api/cases/${f.caseId}`, alice, { status: 'closed' })).status).toBe(200);
    const refused = await call('PUT', `/api/parties/${f.you}/answers`, alice, { answers: [] });
    expect(refused.status).toBe(409);
    expect((await json<ApiErrorBody>(refused)).code).toBe('CASE_CLOSED');
    expect((await call('PUT', `/api/parties/${f.you}/answers`, bob, { answers: [] })).status).toBe(404);
    expect(
      (await json<PartyAnswersResponse>(call('GET', `/api/parties/${f.you}/answers`, alice))).answers,
    ).toEqual(f.answers);
    await call('PUT', `/api/cases/${f.caseId}`, alice, { status: 'active' });
    const reopened = await call('PUT', `/api/parties/${f.you}/answers`, alice, { answers: [] });
    expect(reopened.status).toBe(200);
    expect((await json<PartyAnswersResponse>(reopened)).answers).toEqual([]);
  });

  it('stores how sure the person is of the points they gave a party; refuses anything else, changing nothing', async () => {
    const f = await lease();
    const url = `/api/parties/${f.you}/points-confidence`;
    const read = async () =>
      (await json<PartyAnswersResponse>(call('GET', `/api/parties/${f.you}/answers`, alice)))
        .pointsConfidence;
    for (const value of ['sure', 'guess', null, 'think-so'] as const) {
      const saved = await call('PUT', url, alice, { pointsConfidence: value });
      expect(saved.status).toBe(200);
      expect((await json<PartyAnswersResponse>(saved)).pointsConfidence).toBe(value);
      expect(await read()).toBe(value);
    }
    for (const body of [
      {},
      { pointsConfidence: 'certain' },
      { pointsConfidence: 1 },
      { pointsConfidence: 'sure', x: 1 },
    ]) {
      const refused = await call('PUT', url, alice, body);
      expect(refused.status).toBe(400);
    }
    expect(await read()).toBe('think-so');
    const foreign = await call('PUT', url, bob, { pointsConfidence: 'guess' });
    expect(foreign.status).toBe(404);
    expect((await json<ApiErrorBody>(foreign)).code).toBe('PARTY_NOT_FOUND');
    expect(
      (await call('PUT', '/api/parties/2147483000/points-confidence', alice, { pointsConfidence: 'guess' }))
        .status,
    ).toBe(404);
    expect(await read()).toBe('think-so');
    await call('PUT', `/api/cases/${f.caseId}`, alice, { status: 'closed' });
    const closed = await call('PUT', url, alice, { pointsConfidence: 'guess' });
    expect(closed.status).toBe(409);
    expect(await read()).toBe('think-so');
  });
});
