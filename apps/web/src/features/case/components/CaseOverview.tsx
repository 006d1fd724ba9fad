import { scoredIssuesOf } from '@parley/contracts';
import { AimOutlined, OrderedListOutlined, TeamOutlined, TrophyOutlined } from '@ant-design/icons';
import { totalsRange } from '@parley/scoring';
import { Card, Col, Descriptions, Flex, Row, Skeleton } from 'antd';
import { memo, Suspense, type ReactNode } from 'react';
import { StatCard } from '../../../components/StatCard';
import { StatusTag } from '../../../components/StatusTag';
import { FinalAgreementCard, type FinalAgreementCardProps } from './FinalAgreementCard';
import { SectionTitle } from '../../../components/layout/SectionTitle';
import { useMountedLater } from '../../../lib/useMountedLater';

/** Overview tab: Case Information, the four figures (issues, both best totals, parties), Final Agreement. */
export interface CaseOverviewProps extends FinalAgreementCardProps {
  /** Between the figures and the Final Agreement: the scenario explorer, which may load lazily. */
  scenarioExplorer?: ReactNode;
}

/** Memoised: choosing another tab renders the case screen again, and the Overview, hidden, need not follow. */
export const CaseOverview = memo(function CaseOverview({
  detail,
  onAgree,
  scenarioExplorer,
}: CaseOverviewProps) {
  const { case: caseItem } = detail;
  const range = totalsRange(scoredIssuesOf(detail));
  const later = useMountedLater();
  return (
    <Flex vertical gap={24}>
      <Card title={<SectionTitle>Case Information</SectionTitle>}>
        <Descriptions column={1} bordered={false}>
          <Descriptions.Item label="Goal">{caseItem.goal || 'No goal specified'}</Descriptions.Item>
          <Descriptions.Item label="Status">
            <StatusTag status={caseItem.status} />
          </Descriptions.Item>
          {caseItem.description ? (
            <Descriptions.Item label="Description">
              <span className="pre-wrap">{caseItem.description}</span>
            </Descriptions.Item>
          ) : null}
        </Descriptions>
      </Card>
      <Row gutter={[16, 16]} role="list" aria-label="Case figures">
        <Col xs={12} lg={6} role="listitem">
          <StatCard title="Issues" value={detail.issues.length} icon={<OrderedListOutlined />} />
        </Col>
        <Col xs={12} lg={6} role="listitem">
          <StatCard title="Your Max" value={range.userMax} icon={<TrophyOutlined />} concept="maxTotal" />
        </Col>
        <Col xs={12} lg={6} role="listitem">
          <StatCard
            title="Opponent Max"
            value={range.opponentMax}
            icon={<AimOutlined />}
            concept="maxTotal"
          />
        </Col>
        <Col xs={12} lg={6} role="listitem">
          <StatCard title="Parties" value={detail.parties.length} icon={<TeamOutlined />} />
        </Col>
      </Row>
      {scenarioExplorer ? (
        <Suspense
          fallback={<Skeleton active paragraph={{ rows: 8 }} aria-label="Loading the scenario explorer" />}
        >
          {scenarioExplorer}
        </Suspense>
      ) : null}
      {/* Below the explorer, and a select per issue: mounted after the first paint (lib/useMountedLater). */}
      {later ? (
        <FinalAgreementCard detail={detail} onAgree={onAgree} />
      ) : (
        <Card title={<SectionTitle>Final Agreement</SectionTitle>} aria-busy="true">
          <Skeleton active paragraph={{ rows: 3 }} />
        </Card>
      )}
    </Flex>
  );
});
