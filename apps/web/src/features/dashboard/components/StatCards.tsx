import {
  CheckCircleOutlined,
  FolderOpenOutlined,
  RiseOutlined,
  ThunderboltOutlined,
} from '@ant-design/icons';
import { Card, Col, Row, Statistic } from 'antd';
import { successRateLabel, type DashboardStats } from '@parley/scoring';
import type { ReactNode } from 'react';

interface StatCardsProps {
  stats: DashboardStats;
  loading: boolean;
}

interface StatCardProps {
  title: string;
  value: number | string;
  icon: ReactNode;
  loading: boolean;
}

function StatCard({ title, value, icon, loading }: StatCardProps) {
  return (
    <Card size="small" data-testid="stat-card">
      <Statistic title={title} value={value} prefix={<span aria-hidden>{icon}</span>} loading={loading} />
    </Card>
  );
}

/** Total Cases, Active, Completed and Success Rate (SPEC §2/§9), as computed by @parley/scoring. */
export function StatCards({ stats, loading }: StatCardsProps) {
  return (
    <Row gutter={[16, 16]} role="list" aria-label="Case statistics">
      <Col xs={12} lg={6} role="listitem">
        <StatCard
          title="Total Cases"
          value={stats.totalCases}
          icon={<FolderOpenOutlined />}
          loading={loading}
        />
      </Col>
      <Col xs={12} lg={6} role="listitem">
        <StatCard title="Active" value={stats.active} icon={<ThunderboltOutlined />} loading={loading} />
      </Col>
      <Col xs={12} lg={6} role="listitem">
        <StatCard
          title="Completed"
          value={stats.completed}
          icon={<CheckCircleOutlined />}
          loading={loading}
        />
      </Col>
      <Col xs={12} lg={6} role="listitem">
        <StatCard
          title="Success Rate"
          value={successRateLabel(stats.successRate)}
          icon={<RiseOutlined />}
          loading={loading}
        />
      </Col>
    </Row>
  );
}
