import { useCallback, useEffect, useState } from 'react';

/**
 * `value`, but only once it has stayed unchanged for `delay` ms (the filters recompute 50 ms after the last
 * change while someone types or drags); `flush(next)` applies `next` at once, for a change that is finished
 * (a brush released, Enter pressed in the filter panel), so its result is not kept waiting for the delay.
 */
export function useDebouncedValue<T>(value: T, delay: number): [T, (next: T) => void] {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  const flush = useCallback((next: T) => setDebounced(() => next), []);
  return [debounced, flush];
}
