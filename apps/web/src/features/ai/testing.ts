import { vi } from 'vitest';

/** A JSON answer, or an empty one without a body. */
export function answer(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: body === undefined ? undefined : { 'Content-Type': 'application/json' },
  });
}

export const AI_UNAVAILABLE = {
  statusCode: 502,
  error: 'Bad Gateway',
  message: 'The AI is unavailable',
  code: 'AI_UNAVAILABLE',
};

export const UNAUTHORIZED = { statusCode: 401, error: 'Unauthorized', message: 'Unauthorized' };

type Route = (url: string) => Response | Promise<Response>;

/** Every request answers what `route` gives for its URL; the requests are recorded. */
export function stubFetch(route: Route) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => route(String(input)));
}

/** The requests sent to a URL, with their JSON bodies. */
export function requestsTo(spy: ReturnType<typeof stubFetch>, url: string) {
  return spy.mock.calls
    .filter(([input]) => String(input) === url)
    .map(([, init]) => ({
      method: init?.method,
      body: init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined,
    }));
}

/** A promise resolved from outside, to hold an answer back. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}
