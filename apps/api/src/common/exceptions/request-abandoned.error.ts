/** A change rolled back because nobody waits for its answer any more (the client left, or it timed out). */
export class RequestAbandonedError extends Error {
  constructor(reason: unknown) {
    super(`Rolled back: ${reason instanceof Error ? reason.message : 'the request was abandoned'}`);
    this.name = 'RequestAbandonedError';
  }
}
