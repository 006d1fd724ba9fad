import { Card, Statistic } from 'antd';
import type { ReactNode } from 'react';

interface StatCardProps {
  title: string;
  value: number | string;
  icon: ReactNode;
  loading?: boolean;
}

/** One figure with its title and icon, as on the dashboard and the case overview. */
export function StatCard({ title, value, icon, loading = false }: StatCardProps) {
  return (
    <Card size="small" data-testid="stat-card">
      <Statistic title={title} value={value} prefix={<span aria-hidden>{icon}</span>} loading={loading} />
    </Card>
  );
}
