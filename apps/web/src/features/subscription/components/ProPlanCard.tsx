import { CheckCircleFilled, CrownFilled } from '@ant-design/icons';
import { Plan } from '@parley/contracts';
import { Card, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import '../subscription.css';

const PRO_FEATURES = [
  'Unlimited negotiation cases',
  'Scenario explorer and printable reports',
  'AI strategic insights',
  'Cancel anytime',
];

/** The one plan: Pro at $4.99 per month, with its action (Get Free Access, checkout, or Currently Subscribed). */
export function ProPlanCard({ action, footer }: { action: ReactNode; footer?: ReactNode }) {
  return (
    <Card className="sub-plan-card" data-testid="pro-plan">
      <Flex vertical gap="middle">
        <Flex align="center" gap="small">
          <CrownFilled aria-hidden />
          <Typography.Title level={2} className="sub-plan-title">
            Pro
          </Typography.Title>
        </Flex>
        <Typography.Text>
          <span className="sub-price">{Plan.priceLabel}</span> per month
        </Typography.Text>
        <Flex vertical gap="small" component="ul" className="sub-feature-list">
          {PRO_FEATURES.map((feature) => (
            <li key={feature}>
              <Typography.Text>
                <CheckCircleFilled aria-hidden /> {feature}
              </Typography.Text>
            </li>
          ))}
        </Flex>
        {action}
        {footer}
      </Flex>
    </Card>
  );
}
