import { useMediaQuery } from './useMediaQuery';

/** Below this width (antd's `md` breakpoint) a screen is a phone's: the case screen folds and condenses. */
export const NARROW_QUERY = '(max-width: 767.98px)';

/** Whether the window is narrower than 768 px, following it as it changes (a rotated phone). */
export function useNarrowScreen(): boolean {
  return useMediaQuery(NARROW_QUERY);
}
