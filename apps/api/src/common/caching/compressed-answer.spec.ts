import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { CompressedAnswer, negotiateCoding } from './compressed-answer.js';

describe('negotiateCoding', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['identity', null],
    ['gzip, deflate', 'gzip'],
    ['gzip, deflate, br', 'br'],
    ['br;q=0.5, gzip', 'gzip'],
    ['br;q=0, gzip;q=0.1', 'gzip'],
    ['BR', 'br'],
    ['x-gzip', 'gzip'],
    ['*', 'br'],
    ['*;q=0.2, br;q=0', 'gzip'],
    ['gzip;q=0, br;q=0', null],
    ['gzip;q=2', null],
    ['deflate, zstd', null],
  ] as const)('%j → %s', (header, coding) => {
    expect(negotiateCoding(header)).toBe(coding);
  });

  it('ignores a header given twice (not a string)', () => {
    expect(negotiateCoding(['gzip', 'br'])).toBeNull();
  });
});

function fakeReply() {
  const headers: Record<string, string> = {};
  const reply = {
    header(name: string, value: string) {
      headers[name] = value;
      return reply;
    },
  };
  return { headers, reply: reply as unknown as FastifyReply };
}

const request = (headers: Record<string, string>) => ({ headers }) as unknown as FastifyRequest;

describe('CompressedAnswer', () => {
  const json = JSON.stringify({ rows: Array.from({ length: 200 }, (_, i) => ({ i, name: `Option ${i}` })) });

  it('sends the coding asked for, compressed once, and the same JSON once uncompressed', () => {
    const sizes: number[] = [];
    const sut = new CompressedAnswer(json, (bytes) => sizes.push(bytes));
    const br = fakeReply();
    const first = sut.send(request({ 'accept-encoding': 'gzip, br' }), br.reply) as Buffer;
    expect(br.headers).toMatchObject({ 'content-encoding': 'br', vary: 'accept-encoding' });
    expect(br.headers['content-type']).toMatch(/^application\/json/);
    expect(brotliDecompressSync(first).toString()).toBe(json);
    expect(sut.send(request({ 'accept-encoding': 'br' }), fakeReply().reply)).toBe(first);

    const gzip = fakeReply();
    const second = sut.send(request({ 'accept-encoding': 'gzip' }), gzip.reply) as Buffer;
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(second).toString()).toBe(json);

    const plain = fakeReply();
    expect(sut.send(request({}), plain.reply)).toBe(json);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(sizes).toEqual([first.length, second.length]);
    expect(sut.size).toBe(json.length + first.length + second.length);
  });

  it('sends a short answer and one with x-no-compression as it is, as @fastify/compress does', () => {
    const short = fakeReply();
    expect(new CompressedAnswer('{"a":1}').send(request({ 'accept-encoding': 'br' }), short.reply)).toBe(
      '{"a":1}',
    );
    expect(short.headers['content-encoding']).toBeUndefined();
    const refused = fakeReply();
    const sut = new CompressedAnswer(json);
    expect(sut.send(request({ 'accept-encoding': 'br', 'x-no-compression': '1' }), refused.reply)).toBe(json);
    expect(refused.headers['content-encoding']).toBeUndefined();
  });
});
