import type { OfferBy } from '@parley/contracts';
import { palette } from '../../../../lib/theme';
import {
  AXIS_TEXT,
  ownEncoding,
  paddedDomain,
  planeScatter,
  ruleLine,
  seriesLegend,
  seriesScales,
  tooltipOnStop,
  walkAwayLine,
  walkAwayLines,
} from '../../charts/scatter-config';
import type { WalkAwayTotals } from '../../strategy/decision-support';

/** A complete offer as the charts draw it: its number in the order made, who made it, both totals. */
export interface ChartOffer {
  number: number;
  by: OfferBy;
  userTotal: number;
  opponentTotal: number;
  /** "Rent: $1,800 · Deposit: 1 month" */
  options: string;
}

/** A point of the frontier or the balanced deal. */
export interface PlanePoint {
  userTotal: number;
  opponentTotal: number;
  options: string;
}

export const OFFER_SERIES = {
  user: { label: 'Your offers', color: palette.primary, shape: 'point' },
  opponent: { label: 'Their offers', color: palette.opponent, shape: 'square' },
} as const;
const FRONTIER = { label: 'Efficient deal', color: palette.chartLineSelected, shape: 'point' } as const;
const BALANCED = { label: 'Balanced deal', color: palette.chartNash, shape: 'diamond' } as const;

/** The room on either side of an axis, as a share of what it spans. */
const OFFERS_PADDING = 0.08;

function path(
  offers: readonly ChartOffer[],
  by: OfferBy,
  x: (o: ChartOffer) => number,
  y: (o: ChartOffer) => number,
) {
  const series = OFFER_SERIES[by];
  return {
    type: 'line',
    data: offers.filter((o) => o.by === by).map((o) => ({ x: x(o), y: y(o) })),
    xField: 'x',
    yField: 'y',
    ...ownEncoding(series.color),
    style: { stroke: series.color, lineWidth: 2 },
    tooltip: false,
  };
}

export interface HistoryChartProps {
  offers: readonly ChartOffer[];
  /** Whose total the chart shows. */
  side: OfferBy;
  walkAway: number | null;
  /** The balanced deal's total for that side (null: none). */
  balanced: number | null;
}

/**
 * One side's total over the offers (x: the offer's number in the order made): your offers and theirs as two
 * series, that side's walk-away line (dashed) and the balanced deal's total for it (dotted).
 */
export function historyConfig({ offers, side, walkAway, balanced }: HistoryChartProps) {
  const total = (o: ChartOffer) => (side === 'user' ? o.userTotal : o.opponentTotal);
  const present = (['user', 'opponent'] as const).filter((by) => offers.some((o) => o.by === by));
  const ys = [
    ...offers.map(total),
    ...(walkAway === null ? [] : [walkAway]),
    ...(balanced === null ? [] : [balanced]),
  ];
  return {
    data: offers.map((o) => ({
      number: o.number,
      total: total(o),
      series: OFFER_SERIES[o.by].label,
      options: o.options,
      label: `Offer ${o.number}`,
    })),
    xField: 'number',
    yField: 'total',
    colorField: 'series',
    shapeField: 'series',
    sizeField: 6,
    autoFit: true,
    height: 220,
    animate: false,
    scale: {
      x: {
        domain: [0.5, Math.max(1, ...offers.map((o) => o.number)) + 0.5],
        // One tick per offer (its number), every other one past a dozen.
        tickMethod: () => offers.map((o) => o.number).filter((_, i) => offers.length <= 12 || i % 2 === 0),
      },
      y: { domain: paddedDomain(ys, OFFERS_PADDING), nice: true, tickCount: 4 },
      ...seriesScales(present.map((by) => OFFER_SERIES[by])),
      size: { type: 'identity' },
    },
    style: { fillOpacity: 1, lineWidth: 1 },
    axis: {
      x: { title: 'Offer', ...AXIS_TEXT },
      y: { title: side === 'user' ? 'Your total' : 'Their total', ...AXIS_TEXT },
    },
    legend: seriesLegend(present.map((by) => OFFER_SERIES[by])),
    interaction: tooltipOnStop(),
    tooltip: {
      title: 'label',
      items: [
        { field: 'series', name: 'By' },
        { field: 'total', name: side === 'user' ? 'Your total' : 'Their total' },
        { field: 'options', name: 'Options' },
      ],
    },
    annotations: [
      ...present.map((by) => path(offers, by, (o) => o.number, total)),
      ...(walkAway === null
        ? []
        : [walkAwayLine('lineY', walkAway, `${side === 'user' ? 'Your' : 'Their'} walk-away ${walkAway}`)]),
      ...(balanced === null
        ? []
        : [ruleLine('lineY', balanced, `Balanced deal ${balanced}`, palette.chartNash, [2, 3])]),
    ],
  };
}

