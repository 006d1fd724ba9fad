import { Scatter } from '@ant-design/charts';
import { Typography } from 'antd';
import { Component, type ComponentType, type ReactNode } from 'react';

let canvasSupport: boolean | null = null;

/** Whether this browser draws on a canvas (asked once); jsdom and canvas-blocking browsers do not. */
function canDrawCanvas(): boolean {
  canvasSupport ??= document.createElement('canvas').getContext('2d') !== null;
  return canvasSupport;
}

/** A chart that fails to draw leaves its sentence, not a broken tab. */
class ChartBoundary extends Component<{ noChart: string; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? (
      <Typography.Text type="secondary">{this.props.noChart}</Typography.Text>
    ) : (
      this.props.children
    );
  }
}

export interface CanvasChartProps<Config extends object> {
  /** The @ant-design/charts Scatter configuration. */
  config: Config;
  /** The chart in words: the canvas's accessible name. */
  summary: string;
  /** Said in place of the chart where it cannot be drawn (no canvas) or fails to: where its figures are instead. */
  noChart: string;
  className: string;
  /** What draws the configuration: @ant-design/charts' Scatter where the browser has a canvas. */
  Chart?: ComponentType<Config>;
}

/**
 * One of the case's charts (@ant-design/charts' Scatter, with the lines its configuration adds): the canvas
 * carries a summary as its accessible name, and a sentence takes its place where it cannot be drawn. Only the
 * chart chunks import it, so the chart library is never part of a first load.
 */
export function CanvasChart<Config extends object>({
  config,
  summary,
  noChart,
  className,
  Chart,
}: CanvasChartProps<Config>) {
  const Draw = Chart ?? (canDrawCanvas() ? (Scatter as unknown as ComponentType<Config>) : null);
  return (
    <div role="img" aria-label={summary} className={className}>
      {Draw === null ? (
        <Typography.Text type="secondary">{noChart}</Typography.Text>
      ) : (
        <ChartBoundary noChart={noChart}>
          <Draw {...config} />
        </ChartBoundary>
      )}
    </div>
  );
}
