import { Typography } from 'antd';
import {
  Component,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type PointerEvent,
  type ReactNode,
} from 'react';
import {
  layoutPlot,
  markerOutline,
  nearestPoint,
  type PlacedMark,
  type PlotLayout,
  type PlotSeries,
  type PlotSpec,
} from './plot';
import { drawPlot } from './plot-draw';
import './PlotCanvas.css';

/** How near the pointer comes to a point's centre (CSS pixels) to show the point's tooltip. */
const HOVER_RADIUS = 12;

/** A chart that fails to draw leaves its sentence, not a broken tab. */
class ChartBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** A series' mark in the legend and the tooltip, drawn as on the canvas. */
function SeriesMarker({ series }: { series: PlotSeries }) {
  const size = series.shape === 'diamond' ? 6 : 4.5;
  const outline = markerOutline(series.shape, 6, 6, size);
  return (
    <svg
      className="plot-marker"
      width="12"
      height="12"
      viewBox="0 0 12 12"
      aria-hidden="true"
      focusable="false"
    >
      {outline === null ? (
        <circle cx={6} cy={6} r={size} fill={series.color} />
      ) : (
        <polygon points={outline.map((p) => `${p.x},${p.y}`).join(' ')} fill={series.color} />
      )}
    </svg>
  );
}

/** The chart as laid out when last drawn, for the pointer to find its points. */
interface Drawn {
  spec: PlotSpec;
  layout: PlotLayout;
}

function Plot({ spec, summary, noChart }: { spec: PlotSpec; summary: string; noChart: ReactNode }) {
  const boxRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement | null>(null);
  const drawnRef = useRef<Drawn | null>(null);
  const [width, setWidth] = useState(0);
  const [noCanvas, setNoCanvas] = useState(false);
  const [hover, setHover] = useState<{ spec: PlotSpec; mark: PlacedMark } | null>(null);

  // jsdom and browsers that block canvases give no 2D context: the sentence takes the chart's place.
  const attachCanvas = useCallback((canvas: HTMLCanvasElement | null) => {
    canvasRef.current = canvas;
    if (canvas && canvas.getContext('2d') === null) setNoCanvas(true);
  }, []);

  useEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    const observer = new ResizeObserver((entries) => {
      const next = entries[0]?.contentRect.width ?? box.clientWidth;
      setWidth((current) => (Math.abs(next - current) < 0.5 ? current : next));
    });
    observer.observe(box);
    return () => observer.disconnect();
  }, []);

  // Drawn when the data or the width change, before the browser paints; a failure reaches ChartBoundary.
  useLayoutEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    canvas.style.height = `${spec.height}px`;
    const ctx = width > 0 ? canvas.getContext('2d') : null;
    if (!ctx) return;
    const ratio = window.devicePixelRatio > 0 ? window.devicePixelRatio : 1;
    const backingWidth = Math.round(width * ratio);
    const backingHeight = Math.round(spec.height * ratio);
    if (canvas.width !== backingWidth) canvas.width = backingWidth;
    if (canvas.height !== backingHeight) canvas.height = backingHeight;
    const layout = layoutPlot(spec, width, spec.height);
    drawPlot(ctx, layout, ratio);
    drawnRef.current = { spec, layout };
  }, [spec, width]);

  const follow = (event: PointerEvent<HTMLCanvasElement>) => {
    const drawn = drawnRef.current;
    if (!drawn) return;
    const rect = event.currentTarget.getBoundingClientRect();
    const mark = nearestPoint(
      drawn.layout,
      event.clientX - rect.left,
      event.clientY - rect.top,
      HOVER_RADIUS,
    );
    setHover((current) =>
      mark === null ? null : current?.mark === mark ? current : { spec: drawn.spec, mark },
    );
  };

  if (noCanvas) return noChart;
  // A tooltip of data since replaced is not shown.
  const tip = hover !== null && hover.spec === spec ? hover : null;
  const point = tip === null ? undefined : spec.points[tip.mark.index];
  return (
    <>
      <div className="plot-stage">
        <div role="img" aria-label={summary} ref={boxRef}>
          <canvas
            ref={attachCanvas}
            className="plot-canvas"
            onPointerMove={follow}
            onPointerDown={follow}
            // A finger leaves the canvas as it lifts: its tap's tooltip stays until the next tap.
            onPointerLeave={(event) => {
              if (event.pointerType !== 'touch') setHover(null);
            }}
          />
        </div>
        {tip !== null && point !== undefined ? (
          <div
            role="tooltip"
            className={[
              'plot-tooltip',
              tip.mark.x > width / 2 ? 'plot-tooltip-before' : '',
              tip.mark.y > spec.height / 2 ? 'plot-tooltip-above' : '',
            ].join(' ')}
            style={{ left: tip.mark.x, top: tip.mark.y }}
          >
            <div className="plot-tooltip-title">
              <SeriesMarker series={point.series} />
              {point.label}
            </div>
            {point.rows.map((row) => (
              <div key={row.name} className="plot-tooltip-row">
                <span className="plot-tooltip-name">{row.name}</span>{' '}
                <span className="plot-tooltip-value">{row.value}</span>
              </div>
            ))}
          </div>
        ) : null}
      </div>
      <ul className="plot-legend" aria-label="Legend">
        {spec.series.map((series) => (
          <li key={series.label} className="plot-legend-item">
            <SeriesMarker series={series} />
            {series.label}
          </li>
        ))}
      </ul>
    </>
  );
}

export interface PlotCanvasProps {
  spec: PlotSpec;
  /** The chart in words: the canvas's accessible name. */
  summary: string;
  /** Said in place of the chart where it cannot be drawn (no canvas) or fails to: where its figures are instead. */
  noChart: string;
  className: string;
}

/**
 * One of the case's charts on a canvas as wide as its box and the spec's height, drawn at the screen's pixel
 * ratio when its data or its width change (never per frame): the canvas carries a summary as its accessible
 * name, the legend under it is a list, and the point nearest the pointer names itself in a tooltip (React text:
 * option names are the user's). A sentence takes the chart's place where it cannot be drawn.
 */
export function PlotCanvas({ spec, summary, noChart, className }: PlotCanvasProps) {
  const sentence = (
    <div role="img" aria-label={summary}>
      <Typography.Text type="secondary">{noChart}</Typography.Text>
    </div>
  );
  return (
    <div className={className}>
      <ChartBoundary fallback={sentence}>
        <Plot spec={spec} summary={summary} noChart={sentence} />
      </ChartBoundary>
    </div>
  );
}
