import {
  Limits,
  type CaseDetailResponse,
  type CreateIssueRequest,
  type IssueRecommendation,
} from '@parley/contracts';
import { App } from 'antd';
import { useState } from 'react';
import { useUnauthorizedHandler } from '../../lib/useUnauthorizedHandler';
import { issueFromRecommendation, issuesRequestOf } from './ai-model';
import { useRecommendIssuesMutation } from './aiApi';
import { AiIssueRecommendations } from './AiIssueRecommendations';

export interface AiIssuePanelProps {
  detail: CaseDetailResponse;
  /** Adds the chosen recommendation to the case; rejects when that fails (the panel says so). */
  onAddIssue: (issue: CreateIssueRequest) => Promise<void>;
}

/**
 * The Issues tab's AI panel: asks the API for issue ideas and hands the chosen ones to `onAddIssue` (the case
 * screen saves them); {@link AiIssueRecommendations} draws it.
 */
export function AiIssuePanel({ detail, onAddIssue }: AiIssuePanelProps) {
  const caseId = detail.case.id;
  const [recommendIssues, { isLoading }] = useRecommendIssuesMutation();
  const { notification } = App.useApp();
  const handleUnauthorized = useUnauthorizedHandler();
  const [recommendations, setRecommendations] = useState<IssueRecommendation[] | null>(null);
  const [added, setAdded] = useState<ReadonlySet<number>>(() => new Set());
  const [adding, setAdding] = useState<number | null>(null);

  /** A 401 has its own toast and redirect; anything else gets `Error` with what failed. */
  const reportFailure = (error: unknown, description: string) => {
    if (!handleUnauthorized(error)) notification.error({ title: 'Error', description });
  };

  const generate = async () => {
    try {
      const { recommendations: found } = await recommendIssues({
        caseId,
        body: issuesRequestOf(detail),
      }).unwrap();
      setRecommendations(found);
      setAdded(new Set());
      notification.success({
        title: 'AI Recommendations Generated',
        description: `Found ${found.length} potential issues to consider`,
      });
    } catch (error) {
      reportFailure(error, 'Failed to generate AI recommendations');
    }
  };

  const add = async (index: number) => {
    const recommendation = recommendations?.[index];
    if (!recommendation || added.has(index) || adding !== null) return;
    const body = issueFromRecommendation(recommendation);
    setAdding(index);
    try {
      await onAddIssue(body);
      setAdded((current) => new Set(current).add(index));
      notification.success({
        title: 'Issue Added',
        description: `"${body.name}" has been added to your negotiation case`,
      });
    } catch (error) {
      reportFailure(error, 'Failed to create issue');
    } finally {
      setAdding(null);
    }
  };

  return (
    <AiIssueRecommendations
      recommendations={recommendations}
      loading={isLoading}
      added={added}
      adding={adding}
      atLimit={detail.issues.length >= Limits.issuesPerCaseMax}
      locked={detail.case.status === 'closed'}
      onGenerate={() => void generate()}
      onAdd={(index) => void add(index)}
    />
  );
}
