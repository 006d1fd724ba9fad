/**
 * GET requests started before the app's code has arrived, taken once by the one base query
 * (lib/base-query.ts) when the app asks for the same address. The page's first script starts them
 * (app/early-loads.ts): the signed-in check and a case's data then travel while React, antd and the screens
 * download and evaluate, instead of after.
 */
const started = new Map<string, Promise<Response>>();

/** Starts a credentialed GET of `url` unless one is already waiting to be taken. */
export function startEarlyGet(url: string): void {
  if (started.has(url) || typeof fetch !== 'function') return;
  const response = fetch(url, { credentials: 'include' });
  // A failure is the taker's to report; untaken, it must not be an unhandled rejection.
  response.catch(() => undefined);
  started.set(url, response);
}

/** The early GET of exactly `url`, once (a second ask fetches afresh), or null. */
export function takeEarlyGet(url: string): Promise<Response> | null {
  const response = started.get(url) ?? null;
  started.delete(url);
  return response;
}

/** Forgets every early GET not taken (tests, and a page that moved on without asking). */
export function clearEarlyGets(): void {
  started.clear();
}
