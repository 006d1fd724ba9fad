import type { TableResponse } from '@parley/contracts';
import { vi } from 'vitest';

/** A joint table as GET /table answers it, the reader being the owner's side, with the other side Ben. */
export function aTable(overrides: Partial<TableResponse> = {}): TableResponse {
  return {
    counterpart: { name: 'Ben' },
    issues: [],
    side: 'owner',
    ready: {
      you: { ready: false, changedAfterReady: false },
      them: { ready: false, changedAfterReady: false },
    },
    offers: [],
    proposals: [],
    agreement: null,
    improvement: null,
    ended: false,
    ...overrides,
  };
}

export interface Asked {
  call: string;
  body: unknown;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * The API on fetch for the table's tests: `answers` maps "METHOD /path" (with its query) to a status and body;
 * every call is recorded with its JSON body. Anything else answers 404.
 */
export function serveTable(answers: Record<string, [number, unknown] | (() => [number, unknown])>): Asked[] {
  const asked: Asked[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://parley.test');
    const method = init?.method ?? 'GET';
    const call = `${method} ${url.pathname}${url.search}`;
    asked.push({ call, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const answer = answers[call];
    if (!answer)
      return json(404, { statusCode: 404, error: 'Not Found', message: 'Not found', code: 'NOT_FOUND' });
    const [status, body] = typeof answer === 'function' ? answer() : answer;
    return status === 204 ? new Response(null, { status }) : json(status, body);
  });
  return asked;
}
