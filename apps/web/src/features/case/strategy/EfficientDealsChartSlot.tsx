import { Skeleton } from 'antd';
import { lazy, Suspense, type ComponentType } from 'react';
import type { EfficientDealsChartProps } from './efficient-deals-chart';

type ChartModule = { default: ComponentType<EfficientDealsChartProps> };

let loading: Promise<ChartModule> | null = null;

/** Loads the chart's chunk. Once: the first call starts it, later calls share it (a failed load is tried again). */
export function loadEfficientDealsChart(): Promise<ChartModule> {
  loading ??= import('./EfficientDealsChart').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** The chart as a lazy component: its own chunk, fetched when the chart first draws unless it is in already. */
export function lazyEfficientDealsChart(load: () => Promise<ChartModule> = loadEfficientDealsChart) {
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
