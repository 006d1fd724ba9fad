/**
 * One request/answer channel to a Web Worker: `call(request)` resolves with the worker's answer to that very
 * request. Where there is no Worker (jsdom in component tests) `fallback` answers in place, with the same
 * code the worker runs. The worker answers `{ id, answer }` to `{ id, request }`.
 */
export interface WorkerCall<Request, Answer> {
  call(request: Request): Promise<Answer>;
  dispose(): void;
}

export interface WorkerEnvelope<T> {
  id: number;
  body: T;
}

export function createWorkerCall<Request, Answer>(
  startWorker: () => Worker,
  fallback: (request: Request) => Answer,
): WorkerCall<Request, Answer> {
  if (typeof Worker === 'undefined') {
    return { call: (request) => Promise.resolve().then(() => fallback(request)), dispose: () => undefined };
  }
  const worker = startWorker();
  const pending = new Map<number, (answer: Answer) => void>();
  let nextId = 1;
  worker.onmessage = (event: MessageEvent<WorkerEnvelope<Answer>>) => {
    const resolve = pending.get(event.data.id);
    pending.delete(event.data.id);
    resolve?.(event.data.body);
  };
  return {
    call: (request) =>
      new Promise<Answer>((resolve) => {
        const id = nextId++;
        pending.set(id, resolve);
        const envelope: WorkerEnvelope<Request> = { id, body: request };
        worker.postMessage(envelope);
      }),
    dispose: () => {
      worker.terminate();
      pending.clear();
    },
  };
}

/** The worker's side: answers every request with `answer(request)`. */
export function serveWorkerCalls<Request, Answer>(answer: (request: Request) => Answer): void {
  self.onmessage = (event: MessageEvent<WorkerEnvelope<Request>>) => {
    const reply: WorkerEnvelope<Answer> = { id: event.data.id, body: answer(event.data.body) };
    self.postMessage(reply);
  };
}
