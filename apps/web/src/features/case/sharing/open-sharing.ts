import { createContext, useContext } from 'react';

/**
 * Opens the Members & history drawer from elsewhere on the case screen (issue 36: the Negotiate tab's
 * "invite the other side" card opens it). Null outside a case screen: the place then offers no button.
 */
export const OpenSharingContext = createContext<(() => void) | null>(null);

export function useOpenSharing(): (() => void) | null {
  return useContext(OpenSharingContext);
}
