import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiBaseQuery } from './base-query';
import { versionRead, versionWritten } from './case-versions';
import { isUnauthorizedError } from './errors';

interface Seen {
  method: string | undefined;
  url: string | undefined;
  contentType: string | undefined;
  ifMatch: string | undefined;
  body: string;
}

let server: Server;
let baseUrl: string;
const seen: Seen[] = [];

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => resolve(text));
  });
}

/** A real API stand-in on loopback: the base query is tested against real HTTP, not a mocked fetch. */
async function respond(request: IncomingMessage, response: ServerResponse): Promise<void> {
  const body = await readBody(request);
  seen.push({
    method: request.method,
    url: request.url,
    contentType: request.headers['content-type'],
    ifMatch: request.headers['if-match'],
    body,
  });
  switch (request.url) {
    case '/api/cases/4':
      response.writeHead(200, {
        'Content-Type': 'application/json',
        ETag: request.method === 'GET' ? '"5"' : '"6"',
      });
      response.end('{}');
      return;
    case '/api/cases/4/stale':
      response.writeHead(412, { 'Content-Type': 'application/json' });
      response.end(
        JSON.stringify({
          statusCode: 412,
          error: 'Precondition Failed',
          message: 'Changed by someone else',
          code: 'CHANGED_BY_OTHER',
          current: { points: 180 },
          changedBy: { name: 'Ana' },
          changedAt: '2026-11-29T09:59:50.000Z',
        }),
      );
      return;
    case '/api/cases':
      response.writeHead(request.method === 'POST' ? 201 : 200, { 'Content-Type': 'application/json' });
      response.end(request.method === 'POST' ? body : '[{"id":1}]');
      return;
    case '/api/empty':
      response.writeHead(204);
      response.end();
      return;
    case '/api/auth/user':
      response.writeHead(401, { 'Content-Type': 'application/json' });
      response.end(
        '{"statusCode":401,"error":"Unauthorized","message":"Sign in to continue","code":"UNAUTHORIZED"}',
      );
      return;
    case '/api/invalid':
      response.writeHead(400, { 'Content-Type': 'application/json' });
      response.end(
        JSON.stringify({
          statusCode: 400,
          error: 'Bad Request',
          message: 'Validation failed',
          code: 'VALIDATION_FAILED',
          fieldErrors: { name: 'Case name is required' },
        }),
      );
      return;
    default:
      response.writeHead(502, 'Bad Gateway');
      response.end();
  }
}

