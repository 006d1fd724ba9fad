import { Scatter } from '@ant-design/charts';
import { Typography } from 'antd';
import { Component, memo, type ComponentType, type ReactNode } from 'react';
import type { OffersChartConfig } from './offers-charts';

const NO_CHART = 'The chart cannot be drawn here; the table below holds every offer.';

let canvasSupport: boolean | null = null;
function canDrawCanvas(): boolean {
  canvasSupport ??= document.createElement('canvas').getContext('2d') !== null;
  return canvasSupport;
}

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

export interface OffersChartProps {
  config: OffersChartConfig;
  /** The chart in words: the canvas's accessible name. */
  summary: string;
  Chart?: ComponentType<OffersChartConfig>;
}

/** One of the offers' charts (@ant-design/charts, the Strategy tab's library), in its own lazily loaded chunk. */
function OffersChart({ config, summary, Chart }: OffersChartProps) {
  const Draw = Chart ?? (canDrawCanvas() ? (Scatter as unknown as ComponentType<OffersChartConfig>) : null);
  return (
    <div role="img" aria-label={summary} className="offers-chart">
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

export default memo(OffersChart);
