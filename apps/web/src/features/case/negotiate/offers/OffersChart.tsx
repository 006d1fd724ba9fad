import { memo, type ComponentType } from 'react';
import { CanvasChart } from '../../charts/CanvasChart';
import type { OffersChartConfig } from './offers-charts';

export interface OffersChartProps {
  config: OffersChartConfig;
  /** The chart in words: the canvas's accessible name. */
  summary: string;
  Chart?: ComponentType<OffersChartConfig>;
}

/** One of the offers' charts (@ant-design/charts, the Strategy tab's library), in its own lazily loaded chunk. */
function OffersChart(props: OffersChartProps) {
  return (
    <CanvasChart
      {...props}
      noChart="The chart cannot be drawn here; the table below holds every offer."
      className="offers-chart"
    />
  );
}

export default memo(OffersChart);
