import type { OfferBy } from '@parley/contracts';
import { palette } from '../../../../lib/theme';
import { paddedDomain, planePlot, ruleLine, walkAwayLine } from '../../charts/plane';
import type { PlotLine, PlotSeries, PlotSpec } from '../../charts/plot';
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
  user: { label: 'Your offers', color: palette.primary, shape: 'circle' },
  opponent: { label: 'Their offers', color: palette.opponent, shape: 'square' },
} as const satisfies Record<OfferBy, PlotSeries>;
const FRONTIER: PlotSeries = { label: 'Efficient deal', color: palette.chartLineSelected, shape: 'circle' };
const BALANCED: PlotSeries = { label: 'Balanced deal', color: palette.chartNash, shape: 'diamond' };

/** The room on either side of an axis, as a share of what it spans. */
const OFFERS_PADDING = 0.08;

/** One side's offers joined in the order made. */
function path(
  offers: readonly ChartOffer[],
  by: OfferBy,
  x: (o: ChartOffer) => number,
  y: (o: ChartOffer) => number,
): PlotLine {
  return {
    points: offers.filter((o) => o.by === by).map((o) => ({ x: x(o), y: y(o) })),
    color: OFFER_SERIES[by].color,
    width: 2,
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
export function historyPlot({ offers, side, walkAway, balanced }: HistoryChartProps): PlotSpec {
  const total = (o: ChartOffer) => (side === 'user' ? o.userTotal : o.opponentTotal);
  const whose = side === 'user' ? 'Your total' : 'Their total';
  const present = (['user', 'opponent'] as const).filter((by) => offers.some((o) => o.by === by));
  const ys = [
    ...offers.map(total),
    ...(walkAway === null ? [] : [walkAway]),
    ...(balanced === null ? [] : [balanced]),
  ];
  return {
    // The canvas: with the legend under it, about the 220 px its box keeps (OffersSection.css).
    height: 190,
    x: {
      title: 'Offer',
      domain: [0.5, Math.max(1, ...offers.map((o) => o.number)) + 0.5],
      // One tick per offer (its number), every other one past a dozen.
      ticks: offers.map((o) => o.number).filter((_, i) => offers.length <= 12 || i % 2 === 0),
    },
    y: { title: whose, domain: paddedDomain(ys, OFFERS_PADDING), tickCount: 4 },
    series: present.map((by) => OFFER_SERIES[by]),
    points: offers.map((o) => ({
      x: o.number,
      y: total(o),
      series: OFFER_SERIES[o.by],
      size: 6,
      label: `Offer ${o.number}`,
      rows: [
        { name: 'By', value: OFFER_SERIES[o.by].label },
        { name: whose, value: String(total(o)) },
        { name: 'Options', value: o.options },
      ],
    })),
    lines: present.map((by) => path(offers, by, (o) => o.number, total)),
    rules: [
      ...(walkAway === null
        ? []
        : [walkAwayLine('y', walkAway, `${side === 'user' ? 'Your' : 'Their'} walk-away ${walkAway}`)]),
      ...(balanced === null
        ? []
        : [ruleLine('y', balanced, `Balanced deal ${balanced}`, palette.chartNash, [2, 3])]),
    ],
    fillOpacity: 1,
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
export function offersPlanePlot({ offers, frontier, balanced, walkAway }: PlaneChartProps): PlotSpec {
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
      series: FRONTIER,
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
            series: BALANCED,
            size: 11,
            label: BALANCED.label,
            options: balanced.options,
          },
        ]),
    ...offers.map((o) => ({
      you: o.userTotal,
      them: o.opponentTotal,
      series: OFFER_SERIES[o.by],
      size: 7,
      label: `Offer ${o.number}`,
      options: o.options,
    })),
  ];
  const frontierLine = [...frontier]
    .sort((a, b) => a.userTotal - b.userTotal)
    .map((p) => ({ x: p.userTotal, y: p.opponentTotal }));
  return {
    ...planePlot({
      data,
      present,
      walkAway,
      // The canvas: with the legend under it, about 340 px.
      height: 310,
      padding: OFFERS_PADDING,
      fillOpacity: 0.95,
      titles: { x: 'Your total', y: 'Their total' },
      them: 'Them',
    }),
    lines: [
      { points: frontierLine, color: palette.chartLineSelected, width: 1.5 },
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
    ],
  };
}

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
