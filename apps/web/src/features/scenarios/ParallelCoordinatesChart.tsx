import { memo, useCallback, useEffect, useRef, type KeyboardEvent, type PointerEvent } from 'react';
import type { Constraints } from './constraints';
import { rangeOn } from './constraints';
import type { DensitySegment } from './density';
import {
  axisAt,
  backingSize,
  brushToRange,
  dragSpan,
  CHART_HEIGHT,
  chartLayout,
  ISSUE_CHART_MARGIN,
  issueChartWidth,
  rangeToBrush,
  type BrushDrag,
  type BrushSpan,
  type ChartLayout,
  type ValueRange,
} from './geometry';
import {
  drawIssueAxes,
  drawIssueBase,
  drawIssueOverlay,
  overlayIsBlank,
  lineAt,
  type HighlightLine,
  type IssuePicture,
} from './issue-draw';
import type { IssueAxes } from './issue-axes';
import './ParallelCoordinatesChart.css';

export interface ParallelCoordinatesChartProps {
  axes: IssueAxes;
  segments: readonly DensitySegment[];
  active: boolean;
  lines: readonly HighlightLine[];
  /** The line to draw on top (hovered or focused), or null. */
  focused: number | null;
  onFocusLine: (index: number | null) => void;
  constraints: Constraints;
  /** A brush was drawn or moved (range) or cleared (null) on an issue's axis, in the placing party's points. */
  onBrush: (issueIndex: number, range: ValueRange | null) => void;
  /** Accessible description of what the chart shows. */
  label: string;
}

/** A click moves less than this many pixels; more is a drag. */
const CLICK_SLOP = 3;

/**
 * The parallel-coordinates chart on three stacked canvases, one axis per issue, 500 px high and at least wide
 * enough to keep its axes AXIS_SPACING apart (it scrolls inside its card otherwise). The base canvas holds the
 * density and the highlight lines and is redrawn only when they change; above it the labelled axes, redrawn
 * only when the axes or the width change; the overlay on top holds the brushes and the focused line, so a drag
 * repaints the overlay alone, once per animation frame, and recomputes nothing. Drawing happens in effects and pointer handlers, never during render. Without a 2D
 * context (jsdom) it draws nothing. Memoised: the explorer renders it again only when its props change.
 */