export interface PlaneChartProps {
  offers: readonly ChartOffer[];
  frontier: readonly PlanePoint[];
  balanced: PlanePoint | null;
  walkAway: WalkAwayTotals;
}

/**
 * The outcome plane (your total across, theirs up): the efficient deals joined by a line, the balanced deal, each
 * side's offers as a path in the order made, and both walk-away lines.
 */
export function planeConfig({ offers, frontier, balanced, walkAway }: PlaneChartProps) {
  const present = [
    ...(frontier.length > 0 ? [FRONTIER] : []),
    ...(balanced === null ? [] : [BALANCED]),
    ...(['user', 'opponent'] as const)
      .filter((by) => offers.some((o) => o.by === by))
      .map((by) => OFFER_SERIES[by]),
  ];
  const data = [
    ...frontier.map((p, i) => ({
      you: p.userTotal,
      them: p.opponentTotal,
      series: FRONTIER.label,
      size: 4,
      label: `Efficient deal ${i + 1}`,
      options: p.options,
    })),
    ...(balanced === null
      ? []
      : [
          {
            you: balanced.userTotal,
            them: balanced.opponentTotal,
            series: BALANCED.label,
            size: 11,
            label: BALANCED.label,
            options: balanced.options,
          },
        ]),
    ...offers.map((o) => ({
      you: o.userTotal,
      them: o.opponentTotal,
      series: OFFER_SERIES[o.by].label,
      size: 7,
      label: `Offer ${o.number}`,
      options: o.options,
    })),
  ];
  const frontierLine = [...frontier]
    .sort((a, b) => a.userTotal - b.userTotal)
    .map((p) => ({ x: p.userTotal, y: p.opponentTotal }));
  return {
    ...planeScatter({
      data,
      present,
      walkAway,
      height: 340,
      padding: OFFERS_PADDING,
      fillOpacity: 0.95,
      titles: { x: 'Your total', y: 'Their total' },
      them: 'Them',
    }),
    annotations: [
      {
        type: 'line',
        data: frontierLine,
        xField: 'x',
        yField: 'y',
        ...ownEncoding(palette.chartLine),
        style: { stroke: palette.chartLineSelected, lineWidth: 1.5 },
        tooltip: false,
      },
      ...(['user', 'opponent'] as const)
        .filter((by) => offers.some((o) => o.by === by))
        .map((by) =>
          path(
            offers,
            by,
            (o) => o.userTotal,
            (o) => o.opponentTotal,
          ),
        ),
      ...walkAwayLines(walkAway),
    ],
  };
}

export type OffersChartConfig = ReturnType<typeof historyConfig> | ReturnType<typeof planeConfig>;

/** What the history chart shows, in words (the canvas's accessible name; the table below lists every offer). */
export function historySummary({ offers, side, walkAway, balanced }: HistoryChartProps): string {
  const whose = side === 'user' ? 'Your' : 'Their';
  return [
    `${whose} total over ${offers.length} complete ${offers.length === 1 ? 'offer' : 'offers'}`,
    walkAway === null ? null : `${whose.toLowerCase()} walk-away line at ${walkAway}`,
    balanced === null ? null : `the balanced deal at ${balanced}`,
  ]
    .filter((t) => t !== null)
    .join('; ');
}

export function planeSummary({ offers, frontier, balanced, walkAway }: PlaneChartProps): string {
  return [
    `Your total against theirs: ${frontier.length} efficient ${frontier.length === 1 ? 'deal' : 'deals'}`,
    balanced === null
      ? null
      : `the balanced deal at you ${balanced.userTotal}, them ${balanced.opponentTotal}`,
    `${offers.filter((o) => o.by === 'user').length} of your offers and ${offers.filter((o) => o.by === 'opponent').length} of theirs as paths`,
    walkAway.user === null ? null : `your walk-away line at ${walkAway.user}`,
    walkAway.opponent === null ? null : `their walk-away line at ${walkAway.opponent}`,
  ]
    .filter((t) => t !== null)
    .join('; ');
}
