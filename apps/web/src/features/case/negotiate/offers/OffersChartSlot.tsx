import { Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import type { OffersChartProps } from './OffersChart';

// Its own chunk (the canvas plot's code is shared with the Strategy tab's chart).
const OffersChart = lazy(() => import('./OffersChart'));

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
