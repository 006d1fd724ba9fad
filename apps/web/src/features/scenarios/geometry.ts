/** Pixel geometry of the parallel-coordinates chart, in CSS pixels; pure, so it is unit-tested. */

export interface ChartLayout {
  width: number;
  height: number;
  /** Room for the labels above and the tick values below. */
  top: number;
  bottom: number;
  left: number;
  right: number;
  axisCount: number;
}

/** A brush as drawn: the pixel span [y0, y1] (y0 ≤ y1, top to bottom) on one axis. */
export interface BrushSpan {
  y0: number;
  y1: number;
}

export interface ValueRange {
  min: number;
  max: number;
}

export const CHART_HEIGHT = 500;
const MARGIN = { top: 40, bottom: 28, left: 40, right: 40 };
/** The issue chart: room above for wrapped issue names (3 lines), to the right of the last axis for its ticks. */
export const ISSUE_CHART_MARGIN = { top: 64, bottom: 20, left: 24, right: 124 };
/** Neighbouring axes stand this far apart (at least 72 px keeps axes readable; option labels need more). */
export const AXIS_SPACING = 136;

export function chartLayout(
  width: number,
  height: number,
  axisCount: number,
  margin: typeof MARGIN = MARGIN,
): ChartLayout {
  return { width, height, axisCount, ...margin };
}

/** The issue chart's width: the container's, or wider (then it scrolls) so axes keep AXIS_SPACING apart. */
export function issueChartWidth(containerWidth: number, axisCount: number): number {
  const m = ISSUE_CHART_MARGIN;
  return Math.max(containerWidth, m.left + m.right + Math.max(0, axisCount - 1) * AXIS_SPACING);
}

export function plotHeight(layout: ChartLayout): number {
  return Math.max(1, layout.height - layout.top - layout.bottom);
}

/** Axes are spread evenly between the margins; a single axis sits in the middle. */
export function axisX(layout: ChartLayout, index: number): number {
  const span = Math.max(0, layout.width - layout.left - layout.right);
  if (layout.axisCount <= 1) return layout.left + span / 2;
  return layout.left + (span * index) / (layout.axisCount - 1);
}

/** 0 at the bottom of the plot, `max` at its top. */
export function valueToY(layout: ChartLayout, value: number, max: number): number {
  if (max <= 0) return layout.top + plotHeight(layout);
  const clamped = Math.min(max, Math.max(0, value));
  // Multiply before dividing: whole-number inputs then land on exact pixels.
  return layout.top + plotHeight(layout) - (plotHeight(layout) * clamped) / max;
}

/** The inverse of valueToY, clamped to 0 … max. */
export function yToValue(layout: ChartLayout, y: number, max: number): number {
  const value = ((layout.top + plotHeight(layout) - y) * max) / plotHeight(layout);
  return Math.min(max, Math.max(0, value));
}

/**
 * The whole points a brush covers, inclusive: from the lowest whole value at or above its bottom edge to the
 * highest at or below its top edge (points are whole numbers). The ends may be given in either order.
 */
export function brushToRange(layout: ChartLayout, ya: number, yb: number, max: number): ValueRange {
  const top = Math.min(ya, yb);
  const bottom = Math.max(ya, yb);
  return {
    min: Math.ceil(yToValue(layout, bottom, max) - 1e-9),
    max: Math.floor(yToValue(layout, top, max) + 1e-9),
  };
}

/** Where a range is drawn on its axis; ends outside 0 … max are clamped to the plot. */
export function rangeToBrush(layout: ChartLayout, range: ValueRange, max: number): BrushSpan {
  const a = valueToY(layout, range.max, max);
  const b = valueToY(layout, range.min, max);
  return { y0: Math.min(a, b), y1: Math.max(a, b) };
}

/** The axis within `tolerance` pixels of x (the nearest one), or null. */
export function axisAt(layout: ChartLayout, x: number, tolerance = 16): number | null {
  let best: number | null = null;
  let bestDistance = Infinity;
  for (let i = 0; i < layout.axisCount; i++) {
    const distance = Math.abs(axisX(layout, i) - x);
    if (distance <= tolerance && distance < bestDistance) {
      best = i;
      bestDistance = distance;
    }
  }
  return best;
}

/** Device pixels for a CSS size: the backing store of a sharp canvas. */
export function backingSize(cssWidth: number, cssHeight: number, devicePixelRatio: number) {
  const ratio = Number.isFinite(devicePixelRatio) && devicePixelRatio > 0 ? devicePixelRatio : 1;
  return { width: Math.round(cssWidth * ratio), height: Math.round(cssHeight * ratio), ratio };
}

/** A brush being dragged on one axis: a new brush from startY, or an existing one (`origin`) being moved. */
export interface BrushDrag {
  axis: number;
  mode: 'new' | 'move';
  startY: number;
  currentY: number;
  /** The brush being moved, as it was when the drag started. */
  origin: BrushSpan | null;
  moved: boolean;
}

/** The span a drag currently covers, kept inside the plot (a moved brush keeps its height). */
export function dragSpan(layout: ChartLayout, drag: BrushDrag): BrushSpan {
  const top = layout.top;
  const bottom = layout.top + plotHeight(layout);
  const clamp = (y: number) => Math.min(bottom, Math.max(top, y));
  if (drag.mode === 'move' && drag.origin) {
    const height = drag.origin.y1 - drag.origin.y0;
    const y0 = Math.min(bottom - height, Math.max(top, drag.origin.y0 + drag.currentY - drag.startY));
    return { y0, y1: y0 + height };
  }
  const a = clamp(drag.startY);
  const b = clamp(drag.currentY);
  return { y0: Math.min(a, b), y1: Math.max(a, b) };
}
