import { useCallback, useState } from 'react';
import { messageOf } from './worker-call';

export interface WorkerFailure {
  /** Why a call failed; null until one does, and again once the person tries again. */
  failure: Error | null;
  /** Counts each Try again: a dependency of the effects that call, so that they ask once more. */
  attempt: number;
  retry: () => void;
  /** For a call's rejection. */
  fail: (error: unknown) => void;
}

/**
 * The failure state of a screen's worker calls: a job that threw or a worker that crashed is shown, with a way
 * to ask again, instead of a loading state that never ends.
 */
export function useWorkerFailure(): WorkerFailure {
  const [failure, setFailure] = useState<Error | null>(null);
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => {
    setFailure(null);
    setAttempt((count) => count + 1);
  }, []);
  const fail = useCallback((error: unknown) => {
    setFailure(error instanceof Error ? error : new Error(messageOf(error)));
  }, []);
  return { failure, attempt, retry, fail };
}
