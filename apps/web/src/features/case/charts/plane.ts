import { palette } from '../../../lib/theme';
import type { WalkAwayTotals } from '../strategy/decision-support';
import type { PlotPoint, PlotRule, PlotSeries, PlotSpec } from './plot';

// The parts the case's charts share (the Strategy tab's efficient deals, the Negotiate tab's offers): the plane
// of your total against theirs and the rule lines drawn alike in all of them.

/** An axis domain holding the given values, with `share` of their range (at least 5) as room on either side. */
export function paddedDomain(values: number[], share: number): [number, number] {
  const min = Math.min(...values);
  const max = Math.max(...values);
  const pad = Math.max(5, Math.round((max - min) * share));
  return [Math.max(0, min - pad), max + pad];
}

/** A labelled line across the plot at `value`: upright (`x`) or level (`y`), in its colour and dash. */
export function ruleLine(
  axis: 'x' | 'y',
  value: number,
  text: string,
  color: string,
  dash: readonly number[],
): PlotRule {
  return { axis, value, text, color, dash };
}

/** A walk-away total as a dashed line in the error colour. */
export function walkAwayLine(axis: 'x' | 'y', value: number, text: string): PlotRule {
  return ruleLine(axis, value, text, palette.error, [6, 4]);
}

/** Both recorded walk-away totals on the plane of your total (across) against theirs (up). */
export function walkAwayLines(walkAway: WalkAwayTotals): PlotRule[] {
  return [
    ...(walkAway.user === null ? [] : [walkAwayLine('x', walkAway.user, `Your walk-away ${walkAway.user}`)]),
    ...(walkAway.opponent === null
      ? []
      : [walkAwayLine('y', walkAway.opponent, `Their walk-away ${walkAway.opponent}`)]),
  ];
}

/** A point on the plane of your total (across) against theirs (up): its series, size, name and options. */
export interface PlaneDatum {
  you: number;
  them: number;
  label: string;
  series: PlotSeries;
  size: number;
  options: string;
}

export interface PlanePlotProps {
  /** The points in drawing order (the last on top). */
  data: readonly PlaneDatum[];
  /** The series drawn, in legend order. */
  present: readonly PlotSeries[];
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
 * Your total against theirs: every point in its series' colour, shape and size, the axes spanning the points and
 * the walk-away totals (not every package: the points fill the plot), both walk-away lines, and a tooltip naming
 * the point with both totals and its options. The caller adds its lines.
 */
export function planePlot({
  data,
  present,
  walkAway,
  height,
  padding,
  fillOpacity,
  titles,
  them,
}: PlanePlotProps): PlotSpec {
  const xs = [...data.map((d) => d.you), ...(walkAway.user === null ? [] : [walkAway.user])];
  const ys = [...data.map((d) => d.them), ...(walkAway.opponent === null ? [] : [walkAway.opponent])];
  return {
    height,
    x: { title: titles.x, domain: paddedDomain(xs, padding) },
    y: { title: titles.y, domain: paddedDomain(ys, padding) },
    series: present,
    points: data.map((d): PlotPoint => ({
      x: d.you,
      y: d.them,
      series: d.series,
      size: d.size,
      label: d.label,
      rows: [
        { name: 'You', value: String(d.you) },
        { name: them, value: String(d.them) },
        { name: 'Options', value: d.options },
      ],
    })),
    lines: [],
    rules: walkAwayLines(walkAway),
    fillOpacity,
  };
}
