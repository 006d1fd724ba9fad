import { memo } from 'react';
import { PlotCanvas } from '../../charts/PlotCanvas';
import type { PlotSpec } from '../../charts/plot';

export interface OffersChartProps {
  spec: PlotSpec;
  /** The chart in words: the canvas's accessible name. */
  summary: string;
}

/** One of the offers' charts (the case's own canvas plot), in its own lazily loaded chunk. */
function OffersChart(props: OffersChartProps) {
  return (
    <PlotCanvas
      {...props}
      noChart="The chart cannot be drawn here; the table below holds every offer."
      className="offers-chart"
    />
  );
}

export default memo(OffersChart);
