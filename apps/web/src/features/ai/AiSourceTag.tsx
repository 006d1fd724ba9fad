import type { AiSource } from '@parley/contracts';
import { Tag, Tooltip } from 'antd';

export const SOURCE_LABELS: Record<AiSource, { label: string; detail: string }> = {
  offline: {
    label: 'Rule-based advice',
    detail: "Written by Parley's offline rules from your case's own figures; no AI model was asked.",
  },
  openai: {
    label: 'AI model',
    detail: 'Written by a language model from the figures Parley computed for your case.',
  },
};

/** Says who wrote an AI answer: the offline rules or a model. */
export function AiSourceTag({ source }: { source: AiSource }) {
  const { label, detail } = SOURCE_LABELS[source];
  return (
    <Tooltip title={detail}>
      <Tag tabIndex={0} aria-label={`${label}: ${detail}`}>
        {label}
      </Tag>
    </Tooltip>
  );
}
