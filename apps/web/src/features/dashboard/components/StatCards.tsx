import {
  CheckCircleOutlined,
  FolderOpenOutlined,
  RiseOutlined,
  ThunderboltOutlined,
} from '@ant-design/icons';
import { Col, Row } from 'antd';
import { successRateLabel, type DashboardStats } from '@parley/scoring';
import { StatCard } from '../../../components/StatCard';

interface StatCardsProps {
  stats: DashboardStats;
  loading: boolean;
}

/** Total Cases, Active, Completed and Success Rate (docs/product.md, Screens and texts), as computed by @parley/scoring. */
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
          concept="successRate"
        />
      </Col>
    </Row>
  );
}
