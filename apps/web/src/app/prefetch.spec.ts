import { afterEach, describe, expect, it, vi } from 'vitest';
import { aCaseDetail, aSubscriptionStatus, aUser } from '../testing/fixtures';
import { prefetchForPath, prefetchSignedInCheck } from './prefetch';
import { makeStore } from './store';

function answer(body: unknown): Response {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
}

/** Every request answers what `route` gives for its path; the paths asked for are recorded in order. */
function stubFetch(route: (path: string) => Response) {
  const asked: string[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const path = new URL(String(input), 'http://parley.test').pathname;
    asked.push(path);
    return route(path);
  });
  return asked;
}

describe('prefetchForPath', () => {
  afterEach(() => vi.restoreAllMocks());

  it('starts the case, the subscription status and the case screen code together on /cases/:id', async () => {
    const asked = stubFetch((path) =>
      answer(path === '/api/cases/7' ? aCaseDetail({ id: 7 }) : aSubscriptionStatus()),
    );
    const store = makeStore();
    const loaded: string[] = [];
    const cases: number[] = [];
    const id = prefetchForPath(
      store,
      '/cases/7',
      [async () => loaded.push('route'), async () => loaded.push('explorer')],
      (detail) => cases.push(detail.case.id),
    );
    expect(id).toBe(7);
    // Both requests and both chunks are on their way before any answer has come back.
    expect(loaded).toEqual(['route', 'explorer']);
    await vi.waitFor(() => expect(asked).toEqual(['/api/cases/7', '/api/subscription/status']));
    await vi.waitFor(() => {
      const state = store.getState().api;
      expect(state.queries['getCase(7)']?.status).toBe('fulfilled');
      expect(state.queries['getSubscriptionStatus(undefined)']?.status).toBe('fulfilled');
    });
    // Once the case is in, what is computed from it ahead (the explorer's first view) starts.
    await vi.waitFor(() => expect(cases).toEqual([7]));
  });

  it('imports the case screen code only once the promise it is given has settled, the data at once', async () => {
    const asked = stubFetch((path) =>
      answer(path === '/api/cases/7' ? aCaseDetail({ id: 7 }) : aSubscriptionStatus()),
    );
    let appEvaluated: () => void = () => undefined;
    const app = new Promise<void>((resolve) => (appEvaluated = resolve));
    const loaded: string[] = [];
    prefetchForPath(makeStore(), '/cases/7', [async () => loaded.push('route')], () => undefined, app);
    await vi.waitFor(() => expect(asked).toEqual(['/api/cases/7', '/api/subscription/status']));
    expect(loaded).toEqual([]);
    appEvaluated();
    await vi.waitFor(() => expect(loaded).toEqual(['route']));
  });

  it('asks for a case once however often the page asks (the screen then reads the same entry)', async () => {
    const asked = stubFetch((path) =>
      answer(path === '/api/cases/7' ? aCaseDetail({ id: 7 }) : aSubscriptionStatus()),
    );
    const store = makeStore();
    prefetchForPath(store, '/cases/7', [], () => undefined);
    prefetchForPath(store, '/cases/7/', [], () => undefined);
    await vi.waitFor(() => expect(store.getState().api.queries['getCase(7)']?.status).toBe('fulfilled'));
    expect(asked.filter((path) => path === '/api/cases/7')).toHaveLength(1);
  });

  it('starts nothing elsewhere, nor for an id the API would refuse', () => {
    const asked = stubFetch(() => answer({}));
    const store = makeStore();
    const load = vi.fn(async () => undefined);
    const onCase = vi.fn();
    for (const path of ['/', '/cases', '/cases/abc', '/cases/0', '/cases/7/edit', '/how-it-works']) {
      expect(prefetchForPath(store, path, [load], onCase)).toBeNull();
    }
    expect(load).not.toHaveBeenCalled();
    expect(onCase).not.toHaveBeenCalled();
    expect(asked).toEqual([]);
    expect(store.getState().api.queries).toEqual({});
  });

  it('starts the signed-in check before anything renders, and the page then reads that answer', async () => {
    const asked = stubFetch(() => answer(aUser()));
    const store = makeStore();
    prefetchSignedInCheck(store);
    await vi.waitFor(() =>
      expect(store.getState().api.queries['getCurrentUser(undefined)']?.status).toBe('fulfilled'),
    );
    expect(store.getState().api.queries['getCurrentUser(undefined)']?.data).toEqual(aUser());
    expect(asked).toEqual(['/api/auth/user']);
  });
});
