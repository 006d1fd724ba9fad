import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { ErrorCode } from '@parley/contracts';
import type { AccessReason, ApiErrorBody } from '@parley/contracts';
import { DATABASE_UNAVAILABLE_BODY } from '../exceptions/database-unavailable.js';

/** What code deep in a request (a transaction about to commit) may ask about the request it serves. */
export interface RequestContext {
  /** Aborted when the client has gone away or the request ran out of time. */
  readonly signal: AbortSignal;
  /**
   * Marks the start of a wait on the database (a connection from the pool, a statement); the function it
   * answers ends the wait, saying whether the database answered (an SQL error is an answer, a timeout not).
   */
  readonly databaseWait: () => (answered: boolean) => void;
  /** The request's `If-Match` header, if any: the case version a change was made against (issue 35). */
  readonly ifMatch: string | undefined;
  /**
   * Set while the request runs. `accessDenied`: the subscription gate refused the person, but the route is a
   * case's, where a member may still read (the case's access check decides). `caseVersion`: the case version
   * the request's change committed, answered as its ETag.
   */
  readonly state: { accessDenied?: { reason: AccessReason | null }; caseVersion?: string };
}

const storage = new AsyncLocalStorage<RequestContext>();
const contexts = new WeakMap<object, RequestContext>();
const timeLimits = new WeakMap<object, () => void>();

/** The context of the request this code runs for, if any (scheduled jobs and boot have none). */
export function currentRequest(): RequestContext | undefined {
  return storage.getStore();
}

/**
 * Lifts the request's time limit and database stall watch, for an answer that stays open on purpose (an event
 * stream): from here on only the client closing it, or the code that serves it, ends it.
 */
export function withoutTimeLimit(request: object): void {
  timeLimits.get(request)?.();
}

/** Runs work that must outlive the request it starts in (its abort signal and stall watch do not apply). */
export function outsideRequest(work: () => void): void {
  storage.exit(work);
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
 * Calls `onStall` once the request has waited `limitMs` on the database without an answer. The clock runs
 * from the last answer, not from each new wait: a statement that timed out is followed by a rollback and a
 * queued request by its statement, and each would otherwise start the count again (a stall then held
 * requests already in flight for one limit after another).
 */
export function databaseStallWatch(limitMs: number, onStall: () => void) {
  let pending = 0;
  let since: number | null = null;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const arm = () => {
    clearTimeout(timer);
    if (stopped) return;
    timer = setTimeout(onStall, Math.max(0, since! + limitMs - Date.now()));
  };
  return {
    wait(): (answered: boolean) => void {
      since ??= Date.now();
      if (++pending === 1) arm();
      let ended = false;
      return (answered) => {
        if (ended) return;
        ended = true;
        pending--;
        if (answered) since = pending > 0 ? Date.now() : null;
        if (pending === 0) clearTimeout(timer);
        else arm();
      };
    },
    /** The request has been answered: what it still waits for (a rollback) can no longer stall it. */
    stop: () => {
      stopped = true;
      clearTimeout(timer);
    },
  };
}

/**
 * Gives every request an abort signal: aborted when the client closes the connection before its answer is
 * written, when `timeoutMs` passes, or when it has waited `databaseStallMs` on a database that does not
 * answer (the request then answers 503). Work done for a request nobody waits for any more is rolled back
 * rather than committed later.
 */
export function registerRequestContext(
  fastify: FastifyInstance,
  timeoutMs: number,
  databaseStallMs: number,
): void {
  fastify.addHook('onRequest', (request, reply, done) => {
    const controller = new AbortController();
    const giveUp = (reason: string, body: ApiErrorBody) => {
      controller.abort(new Error(reason));
      if (!reply.sent) void reply.code(503).header('cache-control', 'no-store').send(body);
    };
    const stall = databaseStallWatch(databaseStallMs, () =>
      giveUp('The database did not answer in time', DATABASE_UNAVAILABLE_BODY),
    );
    const ifMatch = request.headers['if-match'];
    contexts.set(request, {
      signal: controller.signal,
      databaseWait: stall.wait,
      ifMatch: Array.isArray(ifMatch) ? ifMatch.join(',') : ifMatch,
      state: {},
    });
    const timer = setTimeout(() => giveUp('Request timed out', REQUEST_TIMEOUT_BODY), timeoutMs);
    timeLimits.set(request, () => {
      clearTimeout(timer);
      stall.stop();
    });
    reply.raw.once('close', () => {
      clearTimeout(timer);
      stall.stop();
      if (gone(reply)) controller.abort(new Error('The client went away'));
    });
    done();
  });
  // A change to a case answers the version it committed, so that the client's next change can name it.
  fastify.addHook('onSend', (request, reply, payload, done) => {
    const version = contexts.get(request)?.state.caseVersion;
    if (version !== undefined && reply.statusCode < 300 && !reply.hasHeader('etag')) {
      void reply.header('etag', `"${version}"`);
    }
    done(null, payload);
  });
  // Entered after the body is read: the body's stream events do not carry the request's async context.
  fastify.addHook('preHandler', (request, _reply, done) => {
    const context = contexts.get(request);
    if (context) storage.run(context, done);
    else done();
  });
}
