import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ApiErrorBody,
  CaseDetailResponse,
  EstimateResponse,
  NextOfferResponse,
  OfferResponse,
  RehearsalResponse,
} from '@parley/contracts';
import { scoredIssuesOf } from '@parley/contracts';
import { defaultOfferTarget, readOpponent } from '@parley/scoring';
import type { ApiCall } from './support/api-client.js';
import { json } from './support/json.js';
import { scoredCase } from './support/scored-case.js';
import type { ScoredIssue as CaseIssue } from './support/scored-case.js';
import { startWithTwoUsers } from './support/two-users.js';
import type { TestApp } from './support/test-app.js';

/**
 * The salary case of issue 32, with the employer's true preferences entered for them: Base salary matters to them
 * twice as much as Start date (spreads 200 and 100); each option [name, your points, the employer's].
 */
const SALARY: CaseIssue[] = [
  [
    'Base salary',
    [
      ['$120k', 0, 200],
      ['$130k', 60, 140],
      ['$140k', 120, 70],
      ['$150k', 170, 0],
    ],
  ],
  [
    'Signing bonus',
    [
      ['$0', 0, 60],
      ['$5k', 25, 40],
      ['$10k', 45, 20],
      ['$15k', 60, 0],
    ],
  ],
  [
    'Start date',
    [
      ['In 2 weeks', 60, 100],
      ['In 1 month', 40, 60],
      ['In 2 months', 0, 0],
    ],
  ],
  [
    'Vacation days',
    [
      ['20', 0, 50],
      ['25', 30, 25],
      ['30', 50, 0],
    ],
  ],
  [
    'Title',
    [
      ['Staff', 0, 30],
      ['Senior', 40, 0],
    ],
  ],
  [
    'Remote days',
    [
      ['None', 0, 40],
      ['2 a week', 50, 20],
      ['3 a week', 70, 0],
    ],
  ],
];

