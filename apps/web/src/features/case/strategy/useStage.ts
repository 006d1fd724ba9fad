import { startTransition, useEffect, useState } from 'react';

/**
 * 0 on the first render, then 1, 2, … up to `last`, each step a background (transition) render that starts
 * once the previous step has committed. A long screen then mounts in several commits, each small enough not
 * to block the page (React yields to the browser between them), the first one holding what must show first.
 */
export function useStage(last: number): number {
  const [stage, setStage] = useState(0);
  useEffect(() => {
    if (stage < last) startTransition(() => setStage(stage + 1));
  }, [stage, last]);
  return stage;
}
