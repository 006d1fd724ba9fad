import { EventSubscriber } from 'typeorm';
import type { EntitySubscriberInterface, TransactionCommitEvent } from 'typeorm';
import { currentRequest } from '../common/request/request-context.js';
import { RequestAbandonedError } from '../common/exceptions/request-abandoned.error.js';

/**
 * Rolls back a transaction whose request nobody waits for any more (the client left, or the request timed
 * out and already answered 503): a change the person was told failed must not appear later.
 */
@EventSubscriber()
export class AbandonedRequestSubscriber implements EntitySubscriberInterface {
  beforeTransactionCommit(_event: TransactionCommitEvent): void {
    const signal = currentRequest()?.signal;
    if (signal?.aborted) throw new RequestAbandonedError(signal.reason);
  }
}
