/**
 * One request/answer channel to a Web Worker: `call(request)` resolves with the worker's answer to that very
 * request, or rejects with a `WorkerCallError` that says what went wrong: the job threw (the worker sends its
 * message), or the worker itself failed (a crash, an answer that could not be read). A failed worker is
 * replaced by a fresh one and every call it held is rejected, so no caller waits for an answer that will never
 * come. Where there is no Worker (jsdom in component tests) `fallback` answers in place, with the same code
 * the worker runs. The worker answers `{ id, body }` or `{ id, error }` to `{ id, body }`.
 */
export interface WorkerCall<Request, Answer> {
  call(request: Request): Promise<Answer>;
  dispose(): void;
}

export interface WorkerEnvelope<T> {
  id: number;
  body: T;
}

/** What the worker sends back: the answer, or the message of what the job threw. */
export type WorkerReply<T> = WorkerEnvelope<T> | { id: number; error: string };

export class WorkerCallError extends Error {
  override name = 'WorkerCallError';
}

/** The message of anything thrown, for a reply or a rejection. */
export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The worker's start, and the messages this channel needs from it (a Worker, or a stand-in in tests). */
export type WorkerLike = Pick<
  Worker,
  'postMessage' | 'terminate' | 'onmessage' | 'onerror' | 'onmessageerror'
>;

export function createWorkerCall<Request, Answer>(
  startWorker: () => WorkerLike,
  fallback: (request: Request) => Answer,
): WorkerCall<Request, Answer> {
  if (typeof Worker === 'undefined') {
    return { call: (request) => Promise.resolve().then(() => fallback(request)), dispose: () => undefined };
  }
  return workerChannel<Request, Answer>(startWorker);
}

/** The channel itself, on whatever `startWorker` starts (exported for its tests, which start a stand-in). */
export function workerChannel<Request, Answer>(startWorker: () => WorkerLike): WorkerCall<Request, Answer> {
  const pending = new Map<number, { resolve: (answer: Answer) => void; reject: (error: Error) => void }>();
  let nextId = 1;
  let disposed = false;

  const start = (): WorkerLike => {
    const started = startWorker();
    started.onmessage = (event: MessageEvent<WorkerReply<Answer>>) => {
      const waiting = pending.get(event.data.id);
      if (!waiting) return;
      pending.delete(event.data.id);
      if ('error' in event.data) waiting.reject(new WorkerCallError(event.data.error));
      else waiting.resolve(event.data.body);
    };
    // A script that failed to load fires a plain Event, without a message.
    started.onerror = (event: Event) => {
      event.preventDefault();
      fail(started, (event as Partial<ErrorEvent>).message || 'it stopped');
    };
    started.onmessageerror = () => fail(started, 'an answer could not be read');
    return started;
  };
  let worker = start();

  function fail(failed: WorkerLike, detail: string) {
    if (failed !== worker || disposed) return;
    failed.terminate();
    worker = start();
    const waiting = [...pending.values()];
    pending.clear();
    for (const { reject } of waiting) reject(new WorkerCallError(`The worker failed: ${detail}`));
  }

  return {
    call: (request) =>
      new Promise<Answer>((resolve, reject) => {
        const id = nextId++;
        pending.set(id, { resolve, reject });
        const envelope: WorkerEnvelope<Request> = { id, body: request };
        worker.postMessage(envelope);
      }),
    // The component that asked is gone: nothing waits for these answers any more.
    dispose: () => {
      disposed = true;
      worker.terminate();
      pending.clear();
    },
  };
}

/** The scope a worker's code runs in, as far as serving calls needs it (`self` in a worker). */
export interface WorkerScope {
  onmessage: ((event: MessageEvent) => void) | null;
  postMessage(message: unknown): void;
}

/** The worker's side: answers every request with `answer(request)`, or with the message of what it threw. */
export function serveWorkerCalls<Request, Answer>(
  answer: (request: Request) => Answer,
  scope: WorkerScope = self as unknown as WorkerScope,
): void {
  scope.onmessage = (event: MessageEvent<WorkerEnvelope<Request>>) => {
    const { id, body } = event.data;
    let reply: WorkerReply<Answer>;
    try {
      reply = { id, body: answer(body) };
    } catch (error) {
      reply = { id, error: messageOf(error) };
    }
    scope.postMessage(reply);
  };
}
