import { CheckCircleFilled, ClockCircleOutlined, CrownFilled, GiftOutlined } from '@ant-design/icons';
import { Card, Skeleton, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { PRODUCT_NAME } from '../../components/Logo';
import { formatDate } from '../../lib/format';
import { PRO_PRICE_MONTHLY, TRIAL_DAYS, TRIAL_LABEL } from '../../lib/pricing';
import './StatusCard.css';

/** What the landing page needs to know of the visitor's subscription. */
export interface LandingSubscription {
  subscriptionStatus: string;
  hasAccess: boolean;
  trialEndsAt: string | null;
  createdAt: string | null;
  /** Days left in the trial by the server's clock, as the badge, banner and plans page count them. */
  daysLeft: number;
}

export interface StatusCardProps {
  subscription?: LandingSubscription | null;
  /** The signed-in visitor's status is on its way: a placeholder, not the signed-out offer, stands in. */
  loading?: boolean;
}

const TITLE_ID = 'status-card-title';

function daysLeftText(days: number): string {
  return `${days} ${days === 1 ? 'day' : 'days'} left`;
}

function StatusShell({
  tag,
  icon,
  title,
  children,
}: {
  tag: ReactNode;
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={TITLE_ID} data-testid="status-card">
      <Card className="status-card">
        <div className="status-card-tag">{tag}</div>
        <div className="status-card-head">
          <span aria-hidden className="status-card-icon">
            {icon}
          </span>
          <Typography.Title id={TITLE_ID} level={2} className="status-card-title">
            {title}
          </Typography.Title>
        </div>
        {children}
      </Card>
    </section>
  );
}

/**
 * The hero's card: the visitor's plan (Pro, trial, trial over) or, for everyone else, the free-trial offer;
 * a placeholder while a signed-in visitor's plan loads.
 */
export function StatusCard({ subscription, loading = false }: StatusCardProps) {
  const status = subscription?.subscriptionStatus;

  if (loading && !subscription) {
    return (
      <section aria-label="Your plan" aria-busy="true" data-testid="status-card">
        <Card className="status-card">
          <Skeleton active title paragraph={{ rows: 2 }} />
        </Card>
      </section>
    );
  }

  if (subscription && status === 'active') {
    const since = subscription.createdAt ? formatDate(subscription.createdAt) : 'recently';
    return (
      <StatusShell
        tag={<Tag color="success">Pro Active</Tag>}
        icon={<CrownFilled />}
        title={`${PRODUCT_NAME} Pro Subscriber`}
      >
        <Typography.Paragraph className="status-card-text">
          You have full access to every feature and unlimited negotiation cases.
        </Typography.Paragraph>
        <Typography.Text type="secondary">Pro subscriber since {since}</Typography.Text>
      </StatusShell>
    );
  }

  if (subscription && status === 'trial') {
    const active = subscription.hasAccess;
    return (
      <StatusShell
        tag={<Tag color="blue">Free Trial Active</Tag>}
        icon={<ClockCircleOutlined />}
        title={active ? 'Trial Active' : 'Trial Expired'}
      >
        {active ? (
          <Typography.Paragraph strong className="status-card-days">
            {daysLeftText(subscription.daysLeft)}
          </Typography.Paragraph>
        ) : null}
        <Typography.Paragraph className="status-card-hint">
          {active
            ? 'Upgrade to Pro for unlimited access.'
            : 'Your free trial has ended. Upgrade to continue using all features.'}
        </Typography.Paragraph>
      </StatusShell>
    );
  }

  return (
    <StatusShell tag={<Tag color="blue">{TRIAL_LABEL}</Tag>} icon={<GiftOutlined />} title="Start Free">
      <Typography.Paragraph className="status-card-price">
        then <strong>{PRO_PRICE_MONTHLY}</strong>
      </Typography.Paragraph>
      <ul className="mkt-check-list status-card-text">
        <li>
          <CheckCircleFilled aria-hidden className="icon-success" />
          {TRIAL_DAYS} days of full access
        </li>
        <li>
          <CheckCircleFilled aria-hidden className="icon-success" />
          No credit card required
        </li>
      </ul>
    </StatusShell>
  );
}
