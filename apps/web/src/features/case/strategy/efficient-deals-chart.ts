import type { FactPackage } from '@parley/contracts';
import { palette } from '../../../lib/theme';
import { packageOptions, type WalkAwayTotals } from './decision-support';

/** The chart's series, in legend order, each with its colour and point shape. */
export const DEAL_SERIES = {
  frontier: { label: 'Efficient deal', color: palette.primary, shape: 'point', size: 4 },
  // Drawn larger than the Kalai–Smorodinsky point, which is drawn over it: both stay visible where they meet.
  nash: { label: 'Nash point', color: palette.chartNash, shape: 'diamond', size: 11 },
  kalaiSmorodinsky: { label: 'Kalai–Smorodinsky point', color: palette.success, shape: 'triangle', size: 7 },
  agreement: { label: 'Final agreement', color: palette.opponent, shape: 'square', size: 8 },
} as const;

export type DealSeries = keyof typeof DEAL_SERIES;

/** One point of the chart, or one row of the list beside it. */
export interface DealPoint {
  /** "Nash point", "Efficient deal 3" */
  label: string;
  series: DealSeries;
  userTotal: number;
  opponentTotal: number;
  /** "Rent: Low; Term: 36 months" */
  options: string;
  belowWalkAway: { user: boolean; opponent: boolean };
}

export interface EfficientDealsChartProps {
  points: readonly DealPoint[];
  walkAway: WalkAwayTotals;
}

type Package = FactPackage & { belowWalkAway: { user: boolean; opponent: boolean } };

/**
 * The points the chart draws and the list beside it names: the marked points first (Nash, Kalai–Smorodinsky,
 * the final agreement), then every efficient deal by your total descending, numbered from 1.
 */
export function dealPoints(support: {
  frontier: readonly Package[];
  nash: Package | null;
  kalaiSmorodinsky: Package | null;
  agreement: Package | null;
}): DealPoint[] {
  const point = (series: DealSeries, label: string, p: Package): DealPoint => ({
    label,
    series,
    userTotal: p.userTotal,
    opponentTotal: p.opponentTotal,
    options: packageOptions(p),
    belowWalkAway: p.belowWalkAway,
  });
  const marked: DealPoint[] = [];
  if (support.nash) marked.push(point('nash', DEAL_SERIES.nash.label, support.nash));
  if (support.kalaiSmorodinsky)
    marked.push(point('kalaiSmorodinsky', DEAL_SERIES.kalaiSmorodinsky.label, support.kalaiSmorodinsky));
  if (support.agreement) marked.push(point('agreement', DEAL_SERIES.agreement.label, support.agreement));
  return [
    ...marked,
    ...support.frontier.map((p, i) => point('frontier', `${DEAL_SERIES.frontier.label} ${i + 1}`, p)),
  ];
}

/** An axis domain holding the given values, with a little room on either side. */
function domain(values: number[]): [number, number] {
  const min = Math.min(...values);
  const max = Math.max(...values);
  const pad = Math.max(5, Math.round((max - min) * 0.05));
  return [Math.max(0, min - pad), max + pad];
}

const SERIES_ORDER = Object.keys(DEAL_SERIES) as DealSeries[];

/** The legend's symbol for each point shape. */
const LEGEND_MARKERS: Record<string, string> = {
  point: 'circle',
  diamond: 'diamond',
  triangle: 'triangle',
  square: 'square',
};

/**
 * The @ant-design/charts Scatter configuration: every point (the efficient deals joined by a line, the marked
 * points drawn over them, larger and in their own shapes), each recorded walk-away total as a dashed line, a
 * tooltip naming the point's options and both totals. G2 escapes the tooltip's text (option names are user text).
 */
