import { memo, useMemo, type ComponentType } from 'react';
import { CanvasChart } from '../charts/CanvasChart';
import {
  chartSummary,
  efficientDealsConfig,
  type EfficientDealsChartProps,
  type EfficientDealsConfig,
} from './efficient-deals-chart';

export interface EfficientDealsChartViewProps extends EfficientDealsChartProps {
  /** What draws the configuration: @ant-design/charts' Scatter where the browser has a canvas. */
  Chart?: ComponentType<EfficientDealsConfig>;
}

/**
 * The efficient deals as a You-versus-Opponent scatter (@ant-design/charts). Its own chunk: the Strategy tab
 * loads it lazily, so the chart library is never part of the first load. The canvas carries a summary as its
 * accessible name; the list beside it names every point.
 */
function EfficientDealsChart({ points, walkAway, Chart }: EfficientDealsChartViewProps) {
  const config = useMemo(() => efficientDealsConfig({ points, walkAway }), [points, walkAway]);
  return (
    <CanvasChart
      config={config}
      summary={chartSummary(points, walkAway)}
      noChart="The chart cannot be drawn here; the list beside it holds every point."
      className="efficient-deals-chart"
      Chart={Chart}
    />
  );
}

export default memo(EfficientDealsChart);
