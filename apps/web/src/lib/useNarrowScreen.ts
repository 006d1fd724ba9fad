import { useSyncExternalStore } from 'react';

/** Below this width (antd's `md` breakpoint) a screen is a phone's: the case screen folds and condenses. */
export const NARROW_QUERY = '(max-width: 767.98px)';

const subscribe = (onChange: () => void) => {
  const list = window.matchMedia(NARROW_QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
};

/** Whether the window is narrower than 768 px, following it as it changes (a rotated phone). */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(NARROW_QUERY).matches,
    () => false,
  );
}
