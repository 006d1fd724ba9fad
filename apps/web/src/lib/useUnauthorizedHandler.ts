import { Messages } from '@parley/contracts';
import { App } from 'antd';
import { useCallback } from 'react';
import { isUnauthorizedError } from './errors';
import { currentPath, loginUrlReturningTo, navigateAway, UNAUTHORIZED_REDIRECT_MS } from './navigation';

/**
 * Returns a handler that, for an unauthorised error, shows the `Unauthorized` toast and sends the browser to
 * the sign-in after 500 ms (docs/product.md, Errors), which brings them back to the page they were on. It
 * answers whether it handled the error, so callers can fall back to
 * their own message otherwise.
 */
export function useUnauthorizedHandler(): (error: unknown) => boolean {
  const { notification } = App.useApp();
  return useCallback(
    (error: unknown) => {
      if (!isUnauthorizedError(error)) return false;
      notification.error({ title: Messages.unauthorizedTitle, description: Messages.unauthorizedText });
      window.setTimeout(() => navigateAway(loginUrlReturningTo(currentPath())), UNAUTHORIZED_REDIRECT_MS);
      return true;
    },
    [notification],
  );
}
