import type { FastifyInstance } from 'fastify';
import { HttpStatus } from '@nestjs/common';
import { ErrorCode } from '@parley/contracts';
import { ApiException, ValidationApiException } from '../exceptions/api.exception.js';
import { BodyLimits, bodyShapeProblem, bodyValueProblem } from './body-limits.js';
import type { BodyShapeProblem } from './body-limits.js';
import type { RouteBodyLimits } from './route-body-limits.js';

function shapeMessage(problem: Exclude<BodyShapeProblem, null>, limits: RouteBodyLimits): string {
  switch (problem) {
    case 'depth':
      return `The request body nests too deeply (at most ${BodyLimits.maxDepth} levels)`;
    case 'keys':
      return `The request body has too many fields (at most ${BodyLimits.maxKeys})`;
    case 'items':
      return `The request body holds too many list items (at most ${BodyLimits.maxListItems})`;
    case 'list':
      return limits.maxListItems === 0
        ? 'The request body holds a list, and this request takes none'
        : `A list in the request body holds more than ${limits.maxListItems} items`;
  }
}

export class PayloadTooLargeException extends ApiException {
  constructor(maxBytes: number) {
    super(
      HttpStatus.PAYLOAD_TOO_LARGE,
      ErrorCode.PayloadTooLarge,
      `The request body is too large (at most ${maxBytes >= 1024 ? `${Math.floor(maxBytes / 1024)} kB` : `${maxBytes} bytes`} for this request)`,
    );
  }
}

/** The limits of the route a request matched (none matched: the smallest). */
export type BodyLimitsOf = (method: string, routeUrl: string | undefined) => RouteBodyLimits;

export class UnsupportedMediaTypeException extends ApiException {
  constructor() {
    super(
      HttpStatus.UNSUPPORTED_MEDIA_TYPE,
      ErrorCode.UnsupportedMediaType,
      'Send the body as application/json',
    );
  }
}

/** Refuses malformed bytes instead of replacing them; keeps a byte order mark out of the text. */
const UTF8 = new TextDecoder('utf-8', { fatal: true });

/** The charset a Content-Type names, in lower case, or null when it names none. */
function charsetOf(contentType: string | undefined): string | null {
  const match = /;\s*charset\s*=\s*"?([^";\s]+)"?/i.exec(contentType ?? '');
  return match ? match[1]!.toLowerCase() : null;
}

/**
 * JSON is the only body the API reads: every other content type answers 415 (a form post from a page
 * cannot write). The body's shape is bounded before parsing and its text checked before validation.
 */
export function registerJsonBodies(fastify: FastifyInstance, limitsOf: BodyLimitsOf): void {
  const routeLimits = (request: { method: string; routeOptions: { url?: string } }) =>
    limitsOf(request.method, request.routeOptions.url);
  // A body announced larger than its route takes is refused before a byte of it is read.
  fastify.addHook('preParsing', async (request, _reply, payload) => {
    const { maxBytes } = routeLimits(request);
    const announced = Number(request.headers['content-length'] ?? 0);
    if (announced > maxBytes) throw new PayloadTooLargeException(maxBytes);
    return payload;
  });
  fastify.removeAllContentTypeParsers();
  fastify.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, bytes, done) => {
    const limits = routeLimits(request);
    if ((bytes as Buffer).length > limits.maxBytes) {
      return done(new PayloadTooLargeException(limits.maxBytes), undefined);
    }
    const charset = charsetOf(request.headers['content-type']);
    if (charset !== null && charset !== 'utf-8' && charset !== 'utf8') {
      return done(new UnsupportedMediaTypeException(), undefined);
    }
    // One element over the route's longest list still reaches its DTO, whose message names the field and its
    // limit ("A case can hold at most 12 issues"); a longer list is refused here, before anything is built.
    const shape = bodyShapeProblem(bytes as Buffer, {
      ...BodyLimits,
      maxListLength: limits.maxListItems + 1,
    });
    if (shape) return done(new ValidationApiException(shapeMessage(shape, limits)), undefined);
    let raw: string;
    try {
      raw = UTF8.decode(bytes as Buffer);
    } catch {
      // Decoding leniently would store replacement characters in place of what was sent.
      return done(new ValidationApiException('The request body is not valid UTF-8'), undefined);
    }
    if (raw.trim() === '') return done(new ValidationApiException('The JSON body is empty'), undefined);
    let body: unknown;
    try {
      body = JSON.parse(raw);
    } catch {
      return done(new ValidationApiException('The request body is not valid JSON'), undefined);
    }
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      return done(new ValidationApiException('The request body must be a JSON object'), undefined);
    }
    const problem = bodyValueProblem(body);
    if (problem) {
      return done(
        new ValidationApiException(problem.message, { [problem.path]: problem.message }),
        undefined,
      );
    }
    // The bytes as sent, for a signature over them (a payment provider's webhook), as Nest's rawBody keeps them.
    request.rawBody = bytes as Buffer;
    done(null, body);
  });
  fastify.addContentTypeParser('*', (request, _payload, done) => {
    const empty = request.headers['content-length'] === '0';
    if (empty && routeLimits(request).emptyForm) return done(null, undefined);
    done(new UnsupportedMediaTypeException());
  });
}
