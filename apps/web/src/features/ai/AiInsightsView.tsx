import { BulbOutlined, RobotOutlined } from '@ant-design/icons';
import type { NegotiationInsightsResponse } from '@parley/contracts';
import { Button, Card, Flex, Typography } from 'antd';
import { useId } from 'react';
import { AiSourceTag } from './AiSourceTag';
import './AiInsightsView.css';

export interface AiInsightsViewProps {
  /** null until insights were generated. */
  insights: NegotiationInsightsResponse | null;
  generating: boolean;
  onGenerate: () => void;
}

/** The Strategy tab's `Generate AI Insights` button and, once generated, the AI Strategic Insights card. */
export function AiInsightsView({ insights, generating, onGenerate }: AiInsightsViewProps) {
  const id = useId();
  return (
    <Flex vertical gap={16}>
      <div>
        <Button
          type="primary"
          icon={<BulbOutlined aria-hidden />}
          onClick={onGenerate}
          disabled={generating}
          aria-busy={generating}
        >
          {generating ? 'Generating...' : 'Generate AI Insights'}
        </Button>
      </div>
      {insights === null ? null : (
        <Card
          role="region"
          aria-labelledby={`${id}-title`}
          extra={<AiSourceTag source={insights.source} />}
          title={
            <Typography.Title id={`${id}-title`} level={2} className="ai-insights-title">
              <RobotOutlined aria-hidden /> AI Strategic Insights
            </Typography.Title>
          }
        >
          <Typography.Title level={3} className="ai-insights-heading">
            Key Recommendations
          </Typography.Title>
          <Typography.Paragraph>{insights.keyRecommendation}</Typography.Paragraph>
          <InsightList title="Strengths to Leverage" items={insights.strengths} />
          <InsightList title="Potential Risks" items={insights.risks} />
        </Card>
      )}
    </Flex>
  );
}

function InsightList({ title, items }: { title: string; items: readonly string[] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Typography.Title id={headingId} level={3} className="ai-insights-heading">
        {title}
      </Typography.Title>
      <ul aria-labelledby={headingId} className="ai-insights-list">
        {items.map((item, index) => (
          <li key={index}>
            <Typography.Text>{item}</Typography.Text>
          </li>
        ))}
      </ul>
    </section>
  );
}