describe('at the table, trustworthy (issue 32)', () => {
  let sut: TestApp;
  let call: ApiCall;
  let alice: string;
  let bob: string;

  beforeAll(async () => {
    ({ sut, call, alice, bob } = await startWithTwoUsers());
  });
  afterAll(() => sut.close());

  async function salary() {
    const ids = await scoredCase(call, alice, 'Salary', SALARY);
    await call('PUT', `/api/parties/${ids.you}`, alice, { reservationValue: 150 });
    await call('PUT', `/api/parties/${ids.opponent}`, alice, { reservationValue: 200 });
    const detail = await json<CaseDetailResponse>(call('GET', `/api/cases/${ids.caseId}`, alice));
    const options = detail.issues.map((issue) => issue.options.map((o) => o.id));
    return { ...ids, detail, issues: scoredIssuesOf(detail), options };
  }
  const plan = (caseId: number) =>
    json<NextOfferResponse>(call('GET', `/api/cases/${caseId}/next-offer`, alice));
  const estimate = (caseId: number) =>
    json<EstimateResponse>(call('GET', `/api/cases/${caseId}/estimate`, alice));
  const record = (caseId: number, by: 'user' | 'opponent', optionIds: number[]) =>
    json<OfferResponse>(call('POST', `/api/cases/${caseId}/offers`, alice, { by, optionIds }));

  it('replays the salary case: $120k stays their favourite after adopting, the plan never asks more than already offered, one opening on both tabs', async () => {
    const f = await salary();
    const o = f.options;
    const pick = (ks: number[]) => ks.map((k, i) => o[i]![k]!);
    // One opening: the plan opens where Strategy's offers to open with aim, above their walk-away.
    const before = await plan(f.caseId);
    const target = defaultOfferTarget(f.issues, { user: 150, opponent: 200 })!;
    expect(before.plan!.opening).toBe(target.target);
    expect(before.opening!.userTotal).toBe(target.target);
    expect(before.opening!.opponentTotal).toBeGreaterThan(200);
    // You offer the plan's opening twice; the employer offers $130k three times, giving way on small issues.
    const opening = before.next!.offer.optionIds;
    await record(f.caseId, 'user', opening);
    await record(f.caseId, 'opponent', pick([1, 0, 0, 0, 0, 0]));
    await record(f.caseId, 'user', opening);
    await record(f.caseId, 'opponent', pick([1, 1, 0, 0, 0, 1]));
    await record(f.caseId, 'opponent', pick([1, 1, 1, 1, 0, 1]));
    const read = await estimate(f.caseId);
    expect(read).toMatchObject({ offers: 3, recorded: 3, moves: 2, certainty: 'rough', adoption: null });
    expect(read.points).toEqual(
      readOpponent(
        f.issues,
        [pick([1, 0, 0, 0, 0, 0]), pick([1, 1, 0, 0, 0, 1]), pick([1, 1, 1, 1, 0, 1])],
        read.entered,
      ).points,
    );
    const [usd120, usd130] = o[0]!;
    expect(read.points[usd120!]).toBeGreaterThan(read.points[usd130!]!);

    const adopted = await call('POST', `/api/cases/${f.caseId}/estimate/adopt`, alice);
    expect(adopted.status).toBe(200);
    const after = await json<EstimateResponse>(adopted);
    // Adopting twice changes nothing more: the estimate now is their points.
    expect(after).toMatchObject({ changed: false, moves: 0, certainty: 'none' });
    expect(after.adoption).not.toBeNull();
    expect(after.entered).toEqual(read.points);
    expect((await call('POST', `/api/cases/${f.caseId}/estimate/adopt`, alice)).status).toBe(409);
    const detail = await json<CaseDetailResponse>(call('GET', `/api/cases/${f.caseId}`, alice));
    const theirs = scoredIssuesOf(detail)[0]!.options;
    expect(theirs[0]!.opponent).toBeGreaterThan(theirs[1]!.opponent);

    // Re-planned from where the talk stands: nothing asks for more than the opening already offered twice.
    const replanned = await plan(f.caseId);
    const offered = before.next!.offer.userTotal;
    expect(replanned.opened).toBe(offered);
    expect(replanned.next!.offer.userTotal).toBeLessThanOrEqual(offered);
    expect(replanned.next!.level).toBeLessThanOrEqual(offered);
    for (const level of replanned.levels) expect(level).toBeLessThanOrEqual(offered);

    // Undo survives a reload: the kept points are on the server, and go back as they were.
    const undone = await json<EstimateResponse>(call('POST', `/api/cases/${f.caseId}/estimate/undo`, alice));
    expect(undone.entered).toEqual(read.entered);
    expect(undone).toMatchObject({ adoption: null, changed: true, offers: 3 });
    expect((await call('POST', `/api/cases/${f.caseId}/estimate/undo`, alice)).status).toBe(409);
  });

  it('keeps the replaced points until discarded; only for the owner, not on a closed case', async () => {
    const f = await salary();
    const pick = (ks: number[]) => ks.map((k, i) => f.options[i]![k]!);
    await record(f.caseId, 'opponent', pick([0, 0, 0, 0, 0, 0]));
    // Nothing to read yet: adopting would change nothing.
    const none = await call('POST', `/api/cases/${f.caseId}/estimate/adopt`, alice);
    expect(none.status).toBe(409);
    expect((await json<ApiErrorBody>(none)).message).toMatch(/already are the estimate/);
    await record(f.caseId, 'opponent', pick([0, 1, 1, 0, 0, 0]));
    expect((await call('POST', `/api/cases/${f.caseId}/estimate/adopt`, bob)).status).toBe(404);
    expect((await call('GET', `/api/cases/${f.caseId}/estimate`, bob)).status).toBe(404);
    expect((await call('POST', `/api/cases/${f.caseId}/estimate/adopt`, alice)).status).toBe(200);
    expect((await call('DELETE', `/api/cases/${f.caseId}/estimate/previous`, bob)).status).toBe(404);
    expect((await call('DELETE', `/api/cases/${f.caseId}/estimate/previous`, alice)).status).toBe(204);
    expect((await estimate(f.caseId)).adoption).toBeNull();
    expect((await call('POST', `/api/cases/${f.caseId}/estimate/undo`, alice)).status).toBe(409);
    // A new move of theirs is read from the last offer read: the estimate changes again.
    await record(f.caseId, 'opponent', pick([0, 1, 1, 1, 0, 1]));
    expect(await estimate(f.caseId)).toMatchObject({ offers: 2, recorded: 3, changed: true });
    await call('PUT', `/api/cases/${f.caseId}`, alice, { status: 'closed' });
    expect((await call('POST', `/api/cases/${f.caseId}/estimate/adopt`, alice)).status).toBe(409);
    expect((await call('GET', `/api/cases/${f.caseId}/estimate`, alice)).status).toBe(200);
  });

  it('keeps the plan’s pace and rounds with the case; new rehearsals follow its pace', async () => {
    const f = await salary();
    expect(await plan(f.caseId)).toMatchObject({ pace: 'tough', rounds: 10 });
    const saved = await call('PUT', `/api/cases/${f.caseId}/plan-settings`, alice, {
      pace: 'steady',
      rounds: 6,
    });
    expect(saved.status).toBe(200);
    expect(await json(saved)).toEqual({ pace: 'steady', rounds: 6 });
    const shown = await plan(f.caseId);
    expect(shown).toMatchObject({ pace: 'steady', rounds: 6 });
    expect(shown.levels).toHaveLength(6);
    for (const body of [
      { pace: 'hard-liner', rounds: 6 },
      { pace: 'steady', rounds: 0 },
      { pace: 'steady' },
      { pace: 'steady', rounds: 6, extra: 1 },
    ]) {
      expect((await call('PUT', `/api/cases/${f.caseId}/plan-settings`, alice, body)).status).toBe(400);
    }
    expect(
      (await call('PUT', `/api/cases/${f.caseId}/plan-settings`, bob, { pace: 'tough', rounds: 5 })).status,
    ).toBe(404);
    expect(await plan(f.caseId)).toMatchObject({ pace: 'steady', rounds: 6 });
    const rehearsal = await json<RehearsalResponse>(
      call('POST', `/api/cases/${f.caseId}/rehearsals`, alice, { style: 'tough', rounds: 6, seed: 5 }),
    );
    expect(rehearsal).toMatchObject({ pace: 'steady', lesson: null });
  });
});
