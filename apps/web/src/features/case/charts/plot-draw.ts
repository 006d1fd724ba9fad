import { palette, theme } from '../../../lib/theme';
import { FONT_SIZE, GAP, markerOutline, TICK_LENGTH, type MarkerShape, type PlotLayout } from './plot';

/** The 2D context calls the drawing makes: a browser's context, or a test's stand-in. */
export type PlotContext = Pick<
  CanvasRenderingContext2D,
  | 'setTransform'
  | 'clearRect'
  | 'beginPath'
  | 'moveTo'
  | 'lineTo'
  | 'arc'
  | 'closePath'
  | 'fill'
  | 'stroke'
  | 'setLineDash'
  | 'fillText'
  | 'measureText'
  | 'save'
  | 'restore'
  | 'translate'
  | 'rotate'
  | 'fillStyle'
  | 'strokeStyle'
  | 'lineWidth'
  | 'globalAlpha'
  | 'font'
  | 'textAlign'
  | 'textBaseline'
  | 'lineJoin'
>;

const FONT = `${FONT_SIZE}px ${theme.token?.fontFamily ?? 'sans-serif'}`;

/** Adds a mark's outline at (x, y) to the current path: its series' shape, `size` from centre to tip. */
function traceMarker(ctx: PlotContext, shape: MarkerShape, x: number, y: number, size: number): void {
  const outline = markerOutline(shape, x, y, size);
  if (outline === null) {
    ctx.moveTo(x + size, y);
    ctx.arc(x, y, size, 0, Math.PI * 2);
    ctx.closePath();
    return;
  }
  ctx.moveTo(outline[0]!.x, outline[0]!.y);
  for (const corner of outline.slice(1)) ctx.lineTo(corner.x, corner.y);
  ctx.closePath();
}

function strokePath(ctx: PlotContext, points: readonly { x: number; y: number }[]): void {
  if (points.length < 2) return;
  ctx.beginPath();
  ctx.moveTo(points[0]!.x, points[0]!.y);
  for (const p of points.slice(1)) ctx.lineTo(p.x, p.y);
  ctx.stroke();
}

/**
 * Draws a laid-out chart on a canvas whose backing store is `ratio` device pixels per CSS pixel: the dashed grid
 * at the ticks, the tick marks and labels, the axis titles, the rules, the lines, the marks in order (each
 * filled at the chart's fill opacity and outlined in its colour) and the rules' labels on top.
 */
export function drawPlot(ctx: PlotContext, layout: PlotLayout, ratio: number): void {
  const { area } = layout;
  ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
  ctx.clearRect(0, 0, layout.width, layout.height);
  ctx.font = FONT;
  ctx.lineJoin = 'round';
  ctx.globalAlpha = 1;

  // The grid, light and dashed, at every tick.
  ctx.strokeStyle = palette.border;
  ctx.lineWidth = 1;
  ctx.setLineDash([3, 3]);
  ctx.beginPath();
  for (const tick of layout.xTicks) {
    ctx.moveTo(tick.at, area.top);
    ctx.lineTo(tick.at, area.bottom);
  }
  for (const tick of layout.yTicks) {
    ctx.moveTo(area.left, tick.at);
    ctx.lineTo(area.right, tick.at);
  }
  ctx.stroke();
  ctx.setLineDash([]);

  // Tick marks and labels.
  ctx.strokeStyle = palette.textMuted;
  ctx.beginPath();
  for (const tick of layout.xTicks) {
    ctx.moveTo(tick.at, area.bottom);
    ctx.lineTo(tick.at, area.bottom + TICK_LENGTH);
  }
  for (const tick of layout.yTicks) {
    ctx.moveTo(area.left - TICK_LENGTH, tick.at);
    ctx.lineTo(area.left, tick.at);
  }
  ctx.stroke();
  ctx.fillStyle = palette.textMuted;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'top';
  for (const tick of layout.xTicks) ctx.fillText(tick.text, tick.at, area.bottom + TICK_LENGTH + GAP);
  ctx.textAlign = 'right';
  ctx.textBaseline = 'middle';
  for (const tick of layout.yTicks) ctx.fillText(tick.text, area.left - TICK_LENGTH - GAP, tick.at);

  // The axis titles, the y axis's reading upwards.
  ctx.fillStyle = palette.textSecondary;
  ctx.textAlign = 'center';
  ctx.fillText(layout.xTitle.text, layout.xTitle.x, layout.xTitle.y);
  ctx.save();
  ctx.translate(layout.yTitle.x, layout.yTitle.y);
  ctx.rotate(-Math.PI / 2);
  ctx.fillText(layout.yTitle.text, 0, 0);
  ctx.restore();

  for (const rule of layout.rules) {
    ctx.strokeStyle = rule.color;
    ctx.lineWidth = 1.5;
    ctx.setLineDash(rule.dash);
    strokePath(ctx, [rule.from, rule.to]);
  }
  ctx.setLineDash([]);

  for (const line of layout.lines) {
    ctx.strokeStyle = line.color;
    ctx.lineWidth = line.width;
    strokePath(ctx, line.points);
  }

  // The marks in order, each run of one series as one path: one fill and one outline per run, not per mark.
  ctx.lineWidth = 1;
  const marks = layout.marks;
  for (let start = 0; start < marks.length;) {
    const first = marks[start]!;
    let end = start;
    ctx.beginPath();
    while (end < marks.length && marks[end]!.color === first.color && marks[end]!.shape === first.shape) {
      const mark = marks[end]!;
      traceMarker(ctx, mark.shape, mark.x, mark.y, mark.size);
      end++;
    }
    ctx.fillStyle = first.color;
    ctx.strokeStyle = first.color;
    ctx.globalAlpha = layout.fillOpacity;
    ctx.fill();
    ctx.globalAlpha = 1;
    ctx.stroke();
    start = end;
  }

  for (const rule of layout.rules) {
    const { text, y, baseline } = rule.label;
    let { x, align } = rule.label;
    // An upright line's label that would run off the canvas goes to the line's left (a narrow screen).
    if (align === 'left' && x + ctx.measureText(text).width > layout.width) {
      x = rule.from.x - GAP;
      align = 'right';
    }
    ctx.fillStyle = rule.color;
    ctx.textAlign = align;
    ctx.textBaseline = baseline;
    ctx.fillText(text, x, y);
  }
}
