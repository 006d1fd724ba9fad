import { palette } from '../../lib/theme';
import type { DensitySegment } from './density';
import { axisX, valueToY, type BrushSpan, type ChartLayout } from './geometry';
import { tickLabels, wrapName, type IssueAxes } from './issue-axes';

/** An individual line drawn over the density: a top match, a Pareto-efficient scenario or the Nash point. */
export interface HighlightLine {
  key: string;
  kind: 'top' | 'pareto' | 'nash';
  /** Height on every axis (the placing party's points). */
  values: readonly number[];
  /** The other party's total on the colour scale, 0 (lowest) … 1 (highest). */
  shade: number;
}

export interface IssuePicture {
  layout: ChartLayout;
  axes: IssueAxes;
  segments: readonly DensitySegment[];
  /** Whether a selection exists (then unselected segments are grey). */
  active: boolean;
  lines: readonly HighlightLine[];
  /** The line under the pointer or the keyboard focus, drawn on top; null: none. */
  focused: number | null;
  brushes: readonly (BrushSpan | null)[];
}

const NAME_LINES = 3;

function rgbOf(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** The colour scale: `shade` 0 … 1 from chartScaleLow to chartScaleHigh. */
export function scaleColor(shade: number): string {
  const t = Math.min(1, Math.max(0, Number.isFinite(shade) ? shade : 0));
  const low = rgbOf(palette.chartScaleLow);
  const high = rgbOf(palette.chartScaleHigh);
  const mix = low.map((c, i) => Math.round(c + ((high[i] ?? c) - c) * t));
  return `rgb(${mix.join(', ')})`;
}

/** Where 0 … 1 of a value lies on [min, max]; the middle when the range is a point. */
export function shadeOf(value: number, min: number, max: number): number {
  return max > min ? (value - min) / (max - min) : 0.5;
}

function strokeLine(ctx: CanvasRenderingContext2D, picture: IssuePicture, values: readonly number[]): void {
  const { layout, axes } = picture;
  ctx.beginPath();
  values.forEach((value, a) => {
    const x = axisX(layout, a);
    const y = valueToY(layout, value, axes.max);
    if (a === 0) ctx.moveTo(x, y);
    else ctx.lineTo(x, y);
  });
  ctx.stroke();
}

function drawSegments(ctx: CanvasRenderingContext2D, picture: IssuePicture): void {
  const { layout, axes, segments, active } = picture;
  const scaleAll = segments.reduce((max, s) => Math.max(max, s.all), 0);
  const scaleSelected = segments.reduce((max, s) => Math.max(max, s.selected), 0);
  const draw = (segment: DensitySegment, share: number, color: string) => {
    ctx.beginPath();
    ctx.moveTo(axisX(layout, segment.axis), valueToY(layout, segment.from, axes.max));
    ctx.lineTo(axisX(layout, segment.axis + 1), valueToY(layout, segment.to, axes.max));
    ctx.strokeStyle = color;
    ctx.globalAlpha = 0.12 + 0.5 * share;
    ctx.lineWidth = 0.75 + 5 * share;
    ctx.stroke();
  };
  // Grey first (all scenarios, or the unselected ones), then the selected ones in colour on top.
  for (const segment of segments) {
    const grey = active ? segment.all - segment.selected : 0;
    if (active && grey > 0 && scaleAll > 0) draw(segment, grey / scaleAll, palette.chartSegmentDimmed);
  }
  for (const segment of segments) {
    const count = active ? segment.selected : segment.all;
    const scale = active ? scaleSelected : scaleAll;
    if (count > 0 && scale > 0) draw(segment, count / scale, palette.chartSegment);
  }
  ctx.globalAlpha = 1;
}

function drawLines(ctx: CanvasRenderingContext2D, picture: IssuePicture): void {
  const order = { pareto: 0, top: 1, nash: 2 } as const;
  const lines = [...picture.lines].sort((a, b) => order[a.kind] - order[b.kind]);
  for (const line of lines) {
    ctx.setLineDash(line.kind === 'pareto' ? [4, 3] : []);
    ctx.strokeStyle = line.kind === 'nash' ? palette.chartNash : scaleColor(line.shade);
    ctx.lineWidth = line.kind === 'nash' ? 3 : line.kind === 'top' ? 2 : 1.25;
    strokeLine(ctx, picture, line.values);
  }
  ctx.setLineDash([]);
}

/** Text cut with an ellipsis to fit `width` pixels (option labels only; issue names wrap instead). */
function fitText(measure: (text: string) => number, text: string, width: number): string {
  if (measure(text) <= width) return text;
  const chars = Array.from(text);
  while (chars.length > 1 && measure(`${chars.join('')}…`) > width) chars.pop();
  return `${chars.join('')}…`;
}

/** The fonts of the axes' texts (CSS `font` shorthands, as a 2D context's `font` takes them too). */
export const AXIS_NAME_FONT = '600 12px system-ui, sans-serif';
export const AXIS_TICK_FONT = '11px system-ui, sans-serif';

/** A text placed on the axes layer: `anchor` middle (issue names, on their baseline) or start (tick labels, centred on y). */
export interface PlacedText {
  text: string;
  x: number;
  y: number;
}

/** One axis as drawn: its line, its wrapped name and a tick with a label per option height. */
export interface AxisDrawing {
  x: number;
  top: number;
  bottom: number;
  names: PlacedText[];
  ticks: PlacedText[];
}

/** How wide a text is in one of the two axis fonts, in CSS pixels. */
export type MeasureText = (text: string, font: typeof AXIS_NAME_FONT | typeof AXIS_TICK_FONT) => number;

/**
 * The labelled axes: per issue its line, its full name wrapped within the space up to the next axis (at most
 * NAME_LINES lines, kept inside the chart) and a tick and label (option names and points, cut to fit) per
 * option height. Pure: the chart draws it as SVG over the density, so its text is rastered off the main thread
 * and never again when only the density changes.
 */
export function axesDrawing(
  picture: Pick<IssuePicture, 'layout' | 'axes'>,
  measure: MeasureText,
): AxisDrawing[] {
  const { layout, axes } = picture;
  const top = valueToY(layout, axes.max, axes.max);
  const bottom = valueToY(layout, 0, axes.max);
  const spacing = axes.axes.length > 1 ? axisX(layout, 1) - axisX(layout, 0) : layout.right * 2;
  const nameWidth = Math.max(60, spacing - 12);
  const measureName = (text: string) => measure(text, AXIS_NAME_FONT);
  const measureTick = (text: string) => measure(text, AXIS_TICK_FONT);
  return axes.axes.map((axis, i) => {
    const x = axisX(layout, i);
    const lines = wrapName(axis.name, nameWidth, measureName);
    const shown = lines.length > NAME_LINES ? lines.slice(lines.length - NAME_LINES) : lines;
    const names = shown.map((line, k) => {
      // Kept inside the chart: the first and last names would otherwise hang over its edges.
      const half = measureName(line) / 2;
      return {
        text: line,
        x: Math.min(layout.width - half - 2, Math.max(half + 2, x)),
        y: top - 10 - (shown.length - 1 - k) * 14,
      };
    });
    const ticks = tickLabels(axis).map((tick) => ({
      text: fitText(measureTick, tick.text, spacing - 14),
      x: x + 6,
      y: valueToY(layout, tick.value, axes.max),
    }));
    return { x, top, bottom, names, ticks };
  });
}

/** The overlay: brushes as rectangles and the focused line (with its halo) as points, over everything. */
export interface OverlayDrawing {
  brushes: { x: number; y: number; width: number; height: number }[];
  focused: { points: string; color: string } | null;
}

export function overlayDrawing(picture: IssuePicture): OverlayDrawing {
  const { layout, axes, brushes } = picture;
  const focused = picture.focused === null ? undefined : picture.lines[picture.focused];
  return {
    brushes: brushes.flatMap((brush, i) =>
      brush
        ? [{ x: axisX(layout, i) - 7, y: brush.y0, width: 14, height: Math.max(1, brush.y1 - brush.y0) }]
        : [],
    ),
    focused: focused
      ? {
          points: focused.values
            .map((value, a) => `${axisX(layout, a)},${valueToY(layout, value, axes.max)}`)
            .join(' '),
          color: focused.kind === 'nash' ? palette.chartNash : scaleColor(focused.shade),
        }
      : null,
  };
}

/**
 * The chart's canvas: density segments and highlight lines. It changes only with the data (a new view, the
 * other party's points, a resize), so a brush drag never redraws it; the axes and the overlay are SVG above it.
 */
export function drawIssueBase(ctx: CanvasRenderingContext2D, picture: IssuePicture, ratio: number): void {
  const { layout } = picture;
  ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
  ctx.clearRect(0, 0, layout.width, layout.height);
  ctx.lineJoin = 'round';
  drawSegments(ctx, picture);
  drawLines(ctx, picture);
}

/** The highlight line nearest to a pointer (within `tolerance` px), by its height between the axes around x. */
export function lineAt(
  picture: Pick<IssuePicture, 'layout' | 'axes' | 'lines'>,
  x: number,
  y: number,
  tolerance = 6,
): number | null {
  const { layout, axes, lines } = picture;
  const count = axes.axes.length;
  if (count === 0) return null;
  let left = 0;
  while (left < count - 1 && axisX(layout, left + 1) < x) left++;
  const right = Math.min(count - 1, left + 1);
  const x0 = axisX(layout, left);
  const x1 = axisX(layout, right);
  const t = x1 > x0 ? Math.min(1, Math.max(0, (x - x0) / (x1 - x0))) : 0;
  let best: number | null = null;
  let bestDistance = tolerance;
  lines.forEach((line, index) => {
    const y0 = valueToY(layout, line.values[left] ?? 0, axes.max);
    const y1 = valueToY(layout, line.values[right] ?? 0, axes.max);
    const distance = Math.abs(y0 + (y1 - y0) * t - y);
    if (distance <= bestDistance) {
      best = index;
      bestDistance = distance;
    }
  });
  return best;
}
