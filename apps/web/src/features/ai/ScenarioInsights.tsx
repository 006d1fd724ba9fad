import { BulbOutlined, ReloadOutlined, RobotOutlined } from '@ant-design/icons';
import type { CaseDetailResponse, ScenarioAnalysisResponse } from '@parley/contracts';
import type { ScenarioSelection } from '@parley/scoring';
import { Alert, Button, Card, Flex, Skeleton, Typography } from 'antd';
import { useId, useMemo, useState } from 'react';
import { Concept } from '../../components/Concept';
import { RetryAlert } from '../../components/RetryAlert';
import { isApiError } from '../../lib/errors';
import { useUnauthorizedHandler } from '../../lib/useUnauthorizedHandler';
import { scenarioAnalysisRequestOf } from './ai-model';
import { useAnalyzeScenariosMutation } from './aiApi';
import { AiSourceTag } from './AiSourceTag';
import './AiInsightsView.css';
import './ScenarioInsights.css';

export interface ScenarioInsightsProps {
  detail: CaseDetailResponse;
  /** The explorer's selection (null: none), which the insights are about when there is one. */
  selection: ScenarioSelection | null;
}

interface Answered {
  answer: ScenarioAnalysisResponse;
  /** The request the answer is for, to tell when the selection has moved on. */
  requestKey: string;
  filtered: boolean;
}

/** The API's own message for a failed request (e.g. 502 "The AI is unavailable"), else a plain one. */
function failureText(error: unknown): string {
  const message = isApiError(error) ? (error.body?.message ?? null) : null;
  return message ?? 'The request did not get through. Check the connection and try again.';
}

/**
 * "Scenario insights": the AI's reading of the scenarios, or of the explorer's selection when there is one,
 * asked for with a button (never on every brush) from `POST /api/ai/scenario-analysis`. The server computes
 * every figure from the stored case and the selection's ranges; the answer says whether a model or the
 * offline rules wrote it. When the selection changes after an answer, the card offers a refresh.
 */
export function ScenarioInsights({ detail, selection }: ScenarioInsightsProps) {
  const id = useId();
  const [analyze, { isLoading }] = useAnalyzeScenariosMutation();
  const [answered, setAnswered] = useState<Answered | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const handleUnauthorized = useUnauthorizedHandler();
  const request = useMemo(() => scenarioAnalysisRequestOf(detail, selection), [detail, selection]);
  const requestKey = JSON.stringify(request);
  const stale = answered !== null && answered.requestKey !== requestKey;

  const ask = async () => {
    setFailure(null);
    try {
      const answer = await analyze(request).unwrap();
      setAnswered({ answer, requestKey, filtered: request.isFiltered });
    } catch (error) {
      if (!handleUnauthorized(error)) setFailure(failureText(error));
    }
  };

  const scope = selection === null ? 'all scenarios' : 'the scenarios selected in the explorer';
  return (
    <Card
      role="region"
      aria-labelledby={`${id}-title`}
      aria-busy={isLoading}
      extra={answered && !isLoading ? <AiSourceTag source={answered.answer.source} /> : null}
      title={
        <Typography.Title id={`${id}-title`} level={2} className="ai-insights-title">
          <RobotOutlined aria-hidden /> Scenario insights
        </Typography.Title>
      }
    >
      <Flex vertical gap={12}>
        {answered === null && !isLoading && failure === null ? (
          <>
            <Typography.Paragraph className="ai-insights-text">
              A reading of {scope}, written from the figures Parley computes for this case: the{' '}
              <Concept term="efficientDeals">frontier</Concept>, the{' '}
              <Concept term="walkAway">walk-away totals</Concept>, the <Concept term="trade">trades</Concept>
              {selection === null ? '' : ' and your selection'}.
            </Typography.Paragraph>
            <div>
              <Button type="primary" icon={<BulbOutlined aria-hidden />} onClick={() => void ask()}>
                Get Scenario Insights
              </Button>
            </div>
          </>
        ) : null}
        {isLoading ? (
          <>
            <Typography.Text type="secondary" role="status">
              Analysing {scope}...
            </Typography.Text>
            <Skeleton active paragraph={{ rows: 3 }} title={false} />
          </>
        ) : null}
        {failure !== null && !isLoading ? (
          <RetryAlert
            type="error"
            title="Scenario insights are unavailable"
            description={failure}
            onRetry={() => void ask()}
          />
        ) : null}
        {answered !== null && !isLoading ? (
          <>
            {stale ? (
              <Alert
                type="info"
                showIcon
                title={
                  selection === null
                    ? 'These insights are about the earlier selection; the explorer now shows all scenarios.'
                    : 'The selection changed since these insights were written.'
                }
                action={
                  <Button icon={<ReloadOutlined aria-hidden />} onClick={() => void ask()}>
                    Refresh insights
                  </Button>
                }
              />
            ) : null}
            <Typography.Text type="secondary">
              About {answered.filtered ? 'your selection in the explorer' : 'all scenarios'}
            </Typography.Text>
            <Typography.Paragraph className="ai-insights-text">
              {answered.answer.summary}
            </Typography.Paragraph>
            {answered.answer.suggestions.length > 0 ? (
              <section aria-labelledby={`${id}-suggestions`}>
                <Typography.Title id={`${id}-suggestions`} level={3} className="ai-insights-heading">
                  Suggestions
                </Typography.Title>
                <ul aria-labelledby={`${id}-suggestions`} className="ai-insights-list">
                  {answered.answer.suggestions.map((suggestion, index) => (
                    <li key={index}>
                      <Typography.Text>{suggestion}</Typography.Text>
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
            {stale ? null : (
              <div>
                <Button icon={<ReloadOutlined aria-hidden />} onClick={() => void ask()}>
                  Ask again
                </Button>
              </div>
            )}
          </>
        ) : null}
      </Flex>
    </Card>
  );
}
