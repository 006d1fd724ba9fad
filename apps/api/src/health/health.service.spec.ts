import { once } from 'node:events';
import { createServer, connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answersWithin } from './health.service.js';

/** Holds the event loop, as a burst of requests on the main thread does. */
function holdEventLoop(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // busy
  }
}

describe('answersWithin', () => {
  const server = createServer((socket) => socket.on('data', (chunk) => socket.write(chunk)));
  let port = 0;
  beforeAll(async () => {
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('reads an answer that arrived while the event loop was held past the limit, rather than calling it late', async () => {
    const socket = connect(port, '127.0.0.1');
    await once(socket, 'connect');
    // The answer comes over a socket, as the database's does, and is waiting there when the loop is free again.
    const answer = once(socket, 'data');
    socket.write('SELECT 1');
    const answered = answersWithin(answer, 300);
    holdEventLoop(600);
    expect(await answered).toBe(true);
    socket.destroy();
  });

  it('says no for work that never settles, and for work that fails', async () => {
    expect(await answersWithin(new Promise(() => undefined), 200)).toBe(false);
    expect(await answersWithin(Promise.reject(new Error('refused')), 200)).toBe(false);
  });
});
