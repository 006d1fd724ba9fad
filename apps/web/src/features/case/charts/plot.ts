// The case's charts (the Strategy tab's efficient deals, the Negotiate tab's offers) as plain data, laid out in
// pixels by pure functions: PlotCanvas only draws the layout and follows the pointer.

/** A point's mark. */
export type MarkerShape = 'circle' | 'diamond' | 'triangle' | 'square';

/** A series as the charts draw it: its name in the legend, its colour and its mark. */
export interface PlotSeries {
  label: string;
  color: string;
  shape: MarkerShape;
}

/** A line of a point's tooltip: "You 160", "Options Rent: Low; Term: 36 months". */
export interface TooltipRow {
  name: string;
  value: string;
}

export interface PlotPoint {
  x: number;
  y: number;
  series: PlotSeries;
  /** From the mark's centre to its tip, in CSS pixels: a circle's radius, half a square's side. */
  size: number;
  /** The tooltip's title: "Nash point", "Offer 3". */
  label: string;
  rows: readonly TooltipRow[];
}

/** A line through points in the order given (the frontier, a side's offers). */
export interface PlotLine {
  points: readonly { x: number; y: number }[];
  color: string;
  width: number;
}

/**
 * A labelled line across the whole plot: upright at x = value (`axis: 'x'`, its label at the top, just right of
 * it) or level at y = value (`axis: 'y'`, its label at the right end, just above it).
 */
export interface PlotRule {
  axis: 'x' | 'y';
  value: number;
  text: string;
  color: string;
  /** Dash and gap lengths, in CSS pixels. */
  dash: readonly number[];
}

export interface PlotAxis {
  title: string;
  domain: readonly [number, number];
  /**
   * The ticks, where the chart chooses them; otherwise the domain is extended to round numbers and about
   * `tickCount` ticks (5 unless given) are placed on them.
   */
  ticks?: readonly number[];
  tickCount?: number;
}

/** A chart: what PlotCanvas draws and its tooltip and legend name. */
export interface PlotSpec {
  /** The canvas's height in CSS pixels (the legend under it is HTML). */
  height: number;
  x: PlotAxis;
  y: PlotAxis;
  /** The series drawn, in legend order. */
  series: readonly PlotSeries[];
  /** In drawing order: the last on top. */
  points: readonly PlotPoint[];
  /** Drawn under the points. */
  lines: readonly PlotLine[];
  /** Drawn under the lines, their labels over everything. */
  rules: readonly PlotRule[];
  /** The marks' fill opacity (their outline is opaque). */
  fillOpacity: number;
}

// d3's thresholds: a step of 1, 2, 5 or 10 times a power of ten, whichever is nearest to the wanted one.
const E10 = Math.sqrt(50);
const E5 = Math.sqrt(10);
const E2 = Math.sqrt(2);

/** The round step that cuts `span` into about `count` parts: 1, 2 or 5 times a power of ten. */
function tickStep(span: number, count: number): number {
  const raw = span / Math.max(1, count);
  const power = Math.floor(Math.log10(raw));
  const error = raw / 10 ** power;
  const factor = error >= E10 ? 10 : error >= E5 ? 5 : error >= E2 ? 2 : 1;
  return factor * 10 ** power;
}

/** A multiple of a step, without the binary fraction's tail (0.1 × 3 is 0.3, not 0.30000000000000004), and no −0. */
const multiple = (i: number, step: number) => Number((i * step).toPrecision(12)) + 0;

/**
 * A domain extended to round numbers and its ticks, about `count` of them, as d3's and G2's `nice` linear scale
 * place them: [26, 334] → [0, 350] by 50. A domain of one value is widened by 1 either way; reversed ends are
 * swapped; ends that are not numbers give [0, 1].
 */
