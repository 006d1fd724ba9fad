import type { Party } from '@parley/scoring';
import { useCallback, useEffect, useRef, type PointerEvent } from 'react';
import type { ChartAxis } from './axes';
import type { Constraints } from './constraints';
import { rangeOn } from './constraints';
import { drawChart, type ChartPicture } from './draw';
import {
  axisAt,
  backingSize,
  brushToRange,
  dragSpan,
  CHART_HEIGHT,
  chartLayout,
  rangeToBrush,
  type BrushDrag,
  type BrushSpan,
  type ChartLayout,
  type ValueRange,
} from './geometry';
import './ParallelCoordinatesChart.css';

export interface ParallelCoordinatesChartProps {
  axes: readonly ChartAxis[];
  max: number;
  /** Per drawn scenario, its value on every axis. */
  lines: readonly (readonly number[])[];
  /** Per line whether it is selected; null when there is no selection. */
  mask: readonly boolean[] | null;
  constraints: Constraints;
  /** A brush was drawn or moved (range) or cleared (null) on an axis. */
  onBrush: (issueIndex: number, party: Party, range: ValueRange | null) => void;
  /** Accessible description of what the chart shows. */
  label: string;
}

/** A click moves less than this many pixels; more is a drag. */
const CLICK_SLOP = 3;

/**
 * The parallel-coordinates chart on a canvas, 500 px high. Drawing happens in effects and pointer handlers,
 * never during render; the backing store follows the device pixel ratio and the container's width
 * (ResizeObserver). Without a 2D context (jsdom) it simply draws nothing.
 */
export function ParallelCoordinatesChart(props: ParallelCoordinatesChartProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const propsRef = useRef(props);
  const widthRef = useRef(0);
  const dragRef = useRef<BrushDrag | null>(null);
  const frameRef = useRef<number | null>(null);

  const layoutNow = useCallback(
    (): ChartLayout => chartLayout(widthRef.current, CHART_HEIGHT, propsRef.current.axes.length),
    [],
  );

  const paint = useCallback(() => {
    const canvas = canvasRef.current;
    if (!canvas || widthRef.current <= 0) return;
    const { axes, max, lines, mask, constraints } = propsRef.current;
    const size = backingSize(widthRef.current, CHART_HEIGHT, window.devicePixelRatio);
    if (canvas.width !== size.width) canvas.width = size.width;
    if (canvas.height !== size.height) canvas.height = size.height;
    const ctx = canvas.getContext('2d');
    if (!ctx) return;
    const layout = layoutNow();
    const drag = dragRef.current;
    const brushes = axes.map((axis, i) => {
      if (drag && drag.axis === i && drag.moved) return dragSpan(layout, drag);
      const range = rangeOn(constraints, axis.issueIndex, axis.party);
      return range ? rangeToBrush(layout, range, max) : null;
    });
    const picture: ChartPicture = { layout, axes, max, lines, mask, brushes };
    drawChart(ctx, picture, size.ratio);
  }, [layoutNow]);

  const schedulePaint = useCallback(() => {
    if (frameRef.current !== null) return;
    frameRef.current = requestAnimationFrame(() => {
      frameRef.current = null;
      paint();
    });
  }, [paint]);

  // Handlers and paint() read the latest props through this ref.
  useEffect(() => {
    propsRef.current = props;
  });

  // Redraw only when what is drawn changes, not on every render of the explorer.
  const { axes, max, lines, mask, constraints } = props;
  useEffect(() => {
    paint();
  }, [axes, max, lines, mask, constraints, paint]);

  // Follow the container's width.
  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    widthRef.current = container.clientWidth;
    paint();
    const observer = new ResizeObserver((entries) => {
      const width = entries[0]?.contentRect.width ?? container.clientWidth;
      if (Math.abs(width - widthRef.current) < 0.5) return;
      widthRef.current = width;
      paint();
    });
    observer.observe(container);
    return () => {
      observer.disconnect();
      if (frameRef.current !== null) cancelAnimationFrame(frameRef.current);
      frameRef.current = null;
    };
  }, [paint]);

  const localPoint = (event: PointerEvent<HTMLCanvasElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    return { x: event.clientX - rect.left, y: event.clientY - rect.top };
  };

  const existingBrush = (layout: ChartLayout, axisIndex: number): BrushSpan | null => {
    const { axes, constraints, max } = propsRef.current;
    const axis = axes[axisIndex];
    const range = axis ? rangeOn(constraints, axis.issueIndex, axis.party) : undefined;
    return range ? rangeToBrush(layout, range, max) : null;
  };

  const onPointerDown = (event: PointerEvent<HTMLCanvasElement>) => {
    const { x, y } = localPoint(event);
    const layout = layoutNow();
    const axis = axisAt(layout, x);
    if (axis === null) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    const brush = existingBrush(layout, axis);
    const inside = brush !== null && y >= brush.y0 - 2 && y <= brush.y1 + 2;
    dragRef.current = {
      axis,
      mode: inside ? 'move' : 'new',
      startY: y,
      currentY: y,
      origin: inside ? brush : null,
      moved: false,
    };
  };

  const onPointerMove = (event: PointerEvent<HTMLCanvasElement>) => {
    const drag = dragRef.current;
    if (!drag) return;
    drag.currentY = localPoint(event).y;
    if (Math.abs(drag.currentY - drag.startY) > CLICK_SLOP) drag.moved = true;
    if (drag.moved) schedulePaint();
  };

  const finishDrag = (cancelled: boolean) => {
    const drag = dragRef.current;
    dragRef.current = null;
    if (!drag || cancelled) {
      paint();
      return;
    }
    const { axes, max, onBrush } = propsRef.current;
    const axis = axes[drag.axis];
    if (!axis) return;
    const layout = layoutNow();
    if (drag.moved) {
      const span = dragSpan(layout, drag);
      onBrush(axis.issueIndex, axis.party, brushToRange(layout, span.y0, span.y1, max));
    } else if (drag.mode === 'new' && existingBrush(layout, drag.axis) !== null) {
      // A click on the axis outside its brush clears the brush.
      onBrush(axis.issueIndex, axis.party, null);
    }
    paint();
  };

  return (
    <div ref={containerRef} className="scenario-chart">
      <canvas
        ref={canvasRef}
        role="img"
        aria-label={props.label}
        className="scenario-chart-canvas"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={() => finishDrag(false)}
        onPointerCancel={() => finishDrag(true)}
      />
    </div>
  );
}
