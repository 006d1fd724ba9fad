import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CaseDetailResponse, IssueResponse } from '@parley/contracts';
import { apiCaller } from './support/api-client.js';
import type { ApiCall } from './support/api-client.js';
import { statusEventually } from './support/eventually.js';
import { json } from './support/json.js';
import { scoredCase } from './support/scored-case.js';
import { signIn } from './support/sign-in.js';
import { startTestApp } from './support/test-app.js';
import type { TestApp } from './support/test-app.js';

/**
 * GET /api/cases/:id answers from a per-process cache checked against the case row's version. Two app
 * instances, each with its own pool and its own cache, stand for two API processes: every change made
 * through one must be seen by the next read on the other, which has the old answer cached.
 */
describe('the case read across two API instances', () => {
  let reader: TestApp;
  let writer: TestApp;
  let read: ApiCall;
  let write: ApiCall;
  let alice: string;
  let bob: string;
  let database: DataSource;

  beforeAll(async () => {
    reader = await startTestApp();
    // Signed in before the second instance starts: passport keeps one sign-in strategy per process.
    alice = (await signIn(reader.baseUrl, 'cache-alice@example.com', 'Alice')).cookie;
    bob = (await signIn(reader.baseUrl, 'cache-bob@example.com', 'Bob')).cookie;
    writer = await startTestApp();
    read = apiCaller(reader.baseUrl);
    write = apiCaller(writer.baseUrl);
    database = writer.app.get(DataSource);
  });

  afterAll(async () => {
    await Promise.all([reader.close(), writer.close()]);
  });

  const detailOn = async (call: ApiCall, caseId: number, cookie = alice) =>
    json<CaseDetailResponse>(call('GET', `/api/cases/${caseId}`, cookie));

  const newCase = async () => {
    const made = await scoredCase(write, alice, 'Cached', [
      [
        'Salary',
        [
          ['50k', 10, 90],
          ['60k', 90, 10],
        ],
      ],
      [
        'Start date',
        [
          ['May', 40, 60],
          ['June', 60, 40],
        ],
      ],
    ]);
    const detail = await detailOn(read, made.caseId);
    return { ...made, detail, issue: detail.issues[0]!, option: detail.issues[0]!.options[0]! };
  };

  /** The reader answers twice (the second from its cache), the change is made on the writer, then read again. */
  async function expectSeen(
    change: (c: Awaited<ReturnType<typeof newCase>>) => Promise<Response>,
    seen: (after: CaseDetailResponse, c: Awaited<ReturnType<typeof newCase>>) => void,
  ): Promise<void> {
    const c = await newCase();
    expect(await detailOn(read, c.caseId)).toEqual(c.detail);
    const response = await change(c);
    expect(response.status, await response.clone().text()).toBeLessThan(300);
    const after = await detailOn(read, c.caseId);
    seen(after, c);
    expect(after).toEqual(await detailOn(write, c.caseId));
  }

  it('serves the cached answer only while the case row is unchanged (a write that skips it stays unseen)', async () => {
    const c = await newCase();
    // Behind the app's back, without writing the case row: the rule every change in the app follows is broken
    // here on purpose, to show that the answer does come from the cache.
    await database.query(`UPDATE options SET name = 'Changed behind its back' WHERE id = $1`, [c.option.id]);
    expect((await detailOn(read, c.caseId)).issues[0]!.options[0]!.name).toBe(c.option.name);
    await database.query('UPDATE cases SET updated_at = now() WHERE id = $1', [c.caseId]);
    expect((await detailOn(read, c.caseId)).issues[0]!.options[0]!.name).toBe('Changed behind its back');
  });

  it('sees a rename and a status change', async () => {
    await expectSeen(
      (c) => write('PUT', `/api/cases/${c.caseId}`, alice, { name: 'Renamed' }),
      (after) => expect(after.case.name).toBe('Renamed'),
    );
    await expectSeen(
      (c) => write('PUT', `/api/cases/${c.caseId}`, alice, { status: 'closed' }),
      (after) => expect(after.case.status).toBe('closed'),
    );
  });

  it('sees an issue added, changed (name, priority) and deleted', async () => {
    await expectSeen(
      (c) =>
        write('POST', `/api/cases/${c.caseId}/issues`, alice, { name: 'Bonus', options: [{ name: 'None' }] }),
      (after) => expect(after.issues.map((i) => i.name)).toEqual(['Salary', 'Start date', 'Bonus']),
    );
    await expectSeen(
      (c) => write('PUT', `/api/issues/${c.issue.id}`, alice, { name: 'Pay', priority: 90 }),
      (after) => expect([after.issues[0]!.name, after.issues[0]!.priority]).toEqual(['Pay', 90]),
    );
    await expectSeen(
      (c) => write('DELETE', `/api/issues/${c.issue.id}`, alice),
      (after, c) => {
        expect(after.issues.map((i) => i.name)).toEqual(['Start date']);
        expect(after.scores.some((s) => s.issueId === c.issue.id)).toBe(false);
      },
    );
  });

  it('sees an option added, renamed and deleted', async () => {
    await expectSeen(
      (c) => write('POST', `/api/issues/${c.issue.id}/options`, alice, { name: '70k' }),
      (after) => expect(after.issues[0]!.options.map((o) => o.name)).toEqual(['50k', '60k', '70k']),
    );
    await expectSeen(
      (c) => write('PUT', `/api/options/${c.option.id}`, alice, { name: '55k' }),
      (after) => expect(after.issues[0]!.options[0]!.name).toBe('55k'),
    );
    await expectSeen(
      (c) => write('DELETE', `/api/options/${c.option.id}`, alice),
      (after) => expect(after.issues[0]!.options.map((o) => o.name)).toEqual(['60k']),
    );
  });

  it('sees a score, a walk-away value and a final agreement', async () => {
    await expectSeen(
      (c) =>
        write('POST', '/api/scores', alice, {
          partyId: c.you,
          issueId: c.issue.id,
          optionId: c.option.id,
          points: 77,
        }),
      (after, c) =>
        expect(after.scores.find((s) => s.partyId === c.you && s.optionId === c.option.id)?.points).toBe(77),
    );
    await expectSeen(
      (c) => write('PUT', `/api/parties/${c.you}`, alice, { reservationValue: 120, alternative: 'Stay put' }),
      (after, c) =>
        expect(after.parties.find((p) => p.id === c.you)).toMatchObject({
          reservationValue: 120,
          alternative: 'Stay put',
        }),
    );
    await expectSeen(
      (c) =>
        write('POST', `/api/cases/${c.caseId}/final-agreements`, alice, {
          issueId: c.issue.id,
          optionId: c.option.id,
        }),
      (after, c) =>
        expect(after.finalAgreements).toMatchObject([{ issueId: c.issue.id, optionId: c.option.id }]),
    );
  });

  it('answers 404 once the case is deleted or has changed hands, and serves the new owner', async () => {
    const gone = await newCase();
    expect((await write('DELETE', `/api/cases/${gone.caseId}`, alice)).status).toBe(204);
    expect((await read('GET', `/api/cases/${gone.caseId}`, alice)).status).toBe(404);

    const moved = await newCase();
    const bobId = (await json<{ id: number }>(read('GET', '/api/auth/user', bob))).id;
    await database.query('UPDATE cases SET owner_id = $1 WHERE id = $2', [bobId, moved.caseId]);
    expect((await read('GET', `/api/cases/${moved.caseId}`, alice)).status).toBe(404);
    expect((await detailOn(read, moved.caseId, bob)).case.name).toBe('Cached');
  });

  it('refuses the cached case once the trial has ended, and serves it again with Pro', async () => {
    const c = await newCase();
    await database.query(
      `UPDATE subscriptions SET trial_ends_at = now() - interval '1 day'
        WHERE user_id = (SELECT owner_id FROM cases WHERE id = $1)`,
      [c.caseId],
    );
    // The reader trusts the plan it read for ACCESS_CACHE_TTL (access-cache.int-spec.ts), then refuses.
    await statusEventually(() => read('GET', `/api/cases/${c.caseId}`, alice), 403);
    const refused = await read('GET', `/api/cases/${c.caseId}`, alice);
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { code: string }).code).toBe('SUBSCRIPTION_REQUIRED');
    expect((await write('POST', '/api/subscription/activate', alice)).status).toBeLessThan(300);
    expect(await detailOn(read, c.caseId)).toEqual(c.detail);
  });

  it('answers JSON, as every other route does', async () => {
    const c = await newCase();
    const issue: IssueResponse = c.detail.issues[0]!;
    const response = await read('GET', `/api/cases/${c.caseId}`, alice);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(((await response.json()) as CaseDetailResponse).issues[0]).toEqual(issue);
  });
});
