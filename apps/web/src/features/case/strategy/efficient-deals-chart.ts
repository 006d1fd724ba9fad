import type { FactPackage } from '@parley/contracts';
import { palette } from '../../../lib/theme';
import { planePlot } from '../charts/plane';
import type { PlotSpec } from '../charts/plot';
import { packageOptions, type WalkAwayTotals } from './decision-support';

/** The chart's series, in legend order, each with its colour, point shape and size (PlotPoint's `size`). */
export const DEAL_SERIES = {
  frontier: { label: 'Efficient deal', color: palette.primary, shape: 'circle', size: 4 },
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

const SERIES_ORDER = Object.keys(DEAL_SERIES) as DealSeries[];

/**
 * The chart: every point (the efficient deals joined by a line, the marked points drawn over them, larger and in
 * their own shapes), each recorded walk-away total as a dashed line, a tooltip naming the point's options and
 * both totals.
 */
export function efficientDealsPlot({ points, walkAway }: EfficientDealsChartProps): PlotSpec {
  const data = [...points]
    // The efficient deals first, so the marked points are drawn on top of them.
    .sort((a, b) => SERIES_ORDER.indexOf(a.series) - SERIES_ORDER.indexOf(b.series))
    .map((p) => ({
      you: p.userTotal,
      them: p.opponentTotal,
      label: p.label,
      series: DEAL_SERIES[p.series],
      size: DEAL_SERIES[p.series].size,
      options: p.options,
    }));
  const frontierLine = points
    .filter((p) => p.series === 'frontier')
    .map((p) => ({ x: p.userTotal, y: p.opponentTotal }))
    .sort((a, b) => a.x - b.x);
  const present = SERIES_ORDER.filter((s) => points.some((p) => p.series === s)).map((s) => DEAL_SERIES[s]);
  return {
    ...planePlot({
      data,
      present,
      walkAway,
      // The canvas: with the legend under it, about the 360 px its box keeps (DecisionSupportSection.css).
      height: 330,
      padding: 0.05,
      fillOpacity: 0.9,
      titles: { x: 'Your total (points)', y: 'Opponent total (points)' },
      them: 'Opponent',
    }),
    lines: [{ points: frontierLine, color: palette.chartLineSelected, width: 1.5 }],
  };
}

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
