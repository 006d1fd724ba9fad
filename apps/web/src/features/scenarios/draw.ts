import { palette } from '../../lib/theme';
import type { ChartAxis } from './axes';
import { axisX, valueToY, type BrushSpan, type ChartLayout } from './geometry';

/** Everything one frame of the chart needs. */
export interface ChartPicture {
  layout: ChartLayout;
  axes: readonly ChartAxis[];
  max: number;
  /** Per drawn scenario, its value on every axis. */
  lines: readonly (readonly number[])[];
  /** Per line whether it is selected; null: no selection, every line is drawn plainly. */
  mask: readonly boolean[] | null;
  /** Per axis, the brush to draw (null: none). */
  brushes: readonly (BrushSpan | null)[];
}

/** The chart's colours, from the theme's palette. */
export const CHART_COLORS = {
  line: palette.chartLine,
  selected: palette.chartLineSelected,
  dimmed: palette.chartLineDimmed,
  axis: palette.textTertiary,
  label: palette.text,
  tick: palette.textMuted,
  brushFill: palette.chartBrushFill,
  brushStroke: palette.brush,
};

function strokeLines(
  ctx: CanvasRenderingContext2D,
  picture: ChartPicture,
  include: (index: number) => boolean,
  style: string,
): void {
  const { layout, lines, max } = picture;
  const xs = picture.axes.map((_, i) => axisX(layout, i));
  ctx.beginPath();
  lines.forEach((values, index) => {
    if (!include(index)) return;
    values.forEach((value, a) => {
      const x = xs[a] ?? 0;
      const y = valueToY(layout, value, max);
      if (a === 0) ctx.moveTo(x, y);
      else ctx.lineTo(x, y);
    });
  });
  ctx.strokeStyle = style;
  ctx.lineWidth = 1;
  ctx.stroke();
}

/**
 * Draws one frame: dimmed lines, then selected ones on top, then axes, labels and brushes. Names reach the
 * canvas only through fillText, which draws them as plain text. `ratio` is the device pixel ratio.
 */
export function drawChart(ctx: CanvasRenderingContext2D, picture: ChartPicture, ratio: number): void {
  const { layout, axes, max, mask } = picture;
  ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
  ctx.clearRect(0, 0, layout.width, layout.height);
  ctx.lineJoin = 'round';

  if (mask === null) {
    strokeLines(ctx, picture, () => true, CHART_COLORS.line);
  } else {
    strokeLines(ctx, picture, (i) => mask[i] !== true, CHART_COLORS.dimmed);
    strokeLines(ctx, picture, (i) => mask[i] === true, CHART_COLORS.selected);
  }

  const bottom = valueToY(layout, 0, max);
  const top = valueToY(layout, max, max);
  // Smaller labels when the axes stand close together (many issues on a narrow screen).
  const spacing = axes.length > 1 ? axisX(layout, 1) - axisX(layout, 0) : layout.width;
  ctx.font = `${spacing < 45 ? 10 : 12}px system-ui, sans-serif`;
  ctx.textAlign = 'center';
  axes.forEach((axis, i) => {
    const x = axisX(layout, i);
    ctx.beginPath();
    ctx.moveTo(x, top);
    ctx.lineTo(x, bottom);
    ctx.strokeStyle = CHART_COLORS.axis;
    ctx.lineWidth = 1;
    ctx.stroke();

    const brush = picture.brushes[i];
    if (brush) {
      ctx.fillStyle = CHART_COLORS.brushFill;
      ctx.fillRect(x - 7, brush.y0, 14, Math.max(1, brush.y1 - brush.y0));
      ctx.strokeStyle = CHART_COLORS.brushStroke;
      ctx.strokeRect(x - 7, brush.y0, 14, Math.max(1, brush.y1 - brush.y0));
    }

    // Labels alternate between two rows so that neighbouring axes do not overprint each other.
    ctx.fillStyle = CHART_COLORS.label;
    ctx.textBaseline = 'alphabetic';
    ctx.fillText(axis.label, x, i % 2 === 0 ? top - 22 : top - 8);
    ctx.fillStyle = CHART_COLORS.tick;
    ctx.textBaseline = 'top';
    ctx.fillText('0', x, bottom + 4);
    if (i === 0) {
      ctx.textAlign = 'right';
      ctx.textBaseline = 'middle';
      ctx.fillText(String(max), x - 6, top);
      ctx.textAlign = 'center';
    }
  });
}
