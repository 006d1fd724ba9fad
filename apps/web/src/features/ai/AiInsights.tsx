import type { CaseDetailResponse, NegotiationInsightsResponse } from '@parley/contracts';
import { useState } from 'react';
import { useUnauthorizedHandler } from '../../lib/useUnauthorizedHandler';
import { insightsRequestOf } from './ai-model';
import { useGenerateInsightsMutation } from './aiApi';
import { AiInsightsView } from './AiInsightsView';

/**
 * The Strategy tab's AI insights: asks the API about the case's categorised issues. A failure is only logged
 * (silently, as docs/product.md, Errors, says); the button becomes available again and any earlier insights stay. A lost session is
 * the exception: like every case screen action, it says so and signs the person in again.
 */
export function AiInsights({ detail }: { detail: CaseDetailResponse }) {
  const [generateInsights, { isLoading }] = useGenerateInsightsMutation();
  const [insights, setInsights] = useState<NegotiationInsightsResponse | null>(null);
  const handleUnauthorized = useUnauthorizedHandler();

  const generate = async () => {
    try {
      setInsights(await generateInsights(insightsRequestOf(detail)).unwrap());
    } catch (error) {
      if (!handleUnauthorized(error)) console.error('Failed to generate AI insights', error);
    }
  };

  return <AiInsightsView insights={insights} generating={isLoading} onGenerate={() => void generate()} />;
}
