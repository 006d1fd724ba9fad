import { Card, Typography } from 'antd';
import type { ReactNode } from 'react';
import './SectionCard.css';

interface SectionCardProps {
  title: string;
  extra?: ReactNode;
  children: ReactNode;
}

/** A card with a level-2 heading, as the case overview's sections have. */
export function SectionCard({ title, extra, children }: SectionCardProps) {
  return (
    <Card
      title={
        <Typography.Title level={2} className="section-card-title">
          {title}
        </Typography.Title>
      }
      extra={extra}
    >
      {children}
    </Card>
  );
}
