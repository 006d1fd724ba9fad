import { Messages } from '@parley/contracts';
import { App } from 'antd';
import { useCallback } from 'react';
import { isApiError, isUnauthorizedError } from '../../lib/errors';
import { useActivateSubscriptionMutation } from './subscriptionApi';
import { welcomeTitle } from './subscription-texts';

/**
 * `Get Free Access`: activates Pro and shows the welcome toast (docs/product.md, Subscription). Answers whether it worked,
 * so the plans page can reload and the dashboard can close its dialog.
 */
export function useActivatePro(): { activate: () => Promise<boolean>; isActivating: boolean } {
  const [activateSubscription, { isLoading }] = useActivateSubscriptionMutation();
  const { notification } = App.useApp();
  const activate = useCallback(async () => {
    try {
      await activateSubscription().unwrap();
      notification.success({ title: welcomeTitle, description: Messages.proWelcomeText });
      return true;
    } catch (error) {
      if (isUnauthorizedError(error)) {
        notification.error({ title: 'Error', description: Messages.loginToSubscribe });
      } else {
        const message = isApiError(error) ? error.body?.message : undefined;
        notification.error({ title: 'Error', description: message ?? Messages.subscriptionFailed });
      }
      return false;
    }
  }, [activateSubscription, notification]);
  return { activate, isActivating: isLoading };
}
