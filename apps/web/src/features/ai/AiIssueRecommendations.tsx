import { BulbOutlined, CheckCircleOutlined, PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { Limits, Messages, type IssueRecommendation } from '@parley/contracts';
import { aiPriorityLabel, type AiPriorityLabel } from '@parley/scoring';
import { Button, Card, Flex, Skeleton, Tag, Typography } from 'antd';
import { useId } from 'react';

export const SKELETON_COUNT = 3;

const PRIORITY_COLORS: Record<AiPriorityLabel, string> = {
  'High Priority': 'red',
  'Medium-High': 'warning',
  Medium: 'blue',
  'Low Priority': 'default',
};

export interface AiIssueRecommendationsProps {
  /** null until recommendations were generated once. */
  recommendations: readonly IssueRecommendation[] | null;
  loading: boolean;
  /** Indexes (in `recommendations`) of those already added to the case. */
  added: ReadonlySet<number>;
  /** The index being added, if any (every Add waits for it). */
  adding: number | null;
  /** The case holds the most issues it can: nothing can be added. */
  atLimit: boolean;
  /** A closed case: recommendations can be read, not added. */
  locked?: boolean;
  onGenerate: () => void;
  onAdd: (index: number) => void;
}

/** The Issues tab's side panel: AI ideas for issues, each of which can be added to the case once. */
export function AiIssueRecommendations({
  recommendations,
  loading,
  added,
  adding,
  atLimit,
  locked = false,
  onGenerate,
  onAdd,
}: AiIssueRecommendationsProps) {
  const id = useId();
  const headingId = `${id}-heading`;
  const hintId = `${id}-limit`;

  return (
    <Card
      aria-labelledby={headingId}
      role="region"
      title={
        <Typography.Title
          id={headingId}
          level={2}
          style={{
            fontSize: 18,
            margin: 0,
            whiteSpace: 'normal',
            overflowWrap: 'normal',
            wordBreak: 'normal',
          }}
        >
          <BulbOutlined aria-hidden /> AI Issue Recommendations
        </Typography.Title>
      }
    >
      <Flex justify="flex-end" style={{ marginBottom: 12 }}>
        <Button
          onClick={onGenerate}
          loading={loading}
          icon={recommendations === null ? <BulbOutlined aria-hidden /> : <ReloadOutlined aria-hidden />}
        >
          {recommendations === null ? 'Generate' : 'Refresh'}
        </Button>
      </Flex>
      {atLimit && recommendations !== null && !loading ? (
        <Typography.Paragraph type="secondary" id={hintId}>
          {Messages.tooManyIssues(Limits.issuesPerCaseMax)}
        </Typography.Paragraph>
      ) : null}
      {loading ? (
        <Flex vertical gap={12} aria-busy="true" aria-label="Loading recommendations" role="status">
          {Array.from({ length: SKELETON_COUNT }, (_, i) => (
            <Card key={i} size="small" data-testid="recommendation-skeleton">
              <Skeleton active title paragraph={{ rows: 2 }} />
            </Card>
          ))}
        </Flex>
      ) : recommendations === null ? (
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          Generate ideas for issues worth negotiating in this case, based on its name, goal and current
          issues.
        </Typography.Paragraph>
      ) : recommendations.length === 0 ? (
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          No new issues to suggest right now.
        </Typography.Paragraph>
      ) : (
        <ul aria-label="Recommended issues" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {recommendations.map((recommendation, index) => (
            <li key={index} style={{ marginTop: index === 0 ? 0 : 12 }}>
              <RecommendationCard
                recommendation={recommendation}
                nameId={`${id}-name-${index}`}
                hintId={atLimit ? hintId : undefined}
                isAdded={added.has(index)}
                isAdding={adding === index}
                addDisabled={atLimit || locked || (adding !== null && adding !== index)}
                onAdd={() => onAdd(index)}
              />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

interface RecommendationCardProps {
  recommendation: IssueRecommendation;
  nameId: string;
  hintId: string | undefined;
  isAdded: boolean;
  isAdding: boolean;
  addDisabled: boolean;
  onAdd: () => void;
}

function RecommendationCard({
  recommendation,
  nameId,
  hintId,
  isAdded,
  isAdding,
  addDisabled,
  onAdd,
}: RecommendationCardProps) {
  const label = aiPriorityLabel(recommendation.priority);
  return (
    <Card size="small">
      <Flex justify="space-between" align="start" gap={8} wrap>
        <Typography.Title id={nameId} level={3} style={{ fontSize: 15, margin: 0 }}>
          {recommendation.name}
        </Typography.Title>
        <Tag color={PRIORITY_COLORS[label]} style={{ marginInlineEnd: 0 }}>
          {label}
        </Tag>
      </Flex>
      <Typography.Paragraph style={{ margin: '8px 0' }}>{recommendation.description}</Typography.Paragraph>
      <Typography.Paragraph type="secondary" italic style={{ marginBottom: 12 }}>
        {recommendation.reasoning}
      </Typography.Paragraph>
      {isAdded ? (
        <Typography.Text type="success">
          <CheckCircleOutlined aria-hidden /> Added to your case
        </Typography.Text>
      ) : (
        <Button
          type="primary"
          size="small"
          icon={<PlusOutlined aria-hidden />}
          loading={isAdding}
          disabled={addDisabled}
          aria-describedby={hintId ? `${nameId} ${hintId}` : nameId}
          onClick={onAdd}
        >
          Add to Case
        </Button>
      )}
    </Card>
  );
}
