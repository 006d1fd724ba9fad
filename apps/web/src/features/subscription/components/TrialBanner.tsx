import type { SubscriptionStatusResponse } from '@parley/contracts';
import { showsTrialBanner } from '@parley/scoring';
import { Alert, Button } from 'antd';
import { daysText } from '../subscription-texts';

export interface TrialBannerProps {
  status: SubscriptionStatusResponse | undefined;
  onUpgrade: () => void;
}

/** docs/product.md, Screens and texts: shown while the trial runs with 2 or fewer days left. */
export function TrialBanner({ status, onUpgrade }: TrialBannerProps) {
  if (!status || status.subscriptionStatus !== 'trial' || !status.hasAccess) return null;
  if (!showsTrialBanner(status.daysLeft)) return null;
  return (
    <Alert
      type="warning"
      showIcon
      role="status"
      title={`${daysText(status.daysLeft)} left in your free trial`}
      action={
        <Button type="primary" onClick={onUpgrade}>
          Upgrade Now
        </Button>
      }
    />
  );
}
