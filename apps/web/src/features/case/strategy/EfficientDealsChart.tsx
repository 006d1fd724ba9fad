import { memo, useMemo } from 'react';
import { PlotCanvas } from '../charts/PlotCanvas';
import { chartSummary, efficientDealsPlot, type EfficientDealsChartProps } from './efficient-deals-chart';

/**
 * The efficient deals as a You-versus-Opponent scatter on the case's own canvas plot. Its own chunk: the
 * Strategy tab loads it lazily. The canvas carries a summary as its accessible name; the list beside it names
 * every point.
 */
function EfficientDealsChart({ points, walkAway }: EfficientDealsChartProps) {
  const spec = useMemo(() => efficientDealsPlot({ points, walkAway }), [points, walkAway]);
  return (
    <PlotCanvas
      spec={spec}
      summary={chartSummary(points, walkAway)}
      noChart="The chart cannot be drawn here; the list beside it holds every point."
      className="efficient-deals-chart"
    />
  );
}

export default memo(EfficientDealsChart);
