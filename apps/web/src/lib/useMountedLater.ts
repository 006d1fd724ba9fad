import { startTransition, useEffect, useState } from 'react';

/**
 * False on the first render, then true from a background (transition) render right after it: what a screen
 * shows below the fold mounts after the first paint and in its own commit, so that neither the first
 * commit nor the later one is a long task. React yields to the browser between the two.
 */
export function useMountedLater(): boolean {
  const [later, setLater] = useState(false);
  useEffect(() => {
    startTransition(() => setLater(true));
  }, []);
  return later;
}
