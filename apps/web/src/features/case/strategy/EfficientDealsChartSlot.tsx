import { Skeleton } from 'antd';
import { lazy, Suspense, type ComponentType } from 'react';
import type { EfficientDealsChartProps } from './efficient-deals-chart';

type ChartModule = { default: ComponentType<EfficientDealsChartProps> };

/** Resolves in a later task, so that what comes after is evaluated in a task of its own. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

let loading: Promise<ChartModule> | null = null;

/**
 * Loads the chart's code: the chart library's chunks one after the other, each evaluated in a task of its own
 * (evaluated together, its 1.4 MB made one long task), then the chart. Once: the first call starts
 * it, later calls share it (a failed load is tried again).
 */
export function loadEfficientDealsChart(): Promise<ChartModule> {
  if (loading) return loading;
  // Staged in a build only, where each stage is a chunk of its own (vite.config.ts); in development and tests
  // the modules load one by one anyway, and a chain of tasks would outlive a test.
  const library = import.meta.env.PROD
    ? import('./chart-stage-util')
        .then(nextTask)
        .then(() => import('./chart-stage-g'))
        .then(nextTask)
        .then(() => import('./chart-stage-component'))
        .then(nextTask)
        .then(() => import('./chart-stage-g2'))
        .then(nextTask)
    : Promise.resolve();
  loading = library
    .then(() => import('./EfficientDealsChart'))
    .catch((error: unknown) => {
      loading = null;
      throw error;
    });
  return loading;
}

/** The chart as a lazy component: the chart library is its own chunks, fetched when the chart first draws. */
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