export function niceTicks(
  min: number,
  max: number,
  count = 5,
): { domain: [number, number]; ticks: number[] } {
  if (!Number.isFinite(min) || !Number.isFinite(max)) return niceTicks(0, 1, count);
  if (min > max) return niceTicks(max, min, count);
  if (min === max) return niceTicks(min - 1, max + 1, count);
  let lo = min;
  let hi = max;
  let step = tickStep(hi - lo, count);
  // Rounding the ends out can change the step (d3 tries up to 10 times); it settles in one or two.
  for (let i = 0; i < 10; i++) {
    // A hair of tolerance: 0.3 / 0.1 is 2.9999999999999996.
    lo = multiple(Math.floor(lo / step + 1e-9), step);
    hi = multiple(Math.ceil(hi / step - 1e-9), step);
    const next = tickStep(hi - lo, count);
    if (next === step) break;
    step = next;
  }
  const first = Math.round(lo / step);
  const last = Math.round(hi / step);
  const ticks: number[] = [];
  for (let i = first; i <= last; i++) ticks.push(multiple(i, step));
  return { domain: [lo, hi], ticks };
}

/** A tick: its value, where it is along its axis (CSS pixels) and its label. */
export interface PlacedTick {
  value: number;
  at: number;
  text: string;
}

export interface PlacedText {
  text: string;
  x: number;
  y: number;
}

/** A point's mark in pixels, with its index in the spec's points. */
export interface PlacedMark {
  index: number;
  x: number;
  y: number;
  size: number;
  color: string;
  shape: MarkerShape;
}

export interface PlacedRule {
  from: { x: number; y: number };
  to: { x: number; y: number };
  color: string;
  dash: readonly number[];
  /** Its text, drawn from (x, y): left-aligned below the top for an upright line, right-aligned above a level one. */
  label: PlacedText & { align: 'left' | 'right'; baseline: 'top' | 'bottom' };
}

/** A chart in CSS pixels, (0, 0) at the canvas's top left. */
export interface PlotLayout {
  width: number;
  height: number;
  /** The plot inside the tick labels and axis titles. */
  area: { left: number; top: number; right: number; bottom: number };
  xTicks: PlacedTick[];
  yTicks: PlacedTick[];
  /** The axis titles' centres (the y axis's reads upwards). */
  xTitle: PlacedText;
  yTitle: PlacedText;
  rules: PlacedRule[];
  lines: { points: { x: number; y: number }[]; color: string; width: number }[];
  marks: PlacedMark[];
  fillOpacity: number;
}

/** The charts' text size (tick labels, titles, rule labels), in CSS pixels. */
export const FONT_SIZE = 12;
/** A digit's width at FONT_SIZE, a little over the system fonts' (the labels are numbers). */
const CHAR_WIDTH = 7;
/** A tick mark's length, and the gap between it and its label, in CSS pixels. */
export const TICK_LENGTH = 4;
export const GAP = 4;
/** The space the y axis's title takes at the left and the x axis's at the bottom. */
const TITLE_BAND = FONT_SIZE + 8;

const tickText = (value: number) => String(value);

function axisTicks(axis: PlotAxis): { domain: readonly [number, number]; ticks: readonly number[] } {
  return axis.ticks
    ? { domain: axis.domain, ticks: axis.ticks }
    : niceTicks(axis.domain[0], axis.domain[1], axis.tickCount ?? 5);
}

/** A linear map from a domain onto [from, to]; a domain of one value maps to the middle. */
function scale(domain: readonly [number, number], from: number, to: number) {
  const [d0, d1] = domain;
  const span = d1 - d0;
  return (value: number) => (span === 0 ? (from + to) / 2 : from + ((value - d0) / span) * (to - from));
}

/**
 * Where everything of a chart goes on a canvas of `width` × `height` CSS pixels: the plot inside room for the
 * tick labels and the axis titles, each point, line and rule in pixels (y grows downwards), the ticks and
 * their labels.
 */
