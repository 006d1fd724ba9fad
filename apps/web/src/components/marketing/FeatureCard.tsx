import { Card, Typography } from 'antd';
import type { ReactNode } from 'react';
import './FeatureCard.css';

export interface Feature {
  icon: ReactNode;
  title: string;
  text: string;
}

/** One feature of the product on the marketing pages: an icon, a title and a sentence. `large` on the landing. */
export function FeatureCard({ feature, large = false }: { feature: Feature; large?: boolean }) {
  return (
    <Card className={large ? 'full-height feature-card-large' : 'full-height'}>
      <div aria-hidden className="feature-card-icon">
        {feature.icon}
      </div>
      <Typography.Title level={3} className="feature-card-title">
        {feature.title}
      </Typography.Title>
      <Typography.Paragraph className="feature-card-text">{feature.text}</Typography.Paragraph>
    </Card>
  );
}
