import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createWorkerCall,
  serveWorkerCalls,
  workerChannel,
  WorkerCallError,
  type WorkerLike,
  type WorkerScope,
} from './worker-call';

/** Doubles a number, and throws on a negative one: the job that fails. */
function double(n: number): number {
  if (n < 0) throw new RangeError(`cannot double ${n}`);
  return n * 2;
}

/**
 * A stand-in for the browser's Worker (jsdom has none) that runs the worker's side, `serveWorkerCalls`, on a
 * scope of its own and delivers messages a task later, as a worker does; `crash` and `garble` fire the events a
 * real worker fires when its code dies or an answer cannot be deserialised.
 */
class StandInWorker implements WorkerLike {
  static started: StandInWorker[] = [];
  onmessage: WorkerLike['onmessage'] = null;
  onerror: WorkerLike['onerror'] = null;
  onmessageerror: WorkerLike['onmessageerror'] = null;
  terminated = false;
  private readonly scope: WorkerScope = {
    onmessage: null,
    postMessage: (reply) =>
      setTimeout(() => {
        if (!this.terminated)
          this.onmessage?.call(this as never, new MessageEvent('message', { data: reply }));
      }),
  };
  constructor() {
    StandInWorker.started.push(this);
    serveWorkerCalls(double, this.scope);
  }
  postMessage(message: unknown) {
    setTimeout(() => {
      if (!this.terminated) this.scope.onmessage?.(new MessageEvent('message', { data: message }));
    });
  }
  terminate() {
    this.terminated = true;
  }
  crash(message: string) {
    this.onerror?.call(
      this as never,
      Object.assign(new Event('error', { cancelable: true }), { message }) as ErrorEvent,
    );
  }
  garble() {
    this.onmessageerror?.call(this as never, new MessageEvent('messageerror'));
  }
}

/** A worker that never answers: its calls stay pending until it fails. */
class SilentWorker extends StandInWorker {
  override postMessage() {}
}

describe('worker calls', () => {
  afterEach(() => {
    StandInWorker.started = [];
    vi.unstubAllGlobals();
  });

  it('answers each call with the worker’s answer to it', async () => {
    const sut = workerChannel<number, number>(() => new StandInWorker());
    await expect(Promise.all([sut.call(1), sut.call(21)])).resolves.toEqual([2, 42]);
  });

  it('rejects a call whose job throws with the job’s message, and goes on answering on the same worker', async () => {
    const sut = workerChannel<number, number>(() => new StandInWorker());
    const failed = sut.call(-3);
    await expect(failed).rejects.toBeInstanceOf(WorkerCallError);
    await expect(failed).rejects.toThrow('cannot double -3');
    await expect(sut.call(4)).resolves.toBe(8);
    expect(StandInWorker.started).toHaveLength(1);
  });

  it('rejects every pending call of a worker that crashes, and answers the next on a fresh worker', async () => {
    let next = 0;
    const sut = workerChannel<number, number>(() =>
      next++ === 0 ? new SilentWorker() : new StandInWorker(),
    );
    const held = [sut.call(1), sut.call(2)];
    const [crashed] = StandInWorker.started;
    crashed!.crash('out of memory');
    for (const call of held) await expect(call).rejects.toThrow('The worker failed: out of memory');
    expect(crashed!.terminated).toBe(true);
    expect(StandInWorker.started).toHaveLength(2);
    await expect(sut.call(5)).resolves.toBe(10);
  });

  it('treats an answer that cannot be read as a failed worker', async () => {
    let next = 0;
    const sut = workerChannel<number, number>(() =>
      next++ === 0 ? new SilentWorker() : new StandInWorker(),
    );
    const held = sut.call(1);
    StandInWorker.started[0]!.garble();
    await expect(held).rejects.toThrow('The worker failed: an answer could not be read');
    await expect(sut.call(3)).resolves.toBe(6);
  });

  it('ignores a late failure of a worker it already replaced', async () => {
    const sut = workerChannel<number, number>(() => new StandInWorker());
    const [first] = StandInWorker.started;
    first!.crash('gone');
    const answer = sut.call(7);
    first!.crash('gone again');
    await expect(answer).resolves.toBe(14);
    expect(StandInWorker.started).toHaveLength(2);
  });

  it('without Worker (jsdom) answers in place, and a job that throws rejects with its message', async () => {
    vi.stubGlobal('Worker', undefined);
    const start = vi.fn(() => new StandInWorker());
    const sut = createWorkerCall<number, number>(start, double);
    await expect(sut.call(2)).resolves.toBe(4);
    await expect(sut.call(-1)).rejects.toThrow('cannot double -1');
    expect(start).not.toHaveBeenCalled();
  });

  it('starts a real worker channel where Worker exists', async () => {
    vi.stubGlobal('Worker', StandInWorker);
    const sut = createWorkerCall<number, number>(() => new StandInWorker(), double);
    await expect(sut.call(-2)).rejects.toBeInstanceOf(WorkerCallError);
    expect(StandInWorker.started).toHaveLength(1);
    sut.dispose();
    expect(StandInWorker.started[0]!.terminated).toBe(true);
  });
});
