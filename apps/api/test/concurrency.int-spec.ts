import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { CaseDetailResponse, CaseResponse, IssueResponse } from '@parley/contracts';
import type { ApiCall } from './support/api-client.js';
import { json } from './support/json.js';
import { requireRealPostgres } from './support/real-postgres.js';
import { startWithTwoUsers } from './support/two-users.js';
import type { TestApp } from './support/test-app.js';

const ROUNDS = 6;
/** Edits sent alongside each delete: enough to interleave with it on a pool of 10 connections. */
const RACERS = 8;

/**
 * Changes racing deletes of what they change, on a real PostgreSQL server with a real connection pool
 * (the embedded database has one connection, so nothing can race there). Every change locks the case row
 * first, so the loser of a race answers 404 and the delete always succeeds.
 */
describe.runIf(requireRealPostgres('concurrency races'))('races on one case', () => {
  let sut: TestApp;
  let call: ApiCall;
  let alice: string;

  beforeAll(async () => {
    ({ sut, call, alice } = await startWithTwoUsers());
  });
  afterAll(() => sut.close());

  async function newIssue(): Promise<{ caseId: number; issue: IssueResponse; userPartyId: number }> {
    const c = await json<CaseResponse>(call('POST', '/api/cases', alice, { name: 'Race' }));
    const issue = await json<IssueResponse>(
      call('POST', `/api/cases/${c.id}/issues`, alice, {
        name: 'Rent',
        options: [{ name: 'A' }, { name: 'B' }, { name: 'C' }],
      }),
    );
    const detail = await json<CaseDetailResponse>(call('GET', `/api/cases/${c.id}`, alice));
    return { caseId: c.id, issue, userPartyId: detail.parties[0]!.id };
  }

  /** Runs the delete among the racers, all at once; answers every racer's status and the delete's. */
  async function race(remove: () => Promise<Response>, racer: (i: number) => Promise<Response>) {
    const racers = Array.from({ length: RACERS }, (_, i) => racer(i));
    const [deleted, ...others] = await Promise.all([remove(), ...racers]);
    return { deleted: deleted!.status, others: others.map((r) => r.status) };
  }

  const cases: Array<{
    name: string;
    allowed: number[];
    run: (s: Awaited<ReturnType<typeof newIssue>>) => ReturnType<typeof race>;
  }> = [
    {
      name: 'editing an option while it is deleted',
      allowed: [200, 404],
      run: ({ issue }) =>
        race(
          () => call('DELETE', `/api/options/${issue.options[0]!.id}`, alice),
          (i) => call('PUT', `/api/options/${issue.options[0]!.id}`, alice, { name: `A${i}` }),
        ),
    },
    {
      name: 'editing an option while its issue is deleted',
      allowed: [200, 404],
      run: ({ issue }) =>
        race(
          () => call('DELETE', `/api/issues/${issue.id}`, alice),
          (i) => call('PUT', `/api/options/${issue.options[i % 3]!.id}`, alice, { name: `X${i}` }),
        ),
    },
    {
      name: 'adding an option while its issue is deleted',
      // 409 once the issue holds 10 options.
      allowed: [201, 404, 409],
      run: ({ issue }) =>
        race(
          () => call('DELETE', `/api/issues/${issue.id}`, alice),
          (i) => call('POST', `/api/issues/${issue.id}/options`, alice, { name: `N${i}` }),
        ),
    },
    {
      name: 'scoring an option while it is deleted',
      allowed: [200, 404],
      run: ({ issue, userPartyId }) =>
        race(
          () => call('DELETE', `/api/options/${issue.options[1]!.id}`, alice),
          (i) =>
            call('POST', '/api/scores', alice, {
              partyId: userPartyId,
              issueId: issue.id,
              optionId: issue.options[1]!.id,
              points: 100 + i,
            }),
        ),
    },
  ];

  it.each(cases)('$name: no 500, and the delete always succeeds', async ({ allowed, run }) => {
    const seen = new Map<number, number>();
    for (let round = 0; round < ROUNDS; round++) {
      const { deleted, others } = await run(await newIssue());
      expect(deleted).toBe(204);
      for (const status of others) seen.set(status, (seen.get(status) ?? 0) + 1);
    }
    for (const status of seen.keys()) expect(allowed).toContain(status);
    expect([...seen.values()].reduce((a, b) => a + b, 0)).toBe(ROUNDS * RACERS);
  });

  it('runs on a pool of several connections', () => {
    expect(inject('embeddedDatabase')).toBe(false);
    expect(sut.config.databasePoolSize).toBeGreaterThan(1);
  });
});
