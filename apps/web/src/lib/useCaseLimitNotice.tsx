import { ErrorCode } from '@parley/contracts';
import { App, Button } from 'antd';
import { useCallback, type MouseEvent } from 'react';
import { useHref, useLinkClickHandler } from 'react-router-dom';
import { isApiError } from './errors';

export const CASE_LIMIT_TITLE = 'Case limit reached';
const PLANS = '/subscription';
const NOTICE_KEY = 'case-limit';

/**
 * Over the trial's case limit (a new case, a template, the sample, an import or a copy): says so with the
 * API's words ("Your free trial includes 3 cases. Upgrade to Pro for unlimited cases.") and an `Upgrade` link
 * to the plans page, a real link (its address opens in a new tab when asked; a plain click moves inside the
 * app). Answers whether the error was that refusal. The toast is drawn outside the router (antd's App), so
 * the link's address and click handler are made here, inside it.
 */
export function useCaseLimitNotice(): (error: unknown) => boolean {
  const { notification } = App.useApp();
  const href = useHref(PLANS);
  const followLink = useLinkClickHandler<HTMLAnchorElement>(PLANS);
  return useCallback(
    (error: unknown) => {
      if (!isApiError(error) || error.body?.code !== ErrorCode.CaseLimitReached) return false;
      notification.warning({
        key: NOTICE_KEY,
        title: CASE_LIMIT_TITLE,
        description: error.body.message,
        actions: (
          <Button
            type="primary"
            size="small"
            href={href}
            onClick={(event) => {
              followLink(event as MouseEvent<HTMLAnchorElement>);
              if (event.defaultPrevented) notification.destroy(NOTICE_KEY);
            }}
          >
            Upgrade
          </Button>
        ),
      });
      return true;
    },
    [notification, href, followLink],
  );
}