beforeAll(async () => {
  // Node ignores a handler's promise: a failure ends the response instead of going unnoticed.
  server = createServer((request, response) => {
    respond(request, response).catch((error: unknown) => response.destroy(error as Error));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

function queryApi(
  state: unknown = {},
  dispatch: (action: unknown) => unknown = () => undefined,
): BaseQueryApi {
  return {
    signal: new AbortController().signal,
    abort: () => undefined,
    dispatch,
    getState: () => state,
    extra: undefined,
    endpoint: 'test',
    type: 'query',
  } as unknown as BaseQueryApi;
}

describe('apiBaseQuery', () => {
  it('reads JSON and sends neither a body nor a content type without a payload', async () => {
    const result = await apiBaseQuery(baseUrl)('/cases', queryApi(), {});
    expect(result).toEqual({ data: [{ id: 1 }] });
    expect(seen.at(-1)).toMatchObject({ method: 'GET', url: '/api/cases', contentType: undefined, body: '' });
  });

  it('sends a payload as JSON with a JSON content type', async () => {
    const payload = { name: 'Lease', goal: null, description: 'Flat on Elm St' };
    const result = await apiBaseQuery(baseUrl)(
      { url: 'cases', method: 'POST', body: payload },
      queryApi(),
      {},
    );
    expect(result).toEqual({ data: payload });
    expect(seen.at(-1)).toMatchObject({ method: 'POST', contentType: 'application/json' });
    expect(JSON.parse(seen.at(-1)?.body ?? '')).toEqual(payload);
  });

  it('answers null for an empty body', async () => {
    expect(await apiBaseQuery(baseUrl)('/empty', queryApi(), {})).toEqual({ data: null });
  });

  it('turns a 401 into an unauthorised error that keeps the body', async () => {
    const result = await apiBaseQuery(baseUrl)('/auth/user', queryApi(), {});
    expect(result.error?.status).toBe(401);
    expect(result.error?.message).toBe(
      '401: {"statusCode":401,"error":"Unauthorized","message":"Sign in to continue","code":"UNAUTHORIZED"}',
    );
    expect(result.error?.body?.code).toBe('UNAUTHORIZED');
    expect(isUnauthorizedError(result.error)).toBe(true);
  });

  it('keeps the field errors of a validation error', async () => {
    const result = await apiBaseQuery(baseUrl)({ url: '/invalid', method: 'POST', body: {} }, queryApi(), {});
    expect(result.error?.body?.fieldErrors).toEqual({ name: 'Case name is required' });
  });

  it('uses the status text when the body is empty', async () => {
    const result = await apiBaseQuery(baseUrl)('/nowhere', queryApi(), {});
    expect(result.error).toEqual({ status: 502, message: '502: Bad Gateway' });
  });

  it('reports a request that got no answer as a fetch error', async () => {
    const result = await apiBaseQuery('http://127.0.0.1:1/api')('/cases', queryApi(), {});
    expect(result.error?.status).toBe('FETCH_ERROR');
  });

  it('sends a change of a case against the version read, and keeps the versions its answers name', async () => {
    const actions: unknown[] = [];
    const state = { caseVersions: { read: { 4: 5 }, written: {} } };
    await apiBaseQuery(baseUrl)(
      { url: '/cases/4', caseId: 4 },
      queryApi(state, (a) => actions.push(a)),
      {},
    );
    expect(seen.at(-1)?.ifMatch).toBeUndefined();
    await apiBaseQuery(baseUrl)(
      { url: '/cases/4', method: 'PUT', body: {}, caseId: 4 },
      queryApi(state, (a) => actions.push(a)),
      {},
    );
    expect(seen.at(-1)?.ifMatch).toBe('"5"');
    expect(actions).toEqual([
      versionRead({ caseId: 4, version: 5 }),
      versionWritten({ caseId: 4, version: 6 }),
    ]);
  });

  it('sends an undo against the version its change was stored at', async () => {
    const state = { caseVersions: { read: { 4: 9 }, written: {} } };
    await apiBaseQuery(baseUrl)(
      { url: '/cases/4', method: 'DELETE', caseId: 4, ifMatch: 6 },
      queryApi(state),
      {},
    );
    expect(seen.at(-1)?.ifMatch).toBe('"6"');
  });

  it('sends no If-Match before the case was read, nor for a request of no case', async () => {
    await apiBaseQuery(baseUrl)({ url: '/cases/4', method: 'PUT', body: {}, caseId: 4 }, queryApi(), {});
    expect(seen.at(-1)?.ifMatch).toBeUndefined();
    await apiBaseQuery(baseUrl)(
      { url: '/cases', method: 'POST', body: {} },
      queryApi({ caseVersions: { read: { 4: 5 }, written: {} } }),
      {},
    );
    expect(seen.at(-1)?.ifMatch).toBeUndefined();
  });

  it('keeps who changed what first from a 412', async () => {
    const result = await apiBaseQuery(baseUrl)(
      { url: '/cases/4/stale', method: 'PUT', body: {}, caseId: 4 },
      queryApi(),
      {},
    );
    expect(result.error?.status).toBe(412);
    expect(result.error?.conflict).toEqual({
      current: { points: 180 },
      changedBy: { name: 'Ana' },
      changedAt: '2026-11-29T09:59:50.000Z',
    });
  });
});
