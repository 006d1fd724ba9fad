import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { LiveStream } from './live-stream.js';

/** The part of a ServerResponse a stream uses, recording what is written. */
function fakeResponse() {
  const response = Object.assign(new EventEmitter(), {
    written: '',
    head: null as Record<string, string> | null,
    ended: false,
    destroyed: false,
    writableLength: 0,
    writeHead(_status: number, headers: Record<string, string>) {
      response.head = headers;
    },
    write(text: string) {
      response.written += text;
      return true;
    },
    end() {
      response.ended = true;
    },
    destroy() {
      response.destroyed = true;
    },
  });
  return response;
}

const change = { type: 'points_changed', version: 3, actor: { id: 1, name: 'Ana' } };

describe('LiveStream', () => {
  it('holds what arrives before it starts, then sends the hint, its version and what it held', () => {
    const response = fakeResponse();
    const sut = new LiveStream(1, 2, response as unknown as ServerResponse);
    sut.send(change);
    expect(response.written).toBe('');
    sut.start({ 'x-request-id': 'r' }, 7);
    expect(response.head).toMatchObject({
      'content-type': 'text/event-stream; charset=utf-8',
      'x-request-id': 'r',
    });
    expect(response.written).toBe(`retry: 2000\nid: 7\n\nid: 3\ndata: ${JSON.stringify(change)}\n\n`);
    sut.heartbeat();
    expect(response.written.endsWith('\n\n: heartbeat\n\n')).toBe(true);
  });

  it('gives an event without a version no id, so the browser keeps the last one', () => {
    const response = fakeResponse();
    const sut = new LiveStream(1, 2, response as unknown as ServerResponse);
    sut.start({}, null);
    sut.send({ type: 'presence', version: null, actor: null });
    expect(response.written).toBe(
      'retry: 2000\nid: 0\n\ndata: {"type":"presence","version":null,"actor":null}\n\n',
    );
  });

  it('ends after its last event, once, telling whoever waits', () => {
    const response = fakeResponse();
    const sut = new LiveStream(1, 2, response as unknown as ServerResponse);
    let told = 0;
    sut.whenClosed(() => told++);
    sut.start({}, 1);
    sut.finish({ type: 'case_deleted', version: 4, actor: null });
    sut.close();
    response.emit('close');
    expect(response.ended).toBe(true);
    expect(told).toBe(1);
    expect(sut.isOpen).toBe(false);
    sut.send(change);
    expect(response.written).not.toContain('points_changed');
  });

  it('disconnects a reader that stopped reading instead of buffering for it', () => {
    const response = fakeResponse();
    const sut = new LiveStream(1, 2, response as unknown as ServerResponse);
    sut.start({}, 1);
    response.writableLength = 300 * 1024;
    sut.send(change);
    expect(response.destroyed).toBe(true);
    expect(sut.isOpen).toBe(false);
  });
});
