import { OrderedListOutlined, SlidersOutlined } from '@ant-design/icons';
import { Card, Flex, Typography } from 'antd';
import { ButtonLink } from '../../../components/ButtonLink';
import { SectionTitle } from '../../../components/layout/SectionTitle';
import './ScoringSetupNotice.css';

interface ScoringSetupNoticeProps {
  issuesTabHref: string;
  pointsTabHref: string;
}

/** Shown instead of the strategy until the case has issues and points. */
export function ScoringSetupNotice({ issuesTabHref, pointsTabHref }: ScoringSetupNoticeProps) {
  return (
    <Card>
      <Flex vertical align="center" gap={12} className="scoring-setup-notice">
        <SectionTitle>Complete scoring setup first</SectionTitle>
        <Typography.Paragraph type="secondary" className="m-0">
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
