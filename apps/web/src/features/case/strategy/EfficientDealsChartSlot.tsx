import { Skeleton } from 'antd';
import { lazy, Suspense, type ComponentType } from 'react';
import type { EfficientDealsChartProps } from './efficient-deals-chart';

type ChartModule = { default: ComponentType<EfficientDealsChartProps> };

/** The chart as a lazy component: the chart library is its own chunk, fetched when the chart first draws. */
export function lazyEfficientDealsChart(
  load: () => Promise<ChartModule> = () => import('./EfficientDealsChart'),
) {
  return lazy(load);
}

const EfficientDealsChart = lazyEfficientDealsChart();

/** Where the efficient-deals chart goes: a loading placeholder until its chunk has arrived. */
export function EfficientDealsChartSlot({
  Chart = EfficientDealsChart,
  ...props
}: EfficientDealsChartProps & { Chart?: ComponentType<EfficientDealsChartProps> }) {
  return (
    <Suspense
      fallback={
        <div role="status" aria-label="Efficient deals chart loading">
          <Skeleton active paragraph={{ rows: 6 }} />
        </div>
      }
    >
      <Chart {...props} />
    </Suspense>
  );
}
