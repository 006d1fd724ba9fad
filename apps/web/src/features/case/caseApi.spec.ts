import type { CaseDetailResponse } from '@parley/contracts';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore, type AppStore } from '../../testing/store';
import { aLeaseDetail } from '../../testing/fixtures';
import { api, LIST_ID } from '../../lib/api';
import { caseApi } from './caseApi';

/**
 * The cache wiring of every case mutation: after a change, the case detail on screen is fetched again (or,
 * for a score, patched at once), so what the person sees is what the API holds. A real HTTP server on
 * loopback plays the API: it applies each change to its own copy of the case and counts the case's reads.
 */
let server: Server;
let origin: string;
let detail: CaseDetailResponse;
let detailReads = 0;
let nextId = 100;
/** When set, the stand-in API refuses every change, as the real one refuses a change to a closed case. */
let refuse = false;

function readBody(request: IncomingMessage): Promise<Record<string, unknown>> {
  return new Promise((resolve) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => resolve(text ? (JSON.parse(text) as Record<string, unknown>) : {}));
  });
}

/** What the stand-in API does for each route: change its copy of the case, answer like the real one. */
function answer(method: string, path: string, body: Record<string, unknown>): [number, unknown] {
  const allOptions = () => detail.issues.flatMap((i) => i.options);
  let match: RegExpExecArray | null;
  if (refuse && method !== 'GET') {
    return [
      409,
      { statusCode: 409, error: 'Conflict', message: 'This case is closed.', code: 'CASE_CLOSED' },
    ];
  }
  if (method === 'GET' && path === '/api/cases/7') {
    detailReads++;
    return [200, detail];
  }
  if (method === 'GET' && path === '/api/cases') return [200, [detail.case]];
  if (method === 'GET' && /^\/api\/cases\/7\/(issue|option)-importance$/.test(path)) return [200, []];
  if (method === 'PUT' && path === '/api/cases/7') {
    detail.case = { ...detail.case, ...body };
    return [200, detail.case];
  }
  if (method === 'POST' && path === '/api/cases/7/issues') {
    const options = (body['options'] as Array<{ name: string }>).map((o) => ({
      id: nextId++,
      name: o.name,
      description: null,
    }));
    const issue = {
      id: nextId++,
      name: String(body['name']),
      description: null,
      priority: 50,
      isAiSuggested: false,
      options,
    };
    detail.issues.push(issue);
    return [201, issue];
  }
  if (method === 'DELETE' && (match = /^\/api\/issues\/(\d+)$/.exec(path))) {
    detail.issues = detail.issues.filter((i) => i.id !== Number(match![1]));
    return [204, null];
  }
  if (method === 'POST' && (match = /^\/api\/issues\/(\d+)\/options$/.exec(path))) {
    const option = { id: nextId++, name: String(body['name']), description: null };
    detail.issues.find((i) => i.id === Number(match![1]))!.options.push(option);
    return [201, option];
  }
  if (method === 'PUT' && (match = /^\/api\/options\/(\d+)$/.exec(path))) {
    const option = allOptions().find((o) => o.id === Number(match![1]))!;
    option.name = String(body['name']);
    return [200, option];
  }
  if (method === 'DELETE' && (match = /^\/api\/options\/(\d+)$/.exec(path))) {
    for (const issue of detail.issues)
      issue.options = issue.options.filter((o) => o.id !== Number(match![1]));
    return [204, null];
  }
  if (method === 'POST' && path === '/api/cases/7/final-agreements') {
    const agreement = { issueId: Number(body['issueId']), optionId: Number(body['optionId']) };
    detail.finalAgreements = [agreement];
    return [200, agreement];
  }
  if (method === 'POST' && path === '/api/scores') {
    const score = body as unknown as CaseDetailResponse['scores'][number];
    detail.scores = [
      ...detail.scores.filter((s) => s.optionId !== score.optionId || s.partyId !== score.partyId),
      score,
    ];
    return [200, score];
  }
  return [404, { statusCode: 404, error: 'Not Found', message: 'Not found', code: 'NOT_FOUND' }];
}

