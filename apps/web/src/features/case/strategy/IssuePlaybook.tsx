import { Card, Col, Flex, Row, Tag, Typography } from 'antd';
import { Concept } from '../../../components/Concept';
import { ImportanceBar } from './ImportanceBar';
import { SectionCard } from './SectionCard';
import { palette } from '../../../lib/theme';
import { CATEGORY_COLORS, CATEGORY_LABELS, type IssueStrategy } from './strategy-model';
import { useStage } from './useStage';
import './IssuePlaybook.css';

const YOUR_COLOR = palette.primary;
const OPPONENT_COLOR = palette.opponent;

function IssueCard({ issue }: { issue: IssueStrategy }) {
  return (
    <Card
      size="small"
      role="group"
      aria-label={issue.name}
      title={
        <Typography.Title level={3} className="issue-playbook-title">
          {issue.name}
        </Typography.Title>
      }
      extra={<Tag color={CATEGORY_COLORS[issue.category]}>{CATEGORY_LABELS[issue.category]}</Tag>}
      className="full-height"
    >
      <Flex vertical gap={8}>
        <ImportanceBar
          label="Your swing"
          issueName={issue.name}
          importance={issue.yourImportance}
          color={YOUR_COLOR}
        />
        <ImportanceBar
          label="Their swing"
          issueName={issue.name}
          importance={issue.opponentImportance}
          color={OPPONENT_COLOR}
        />
        <Typography.Text strong>Talking points</Typography.Text>
        <ul aria-label={`Talking points for ${issue.name}`} className="issue-playbook-points">
          {issue.talkingPoints.map((point) => (
            <li key={point}>
              <Typography.Text>{point}</Typography.Text>
            </li>
          ))}
        </ul>
      </Flex>
    </Card>
  );
}

/** Cards drawn in the first commit; the rest follow in a second one (a card is about 45 elements of antd). */
const FIRST_CARDS = 6;

/** Per issue: both sides' swing, its category and what to say about it. */
export function IssuePlaybook({ issues }: { issues: IssueStrategy[] }) {
  // Twelve cards in one commit (and the layout after it) made a long task: the first cards come first.
  const stage = useStage(issues.length > FIRST_CARDS ? 1 : 0);
  const shown = stage === 0 ? issues.slice(0, FIRST_CARDS) : issues;
  return (
    <SectionCard title="Actionable Issue Playbook" startFolded>
      {issues.length === 0 ? (
        <Typography.Text type="secondary">
          The issue playbook needs both parties: your side and the opponent.
        </Typography.Text>
      ) : (
        <Flex vertical gap={16}>
          <Typography.Paragraph type="secondary" className="m-0">
            Each card shows both sides&apos; <Concept term="importance">swing</Concept> on the issue (how far
            it alone can move each total) and its <Concept term="categories">category</Concept>, then what to
            say about it.
          </Typography.Paragraph>
          <Row gutter={[16, 16]}>
            {shown.map((issue) => (
              <Col key={issue.id} xs={24} lg={12}>
                <IssueCard issue={issue} />
              </Col>
            ))}
          </Row>
        </Flex>
      )}
    </SectionCard>
  );
}
