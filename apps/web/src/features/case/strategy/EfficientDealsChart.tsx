import { Scatter } from '@ant-design/charts';
import { Typography } from 'antd';
import { Component, memo, useMemo, type ComponentType, type ReactNode } from 'react';
import {
  chartSummary,
  efficientDealsConfig,
  type EfficientDealsChartProps,
  type EfficientDealsConfig,
} from './efficient-deals-chart';

let canvasSupport: boolean | null = null;

/** Whether this browser draws on a canvas (asked once); jsdom and canvas-blocking browsers do not. */
function canDrawCanvas(): boolean {
  canvasSupport ??= document.createElement('canvas').getContext('2d') !== null;
  return canvasSupport;
}

const NO_CHART = 'The chart cannot be drawn here; the list beside it holds every point.';

/** A chart that fails to draw leaves a sentence, not a broken tab: the list still holds every point. */
class ChartBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? (
      <Typography.Text type="secondary">{NO_CHART}</Typography.Text>
    ) : (
      this.props.children
    );
  }
}

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
  const Draw = Chart ?? (canDrawCanvas() ? (Scatter as ComponentType<EfficientDealsConfig>) : null);
  return (
    <div role="img" aria-label={chartSummary(points, walkAway)} className="efficient-deals-chart">
      {Draw === null ? (
        <Typography.Text type="secondary">{NO_CHART}</Typography.Text>
      ) : (
        <ChartBoundary>
          <Draw {...config} />
        </ChartBoundary>
      )}
    </div>
  );
}

export default memo(EfficientDealsChart);
