import type { CaseLiveEvent } from '@parley/contracts';

export interface EventStream {
  status: number;
  headers: Headers;
  /** The JSON body of an answer other than a stream (an error). */
  body: unknown;
  /** Every event received so far, in order. */
  events: CaseLiveEvent[];
  /** The `retry:` hint and the last `id:` received. */
  retry: number | null;
  lastId: string | null;
  /** Resolves with the first event after the last one waited for that matches; fails past `withinMs`. */
  next(match?: (event: CaseLiveEvent) => boolean, withinMs?: number): Promise<CaseLiveEvent>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  /** Closes the stream from this side, as a browser tab closing. */
  close(): void;
}

/** Opens `GET /api/cases/:id/events` and reads it as a browser's EventSource would. */
export async function openEventStream(
  baseUrl: string,
  caseId: number,
  cookie: string,
  headers: Record<string, string> = {},
): Promise<EventStream> {
  const abort = new AbortController();
  const response = await fetch(new URL(`/api/cases/${caseId}/events`, baseUrl), {
    headers: { cookie, accept: 'text/event-stream', ...headers },
    signal: abort.signal,
  });
  const events: CaseLiveEvent[] = [];
  const waiters = new Set<() => void>();
  let cursor = 0;
  let done = false;
  const stream: EventStream = {
    status: response.status,
    headers: response.headers,
    body: null,
    events,
    retry: null,
    lastId: null,
    ended: Promise.resolve(),
    close: () => abort.abort(),
    next: (match = () => true, withinMs = 5000) =>
      new Promise((resolve, reject) => {
        const look = (): boolean => {
          for (let i = cursor; i < events.length; i++) {
            if (match(events[i]!)) {
              cursor = i + 1;
              resolve(events[i]!);
              return true;
            }
          }
          if (done)
            reject(new Error(`The stream ended without the event; it sent ${JSON.stringify(events)}`));
          return done;
        };
        if (look()) return;
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`No such event within ${withinMs} ms; the stream sent ${JSON.stringify(events)}`));
        }, withinMs);
        const check = () => {
          if (look()) {
            clearTimeout(timer);
            waiters.delete(check);
          }
        };
        waiters.add(check);
      }),
  };
  if (response.status !== 200 || !response.body) {
    done = true;
    stream.body = await response.json().catch(() => null);
    return stream;
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  stream.ended = (async () => {
    let buffer = '';
    try {
      for (;;) {
        const { value, done: finished } = await reader.read();
        if (finished) break;
        buffer += value;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          for (const line of block.split('\n')) {
            if (line.startsWith('data: ')) events.push(JSON.parse(line.slice(6)) as CaseLiveEvent);
            else if (line.startsWith('id: ')) stream.lastId = line.slice(4);
            else if (line.startsWith('retry: ')) stream.retry = Number(line.slice(7));
          }
          for (const waiter of [...waiters]) waiter();
        }
      }
    } catch {
      // closed from this side
    } finally {
      done = true;
      for (const waiter of [...waiters]) waiter();
    }
  })();
  return stream;
}
