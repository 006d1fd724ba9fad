import { useMediaQuery } from './useMediaQuery';

/** The person's system setting: less motion on the screen (vestibular disorders, or simply a preference). */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/** Whether the person asked their system for reduced motion, following the setting as it changes. */
export function useReducedMotion(): boolean {
  return useMediaQuery(REDUCED_MOTION_QUERY);
}
