import { OrderedListOutlined, SlidersOutlined } from '@ant-design/icons';
import { Card, Flex, Typography } from 'antd';
import { ButtonLink } from '../../../components/ButtonLink';
import { SectionTitle } from '../../../components/layout/SectionTitle';
import './ScoringSetupNotice.css';

interface ScoringSetupNoticeProps {
  issuesTabHref: string;
  pointsTabHref: string;
  /** What is missing: the issues (then the points too), or only the points. */
  missing: 'issues' | 'points';
}

/** The notice's sentence, naming what is missing. */
export const SETUP_MISSING_TEXT: Record<ScoringSetupNoticeProps['missing'], string> = {
  issues: 'Add at least one issue with its options, then set both parties’ points, to see your strategy.',
  points: 'No points are set yet: set both parties’ points in Smart Points to see your strategy.',
};

/** Shown instead of the strategy until the case has issues and points. */
export function ScoringSetupNotice({ issuesTabHref, pointsTabHref, missing }: ScoringSetupNoticeProps) {
  return (
    <Card>
      <Flex vertical align="center" gap={12} className="scoring-setup-notice">
        <SectionTitle>Complete scoring setup first</SectionTitle>
        <Typography.Paragraph type="secondary" className="m-0">
          {SETUP_MISSING_TEXT[missing]}
        </Typography.Paragraph>
        <Flex gap={8} wrap justify="center">
          <ButtonLink
            to={issuesTabHref}
            type={missing === 'issues' ? 'primary' : 'default'}
            icon={<OrderedListOutlined aria-hidden />}
          >
            Add Issues
          </ButtonLink>
          <ButtonLink
            to={pointsTabHref}
            type={missing === 'points' ? 'primary' : 'default'}
            icon={<SlidersOutlined aria-hidden />}
          >
            Set Points
          </ButtonLink>
        </Flex>
      </Flex>
    </Card>
  );
}
