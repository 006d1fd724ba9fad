import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { ErrorCode } from '@parley/contracts';
import type { ApiErrorBody } from '@parley/contracts';

/** What code deep in a request (a transaction about to commit) may ask about the request it serves. */
export interface RequestContext {
  /** Aborted when the client has gone away or the request ran out of time. */
  readonly signal: AbortSignal;
}

const storage = new AsyncLocalStorage<RequestContext>();
const contexts = new WeakMap<object, RequestContext>();

/** The context of the request this code runs for, if any (scheduled jobs and boot have none). */
export function currentRequest(): RequestContext | undefined {
  return storage.getStore();
}

export const REQUEST_TIMEOUT_BODY: ApiErrorBody = {
  statusCode: 503,
  error: 'Service Unavailable',
  message: 'This took too long. Please try again.',
  code: ErrorCode.RequestTimeout,
};

function gone(reply: FastifyReply): boolean {
  return !reply.raw.writableFinished;
}

/**
 * Gives every request an abort signal: aborted when the client closes the connection before its answer is
 * written, or when `timeoutMs` passes (the request then answers 503). Work done for a request nobody waits
 * for any more is rolled back rather than committed later.
 */
export function registerRequestContext(fastify: FastifyInstance, timeoutMs: number): void {
  fastify.addHook('onRequest', (request, reply, done) => {
    const controller = new AbortController();
    contexts.set(request, { signal: controller.signal });
    const timer = setTimeout(() => {
      controller.abort(new Error('Request timed out'));
      if (!reply.sent) void reply.code(503).header('cache-control', 'no-store').send(REQUEST_TIMEOUT_BODY);
    }, timeoutMs);
    reply.raw.once('close', () => {
      clearTimeout(timer);
      if (gone(reply)) controller.abort(new Error('The client went away'));
    });
    done();
  });
  // Entered after the body is read: the body's stream events do not carry the request's async context.
  fastify.addHook('preHandler', (request, _reply, done) => {
    const context = contexts.get(request);
    if (context) storage.run(context, done);
    else done();
  });
}
