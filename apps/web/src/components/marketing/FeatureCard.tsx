import { Card, Typography } from 'antd';
import type { ReactNode } from 'react';

export interface Feature {
  icon: ReactNode;
  title: string;
  text: string;
}

/** One feature of the product on the marketing pages: an icon, a title and a sentence. `large` on the landing. */
export function FeatureCard({ feature, large = false }: { feature: Feature; large?: boolean }) {
  return (
    <Card style={{ height: '100%' }}>
      <div aria-hidden style={{ fontSize: large ? 28 : 24, color: '#1d4ed8', marginBottom: large ? 12 : 8 }}>
        {feature.icon}
      </div>
      <Typography.Title level={3} style={{ fontSize: large ? 20 : 18 }}>
        {feature.title}
      </Typography.Title>
      <Typography.Paragraph style={{ color: '#475569', marginBottom: 0 }}>
        {feature.text}
      </Typography.Paragraph>
    </Card>
  );
}
