import type { ConceptKey } from '@parley/contracts';
import { Card, Statistic } from 'antd';
import type { ReactNode } from 'react';
import { Concept } from './Concept';

interface StatCardProps {
  title: string;
  value: number | string;
  icon: ReactNode;
  loading?: boolean;
  /** The concept the title names: the title then explains itself on hover, focus and tap. */
  concept?: ConceptKey;
}

/** One figure with its title and icon, as on the dashboard and the case overview. */
export function StatCard({ title, value, icon, loading = false, concept }: StatCardProps) {
  return (
    <Card size="small" data-testid="stat-card">
      <Statistic
        title={concept ? <Concept term={concept}>{title}</Concept> : title}
        value={value}
        prefix={<span aria-hidden>{icon}</span>}
        loading={loading}
      />
    </Card>
  );
}