beforeAll(async () => {
  server = createServer((request, response) => {
    readBody(request)
      .then((body) => {
        const [status, payload] = answer(request.method!, request.url!, body);
        response.writeHead(status, payload === null ? {} : { 'Content-Type': 'application/json' });
        response.end(payload === null ? undefined : JSON.stringify(payload));
      })
      .catch(() => response.writeHead(500).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // The app calls `/api/…` on its own origin; here that origin is the loopback server.
  const realFetch = globalThis.fetch;
  vi.stubGlobal('fetch', (input: string, init?: RequestInit) => realFetch(new URL(input, origin), init));
});
afterAll(() => {
  vi.unstubAllGlobals();
  return new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('case mutations and the case detail in the cache', () => {
  let store: AppStore;
  let unsubscribe: () => void;

  beforeEach(async () => {
    detail = aLeaseDetail();
    detailReads = 0;
    store = makeStore();
    // The case screen is open: its detail query is subscribed, as the page's hook keeps it.
    const subscription = store.dispatch(caseApi.endpoints.getCase.initiate(7));
    unsubscribe = subscription.unsubscribe;
    await subscription;
    expect(detailReads).toBe(1);
  });
  afterEach(() => unsubscribe());

  const shown = () => caseApi.endpoints.getCase.select(7)(store.getState()).data!;

  /** Waits for the refetch the mutation's tags start (RTK Query starts it after the mutation settles). */
  async function refetched(reads: number): Promise<void> {
    await vi.waitFor(() => {
      expect(detailReads).toBe(reads);
      expect(caseApi.endpoints.getCase.select(7)(store.getState()).status).toBe('fulfilled');
    });
  }

  it('renaming an option fetches the case again and shows the new name', async () => {
    await store
      .dispatch(
        caseApi.endpoints.updateOption.initiate({ caseId: 7, optionId: 31, body: { name: 'Higher' } }),
      )
      .unwrap();
    await refetched(2);
    expect(shown().issues[0]!.options[0]!.name).toBe('Higher');
  });

  it('adding and deleting an option fetch the case again', async () => {
    const added = await store
      .dispatch(caseApi.endpoints.addOption.initiate({ caseId: 7, issueId: 21, body: { name: 'Middle' } }))
      .unwrap();
    await refetched(2);
    expect(shown().issues[0]!.options.map((o) => o.name)).toEqual(['High', 'Low', 'Middle']);
    await store.dispatch(caseApi.endpoints.deleteOption.initiate({ caseId: 7, optionId: added.id })).unwrap();
    await refetched(3);
    expect(shown().issues[0]!.options.map((o) => o.name)).toEqual(['High', 'Low']);
  });

  it('creating and deleting an issue fetch the case again', async () => {
    const created = await store
      .dispatch(
        caseApi.endpoints.createIssue.initiate({
          caseId: 7,
          body: { name: 'Parking', options: [{ name: 'One space' }] },
        }),
      )
      .unwrap();
    await refetched(2);
    expect(shown().issues.map((i) => i.name)).toEqual(['Rent', 'Term', 'Parking']);
    await store.dispatch(caseApi.endpoints.deleteIssue.initiate({ caseId: 7, issueId: created.id })).unwrap();
    await refetched(3);
    expect(shown().issues.map((i) => i.name)).toEqual(['Rent', 'Term']);
  });

  it('editing the case (close, rename) fetches it again', async () => {
    await store.dispatch(caseApi.endpoints.updateCase.initiate({ caseId: 7, status: 'closed' })).unwrap();
    await refetched(2);
    expect(shown().case.status).toBe('closed');
  });

  it('recording a final agreement fetches the case again', async () => {
    await store
      .dispatch(
        caseApi.endpoints.saveFinalAgreement.initiate({ caseId: 7, body: { issueId: 22, optionId: 34 } }),
      )
      .unwrap();
    await refetched(2);
    expect(shown().finalAgreements).toEqual([{ issueId: 22, optionId: 34 }]);
  });

  it('a score is shown at once, patched into the cached case without a refetch', async () => {
    await store
      .dispatch(
        caseApi.endpoints.saveScore.initiate({
          caseId: 7,
          body: { partyId: 12, issueId: 22, optionId: 33, points: 150 },
        }),
      )
      .unwrap();
    expect(shown().scores).toContainEqual({ partyId: 12, issueId: 22, optionId: 33, points: 150 });
    expect(detailReads).toBe(1);
  });
});

/** The case list as the dashboard reads it, so that an invalidated list would show here too. */
const listApi = api.injectEndpoints({
  endpoints: (build) => ({
    caseListForTest: build.query<unknown, void>({
      query: () => '/cases',
      providesTags: [{ type: 'Case', id: LIST_ID }],
    }),
  }),
});

describe('a change the API refuses', () => {
  const mutations = Object.keys(caseApi.endpoints).filter(
    (name) => !name.startsWith('get') && name !== 'caseListForTest',
  );
  let store: AppStore;
  const subscriptions: Array<{ unsubscribe: () => void }> = [];

  beforeEach(async () => {
    detail = aLeaseDetail();
    refuse = true;
    store = makeStore();
    // Everything a change could make stale is on screen: the case, its ratings and the dashboard's list.
    for (const started of [
      store.dispatch(caseApi.endpoints.getCase.initiate(7)),
      store.dispatch(caseApi.endpoints.getIssueImportance.initiate(7)),
      store.dispatch(caseApi.endpoints.getOptionImportance.initiate(7)),
      store.dispatch(listApi.endpoints.caseListForTest.initiate()),
    ]) {
      subscriptions.push(started);
      await started;
    }
  });
  afterEach(() => {
    refuse = false;
    for (const subscription of subscriptions.splice(0)) subscription.unsubscribe();
  });

  /** When each cached query last started: a refetch starts it again, at once, when its tag is invalidated. */
  const starts = () =>
    Object.fromEntries(
      Object.entries(store.getState().api.queries).map(([key, query]) => [key, query?.startedTimeStamp]),
    );

  it('covers every case mutation', () => {
    expect(mutations).toEqual(
      expect.arrayContaining(['updateCase', 'createIssue', 'savePartyPoints', 'saveScore', 'updateParty']),
    );
  });

  it.each(mutations)('%s refused costs no refetch', async (name) => {
    const before = starts();
    expect(Object.keys(before)).toHaveLength(4);
    const endpoint = (
      caseApi.endpoints as unknown as Record<string, { initiate: (arg: unknown) => unknown }>
    )[name]!;
    // One argument serves every mutation: each takes what its URL and body need from it.
    const arg = name === 'deleteCase' ? 7 : { caseId: 7, issueId: 21, optionId: 31, partyId: 12, body: {} };
    const result = (await store.dispatch(endpoint.initiate(arg) as never)) as { error?: { status?: number } };
    expect(result.error?.status).toBe(409);
    // Invalidation starts the refetch in the same dispatch that settles the mutation, so by now it would show.
    expect(starts()).toEqual(before);
  });
});