export const ParallelCoordinatesChart = memo(function ParallelCoordinatesChart(
  props: ParallelCoordinatesChartProps,
) {
  const containerRef = useRef<HTMLDivElement>(null);
  const baseRef = useRef<HTMLCanvasElement>(null);
  const axesRef = useRef<HTMLCanvasElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const propsRef = useRef(props);
  const widthRef = useRef(0);
  const dragRef = useRef<BrushDrag | null>(null);
  const frameRef = useRef<number | null>(null);
  /** Whether the overlay canvas holds nothing (it starts so). */
  const overlayBlankRef = useRef(true);

  const layoutNow = useCallback((): ChartLayout => {
    // Before the observer's first report (a pointer can only arrive after layout, so this read is cheap).
    if (widthRef.current <= 0) widthRef.current = containerRef.current?.clientWidth ?? 0;
    const count = propsRef.current.axes.axes.length;
    return chartLayout(issueChartWidth(widthRef.current, count), CHART_HEIGHT, count, ISSUE_CHART_MARGIN);
  }, []);

  /** Sizes a canvas for the layout (a canvas whose size changes is cleared); its backing size and scale. */
  const size = useCallback((canvas: HTMLCanvasElement, layout: ChartLayout) => {
    canvas.style.width = `${layout.width}px`;
    const backing = backingSize(layout.width, CHART_HEIGHT, window.devicePixelRatio);
    const resized = canvas.width !== backing.width || canvas.height !== backing.height;
    if (canvas.width !== backing.width) canvas.width = backing.width;
    if (canvas.height !== backing.height) canvas.height = backing.height;
    return { ratio: backing.ratio, resized };
  }, []);

  /** Sizes a canvas for the layout; its 2D context, or null (jsdom). */
  const prepare = useCallback(
    (canvas: HTMLCanvasElement | null, layout: ChartLayout) => {
      if (!canvas) return null;
      const { ratio } = size(canvas, layout);
      const ctx = canvas.getContext('2d');
      return ctx ? { ctx, ratio } : null;
    },
    [size],
  );

  const picture = useCallback((layout: ChartLayout): IssuePicture => {
    const { axes, segments, active, lines, focused, constraints } = propsRef.current;
    const drag = dragRef.current;
    const brushes = axes.axes.map((axis, i) => {
      if (drag && drag.axis === i && drag.moved) return dragSpan(layout, drag);
      const range = rangeOn(constraints, axis.issueIndex, axes.party);
      return range ? rangeToBrush(layout, range, axes.max) : null;
    });
    return { layout, axes, segments, active, lines, focused, brushes };
  }, []);

  const stamp = useCallback(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    // When the last frame was drawn and with how many segments: what `npm run bench:explorer` times.
    canvas.dataset['paintedAt'] = performance.now().toFixed(1);
    canvas.dataset['segments'] = String(propsRef.current.segments.length);
  }, []);

  const paintOverlay = useCallback(() => {
    if (widthRef.current <= 0) return;
    const layout = layoutNow();
    const canvas = canvasRef.current;
    if (!canvas) return;
    const drawing = picture(layout);
    const blank = overlayIsBlank(drawing);
    // Nothing to draw on a canvas that is blank already (as it is when first shown, or after a resize): left
    // untouched, it costs no backing store to clear and composite.
    if (blank && (size(canvas, layout).resized || overlayBlankRef.current)) {
      overlayBlankRef.current = true;
      stamp();
      return;
    }
    const target = prepare(canvas, layout);
    if (!target) return;
    drawIssueOverlay(target.ctx, drawing, target.ratio);
    overlayBlankRef.current = blank;
    stamp();
  }, [layoutNow, size, prepare, picture, stamp]);

  const paintBase = useCallback(() => {
    if (widthRef.current <= 0) return;
    const layout = layoutNow();
    const target = prepare(baseRef.current, layout);
    if (!target) return;
    drawIssueBase(target.ctx, picture(layout), target.ratio);
    stamp();
  }, [layoutNow, prepare, picture, stamp]);

  const paintAxes = useCallback(() => {
    if (widthRef.current <= 0) return;
    const layout = layoutNow();
    const canvas = axesRef.current;
    const target = prepare(canvas, layout);
    if (!canvas || !target) return;
    const boxes = drawIssueAxes(target.ctx, picture(layout), target.ratio);
    // Where each name and label went, for the journeys that check none overlaps or leaves the chart.
    canvas.dataset['labels'] = JSON.stringify(
      boxes.map((b) => [b.text, ...[b.x, b.y, b.width, b.height].map((n) => Math.round(n * 10) / 10)]),
    );
  }, [layoutNow, prepare, picture]);

  const schedulePaint = useCallback(() => {
    if (frameRef.current !== null) return;
    frameRef.current = requestAnimationFrame(() => {
      frameRef.current = null;
      paintOverlay();
    });
  }, [paintOverlay]);

  useEffect(() => {
    propsRef.current = props;
  });

  const { axes, segments, active, lines, focused, constraints } = props;
  useEffect(() => {
    paintAxes();
  }, [axes, paintAxes]);
  useEffect(() => {
    paintBase();
  }, [axes, segments, active, lines, paintBase]);
  useEffect(() => {
    paintOverlay();
  }, [axes, lines, focused, constraints, paintOverlay]);

  // The width comes from the observer's first report, made after the browser's own layout: reading it here
  // would force that layout inside the commit, which is then the explorer's first commit's cost.
  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    let reported = false;
    const observer = new ResizeObserver((entries) => {
      const width = entries[0]?.contentRect.width ?? container.clientWidth;
      if (reported && Math.abs(width - widthRef.current) < 0.5) return;
      reported = true;
      widthRef.current = width;
      paintBase();
      paintAxes();
      paintOverlay();
    });
    observer.observe(container);
    return () => {
      observer.disconnect();
      if (frameRef.current !== null) cancelAnimationFrame(frameRef.current);
      frameRef.current = null;
    };
  }, [paintBase, paintAxes, paintOverlay]);

  const localPoint = (event: PointerEvent<HTMLCanvasElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    return { x: event.clientX - rect.left, y: event.clientY - rect.top };
  };

  const existingBrush = (layout: ChartLayout, axisIndex: number): BrushSpan | null => {
    const { axes, constraints } = propsRef.current;
    const axis = axes.axes[axisIndex];
    const range = axis ? rangeOn(constraints, axis.issueIndex, axes.party) : undefined;
    return range ? rangeToBrush(layout, range, axes.max) : null;
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
    const point = localPoint(event);
    if (!drag) {
      const { axes, lines, focused, onFocusLine } = propsRef.current;
      const hit = lineAt({ layout: layoutNow(), axes, lines }, point.x, point.y);
      if (hit !== focused) onFocusLine(hit);
      return;
    }
    drag.currentY = point.y;
    if (Math.abs(drag.currentY - drag.startY) > CLICK_SLOP) drag.moved = true;
    if (drag.moved) schedulePaint();
  };

  const finishDrag = (cancelled: boolean) => {
    const drag = dragRef.current;
    dragRef.current = null;
    if (!drag || cancelled) {
      paintOverlay();
      return;
    }
    const { axes, onBrush } = propsRef.current;
    const axis = axes.axes[drag.axis];
    if (!axis) return;
    const layout = layoutNow();
    if (drag.moved) {
      const span = dragSpan(layout, drag);
      onBrush(axis.issueIndex, brushToRange(layout, span.y0, span.y1, axes.max));
    } else if (drag.mode === 'new' && existingBrush(layout, drag.axis) !== null) {
      // A click on the axis outside its brush clears the brush.
      onBrush(axis.issueIndex, null);
    }
    paintOverlay();
  };

  // The keyboard walks the highlighted lines: arrows move, Escape lets go.
  const onKeyDown = (event: KeyboardEvent<HTMLCanvasElement>) => {
    const { lines, focused, onFocusLine } = propsRef.current;
    if (lines.length === 0) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowRight') {
      event.preventDefault();
      onFocusLine(focused === null ? 0 : (focused + 1) % lines.length);
    } else if (event.key === 'ArrowUp' || event.key === 'ArrowLeft') {
      event.preventDefault();
      onFocusLine(focused === null ? lines.length - 1 : (focused - 1 + lines.length) % lines.length);
    } else if (event.key === 'Escape') onFocusLine(null);
  };

  return (
    <div ref={containerRef} className="scenario-chart">
      <canvas ref={baseRef} aria-hidden className="scenario-chart-canvas scenario-chart-base" />
      <canvas ref={axesRef} aria-hidden className="scenario-chart-canvas scenario-chart-layer" />
      <canvas
        ref={canvasRef}
        role="img"
        tabIndex={0}
        aria-label={props.label}
        className="scenario-chart-canvas scenario-chart-overlay"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={() => finishDrag(false)}
        onPointerCancel={() => finishDrag(true)}
        onPointerLeave={() => {
          if (!dragRef.current) propsRef.current.onFocusLine(null);
        }}
        onKeyDown={onKeyDown}
      />
    </div>
  );
});
