import { palette } from '../../../lib/theme';
import type { WalkAwayTotals } from '../strategy/decision-support';

// The parts the case's @ant-design/charts Scatter configurations share (the Strategy tab's efficient deals, the
// Negotiate tab's offers): axes, legend, tooltip and the rule lines drawn alike in both.

/** A series as the charts draw it: its name in the legend, its colour and its point shape. */
export interface ChartSeries {
  label: string;
  color: string;
  shape: string;
}

/** An axis domain holding the given values, with `share` of their range (at least 5) as room on either side. */
export function paddedDomain(values: number[], share: number): [number, number] {
  const min = Math.min(...values);
  const max = Math.max(...values);
  const pad = Math.max(5, Math.round((max - min) * share));
  return [Math.max(0, min - pad), max + pad];
}

/**
 * An extra mark's own colour, shape and size. A line or an annotation would inherit the points' colour, shape and
 * size fields, which its data lacks: G2 then reads the field names as constants ("Unknown Component:
 * shape.line.series").
 */
export const ownEncoding = (color: string) => ({ colorField: color, shapeField: 'line', sizeField: 1.5 });

/** A labelled line across the plot at `value`: upright (`lineX`) or level (`lineY`), in its colour and dash. */
export function ruleLine(
  type: 'lineX' | 'lineY',
  value: number,
  text: string,
  color: string,
  dash: number[],
) {
  return {
    type,
    data: [value],
    ...ownEncoding(color),
    style: { stroke: color, lineDash: dash, lineWidth: 1.5 },
    labels: [
      {
        text,
        position: type === 'lineX' ? 'top-left' : 'top-right',
        fill: color,
        fontSize: 12,
        dx: type === 'lineX' ? 4 : 0,
        textAlign: type === 'lineX' ? 'start' : 'end',
      },
    ],
    tooltip: false,
  };
}

/** A walk-away total as a dashed line in the error colour. */
export function walkAwayLine(type: 'lineX' | 'lineY', value: number, text: string) {
  return ruleLine(type, value, text, palette.error, [6, 4]);
}

/** Both recorded walk-away totals on the plane of your total (across) against theirs (up). */
export function walkAwayLines(walkAway: WalkAwayTotals) {
  return [
    ...(walkAway.user === null
      ? []
      : [walkAwayLine('lineX', walkAway.user, `Your walk-away ${walkAway.user}`)]),
    ...(walkAway.opponent === null
      ? []
      : [walkAwayLine('lineY', walkAway.opponent, `Their walk-away ${walkAway.opponent}`)]),
  ];
}

/** The colour and shape scales of the series present, in legend order. */
export function seriesScales(present: readonly ChartSeries[]) {
  return {
    color: { domain: present.map((s) => s.label), range: present.map((s) => s.color) },
    shape: { domain: present.map((s) => s.label), range: present.map((s) => s.shape) },
  };
}

/** The legend's symbol for each point shape. */
const LEGEND_MARKERS: Record<string, string> = {
  point: 'circle',
  diamond: 'diamond',
  triangle: 'triangle',
  square: 'square',
};

/** The legend under the plot, one entry per series present (the size and shape channels have none). */
export function seriesLegend(present: readonly ChartSeries[]) {
  return {
    color: {
      position: 'bottom',
      itemLabelFill: palette.text,
      // The legend would draw the line's marker for every series: each gets its points' symbol instead.
      itemMarker: (_: unknown, index: number) => LEGEND_MARKERS[present[index]?.shape ?? 'point'],
    },
    shape: false,
    size: false,
  };
}

/** An axis's title and labels in the secondary text colour. */
export const AXIS_TEXT = { titleFill: palette.textSecondary, labelFill: palette.textSecondary };

/**
 * The tooltip's interaction: it follows the pointer's last move too. G2 throttles the pointer and by default drops
 * the last move: a pointer that stops on a point right after moving would show nothing.
 */
export const tooltipOnStop = () => ({ tooltip: { trailing: true } });

/** A point on the plane of your total (across) against theirs (up): its series, size, name and options. */
export interface PlaneDatum {
  you: number;
  them: number;
  label: string;
  series: string;
  size: number;
  options: string;
}

export interface PlaneScatterProps<Datum extends PlaneDatum> {
  /** The points in drawing order (the last on top). */
  data: Datum[];
  /** The series drawn, in legend order. */
  present: readonly ChartSeries[];
  walkAway: WalkAwayTotals;
  height: number;
  /** The room on either side of an axis, as a share of what it spans. */
  padding: number;
  fillOpacity: number;
  titles: { x: string; y: string };
  /** The other side's name in the tooltip. */
  them: string;
}

/**
 * A Scatter of your total against theirs: every point in its series' colour, shape and size, the axes spanning the
 * points and the walk-away totals (not every package: the points fill the plot), the legend, and a tooltip naming
 * the point with both totals and its options. G2 escapes the tooltip's text (option names are user text). The
 * caller adds its lines.
 */
export function planeScatter<Datum extends PlaneDatum>({
  data,
  present,
  walkAway,
  height,
  padding,
  fillOpacity,
  titles,
  them,
}: PlaneScatterProps<Datum>) {
  const xs = [...data.map((d) => d.you), ...(walkAway.user === null ? [] : [walkAway.user])];
  const ys = [...data.map((d) => d.them), ...(walkAway.opponent === null ? [] : [walkAway.opponent])];
  return {
    data,
    xField: 'you',
    yField: 'them',
    colorField: 'series',
    shapeField: 'series',
    sizeField: 'size',
    autoFit: true,
    height,
    animate: false,
    scale: {
      x: { domain: paddedDomain(xs, padding), nice: true },
      y: { domain: paddedDomain(ys, padding), nice: true },
      ...seriesScales(present),
      size: { type: 'identity' },
    },
    style: { fillOpacity, lineWidth: 1 },
    axis: {
      x: { title: titles.x, ...AXIS_TEXT },
      y: { title: titles.y, ...AXIS_TEXT },
    },
    legend: seriesLegend(present),
    interaction: tooltipOnStop(),
    tooltip: {
      title: 'label',
      items: [
        { field: 'you', name: 'You' },
        { field: 'them', name: them },
        { field: 'options', name: 'Options' },
      ],
    },
  };
}
