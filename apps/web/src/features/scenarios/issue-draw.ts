import { palette } from '../../lib/theme';
import type { DensitySegment } from './density';
import { axisX, valueToY, type BrushSpan, type ChartLayout } from './geometry';
import { tickLabels, wrapName, type IssueAxes } from './issue-axes';
import { placeTickLabels } from './label-layout';

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
/** An option label's height (11 px text): two labels' middles stay at least this far apart. */
const LABEL_LINE = 13;

/** A piece of text the axes layer drew, in CSS pixels from the canvas's top left (what the journeys measure). */
export interface TextBox {
  text: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

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

/** The focused line, on top of everything: a light halo, then the line thick in its own colour. */
function drawFocused(ctx: CanvasRenderingContext2D, picture: IssuePicture): void {
  const focused = picture.focused === null ? undefined : picture.lines[picture.focused];
  if (!focused) return;
  ctx.lineJoin = 'round';
  ctx.strokeStyle = palette.surface;
  ctx.lineWidth = 6;
  strokeLine(ctx, picture, focused.values);
  ctx.strokeStyle = focused.kind === 'nash' ? palette.chartNash : scaleColor(focused.shade);
  ctx.lineWidth = 3.5;
  strokeLine(ctx, picture, focused.values);
}

function drawBrushes(ctx: CanvasRenderingContext2D, picture: IssuePicture): void {
  const { layout, brushes } = picture;
  ctx.lineWidth = 1;
  brushes.forEach((brush, i) => {
    if (!brush) return;
    const x = axisX(layout, i);
    ctx.fillStyle = palette.chartBrushFill;
    ctx.fillRect(x - 7, brush.y0, 14, Math.max(1, brush.y1 - brush.y0));
    ctx.strokeStyle = palette.brush;
    ctx.strokeRect(x - 7, brush.y0, 14, Math.max(1, brush.y1 - brush.y0));
  });
}

/** Text cut with an ellipsis to fit `width` pixels (option labels only; issue names wrap instead). */
function fitText(ctx: CanvasRenderingContext2D, text: string, width: number): string {
  if (ctx.measureText(text).width <= width) return text;
  const chars = Array.from(text);
  while (chars.length > 1 && ctx.measureText(`${chars.join('')}…`).width > width) chars.pop();
  return `${chars.join('')}…`;
}

function drawAxes(ctx: CanvasRenderingContext2D, picture: IssuePicture): TextBox[] {
  const { layout, axes } = picture;
  const boxes: TextBox[] = [];
  const top = valueToY(layout, axes.max, axes.max);
  const bottom = valueToY(layout, 0, axes.max);
  const spacing = axes.axes.length > 1 ? axisX(layout, 1) - axisX(layout, 0) : layout.right * 2;
  axes.axes.forEach((axis, i) => {
    const x = axisX(layout, i);
    ctx.beginPath();
    ctx.moveTo(x, top);
    ctx.lineTo(x, bottom);
    ctx.strokeStyle = palette.textTertiary;
    ctx.lineWidth = 1;
    ctx.stroke();

    // The full issue name, wrapped within the space up to the next axis.
    ctx.font = '600 12px system-ui, sans-serif';
    ctx.fillStyle = palette.text;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'alphabetic';
    const nameWidth = Math.max(60, spacing - 12);
    const lines = wrapName(axis.name, nameWidth, (text) => ctx.measureText(text).width);
    const shown = lines.length > NAME_LINES ? lines.slice(lines.length - NAME_LINES) : lines;
    shown.forEach((line, k) => {
      // Kept inside the canvas: the first and last names would otherwise hang over its edges.
      const half = ctx.measureText(line).width / 2;
      const textX = Math.min(layout.width - half - 2, Math.max(half + 2, x));
      const baseline = top - 10 - (shown.length - 1 - k) * 14;
      ctx.fillText(line, textX, baseline);
      boxes.push({ text: line, x: textX - half, y: baseline - 11, width: half * 2, height: 14 });
    });

    // A tick for every option height, and its label (option name and points) where there is room: labels
    // of options scored alike are moved apart or thinned (placeTickLabels), never drawn over each other, and
    // never past the canvas's right edge (the last axis's labels have its right margin).
    ctx.font = '11px system-ui, sans-serif';
    ctx.textAlign = 'left';
    ctx.textBaseline = 'middle';
    ctx.strokeStyle = palette.textTertiary;
    const ticks = tickLabels(axis).map((tick) => ({
      y: valueToY(layout, tick.value, axes.max),
      text: tick.text,
    }));
    for (const tick of ticks) {
      ctx.beginPath();
      ctx.moveTo(x - 4, tick.y);
      ctx.lineTo(x + 4, tick.y);
      ctx.stroke();
    }
    const placed = placeTickLabels(ticks, {
      lineHeight: LABEL_LINE,
      minY: top + 1,
      maxY: layout.height - LABEL_LINE / 2 - 1,
      maxShift: LABEL_LINE,
    });
    const room = Math.min(spacing - 14, layout.width - x - 8);
    ctx.fillStyle = palette.textSecondary;
    for (const label of placed) {
      if (Math.abs(label.y - label.tickY) > 0.5) {
        // A moved label keeps a short line to its tick.
        ctx.beginPath();
        ctx.moveTo(x + 4, label.tickY);
        ctx.lineTo(x + 6, label.y);
        ctx.stroke();
      }
      const more = label.hidden > 0 ? ` +${label.hidden}` : '';
      const text = `${fitText(ctx, label.text, room - ctx.measureText(more).width)}${more}`;
      // A halo in the surface colour keeps the label readable over the density lines beneath it.
      ctx.save();
      ctx.strokeStyle = palette.surface;
      ctx.lineWidth = 3;
      ctx.lineJoin = 'round';
      ctx.strokeText(text, x + 6, label.y);
      ctx.restore();
      ctx.fillText(text, x + 6, label.y);
      boxes.push({
        text,
        x: x + 6,
        y: label.y - LABEL_LINE / 2,
        width: ctx.measureText(text).width,
        height: LABEL_LINE,
      });
    }
  });
  return boxes;
}

/**
 * The chart's base layer: density segments and highlight lines. It changes only with the data (a new view,
 * the other party's points, a resize), so a brush drag never redraws it.
 */
export function drawIssueBase(ctx: CanvasRenderingContext2D, picture: IssuePicture, ratio: number): void {
  const { layout } = picture;
  ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
  ctx.clearRect(0, 0, layout.width, layout.height);
  ctx.lineJoin = 'round';
  drawSegments(ctx, picture);
  drawLines(ctx, picture);
}

/**
 * The axes with their names and labelled ticks, over the base: they change only with the axes and the width,
 * so a new selection redraws the density without rastering some 130 labels again. Answers the box of every
 * name line and label drawn.
 */
export function drawIssueAxes(
  ctx: CanvasRenderingContext2D,
  picture: IssuePicture,
  ratio: number,
): TextBox[] {
  const { layout } = picture;
  ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
  ctx.clearRect(0, 0, layout.width, layout.height);
  return drawAxes(ctx, picture);
}

/**
 * The layer over the base: the brushes and the focused line. A drag repaints only this, which costs a few
 * rectangles instead of the whole density, names and ticks, which cost more than a frame on a large case.
 */
export function drawIssueOverlay(ctx: CanvasRenderingContext2D, picture: IssuePicture, ratio: number): void {
  const { layout } = picture;
  ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
  ctx.clearRect(0, 0, layout.width, layout.height);
  drawFocused(ctx, picture);
  drawBrushes(ctx, picture);
}

/** Whether the overlay would draw nothing: no brush on any axis and no focused line. */
export function overlayIsBlank(picture: IssuePicture): boolean {
  const focused = picture.focused === null ? undefined : picture.lines[picture.focused];
  return !focused && picture.brushes.every((brush) => !brush);
}

/** The whole picture on one canvas: the base, the axes, then the overlay. */
export function drawIssueChart(ctx: CanvasRenderingContext2D, picture: IssuePicture, ratio: number): void {
  drawIssueBase(ctx, picture, ratio);
  drawAxes(ctx, picture);
  drawFocused(ctx, picture);
  drawBrushes(ctx, picture);
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
