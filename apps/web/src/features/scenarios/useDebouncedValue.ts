import { useEffect, useState } from 'react';

/** `value`, but only once it has stayed unchanged for `delay` ms (the filters recompute 50 ms after the last change). */
export function useDebouncedValue<T>(value: T, delay: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}
