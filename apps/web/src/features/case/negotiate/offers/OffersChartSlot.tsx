import { Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import { loadEfficientDealsChart } from '../../strategy/EfficientDealsChartSlot';
import type { OffersChartProps } from './OffersChart';

// The chart library arrives in the Strategy tab's staged chunks (shared), then this chart's own small chunk.
const OffersChart = lazy(() => loadEfficientDealsChart().then(() => import('./OffersChart')));

/** Where an offers chart goes: a named placeholder until its code has arrived. */
export function OffersChartSlot(props: OffersChartProps & { loadingLabel: string }) {
  const { loadingLabel, ...chart } = props;
  return (
    <Suspense
      fallback={
        <div role="status" aria-label={loadingLabel}>
          <Skeleton active paragraph={{ rows: 4 }} />
        </div>
      }
    >
      <OffersChart {...chart} />
    </Suspense>
  );
}
