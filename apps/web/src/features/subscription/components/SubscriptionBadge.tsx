import type { SubscriptionStatusResponse } from '@parley/contracts';
import { Button, Space, Tag } from 'antd';
import '../subscription.css';

export interface SubscriptionBadgeProps {
  status: SubscriptionStatusResponse | undefined;
  onUpgrade: () => void;
}

/** The dashboard's subscription badge (docs/product.md, Subscription): the trial's days, its last day, its end, Pro, or Upgrade. */
export function SubscriptionBadge({ status, onUpgrade }: SubscriptionBadgeProps) {
  if (!status) return null;
  const upgrade = (
    <Button size="small" type="primary" onClick={onUpgrade}>
      Upgrade
    </Button>
  );
  if (status.subscriptionStatus === 'active') {
    return (
      <Tag color="success" data-testid="subscription-badge">
        Pro
      </Tag>
    );
  }
  if (!status.hasAccess) {
    return (
      <Space size="small">
        <Tag color="error" className="sub-pulse" data-testid="subscription-badge">
          Trial Expired
        </Tag>
        {upgrade}
      </Space>
    );
  }
  if (status.subscriptionStatus === 'trial') {
    return (
      <Tag variant="outlined" data-testid="subscription-badge">
        {status.daysLeft > 1 ? `Trial (${status.daysLeft}d)` : 'Last Day'}
      </Tag>
    );
  }
  return upgrade;
}
