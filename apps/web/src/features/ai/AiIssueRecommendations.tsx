import { BulbOutlined, CheckCircleOutlined, PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { Limits, Messages, type IssueRecommendation } from '@parley/contracts';
import { aiPriorityLabel, type AiPriorityLabel } from '@parley/scoring';
import { Button, Card, Flex, Skeleton, Tag, Typography } from 'antd';
import { useId } from 'react';
import './AiIssueRecommendations.css';

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
        <Typography.Title id={headingId} level={2} className="ai-recommendations-title">
          <BulbOutlined aria-hidden /> AI Issue Recommendations
        </Typography.Title>
      }
    >
      <Flex justify="flex-end" className="ai-recommendations-spaced">
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
        <Typography.Paragraph type="secondary" className="m-0">
          Generate ideas for issues worth negotiating in this case, based on its name, goal and current
          issues.
        </Typography.Paragraph>
      ) : recommendations.length === 0 ? (
        <Typography.Paragraph type="secondary" className="m-0">
          No new issues to suggest right now.
        </Typography.Paragraph>
      ) : (
        <ul aria-label="Recommended issues" className="ai-recommendations-list">
          {recommendations.map((recommendation, index) => (
            <li key={index} className="ai-recommendation">
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
        <Typography.Title id={nameId} level={3} className="ai-recommendation-name">
          {recommendation.name}
        </Typography.Title>
        <Tag color={PRIORITY_COLORS[label]} className="tag-flush">
          {label}
        </Tag>
      </Flex>
      <Typography.Paragraph className="ai-recommendation-description">
        {recommendation.description}
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary" italic className="ai-recommendation-reasoning">
        {recommendation.reasoning}
      </Typography.Paragraph>
      {recommendation.options.length > 0 ? (
        // The options Add to Case creates the issue with.
        <Typography.Paragraph className="ai-recommendations-spaced">
          Options: {recommendation.options.join(' · ')}
        </Typography.Paragraph>
      ) : null}
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