export function layoutPlot(spec: PlotSpec, width: number, height: number): PlotLayout {
  const x = axisTicks(spec.x);
  const y = axisTicks(spec.y);
  const yLabelWidth = Math.max(0, ...y.ticks.map((t) => tickText(t).length * CHAR_WIDTH));
  const lastXLabel = x.ticks.length > 0 ? tickText(x.ticks[x.ticks.length - 1]!).length * CHAR_WIDTH : 0;
  const left = TITLE_BAND + yLabelWidth + GAP + TICK_LENGTH;
  const right = Math.max(left + 1, width - Math.max(12, lastXLabel / 2 + GAP));
  // Half a label's height above the top tick's label.
  const top = FONT_SIZE / 2 + GAP;
  const bottom = Math.max(top + 1, height - (TICK_LENGTH + GAP + FONT_SIZE + GAP + TITLE_BAND));
  const px = scale(x.domain, left, right);
  const py = scale(y.domain, bottom, top);
  const at = (p: { x: number; y: number }) => ({ x: px(p.x), y: py(p.y) });

  return {
    width,
    height,
    area: { left, top, right, bottom },
    xTicks: x.ticks.map((value) => ({ value, at: px(value), text: tickText(value) })),
    yTicks: y.ticks.map((value) => ({ value, at: py(value), text: tickText(value) })),
    xTitle: { text: spec.x.title, x: (left + right) / 2, y: height - TITLE_BAND / 2 },
    yTitle: { text: spec.y.title, x: TITLE_BAND / 2, y: (top + bottom) / 2 },
    rules: spec.rules.map((rule) => {
      if (rule.axis === 'x') {
        const rx = px(rule.value);
        return {
          from: { x: rx, y: top },
          to: { x: rx, y: bottom },
          color: rule.color,
          dash: rule.dash,
          label: { text: rule.text, x: rx + GAP, y: top + 2, align: 'left', baseline: 'top' },
        };
      }
      const ry = py(rule.value);
      return {
        from: { x: left, y: ry },
        to: { x: right, y: ry },
        color: rule.color,
        dash: rule.dash,
        label: { text: rule.text, x: right, y: ry - 2, align: 'right', baseline: 'bottom' },
      };
    }),
    lines: spec.lines.map((line) => ({ points: line.points.map(at), color: line.color, width: line.width })),
    marks: spec.points.map((p, index) => ({
      index,
      ...at(p),
      size: p.size,
      color: p.series.color,
      shape: p.series.shape,
    })),
    fillOpacity: spec.fillOpacity,
  };
}

/**
 * The point under (x, y): the nearest mark whose centre is within `radius` CSS pixels, the one drawn on top of
 * those equally near (the one seen); null when none is that near.
 */
export function nearestPoint(layout: PlotLayout, x: number, y: number, radius: number): PlacedMark | null {
  let best: PlacedMark | null = null;
  let bestDistance = radius * radius;
  for (const mark of layout.marks) {
    const distance = (mark.x - x) ** 2 + (mark.y - y) ** 2;
    if (distance <= bestDistance) {
      best = mark;
      bestDistance = distance;
    }
  }
  return best;
}

/**
 * A mark's outline around (x, y) for a mark of `size`, as G2 draws its point shapes: a square of side 2·size, a
 * diamond 2·size high and 1.236·size wide, an equilateral triangle of side 2·size. A circle has none (its radius
 * is `size`).
 */
export function markerOutline(
  shape: MarkerShape,
  x: number,
  y: number,
  size: number,
): { x: number; y: number }[] | null {
  switch (shape) {
    case 'circle':
      return null;
    case 'square':
      return [
        { x: x - size, y: y - size },
        { x: x + size, y: y - size },
        { x: x + size, y: y + size },
        { x: x - size, y: y + size },
      ];
    case 'diamond': {
      const half = size * 0.618;
      return [
        { x: x - half, y },
        { x, y: y - size },
        { x: x + half, y },
        { x, y: y + size },
      ];
    }
    case 'triangle': {
      const rise = size * Math.sin(Math.PI / 3);
      return [
        { x: x - size, y: y + rise },
        { x, y: y - rise },
        { x: x + size, y: y + rise },
      ];
    }
  }
}
