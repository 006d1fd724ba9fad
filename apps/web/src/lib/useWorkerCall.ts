import { useEffect, useRef, type RefObject } from 'react';
import { createWorkerCall, type WorkerCall } from './worker-call';

/**
 * A worker channel for the component's lifetime (started on mount, terminated on unmount). `startWorker`
 * and `fallback` are read once, on mount; with `enabled` false no worker is started (until it turns true).
 */
export function useWorkerCall<Request, Answer>(
  startWorker: () => Worker,
  fallback: (request: Request) => Answer,
  enabled = true,
): RefObject<WorkerCall<Request, Answer> | null> {
  const clientRef = useRef<WorkerCall<Request, Answer> | null>(null);
  const startRef = useRef({ startWorker, fallback });
  useEffect(() => {
    if (!enabled) return;
    const client = createWorkerCall(startRef.current.startWorker, startRef.current.fallback);
    clientRef.current = client;
    return () => {
      client.dispose();
      clientRef.current = null;
    };
  }, [enabled]);
  return clientRef;
}
