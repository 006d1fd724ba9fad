import { useCallback, useRef, useState } from 'react';

/**
 * `useReducer` whose latest state can also be read at once (`read`), before React renders it: for the saves that
 * run while a component unmounts or the page is hidden, which must see the change made just before.
 */
export function useSyncReducer<S, A>(
  reducer: (state: S, action: A) => S,
  initial: () => S,
): [state: S, dispatch: (action: A) => void, read: () => S] {
  const [state, setState] = useState(initial);
  const latest = useRef(state);
  const dispatch = useCallback(
    (action: A) => {
      const next = reducer(latest.current, action);
      if (next === latest.current) return;
      latest.current = next;
      setState(next);
    },
    [reducer],
  );
  const read = useCallback(() => latest.current, []);
  return [state, dispatch, read];
}
