import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiBaseQuery } from './base-query';
import { clearEarlyGets, startEarlyGet, takeEarlyGet } from './early-get';

const queryApi = { signal: new AbortController().signal } as BaseQueryApi;

function answer(body: unknown): Response {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
}

describe('early GETs', () => {
  afterEach(() => {
    clearEarlyGets();
    vi.restoreAllMocks();
  });

  it('are taken once by the base query asking for the same address, which then fetches afresh', async () => {
    let n = 0;
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => answer({ n: ++n }));
    startEarlyGet('/api/cases/7');
    expect(fetch).toHaveBeenCalledOnce();
    const query = apiBaseQuery('/api');
    expect(await query('/cases/7', queryApi, {})).toEqual({ data: { n: 1 } });
    expect(fetch).toHaveBeenCalledOnce();
    expect(await query('/cases/7', queryApi, {})).toEqual({ data: { n: 2 } });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('are not taken by a change to the same address, nor by another address', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => answer({}));
    startEarlyGet('/api/cases/7');
    const query = apiBaseQuery('/api');
    await query({ url: '/cases/7', method: 'PUT', body: { name: 'x' } }, queryApi, {});
    await query('/cases/8', queryApi, {});
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(takeEarlyGet('/api/cases/7')).not.toBeNull();
  });

  it('start once per address until taken', () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => answer({}));
    startEarlyGet('/api/auth/user');
    startEarlyGet('/api/auth/user');
    expect(fetch).toHaveBeenCalledOnce();
  });

  it('hand a failed request to the taker as the failure it is', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => {
      throw new TypeError('Failed to fetch');
    });
    startEarlyGet('/api/cases/7');
    const result = await apiBaseQuery('/api')('/cases/7', queryApi, {});
    expect(result).toEqual({ error: { status: 'FETCH_ERROR', message: 'Failed to fetch' } });
  });
});
