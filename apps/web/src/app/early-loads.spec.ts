import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearEarlyGets, takeEarlyGet } from '../lib/early-get';
import { caseIdOfPath, startEarlyLoads } from './early-loads';

describe('caseIdOfPath', () => {
  it('reads the case id of a case address, with or without a trailing slash', () => {
    expect(caseIdOfPath('/cases/7')).toBe(7);
    expect(caseIdOfPath('/cases/7/')).toBe(7);
  });

  it('is null for any other address, and for an id the API would refuse', () => {
    for (const path of [
      '/',
      '/cases',
      '/cases/',
      '/cases/abc',
      '/cases/0',
      '/cases/7/issues',
      '/x/cases/7',
    ]) {
      expect(caseIdOfPath(path)).toBeNull();
    }
  });
});

describe('startEarlyLoads', () => {
  afterEach(() => {
    clearEarlyGets();
    vi.restoreAllMocks();
  });

  function stubFetch() {
    return vi.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response('{}'));
  }

  it('starts the signed-in check, the case, the subscription status and the case screen code on /cases/:id', () => {
    const fetch = stubFetch();
    const code = [vi.fn(), vi.fn()];
    startEarlyLoads('/cases/7', code);
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([
      '/api/auth/user',
      '/api/cases/7',
      '/api/subscription/status',
    ]);
    expect(fetch.mock.calls.every(([, init]) => init?.credentials === 'include')).toBe(true);
    for (const load of code) expect(load).toHaveBeenCalledOnce();
    expect(takeEarlyGet('/api/cases/7')).not.toBeNull();
  });

  it('starts only the signed-in check elsewhere', () => {
    const fetch = stubFetch();
    const load = vi.fn();
    startEarlyLoads('/', [load]);
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(['/api/auth/user']);
    expect(load).not.toHaveBeenCalled();
  });
});
