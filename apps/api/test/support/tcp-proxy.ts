import { createServer, connect } from 'node:net';
import type { AddressInfo, Socket } from 'node:net';

/**
 * A real TCP proxy on loopback in front of PostgreSQL, to play a database that hangs (`pause`: bytes are held
 * both ways, connections stay open) or is stopped (`stop`: every connection is cut and new ones are
 * refused), and comes back (`resume`, `start`).
 */
export interface TcpProxy {
  /** The upstream connection string with its host and port replaced by the proxy's. */
  url: string;
  pause(): void;
  /** Chunks that arrived while paused and wait to be forwarded. */
  held(): number;
  /** Chunks that arrived so far, either way: traffic, while the test cannot see inside a request. */
  seen(): number;
  resume(): void;
  stop(): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(upstreamUrl: string): Promise<TcpProxy> {
  const upstream = new URL(upstreamUrl);
  const pairs = new Set<[Socket, Socket]>();
  let paused = false;
  let queue: Array<[Socket, Buffer]> = [];
  let seen = 0;
  const forward = (to: Socket) => (chunk: Buffer) => {
    seen++;
    if (paused) queue.push([to, chunk]);
    else to.write(chunk);
  };

  const server = createServer((client) => {
    const server = connect(Number(upstream.port || 5432), upstream.hostname);
    const pair: [Socket, Socket] = [client, server];
    pairs.add(pair);
    client.on('data', forward(server));
    server.on('data', forward(client));
    const end = () => {
      client.destroy();
      server.destroy();
      pairs.delete(pair);
    };
    client.on('error', end).on('close', end);
    server.on('error', end).on('close', end);
  });
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve) => {
      server.listen(port, '127.0.0.1', () => {
        port = (server.address() as AddressInfo).port;
        resolve();
      });
    });
  await listen();

  const url = new URL(upstreamUrl);
  url.hostname = '127.0.0.1';
  url.port = String(port);

  const stop = () =>
    new Promise<void>((resolve) => {
      for (const pair of pairs) pair.forEach((s) => s.destroy());
      pairs.clear();
      queue = [];
      server.close(() => resolve());
    });

  return {
    url: url.href,
    pause() {
      paused = true;
    },
    held: () => queue.length,
    seen: () => seen,
    resume() {
      paused = false;
      const waiting = queue;
      queue = [];
      for (const [to, chunk] of waiting) if (!to.destroyed) to.write(chunk);
    },
    stop,
    start: listen,
    close: () => (server.listening ? stop() : Promise.resolve()),
  };
}
