import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The codings the API answers in, the preferred first (as registered with @fastify/compress in bootstrap). */
const CODINGS = ['br', 'gzip'] as const;
export type ContentCoding = (typeof CODINGS)[number];

/** Answers shorter than this go out as they are, as @fastify/compress leaves them. */
const THRESHOLD_BYTES = 1024;

/**
 * The coding to answer in for an Accept-Encoding header (RFC 9110 §12.5.3): the acceptable one with the
 * highest weight, `br` before `gzip` at equal weight; null for none (no header, `identity`, or `q=0`).
 */
export function negotiateCoding(acceptEncoding: string | string[] | undefined): ContentCoding | null {
  if (typeof acceptEncoding !== 'string') return null;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [rawName = '', ...params] = part.split(';');
    const name = rawName.trim() === 'x-gzip' ? 'gzip' : rawName.trim();
    if (!name) continue;
    let weight = 1;
    for (const param of params) {
      const [key, value] = param.split('=').map((s) => s.trim());
      if (key === 'q') weight = /^(0(\.\d{0,3})?|1(\.0{0,3})?)$/.test(value ?? '') ? Number(value) : 0;
    }
    weights.set(name, weight);
  }
  let best: ContentCoding | null = null;
  let bestWeight = 0;
  for (const coding of CODINGS) {
    const weight = weights.get(coding) ?? weights.get('*') ?? 0;
    if (weight > bestWeight) {
      best = coding;
      bestWeight = weight;
    }
  }
  return best;
}

/**
 * A JSON answer sent many times unchanged, compressed at most once per coding instead of on every request
 * (@fastify/compress would compress each send again). With the same settings as @fastify/compress: brotli
 * quality 4, gzip at zlib's default level.
 */
export class CompressedAnswer {
  private readonly compressed = new Map<ContentCoding, Buffer>();

  /** `onCompressed` hears of each compressed copy made, with its size (for a cache's bound). */
  constructor(
    readonly json: string,
    private readonly onCompressed: (bytes: number) => void = () => {},
  ) {}

  /** The characters and bytes this answer holds, for a cache's size bound. */
  get size(): number {
    let size = this.json.length;
    for (const bytes of this.compressed.values()) size += bytes.length;
    return size;
  }

  /** The body in `coding`, compressed on first use. */
  body(coding: ContentCoding): Buffer {
    let bytes = this.compressed.get(coding);
    if (!bytes) {
      bytes =
        coding === 'br'
          ? brotliCompressSync(this.json, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
          : gzipSync(this.json);
      this.compressed.set(coding, bytes);
      this.onCompressed(bytes.length);
    }
    return bytes;
  }

  /**
   * Sends the answer in the coding the request accepts (headers set on `reply`; the body is returned for
   * Nest to send): @fastify/compress leaves a reply with a Content-Encoding alone.
   */
  send(request: FastifyRequest, reply: FastifyReply): string | Buffer {
    void reply.header('content-type', 'application/json; charset=utf-8').header('vary', 'accept-encoding');
    const coding =
      request.headers['x-no-compression'] === undefined && this.json.length >= THRESHOLD_BYTES
        ? negotiateCoding(request.headers['accept-encoding'])
        : null;
    if (!coding) return this.json;
    void reply.header('content-encoding', coding);
    return this.body(coding);
  }
}
