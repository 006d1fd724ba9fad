import { OrderedListOutlined, SlidersOutlined } from '@ant-design/icons';
import { Card, Flex, Typography } from 'antd';
import { ButtonLink } from '../../../components/ButtonLink';

interface ScoringSetupNoticeProps {
  issuesTabHref: string;
  pointsTabHref: string;
}

/** Shown instead of the strategy until the case has issues and points. */
export function ScoringSetupNotice({ issuesTabHref, pointsTabHref }: ScoringSetupNoticeProps) {
  return (
    <Card>
      <Flex vertical align="center" gap={12} style={{ textAlign: 'center', padding: '24px 0' }}>
        <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
          Complete scoring setup first
        </Typography.Title>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          Add the issues with their options and set both parties&apos; points to see your strategy.
        </Typography.Paragraph>
        <Flex gap={8} wrap justify="center">
          <ButtonLink to={issuesTabHref} type="primary" icon={<OrderedListOutlined aria-hidden />}>
            Add Issues
          </ButtonLink>
          <ButtonLink to={pointsTabHref} icon={<SlidersOutlined aria-hidden />}>
            Set Points
          </ButtonLink>
        </Flex>
      </Flex>
    </Card>
  );
}