export function efficientDealsConfig({ points, walkAway }: EfficientDealsChartProps) {
  const data = [...points]
    // The efficient deals first, so the marked points are drawn on top of them.
    .sort((a, b) => SERIES_ORDER.indexOf(a.series) - SERIES_ORDER.indexOf(b.series))
    .map((p) => ({
      you: p.userTotal,
      them: p.opponentTotal,
      label: p.label,
      series: DEAL_SERIES[p.series].label,
      size: DEAL_SERIES[p.series].size,
      options: p.options,
    }));
  const frontierLine = points
    .filter((p) => p.series === 'frontier')
    .map((p) => ({ you: p.userTotal, them: p.opponentTotal }))
    .sort((a, b) => a.you - b.you);
  // The axes span the points and the walk-away lines, not every package: the frontier fills the plot.
  const xs = [...points.map((p) => p.userTotal), ...(walkAway.user === null ? [] : [walkAway.user])];
  const ys = [
    ...points.map((p) => p.opponentTotal),
    ...(walkAway.opponent === null ? [] : [walkAway.opponent]),
  ];
  const present = SERIES_ORDER.filter((s) => points.some((p) => p.series === s));
  // The line and the annotations would inherit the points' colour, shape and size fields, which their data
  // lacks: G2 then reads the field names as constants ("Unknown Component: shape.line.series"). Each sets its own.
  const ownEncoding = (color: string) => ({ colorField: color, shapeField: 'line', sizeField: 1.5 });
  const walkAwayLine = (type: 'lineX' | 'lineY', value: number, text: string) => ({
    type,
    data: [value],
    ...ownEncoding(palette.error),
    style: { stroke: palette.error, lineDash: [6, 4], lineWidth: 1.5 },
    labels: [
      {
        text,
        position: type === 'lineX' ? 'top-left' : 'top-right',
        fill: palette.error,
        fontSize: 12,
        dx: type === 'lineX' ? 4 : 0,
        textAlign: type === 'lineX' ? 'start' : 'end',
      },
    ],
    tooltip: false,
  });
  return {
    data,
    xField: 'you',
    yField: 'them',
    colorField: 'series',
    shapeField: 'series',
    sizeField: 'size',
    autoFit: true,
    height: 360,
    animate: false,
    scale: {
      x: { domain: domain(xs), nice: true },
      y: { domain: domain(ys), nice: true },
      color: {
        domain: present.map((s) => DEAL_SERIES[s].label),
        range: present.map((s) => DEAL_SERIES[s].color),
      },
      shape: {
        domain: present.map((s) => DEAL_SERIES[s].label),
        range: present.map((s) => DEAL_SERIES[s].shape),
      },
      size: { type: 'identity' },
    },
    style: { fillOpacity: 0.9, lineWidth: 1 },
    axis: {
      x: { title: 'Your total (points)', titleFill: palette.textSecondary, labelFill: palette.textSecondary },
      y: {
        title: 'Opponent total (points)',
        titleFill: palette.textSecondary,
        labelFill: palette.textSecondary,
      },
    },
    legend: {
      color: {
        position: 'bottom',
        itemLabelFill: palette.text,
        // The legend would draw the line's marker for every series: each gets its points' symbol instead.
        itemMarker: (_: unknown, index: number) =>
          LEGEND_MARKERS[DEAL_SERIES[present[index] ?? 'frontier'].shape],
      },
      shape: false,
      size: false,
    },
    // G2 throttles the pointer (50 ms) and by default drops the last move: a pointer that stops on a point
    // right after moving would show nothing.
    interaction: { tooltip: { trailing: true } },
    tooltip: {
      title: 'label',
      items: [
        { field: 'you', name: 'You' },
        { field: 'them', name: 'Opponent' },
        { field: 'options', name: 'Options' },
      ],
    },
    line: {
      data: frontierLine,
      xField: 'you',
      yField: 'them',
      ...ownEncoding(palette.chartLineSelected),
      style: { stroke: palette.chartLineSelected, lineWidth: 1.5 },
      tooltip: false,
    },
    annotations: [
      ...(walkAway.user === null
        ? []
        : [walkAwayLine('lineX', walkAway.user, `Your walk-away ${walkAway.user}`)]),
      ...(walkAway.opponent === null
        ? []
        : [walkAwayLine('lineY', walkAway.opponent, `Their walk-away ${walkAway.opponent}`)]),
    ],
  };
}

export type EfficientDealsConfig = ReturnType<typeof efficientDealsConfig>;

/** What the chart shows, in words, for the canvas's accessible name. */
export function chartSummary(points: readonly DealPoint[], walkAway: WalkAwayTotals): string {
  const frontier = points.filter((p) => p.series === 'frontier').length;
  const marked = points
    .filter((p) => p.series !== 'frontier')
    .map((p) => `${p.label} at you ${p.userTotal}, opponent ${p.opponentTotal}`);
  const lines = [
    walkAway.user === null ? null : `your walk-away line at ${walkAway.user}`,
    walkAway.opponent === null ? null : `their walk-away line at ${walkAway.opponent}`,
  ].filter((text): text is string => text !== null);
  return [
    `Your total against the opponent's for ${frontier} efficient ${frontier === 1 ? 'deal' : 'deals'}`,
    ...marked,
    ...lines,
  ].join('; ');
}
